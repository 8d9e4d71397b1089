/** `safeDecode` of `huddle/push/toast`: its `decode`, which also reads toast XML, without throwing. */
import { detectAndDecode } from '../codecs/detect.js';
import { toast } from '../codecs/toast.js';
import { type SafeDecoded, safely } from '../decode.js';

export type { SafeDecoded };

/**
 * `decode` without throwing for a payload that cannot be read: `{ ok: true, push }`, or
 * `{ ok: false, error }` with the `DecodeError`. Anything else thrown is a bug, and is thrown.
 *
 * @example
 * ```ts
 * const result = safeDecode(launchArguments);
 * if (result.ok) navigate(route(result.push.notification));
 * ```
 */
export const safeDecode: (input: unknown) => SafeDecoded = safely((input) => detectAndDecode(input, toast.decode));
