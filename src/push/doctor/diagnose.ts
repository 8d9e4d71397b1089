/** `diagnose`: why a push will not show, or not as sent, as a list of findings. */
import type { TextDecoders } from '../decode/detect.js';
import { type Check, checks, type FindingCode, type Severity } from './checks.js';
import { readSent } from './sent.js';
import type { Target } from './targets.js';

/** One thing wrong with a payload. */
export interface Finding {
  /** What is wrong, as a code of the doctor's table (docs/push.md, "Why a push won't show"). */
  readonly code: FindingCode;
  /** `error`: the push will not show, or not as sent; `warning`: it shows, but not as meant. */
  readonly severity: Severity;
  /**
   * Where: a path into the payload (`body.aps.alert`, `message.data.extras`), into the toast XML
   * (`toast.visual.binding@template`) or into its launch (`toast@launch:extras.type`).
   */
  readonly path: string;
  /** What is wrong there. */
  readonly message: string;
  /** What to do about it, in one sentence. */
  readonly fix: string;
}

/** Options of `diagnose`. */
export interface DiagnoseOptions {
  /**
   * Where the push is going: `ios`, `android`, `web` or `windows`. Absent, the target of the
   * payload's platform: `ios` for APNs, `android` for FCM, `windows` for WNS.
   */
  readonly target?: Target | undefined;
}

/** `diagnose`, reading text that is not JSON with `decoders` (toast XML, as `huddle/push/toast` registers it). */
export const diagnoseWith =
  (decoders: TextDecoders) =>
  (payload: unknown, options: DiagnoseOptions = {}): readonly Finding[] => {
    const sent = readSent(payload, options.target, decoders);
    return (Object.keys(checks) as FindingCode[]).flatMap((code) => {
      const { severity, fix, find }: Check = checks[code];
      return find(sent).map((spot) => ({
        code,
        severity,
        path: spot.path,
        message: spot.message,
        fix: spot.fix ?? fix,
      }));
    });
  };
