/**
 * The generic notification of the spec and the shapes the codecs share: what a sender encodes
 * and what a device decodes.
 */

import type { Notification, NotificationType, ParameterOf } from './notifications.js';
import type { PushPlatform } from './platform.js';

/** The parameters of a notification (`extras.more`), by name. */
export type NotificationParameters = Readonly<Record<string, string>>;

/**
 * The extras a sender writes, typed by the notification catalog: a known type and, where the
 * type requires one, its parameter in `more`.
 */
export type NotificationExtras = {
  [Type in NotificationType]: ParameterOf<Type> extends string
    ? {
        readonly type: Type;
        readonly more: { readonly [P in ParameterOf<Type> & string]: string } & NotificationParameters;
      }
    : { readonly type: Type; readonly more?: NotificationParameters | null | undefined };
}[NotificationType];

/** The spec's generic payload: a message, an optional title and optional extras. */
export interface PushMessage {
  /** The text shown to the user. */
  readonly message: string;
  /** A headline; absent, `null` and `''` all mean none. */
  readonly title?: string | null | undefined;
  /** The deep link: a notification type and its parameters. */
  readonly extras?: NotificationExtras | null | undefined;
}

/** Options of every encoder. */
export interface EncodeOptions {
  /**
   * Shorten an over-long message so that the payload fits the platform's limit exactly, ending
   * in `…` and never splitting a character or a grapheme cluster. Without it an over-long
   * payload throws `PayloadTooLargeError`.
   */
  readonly truncate?: boolean;
}

/**
 * Extras as received: the type and the parameters, or `null`. A parameter sent as a safe integer
 * is read as its decimal text (`42` → `'42'`); booleans and null are kept as sent.
 */
export interface ReceivedExtras {
  readonly type: string;
  readonly more: Readonly<Record<string, string | boolean | null>> | null;
}

/**
 * The shape a decoded push came in, told apart by its keys:
 * - `aps`: the APNs payload, `{ aps: { alert }, extras }`;
 * - `data`: the spec's data-style payload, `{ data: { message, extras }, notification: { title } }`;
 * - `fcm-legacy`: the legacy FCM HTTP body, `{ to | registration_ids | condition, data, notification }`;
 * - `fcm-v1`: the FCM HTTP v1 request, `{ message: { token, data, notification, android, apns } }`;
 * - `android-data`: an Android `RemoteMessage.getData()` map, flat, with `google.*`/`gcm.*` keys;
 * - `rnfirebase`: React Native Firebase's `RemoteMessage`;
 * - `expo`, `expo-response`, `expo-content`: expo-notifications' `Notification`,
 *   `NotificationResponse` and a bare `NotificationContent`;
 * - `firebase-web`: the Firebase web SDK's `MessagePayload`;
 * - `web-push`: the JSON body of a service worker's `PushEvent`;
 * - `toast`: the spec's toast XML (ToastText02); `toast-generic`: an adaptive `ToastGeneric`
 *   binding; `toast-template`: another legacy template (ToastText01–04, ToastImageAndText01–04).
 */
export type PushSource =
  | PushPlatform
  | 'fcm-legacy'
  | 'fcm-v1'
  | 'android-data'
  | 'rnfirebase'
  | 'expo'
  | 'expo-response'
  | 'expo-content'
  | 'firebase-web'
  | 'web-push'
  | 'toast-generic'
  | 'toast-template';

/**
 * A field `decode` read past rather than lose the push for: the spec's clients always display
 * the message. Today one field: an `extras.type` that is missing, `null` or not text; the extras
 * are then read as absent (`extras` and `notification` are `null`), so the push leads home, the
 * spec's default behaviour.
 */
export interface DecodeProblem {
  /** The field, as a `DecodeError` would name it: `extras.type`, `data.extras.type`, `launch:extras.type`. */
  readonly field: string;
  /** What is wrong there: `missing` (absent or null), `expected a string, found number`, … */
  readonly reason: string;
}

/** A decoded push payload. */
export interface DecodedPush {
  /**
   * The platform family the payload was written for: `aps` when the text came from an APNs alert
   * (an APNs payload, an FCM v1 request's `apns`, React Native Firebase's `notification.body` on
   * iOS, an Expo notification with an iOS trigger), `toast` for toast XML, else `data`.
   */
  readonly platform: PushPlatform;
  /** The shape it came in: a platform's payload, a sender's request or a device library's object. */
  readonly source: PushSource;
  /** The text to show. */
  readonly message: string;
  /** The headline, or `null` when there is none. */
  readonly title: string | null;
  /**
   * The extras as received, or `null` when absent, or when their `type` is missing, `null` or
   * not text (then `problems` names `extras.type`).
   */
  readonly extras: ReceivedExtras | null;
  /**
   * The extras typed by the catalog, or `null` when absent, of an unknown type or missing the
   * type's required parameter; `route(decoded.extras)` then leads home.
   */
  readonly notification: Notification | null;
  /** What decode read past to keep the message (empty when nothing): see {@link DecodeProblem}. */
  readonly problems: readonly DecodeProblem[];
}

/** One platform's encoder and decoder. */
export interface PushCodec<Payload, Options extends EncodeOptions = EncodeOptions> {
  /** The platform. */
  readonly platform: PushPlatform;
  /** The platform's payload limit in UTF-8 bytes. */
  readonly limit: number;
  /**
   * Builds the platform's payload. Throws `EncodeError` for a value the payload cannot carry
   * and `PayloadTooLargeError` when it is over the limit (unless `truncate` is set).
   */
  encode(notification: PushMessage, options?: Options): Payload;
  /** Reads the platform's payload; throws `DecodeError` naming what was wrong and where. */
  decode(input: unknown): DecodedPush;
}
