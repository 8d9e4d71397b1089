/** The alert-style payload of the first mobile platform: `{ aps: { alert: { body } }, extras }`. */
import { isRecord } from '../../untyped-values.js';
import type { DecodedPush, NotificationExtras, PushCodec } from '../payload.js';
import { decoded, decodeFailure } from './incoming.js';
import { jsonCodec } from './json.js';
import { readLayout } from './layout.js';
import { optionalText, receivedExtras, record, text } from './notification-fields.js';
import type { Outgoing } from './outgoing.js';

/** An alert-style payload as huddle writes it; `alert.title` is Apple's key for a headline. */
export interface ApsPayload {
  readonly aps: { readonly alert: { readonly title?: string; readonly body: string } };
  readonly extras?: NotificationExtras;
}

const fail = decodeFailure('aps');

/** A background push's text, beside `aps`. */
const readBackground = /* @__PURE__ */ readLayout('aps', {
  message: 'message',
  title: 'title',
  extras: 'extras',
  platform: () => 'aps',
});

/**
 * Reads an alert-style payload already parsed: `aps.alert` as `{ body, title? }` or as a plain
 * string (node-apn's `.body` setter writes one); other `aps` and top-level keys are ignored. A
 * background push (`aps` without `alert`) keeps the text beside `aps`, in `message` and `title`,
 * as FCM delivers a data message's keys to iOS (and as `apnsRequest` writes it).
 */
export function readAps(payload: Readonly<Record<string, unknown>>): DecodedPush {
  const { alert } = record(payload.aps, 'aps', fail);
  if (alert == null && payload.message != null) return readBackground(payload);
  const message = isRecord(alert) ? text(alert.body, 'aps.alert.body', fail) : text(alert, 'aps.alert', fail);
  const title = isRecord(alert) ? optionalText(alert.title, 'aps.alert.title', fail) : null;
  return decoded('aps', 'aps', message, title, receivedExtras(payload.extras, 'extras', fail, false));
}

/** Writes the alert-style payload of a checked notification around its message (the codec's and `apnsRequest`'s). */
export const writeAps =
  ({ title, extras: written }: Outgoing) =>
  (body: string): ApsPayload => ({
    aps: { alert: title === null ? { body } : { title, body } },
    ...(written !== null && { extras: written as NotificationExtras }),
  });

/** The alert-style codec. */
export const aps: PushCodec<ApsPayload> = /* @__PURE__ */ jsonCodec('aps', readAps, writeAps);
