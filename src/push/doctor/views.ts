/**
 * The parts of a payload the vendor checks read: the APNs headers and `aps` a push to iOS
 * carries (an APNs request's, or an FCM request's `apns` block), the FCM HTTP v1 `message`, the
 * parts each vendor counts against its size limit, and the headers of a request.
 */
import { isRecord } from '../../untyped-values.js';
import { utf8Length } from '../codecs/text.js';
import { platforms } from '../platform.js';
import { type Sent, under } from './sent.js';

type Fields = Readonly<Record<string, unknown>>;

const EMPTY: Fields = {};
const fields = (value: unknown): Fields => (isRecord(value) ? value : EMPTY);

/** A header of a request, by its name in any case (HTTP/2 sends them lower-case), as text. */
export function header(headers: Fields | null, name: string): { readonly name: string; readonly value: string } | null {
  const key = Object.keys(headers ?? EMPTY).find((key) => key.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : headers?.[key];
  return key === undefined || value == null ? null : { name: key, value: `${value as string | number}` };
}

/**
 * The header sets a request hands a vendor, each as `[where it is, the headers]`: an APNs or WNS
 * request's `headers`, and an FCM request's `message.apns.headers` and `message.webpush.headers`
 * (FCM passes them on to APNs and to web push as they are).
 */
export function requestHeaders(sent: Sent): readonly (readonly [string, Fields])[] {
  const message = fcmMessage(sent);
  const blocks = message === null ? [] : (['apns', 'webpush'] as const).map((name) => fields(message[name]));
  const sets: (readonly [string, unknown])[] = [
    ['headers', sent.headers],
    ['message.apns.headers', blocks[0]?.headers],
    ['message.webpush.headers', blocks[1]?.headers],
  ];
  return sets.flatMap(([at, headers]) => (isRecord(headers) ? [[at, headers] as const] : []));
}

/** The FCM HTTP v1 `message` of a request, or `null` when the payload is none. */
export const fcmMessage = (sent: Sent): Fields | null =>
  sent.platform === 'data' && isRecord(sent.payload) && isRecord(sent.payload.message) ? sent.payload.message : null;

/** What a push to iOS carries to APNs. */
export interface ApnsParts {
  readonly headers: Fields | null;
  /** Where the headers are: `headers`, or `message.apns.headers` of an FCM request. */
  readonly headersAt: string;
  /** The payload's `aps` (empty when there is none). */
  readonly aps: Fields;
  /** Where `aps` is. */
  readonly apsAt: string;
  /** Where the alert is: `aps.alert`, or for an FCM request without one its `message.notification`. */
  readonly alertAt: string | null;
  /** Where an image is given, each. */
  readonly images: readonly string[];
}

const imagesIn = (entries: readonly (readonly [string, unknown])[]) =>
  entries.flatMap(([path, value]) => (typeof value === 'string' && value !== '' ? [path] : []));

/** What a push to iOS carries: of an APNs payload or request, or of an FCM request; `null` when the target is not iOS. */
export function apnsParts(sent: Sent): ApnsParts | null {
  if (sent.target !== 'ios') return null;
  if (sent.platform === 'aps') {
    const payload = fields(sent.payload);
    const aps = fields(payload.aps);
    const apsAt = under(sent.at, 'aps');
    return {
      headers: sent.headers,
      headersAt: 'headers',
      aps,
      apsAt,
      alertAt: aps.alert == null ? null : `${apsAt}.alert`,
      images: imagesIn([
        [under(sent.at, 'image'), payload.image],
        [under(sent.at, 'fcm_options.image'), fields(payload.fcm_options).image],
      ]),
    };
  }
  const message = fcmMessage(sent);
  if (message === null) return null;
  const apns = fields(message.apns);
  const aps = fields(fields(apns.payload).aps);
  const notification = fields(message.notification);
  const shown = notification.title != null || notification.body != null;
  return {
    headers: fields(apns.headers),
    headersAt: 'message.apns.headers',
    aps,
    apsAt: 'message.apns.payload.aps',
    alertAt: aps.alert != null ? 'message.apns.payload.aps.alert' : shown ? 'message.notification' : null,
    images: imagesIn([
      ['message.notification.image', notification.image],
      ['message.apns.fcm_options.image', fields(apns.fcm_options).image],
    ]),
  };
}

/** Whether a push to iOS is sent as a background push (`apns-push-type: background`). */
export const isBackground = (apns: ApnsParts | null): apns is ApnsParts =>
  apns !== null && header(apns.headers, 'apns-push-type')?.value === 'background';

/** One part a vendor counts against its limit. */
export interface Counted {
  readonly path: string;
  readonly bytes: number;
  readonly limit: number;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/**
 * The parts the vendors count, each with its limit: APNs the payload (4096 bytes); FCM the `data`
 * of a request, counted as its JSON text (4096), and its `apns.payload` as APNs does; WNS the
 * toast XML (5000). A payload alone is counted whole against its platform's limit.
 */
function counted(sent: Sent): readonly Counted[] {
  if (sent.platform === null) return [];
  const whole = (path: string, value: unknown, limit: number): Counted => ({
    path,
    bytes: utf8Length(textOf(value)),
    limit,
  });
  const message = fcmMessage(sent);
  if (message === null) return [whole(sent.at || 'payload', sent.payload, platforms[sent.platform].limit)];
  const apns = fields(message.apns);
  return [
    ...(message.data === undefined ? [] : [whole('message.data', message.data, platforms.data.limit)]),
    ...(apns.payload === undefined ? [] : [whole('message.apns.payload', apns.payload, platforms.aps.limit)]),
  ];
}

/** The parts over their limits. */
export const oversized = (sent: Sent): readonly Counted[] => counted(sent).filter(({ bytes, limit }) => bytes > limit);
