/** `fcmMessage`: the FCM HTTP v1 `{ message }` body of a notification. */
import { writeAps } from '../codecs/aps.js';
import { writeData } from '../codecs/data.js';
import { jsonCost } from '../codecs/json.js';
import { outgoing } from '../codecs/outgoing.js';
import { DeliveryError } from '../errors/delivery-error.js';
import type { EncodeOptions, PushMessage } from '../payload.js';
import { platforms } from '../platform.js';
import { type ApnsAps, type ApnsHeaders, apnsParts, seconds } from './apns.js';
import { carry, checkOptions, type Delivery } from './delivery.js';
import { type CountedPart, fitRequest } from './fit.js';

/** Whom an FCM message goes to: one device's registration token, or a topic's subscribers. */
export type FcmTarget =
  | { readonly token: string; readonly topic?: never }
  | { readonly topic: string; readonly token?: never };

/** The options of `fcmMessage`: the target, the delivery, truncation and the clock. */
export type FcmOptions = FcmTarget &
  Delivery &
  EncodeOptions & {
    /** When the request is sent, for the APNs `apns-expiration` header (default: now). */
    readonly at?: Date;
  };

/** The `android` part of an HTTP v1 message. */
export interface FcmAndroid {
  readonly priority?: 'high' | 'normal';
  /** How long FCM keeps it, as seconds text: `"3600s"`. */
  readonly ttl?: string;
  readonly collapse_key?: string;
  /** What Android shows; none for a background (data-only) message. */
  readonly notification?: {
    readonly body: string;
    readonly channel_id?: string;
    readonly image?: string;
    readonly sound?: string;
    readonly notification_count?: number;
    readonly body_loc_key?: string;
    readonly body_loc_args?: readonly string[];
  };
}

/**
 * The HTTP v1 message: the spec's data style (`data.message`, `data.extras` as JSON text, every
 * value a string; `notification.title`), sent to a token or a topic, with the Android, APNs and
 * web push parts the delivery asks for. A background message has no `notification`: its title,
 * if any, is `data.title`.
 */
export type FcmV1Message = FcmTarget & {
  readonly data: { readonly message: string; readonly extras?: string; readonly title?: string };
  readonly notification?: { readonly title: string };
  readonly android?: FcmAndroid;
  readonly apns: {
    /** `apnsRequest`'s headers but the topic, which FCM sets. */
    readonly headers: Omit<ApnsHeaders, 'apns-topic'>;
    readonly payload: { readonly aps: ApnsAps };
    readonly fcm_options?: { readonly image: string };
  };
  readonly webpush?: { readonly headers: { readonly TTL?: string; readonly Urgency?: 'high' | 'normal' } };
};

/** The body of `POST https://fcm.googleapis.com/v1/projects/{project}/messages:send`. */
export interface FcmMessage {
  readonly message: FcmV1Message;
}

const TOPIC = /^[\w.~%-]+$/;

/** The target, checked: exactly one of a token and a topic, each a non-empty string (a topic of FCM's characters). */
function target(options: FcmOptions): FcmTarget {
  const { token, topic } = options as { token?: unknown; topic?: unknown };
  const fail = (option: string, reason: string) => new DeliveryError('fcm', option, reason);
  if ((token === undefined) === (topic === undefined)) throw fail('token', 'expected exactly one of token and topic');
  if (token !== undefined) {
    if (typeof token !== 'string' || token === '') throw fail('token', 'expected a non-empty string');
    return { token };
  }
  if (typeof topic !== 'string' || !TOPIC.test(topic)) throw fail('topic', `expected a topic name matching ${TOPIC}`);
  return { topic };
}

const nonEmpty = <T extends object>(value: T): T | undefined => (Object.keys(value).length === 0 ? undefined : value);

/**
 * The FCM HTTP v1 message of a notification, `{ message }`: the spec's data style with every
 * `data` value a string, and the Android (`priority`, `ttl` as `"Ns"`, `collapse_key`,
 * `notification.channel_id`, `image`, …), APNs (the headers and `aps` of `apnsRequest`) and web
 * push (`TTL`, `Urgency`) parts of the delivery. `data` is held to FCM's 4096 bytes, and what
 * iOS receives (the APNs payload with the data keys beside `aps`) to APNs's 4096; with
 * `truncate` the message is shortened to fit both.
 *
 * @throws `DeliveryError` for no target, or an option FCM cannot carry; `EncodeError` or
 *   `PayloadTooLargeError` as the `data` codec.
 * @example
 * ```ts
 * const body = fcmMessage(
 *   { message: 'Final: NE 24, NYJ 17', extras: { type: 'teamAlertGameEnd', more: { gameId: '0042' } } },
 *   { token: registrationToken, channel: 'scores', priority: 'high', ttl: 3600 },
 * );
 * await fetch(`https://fcm.googleapis.com/v1/projects/${project}/messages:send`, { method: 'POST', body: JSON.stringify(body) });
 * ```
 */
export function fcmMessage(message: PushMessage, options: FcmOptions): FcmMessage {
  checkOptions('fcm', options);
  const to = target(options);
  const sections = carry('fcm', options, ['token', 'topic', 'at', 'truncate'], seconds('fcm', options.at));
  const checked = outgoing('data', message);
  const background = options.background === true;
  const writeSpec = writeData(checked, { extrasAsJson: true });
  const apns = apnsParts(sections.apns, background);
  const writeAlert = writeAps({ ...checked, extras: null });
  const { config, notification } = sections.android;
  const webpush = nonEmpty(sections.webpush.headers);
  const build = (text: string): FcmMessage => {
    const { data, notification: title } = writeSpec(text);
    const android = { ...config, ...(!background && { notification: { body: text, ...notification } }) };
    return {
      message: {
        ...to,
        data: background && checked.title !== null ? { ...data, title: checked.title } : (data as FcmV1Message['data']),
        ...(!background && { notification: title }),
        ...(nonEmpty(android) && { android }),
        apns: {
          headers: apns.headers,
          payload: { aps: apns.body(writeAlert(text), { message: text, title: checked.title }).aps },
          ...(sections.apns.image !== undefined && { fcm_options: { image: sections.apns.image } }),
        },
        ...(webpush && { webpush: { headers: webpush } }),
      } as FcmV1Message,
    };
  };
  const parts: CountedPart<FcmMessage>[] = [
    {
      platform: 'data',
      limit: platforms.data.limit,
      wire: ({ message: sent }) => JSON.stringify(sent.data),
      cost: jsonCost,
    },
    {
      // What iOS receives: the data keys beside aps, the message in both for an alert.
      platform: 'aps',
      limit: platforms.aps.limit,
      wire: ({ message: sent }) => JSON.stringify({ ...sent.data, ...sent.apns.payload }),
      cost: (piece) => jsonCost(piece) * (background ? 1 : 2),
    },
  ];
  return fitRequest(build, checked.message, parts, options.truncate === true);
}
