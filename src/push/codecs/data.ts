/** The data-style payload of the second mobile platform: `{ data: { message, extras }, notification: { title } }`. */
import { isRecord } from '../../value-shapes.js';
import type { DecodedPush, EncodeOptions, NotificationExtras, PushCodec } from '../payload.js';
import { decoded, decodeFailure } from './incoming.js';
import { jsonCodec } from './json.js';
import { extras, optionalText, record, text } from './notification-fields.js';

/** A data-style payload as huddle writes it. */
export interface DataPayload {
  readonly data: { readonly message: string; readonly extras?: NotificationExtras | string };
  /** Required by the spec: without a title it holds `''`, which decodes as no title. */
  readonly notification: { readonly title: string };
}

/** Options of the data-style encoder. */
export interface DataEncodeOptions extends EncodeOptions {
  /**
   * Write `data.extras` as a JSON string: FCM requires every value of `data` to be a string
   * (firebase-admin refuses an object), so this is the form for the wire.
   */
  readonly extrasAsJson?: boolean;
}

const fail = decodeFailure('data');

/**
 * Reads a data-style payload already parsed: `data.extras` as an object or a JSON string, the
 * title from `notification` or, as some senders write it, `android.notification`.
 */
export function readData(payload: Readonly<Record<string, unknown>>): DecodedPush {
  const data = record(payload.data, 'data', fail);
  const message = text(data.message, 'data.message', fail);
  const { android } = payload;
  const moved = payload.notification == null && isRecord(android);
  const field = moved ? 'android.notification' : 'notification';
  const notification = moved ? android.notification : payload.notification;
  const title =
    notification == null ? null : optionalText(record(notification, field, fail).title, `${field}.title`, fail);
  return decoded('data', 'data', message, title, extras(data.extras, 'data.extras', fail, false));
}

/** The data-style codec. */
export const data: PushCodec<DataPayload, DataEncodeOptions> = jsonCodec(
  'data',
  readData,
  ({ title, extras: written }, options: DataEncodeOptions) => {
    const carried = written !== null && (options.extrasAsJson === true ? JSON.stringify(written) : written);
    return (message) => ({
      data: carried === false ? { message } : { message, extras: carried as NotificationExtras | string },
      notification: { title: title ?? '' },
    });
  },
);
