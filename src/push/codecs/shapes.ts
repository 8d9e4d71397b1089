/**
 * The receive shapes `decode` tells apart, in the order they are tried: one row each. docs/push.md's
 * detection order is generated from this table (scripts/generate.ts, checked by
 * `npm run generate:check`), so each rule is written here only.
 */
import { isRecord } from '../../value-shapes.js';
import type { DecodedPush, PushSource } from '../payload.js';
import type { JsonPlatform } from '../platform.js';
import { expoContent, expoNotification, expoResponse } from '../sources/expo.js';
import { androidData, fcmV1 } from '../sources/fcm.js';
import { firebaseWeb, rnfirebase } from '../sources/firebase.js';
import { readAps } from './aps.js';
import { dataLayout } from './data.js';
import type { Layout, Payload } from './layout.js';

/** How a shape is told: why a payload is not of it (`undefined` when it is), and the rule in words. */
export interface ShapeRule {
  readonly lacks: (payload: Payload) => string | undefined;
  /** The rule as docs/push.md states it (Markdown, kept short: it ships with `decode`). */
  readonly words: string;
}

/** One receive shape: its `source`, how it is told, and how it is read (a layout, or a reader of its own). */
export interface Shape {
  readonly source: PushSource;
  readonly rule: ShapeRule;
  readonly read: Layout | ((payload: Payload) => DecodedPush);
}

/** Whether `value` holds a value, maybe `undefined`, at the path `keys`. */
const has = (value: unknown, [key, ...rest]: string[]): boolean =>
  isRecord(value) && (key as string) in value && (rest.length === 0 || has(value[key as string], rest));

const code = (paths: readonly string[]) =>
  paths.length === 1
    ? `\`${paths[0]}\``
    : `${paths
        .slice(0, -1)
        .map((path) => `\`${path}\``)
        .join(', ')} or \`${paths[paths.length - 1]}\``;

/** A shape holding any of `paths` (space-separated, keys dotted); `null` and `undefined` values count. */
const anyOf = (paths: string): ShapeRule => {
  const list = paths.split(' ');
  return {
    lacks: (payload) => (list.some((path) => has(payload, path.split('.'))) ? undefined : `no ${list.join('/')}`),
    words: code(list),
  };
};

/**
 * The shapes in the order they are tried: the first whose distinguishing keys the payload has is
 * read, and its errors are that shape's. Each rule asks only for keys the shapes after it never
 * hold at the top level (RNFB's `to` and web's `collapseKey` are why RNFB and web come before the
 * legacy body, Android's `collapse_key` why Android comes before the web push body); what none
 * of them claims and has `data` is the spec's data style.
 */
export const shapes = [
  { source: 'aps', rule: anyOf('aps'), read: readAps },
  {
    source: 'fcm-v1',
    rule: {
      lacks: (payload) => (isRecord(payload.message) ? undefined : 'no message object'),
      words: '`message` an object',
    },
    read: fcmV1,
  },
  { source: 'expo-response', rule: anyOf('actionIdentifier'), read: expoResponse },
  { source: 'expo', rule: anyOf('request'), read: expoNotification },
  { source: 'expo-content', rule: anyOf('body'), read: expoContent },
  {
    source: 'rnfirebase',
    // Keys of React Native Firebase's RemoteMessage that the web SDK's MessagePayload has not.
    rule: anyOf(
      'sentTime ttl messageType contentAvailable mutableContent category threadId notification.android notification.ios',
    ),
    read: rnfirebase,
  },
  { source: 'firebase-web', rule: anyOf('collapseKey fcmOptions'), read: firebaseWeb },
  // React Native Firebase on iOS, from a message without analytics, badge or sound: no key of its own.
  { source: 'rnfirebase', rule: anyOf('messageId'), read: rnfirebase },
  { source: 'fcm-legacy', rule: anyOf('to registration_ids condition'), read: dataLayout },
  {
    source: 'android-data',
    rule: {
      lacks: (payload) =>
        Object.keys(payload).some((key) => /^(google|gcm)\./.test(key)) ? undefined : 'no google.*/gcm.* key',
      words: 'a key starting `google.` or `gcm.`',
    },
    read: androidData,
  },
  { source: 'web-push', rule: anyOf('fcmMessageId collapse_key'), read: firebaseWeb },
  // React Native Firebase on iOS, from a sender that is not FCM (APNs directly): only `data` and
  // the alert's `notification { title, body }`, where the spec's data style has no body.
  { source: 'rnfirebase', rule: anyOf('notification.body'), read: rnfirebase },
  { source: 'data', rule: anyOf('data'), read: dataLayout },
] as const satisfies readonly Shape[];

/** Compiles only when `T` is empty: names what is left in it otherwise. */
type NoneLeft<T extends never> = T;

/**
 * Every JSON platform's own payload is one of the shapes (the compiler names a platform added to
 * `platforms` without one).
 */
export type EveryJsonPlatformHasAShape = NoneLeft<Exclude<JsonPlatform, (typeof shapes)[number]['source']>>;
