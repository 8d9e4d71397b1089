/** The data-style payload of the second mobile platform: `{ data: { message, extras }, notification: { title } }`. */
import type { EncodeOptions, NotificationExtras, PushCodec } from '../payload.js';
import { jsonCodec } from './json.js';
import { type Layout, readLayout } from './layout.js';
import type { Outgoing } from './outgoing.js';

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

/**
 * Where a data-style payload keeps its fields: `data.extras` as an object or a JSON string, the
 * title under `notification` or, as some senders write it, `android.notification`, or in `data`
 * itself for a data-only (background) message, which has no `notification`. The legacy FCM HTTP
 * body is laid out alike.
 */
export const dataLayout: Layout = {
  message: 'data message',
  title: 'notification title|android notification title|data title',
  extras: 'data extras',
  platform: () => 'data',
};

/** Reads a data-style payload already parsed. */
const readData = readLayout('data', dataLayout);

/** Writes the data-style payload of a checked notification around its message (the codec's and `fcmMessage`'s). */
export const writeData = ({ title, extras: written }: Outgoing, options: DataEncodeOptions) => {
  const carried = written !== null && (options.extrasAsJson === true ? JSON.stringify(written) : written);
  return (message: string): DataPayload => ({
    data: carried === false ? { message } : { message, extras: carried as NotificationExtras | string },
    notification: { title: title ?? '' },
  });
};

/** The data-style codec. */
export const data: PushCodec<DataPayload, DataEncodeOptions> = /* @__PURE__ */ jsonCodec('data', readData, writeData);
