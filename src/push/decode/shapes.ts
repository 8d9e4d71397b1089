/**
 * The receive shapes `decode` tells apart, in the order they are tried: one row each. docs/push.md's
 * detection order is generated from this table (scripts/generate.ts, checked by
 * `npm run generate:check`), so each rule is written here only.
 */
import { isRecord } from '../../untyped-values.js';
import { readAps } from '../codecs/aps.js';
import { dataLayout } from '../codecs/data.js';
import type { Layout, Payload } from '../codecs/layout.js';
import type { DecodedPush, PushSource } from '../payload.js';
import type { JsonPlatform } from '../platform.js';
import { expoContent, expoNotification, expoResponse } from './sources/expo.js';
import { androidData, fcmV1 } from './sources/fcm.js';
import { firebaseWeb, rnfirebase } from './sources/firebase.js';

/**
 * How a shape is told: why a payload is not of it (`undefined` when it is), and, for docs/push.md,
 * the keys it looks for (`anyOf`'s) or the rule in words (a rule of its own; kept short, as it
 * ships with `decode`).
 */
export type ShapeRule = {
  readonly lacks: (payload: Payload) => string | undefined;
} & ({ readonly keys: readonly string[] } | { readonly words: string });

/** One receive shape: its `source`, how it is told, and how it is read (a layout, or a reader of its own). */
export type Shape = readonly [source: PushSource, rule: ShapeRule, read: Layout | ((payload: Payload) => DecodedPush)];

/** Whether `value` holds a value, maybe `undefined`, at the path `keys`. */
const has = (value: unknown, [key, ...rest]: string[]): boolean =>
  isRecord(value) && (key as string) in value && (rest.length === 0 || has(value[key as string], rest));

/** A shape holding any of `paths` (space-separated, keys dotted); `null` and `undefined` values count. */
const anyOf = (paths: string): ShapeRule => {
  const keys = paths.split(' ');
  return {
    lacks: (payload) => (keys.some((path) => has(payload, path.split('.'))) ? undefined : `no ${keys.join('/')}`),
    keys,
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
  ['aps', anyOf('aps'), readAps],
  [
    'fcm-v1',
    {
      lacks: (payload) => (isRecord(payload.message) ? undefined : 'no message object'),
      words: '`message` an object',
    },
    fcmV1,
  ],
  ['expo-response', anyOf('actionIdentifier'), expoResponse],
  ['expo', anyOf('request'), expoNotification],
  ['expo-content', anyOf('body'), expoContent],
  [
    'rnfirebase',
    // Keys of React Native Firebase's RemoteMessage that the web SDK's MessagePayload has not.
    anyOf(
      'sentTime ttl messageType contentAvailable mutableContent category threadId notification.android notification.ios',
    ),
    rnfirebase,
  ],
  ['firebase-web', anyOf('collapseKey fcmOptions'), firebaseWeb],
  // React Native Firebase on iOS, from a message without analytics, badge or sound: no key of its own.
  ['rnfirebase', anyOf('messageId'), rnfirebase],
  ['fcm-legacy', anyOf('to registration_ids condition'), dataLayout],
  [
    'android-data',
    {
      lacks: (payload) =>
        Object.keys(payload).some((key) => /^(google|gcm)\./.test(key)) ? undefined : 'no google.*/gcm.* key',
      words: 'a key starting `google.` or `gcm.`',
    },
    androidData,
  ],
  ['web-push', anyOf('fcmMessageId collapse_key'), firebaseWeb],
  // React Native Firebase on iOS, from a sender that is not FCM (APNs directly): only `data` and
  // the alert's `notification { title, body }`, where the spec's data style has no body.
  ['rnfirebase', anyOf('notification.body'), rnfirebase],
  ['data', anyOf('data'), dataLayout],
] as const satisfies readonly Shape[];

/** Compiles only when `T` is empty: names what is left in it otherwise. */
type NoneLeft<T extends never> = T;

/**
 * Every JSON platform's own payload is one of the shapes (the compiler names a platform added to
 * `platforms` without one).
 */
// biome-ignore lint/correctness/noUnusedVariables: a check the compiler makes; nothing reads it.
type EveryJsonPlatformHasAShape = NoneLeft<Exclude<JsonPlatform, (typeof shapes)[number][0]>>;
