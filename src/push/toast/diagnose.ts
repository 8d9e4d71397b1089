/** `diagnose` of `huddle/push/toast`: the doctor, reading toast XML with the decoders this entry registers. */
import type { DiagnoseOptions, Finding } from '../doctor/diagnose.js';
import { diagnoseWith } from '../doctor/diagnose.js';
import { textDecoders } from './codecs.js';

/**
 * Says why a push will not show, or not as sent: a list of findings, each with its `code`,
 * `severity` (`error`: it will not show, or not as sent; `warning`: it shows, but not as meant),
 * the `path` where it is, the `message` and the `fix` (docs/push.md, "Why a push won't show").
 * Reads what a service sends: a payload alone (APNs `{ aps, extras }`, the data style, toast XML,
 * an FCM HTTP v1 `{ message }`; objects or their text), an APNs or WNS request `{ headers, body }`,
 * and what device libraries hand over (only its extras are judged then). `target` is where it is
 * going; absent, the target of its platform. Never throws for a payload; throws `ArgumentError`
 * for a target it does not know.
 *
 * In `huddle/push/toast` rather than `huddle/push`: it is a sender's and CI's tool, it reads all
 * three platforms (a WNS request is XML), and `huddle/push` stays as small as a device needs it.
 *
 * @example
 * ```ts
 * const findings = diagnose({ headers: { 'apns-push-type': 'background' }, body: apnsBody }, { target: 'ios' });
 * if (findings.some(({ severity }) => severity === 'error')) throw new Error(findings[0].fix);
 * ```
 */
export const diagnose: (payload: unknown, options?: DiagnoseOptions) => readonly Finding[] =
  /* @__PURE__ */ diagnoseWith(textDecoders);
