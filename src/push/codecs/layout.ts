/**
 * Where a JSON shape keeps the message, title and extras, and one reader for every such shape: a
 * shape is described by its paths rather than read by a function of its own.
 */
import type { DecodedPush, PushSource } from '../payload.js';
import type { PushPlatform } from '../platform.js';
import { decoded, decodeFailure } from './incoming.js';
import { type Fail, optionalText, receivedExtras, record, text } from './notification-fields.js';

/** A parsed JSON payload. */
export type Payload = Readonly<Record<string, unknown>>;

/**
 * Where a field is kept: alternatives separated by `|`, the first holding a value (neither null nor
 * absent) read; each a path of keys separated by spaces (a key may hold dots, as Android's flat
 * `gcm.n.title` does). `'message data message|message android data message'` reads
 * `message.data.message`, else `message.android.data.message`.
 */
export type Where = string;

/** A JSON shape: where its fields are, and its platform family. */
export interface Layout {
  readonly message: Where;
  readonly title: Where;
  readonly extras: Where;
  /**
   * The platform family, from the payload and the index of the message's alternative (`-1` before
   * it is read, for errors about the message itself).
   */
  readonly platform: (payload: Payload, via: number) => PushPlatform;
}

/**
 * The value at the first alternative of `where` holding one, its field path and the alternative's
 * index; the first alternative's path and `-1` when none does. A step through a value that is
 * neither an object nor absent fails there, naming the path so far.
 */
export function pick(payload: Payload, where: Where, fail: Fail): [unknown, string, number] {
  const alternatives = where.split('|').map((path) => path.split(' '));
  for (const [index, keys] of alternatives.entries()) {
    let value: unknown = payload;
    for (let step = 0; step < keys.length && value != null; step++) {
      value = record(value, keys.slice(0, step).join('.'), fail)[keys[step] as string];
    }
    if (value != null) return [value, keys.join('.'), index];
  }
  return [undefined, (alternatives[0] as string[]).join('.'), -1];
}

/** Reads a payload of `source` laid out as `layout`. */
export const readLayout =
  (source: PushSource, layout: Layout) =>
  (payload: Payload): DecodedPush => {
    const fail = decodeFailure(layout.platform(payload, -1));
    const read = (where: Where) => pick(payload, where, fail);
    const [message, messageField, via] = read(layout.message);
    const checked = text(message, messageField, fail);
    const [title, titleField] = read(layout.title);
    const [received, extrasField] = read(layout.extras);
    return decoded(
      layout.platform(payload, via),
      source,
      checked,
      optionalText(title, titleField, fail),
      receivedExtras(received, extrasField, fail, false),
    );
  };
