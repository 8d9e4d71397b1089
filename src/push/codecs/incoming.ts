/** What every decoder shares: the size check, JSON payloads and the decoded result. */
import { DecodeError } from '../errors/decode-error.js';
import { readNotification } from '../notifications.js';
import type { DecodedPush, PushSource } from '../payload.js';
import type { PushPlatform } from '../platform.js';
import { type Fail, parseJson, type ReadExtras, record } from './notification-fields.js';
import { isOver, utf8Length } from './text.js';

/** The failure of a decoder for `platform`. */
export const decodeFailure =
  (platform: PushPlatform | null): Fail =>
  (field, reason) =>
    new DecodeError(platform, field, reason);

/**
 * Refuses a text over `limit` UTF-8 bytes, before anything else reads it: one longer than the
 * limit is refused by its length (it takes at least that many bytes), without being copied or
 * scanned.
 */
export function checkSize(text: string, limit: number, fail: Fail): void {
  if (!isOver(text, limit)) return;
  const size = text.length > limit ? `at least ${text.length}` : utf8Length(text);
  throw fail('payload', `${size} bytes, over the limit of ${limit} bytes`);
}

/**
 * A JSON payload as an object: text is held to `limit` bytes and parsed; an object, already
 * delivered by its platform (which enforced the limit), is taken as it is.
 */
export function readJsonPayload(input: unknown, limit: number, fail: Fail): Readonly<Record<string, unknown>> {
  if (typeof input === 'string') {
    checkSize(input, limit, fail);
    return record(parseJson(input, 'payload', fail), 'payload', fail);
  }
  return record(input, 'payload', fail);
}

/** The decoded notification, typed by the catalog where the extras allow, with what was read past to keep it. */
export const decoded = (
  platform: PushPlatform,
  source: PushSource,
  message: string,
  title: string | null,
  { extras, problems }: ReadExtras,
): DecodedPush => ({ platform, source, message, title, extras, notification: readNotification(extras), problems });
