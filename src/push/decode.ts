import { detectAndDecode } from './codecs/detect.js';
import type { DecodedPush } from './payload.js';

/**
 * Decodes an alert-style or data-style payload, given as an object or as JSON text, telling the
 * platform by its shape. Throws `DecodeError` naming what was wrong and where; for toast XML,
 * use `decode` from `huddle/push/toast`.
 *
 * @example
 * ```ts
 * const { message, notification } = decode(remoteMessage);
 * navigate(route(notification));
 * ```
 */
export const decode: (input: unknown) => DecodedPush = detectAndDecode;
