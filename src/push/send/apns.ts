/** `apnsRequest`: the headers and JSON body of an APNs HTTP/2 request for a notification. */
import { type ApsPayload, writeAps } from '../codecs/aps.js';
import { jsonCost } from '../codecs/json.js';
import { outgoing } from '../codecs/outgoing.js';
import { DeliveryError } from '../errors/delivery-error.js';
import { headerRefusal } from '../header-value.js';
import type { EncodeOptions, NotificationExtras, PushMessage } from '../payload.js';
import { platforms } from '../platform.js';
import { carry, checkOptions, type Delivery, type PushVendor, type Sections } from './delivery.js';
import { fitRequest } from './fit.js';

/** The `aps` dictionary of a request: the alert (none for a background push) and what the options add. */
export interface ApnsAps {
  readonly alert?: {
    readonly title?: string;
    readonly body: string;
    readonly 'loc-key'?: string;
    readonly 'loc-args'?: readonly string[];
  };
  readonly 'content-available'?: 1;
  readonly 'mutable-content'?: 1;
  readonly badge?: number;
  readonly sound?: string;
  readonly 'thread-id'?: string;
  readonly 'interruption-level'?: 'active' | 'time-sensitive';
}

/**
 * The JSON body of an APNs request: the spec's alert-style payload (`aps.alert`, `extras`); for a
 * background push `aps` has `content-available: 1` and no alert, and the text is beside it in
 * `message` and `title`. An image's URL is in `fcm_options.image`, where Firebase's notification
 * service extension (and an app's own, reading the same key) finds it.
 */
export interface ApnsBody {
  readonly aps: ApnsAps;
  readonly message?: string;
  readonly title?: string;
  readonly extras?: NotificationExtras;
  readonly fcm_options?: { readonly image: string };
}

/** The headers of an APNs request (values as sent: text). */
export interface ApnsHeaders {
  readonly 'apns-push-type': 'alert' | 'background';
  readonly 'apns-priority': '10' | '5';
  /** When APNs stops trying: seconds since the epoch, `0` for now or never. */
  readonly 'apns-expiration'?: string;
  readonly 'apns-collapse-id'?: string;
  /** The app's bundle id. */
  readonly 'apns-topic'?: string;
}

/** An APNs request: POST it to `/3/device/{token}` with these headers and the JSON of `body`. */
export interface ApnsRequest {
  readonly headers: ApnsHeaders;
  readonly body: ApnsBody;
}

/** The options of `apnsRequest`: the delivery, the app's bundle id, truncation and the clock. */
export interface ApnsOptions extends Delivery, EncodeOptions {
  /** The app's bundle id (`apns-topic`), required by token-based authentication. */
  readonly topic?: string;
  /** When the request is sent, for `apns-expiration` (default: now). */
  readonly at?: Date;
}

/** What an APNs section adds to a body built around the message: its headers, aps keys and image. */
export function apnsParts(
  section: Sections['apns'],
  background: boolean,
): {
  readonly headers: ApnsHeaders;
  readonly body: (written: ApsPayload, text: { message: string; title: string | null }) => ApnsBody;
} {
  const headers = {
    'apns-push-type': background ? 'background' : 'alert',
    'apns-priority': background ? '5' : '10',
    ...section.headers,
  } as ApnsHeaders;
  return {
    headers,
    body: ({ aps, ...rest }, { message, title }) =>
      background
        ? { aps: { 'content-available': 1, ...section.aps }, message, ...(title !== null && { title }), ...rest }
        : { aps: { alert: { ...aps.alert, ...section.alert }, ...section.aps }, ...rest },
  };
}

/** The time of sending in seconds since the epoch: `at`, else now. */
export function seconds(vendor: PushVendor, at: unknown): number {
  if (at === undefined) return Math.floor(Date.now() / 1000);
  if (!(at instanceof Date) || Number.isNaN(at.getTime()))
    throw new DeliveryError(vendor, 'at', 'expected a valid Date');
  return Math.floor(at.getTime() / 1000);
}

/**
 * The APNs request of a notification: `apns-push-type` `alert` (priority 10) or, with
 * `background`, `background` (priority 5, `content-available: 1`, no alert), and every delivery
 * option APNs carries (docs/push.md, "Sending"). The body is held to APNs's 4096 bytes; with
 * `truncate` the message is shortened to fit.
 *
 * @throws `DeliveryError` for an option APNs cannot carry (`channel`) or a value it refuses;
 *   `EncodeError` or `PayloadTooLargeError` as the `aps` codec.
 * @example
 * ```ts
 * const { headers, body } = apnsRequest(
 *   { message: 'Final: NE 24, NYJ 17', extras: { type: 'teamAlertGameEnd', more: { gameId: '0042' } } },
 *   { topic: 'com.example.app', collapseKey: 'game-0042', threadId: 'game-0042' },
 * );
 * ```
 */
export function apnsRequest(message: PushMessage, options: ApnsOptions = {}): ApnsRequest {
  checkOptions('apns', options);
  const { apns } = carry('apns', options, ['topic', 'at', 'truncate'], seconds('apns', options.at));
  const topic: unknown = options.topic;
  if (topic !== undefined && (typeof topic !== 'string' || topic === '')) {
    throw new DeliveryError('apns', 'topic', "expected the app's bundle id, a non-empty string");
  }
  const refusal = topic === undefined ? undefined : headerRefusal('apns-topic', topic);
  if (refusal !== undefined) throw new DeliveryError('apns', 'topic', refusal);
  const checked = outgoing('aps', message);
  const parts = apnsParts(apns, options.background === true);
  const write = writeAps(checked);
  const image = apns.image === undefined ? {} : { fcm_options: { image: apns.image } };
  const headers = options.topic === undefined ? parts.headers : { ...parts.headers, 'apns-topic': options.topic };
  const build = (text: string): ApnsRequest => ({
    headers,
    body: { ...parts.body(write(text), { message: text, title: checked.title }), ...image },
  });
  const body = {
    platform: 'aps',
    limit: platforms.aps.limit,
    wire: (request: ApnsRequest) => JSON.stringify(request.body),
    cost: jsonCost,
  } as const;
  return fitRequest(build, checked.message, [body], options.truncate === true);
}
