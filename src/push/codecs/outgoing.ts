/** What every encoder checks of the notification it is asked to send. */
import { EncodeError } from '../errors/encode-error.js';
import type { PushMessage } from '../payload.js';
import type { PushPlatform } from '../platform.js';
import { extras, type Fail, optionalText, record, text } from './notification-fields.js';

/** A notification checked and normalised for encoding: no title is `null`, never `''`. */
export interface Outgoing {
  readonly message: string;
  readonly title: string | null;
  /** The extras as they are written: `more` left out when there is none. */
  readonly extras: { readonly type: string; readonly more?: Readonly<Record<string, string>> } | null;
}

/** Checks a notification against what every platform can carry, and copies it. */
export function outgoing(platform: PushPlatform, notification: PushMessage): Outgoing {
  const fail: Fail = (field, reason) => new EncodeError(platform, field, reason);
  const fields = record(notification, 'notification', fail);
  const written = extras(fields.extras, 'extras', fail, true);
  return {
    message: text(fields.message, 'message', fail),
    title: optionalText(fields.title, 'title', fail),
    extras: written && (written.more === null ? { type: written.type } : (written as Outgoing['extras'])),
  };
}
