import { DecodeError } from '../errors/decode-error.js';
import type { DecodedPush } from '../payload.js';
import { detectAndDecode } from './detect.js';

/**
 * Decodes a push as a device library or a sender hands it, given as an object or as JSON text,
 * telling its shape by its keys: an APNs payload, the spec's data style, an FCM legacy or HTTP v1
 * request, an Android data map, a React Native Firebase `RemoteMessage`, an expo-notifications
 * `Notification`, `NotificationResponse` or `NotificationContent`, a Firebase web `MessagePayload`
 * or a web push body (docs/push.md, "What decode accepts", lists where each field is read from).
 * Throws `DecodeError` naming what was wrong and where, or, for a shape it does not know, every
 * shape it tried and why each failed; for toast XML, use `decode` from `huddle/push/toast`.
 *
 * @example
 * ```ts
 * messaging().onMessage(async (remoteMessage) => {
 *   const { message, notification } = decode(remoteMessage);
 *   navigate(route(notification));
 * });
 * ```
 */
export const decode: (input: unknown) => DecodedPush = detectAndDecode;

/** What `safeDecode` gives: the decoded push, or the `DecodeError` saying why there is none. */
export type SafeDecoded =
  | { readonly ok: true; readonly push: DecodedPush }
  | { readonly ok: false; readonly error: DecodeError };

/** `read` made to return a `DecodeError` instead of throwing it; any other error still throws. */
export const safely =
  (read: (input: unknown) => DecodedPush) =>
  (input: unknown): SafeDecoded => {
    try {
      return { ok: true, push: read(input) };
    } catch (error) {
      if (error instanceof DecodeError) return { ok: false, error };
      throw error;
    }
  };

/**
 * `decode` without throwing for a payload that cannot be read: `{ ok: true, push }`, or
 * `{ ok: false, error }` with the `DecodeError`. Anything else thrown is a bug, and is thrown.
 *
 * @example
 * ```ts
 * const result = safeDecode(event.data.json());
 * if (result.ok) navigate(route(result.push.notification));
 * else report(result.error.field, result.error.reason);
 * ```
 */
export const safeDecode: (input: unknown) => SafeDecoded = safely(decode);
