/** `decode` and `safeDecode` of `huddle/push/toast`: those of `huddle/push`, which also read toast XML. */

import { type SafeDecoded, safely } from '../decode/decode.js';
import { detectAndDecode } from '../decode/detect.js';
import type { DecodedPush } from '../payload.js';
import { textDecoders } from './codecs.js';

export type { SafeDecoded };

/**
 * Decodes a payload of any platform and any shape `decode` from `huddle/push` reads, and toast
 * XML text besides (the spec's ToastText02, the other legacy templates and ToastGeneric). Throws
 * `DecodeError` naming what was wrong and where.
 */
export function decode(input: unknown): DecodedPush {
  return detectAndDecode(input, textDecoders);
}

/**
 * `decode` without throwing for a payload that cannot be read: `{ ok: true, push }`, or
 * `{ ok: false, error }` with the `DecodeError`. Anything else thrown is a bug, and is thrown.
 *
 * @example
 * ```ts
 * const result = safeDecode(toastXml);
 * if (result.ok) navigate(route(result.push.notification));
 * ```
 */
export const safeDecode: (input: unknown) => SafeDecoded = safely(decode);
