/** `diagnose`: why a push will not show, or not as sent, as a list of findings. */
import { ArgumentError } from '../../errors/argument-error.js';
import type { TextDecoders } from '../decode/detect.js';
import { type Check, checks, type FindingCode, type Severity } from './checks.js';
import { readSent } from './sent.js';
import { isTarget, type Target, targets } from './targets.js';

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

/**
 * `diagnose`, reading text that is not JSON with `decoders` (toast XML, as `huddle/push/toast`
 * registers it). Throws `ArgumentError` for a target it does not know; never for a payload.
 */
export const diagnoseWith =
  (decoders: TextDecoders) =>
  (payload: unknown, options: DiagnoseOptions = {}): readonly Finding[] => {
    const { target } = options;
    if (target !== undefined && !isTarget(target)) {
      const known = targets.join(', ');
      throw new ArgumentError('target', `target: expected one of ${known}, found ${JSON.stringify(target)}`);
    }
    // What no check can read (nested past the stack, a cycle, a BigInt, a getter or a Proxy that
    // throws) is itself the finding: the device could not read it either, and diagnose never throws.
    try {
      const sent = readSent(payload, target, decoders);
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
    } catch (error) {
      const { severity, fix } = checks.unreadable;
      return [{ code: 'unreadable', severity, path: 'payload', message: unreadableBecause(error), fix }];
    }
  };

/** Why a payload could not be read at all, in one line. */
function unreadableBecause(error: unknown): string {
  if (error instanceof RangeError) return 'nested too deep to read (the device would fail the same way)';
  const text = error instanceof Error ? error.message : String(error);
  return `not plain JSON data: ${text.split('\n')[0]?.slice(0, 200)}`;
}
