/** `decode()`: tells the shape of a payload and reads it. */
import { isRecord } from '../../value-shapes.js';
import { DecodeError } from '../errors/decode-error.js';
import type { DecodedPush, PushSource } from '../payload.js';
import { expoContent, expoNotification, expoResponse } from '../sources/expo.js';
import { androidData, fcmV1 } from '../sources/fcm.js';
import { firebaseWeb, rnfirebase } from '../sources/firebase.js';
import { readAps } from './aps.js';
import { dataLayout } from './data.js';
import { checkSize, decodeFailure, readJsonPayload } from './incoming.js';
import { type Layout, type Payload, readLayout } from './layout.js';
import { jsonPayloadLimit, payloadLimits } from './limits.js';

const XML_START = /^[\s\uFEFF]*</;
const fail = decodeFailure(null);

/** Why a payload is not of a shape, or `undefined` when it is. */
type Lacks = (payload: Payload) => string | undefined;

/** Whether `value` holds a value, maybe `undefined`, at the path `keys`. */
const has = (value: unknown, [key, ...rest]: string[]): boolean =>
  isRecord(value) && (key as string) in value && (rest.length === 0 || has(value[key as string], rest));

/** A shape holding any of `paths` (space-separated, keys dotted); `null` and `undefined` values count. */
const anyOf =
  (paths: string): Lacks =>
  (payload) =>
    paths.split(' ').some((path) => has(payload, path.split('.'))) ? undefined : `no ${paths.replace(/ /g, '/')}`;

/**
 * The shapes in the order they are tried: the first whose distinguishing keys the payload has is
 * read, and its errors are that shape's. Each rule asks only for keys the shapes after it never
 * hold at the top level (RNFB's `to` and web's `collapseKey` are why RNFB and web come before the
 * legacy body, Android's `collapse_key` why Android comes before the web push body); what none
 * of them claims and has `data` is the spec's data style.
 */
const shapes: readonly (readonly [PushSource, Lacks, Layout | ((payload: Payload) => DecodedPush)])[] = [
  ['aps', anyOf('aps'), readAps],
  ['fcm-v1', (payload) => (isRecord(payload.message) ? undefined : 'no message object'), fcmV1],
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
    (payload) =>
      Object.keys(payload).some((key) => /^(google|gcm)\./.test(key)) ? undefined : 'no google.*/gcm.* key',
    androidData,
  ],
  ['web-push', anyOf('fcmMessageId collapse_key'), firebaseWeb],
  // React Native Firebase on iOS, from a sender that is not FCM (APNs directly): only `data` and
  // the alert's `notification { title, body }`, where the spec's data style has no body.
  ['rnfirebase', anyOf('notification.body'), rnfirebase],
  ['data', anyOf('data'), dataLayout],
];

/**
 * Reads a JSON payload of any known shape (an object or its text), told apart by its keys in the
 * order of `shapes`. XML text goes to `readToast` when there is one. Text over the largest limit
 * (toast's) is refused first, before its platform is told: even looking at its first character
 * could make the engine copy it whole.
 */
export function detectAndDecode(input: unknown, readToast?: (xml: string) => DecodedPush): DecodedPush {
  if (typeof input === 'string') {
    checkSize(input, payloadLimits.toast, fail);
    if (XML_START.test(input)) {
      if (readToast !== undefined) return readToast(input);
      throw fail('payload', 'toast XML needs decode() from huddle/push/toast');
    }
  }
  const payload = readJsonPayload(input, jsonPayloadLimit, fail);
  const tried: string[] = [];
  for (const [source, lacks, read] of shapes) {
    const reason = lacks(payload);
    if (reason === undefined) return (typeof read === 'function' ? read : readLayout(source, read))(payload);
    tried.push(`${source} (${reason})`);
  }
  throw new DecodeError(null, 'payload', `no known shape: ${tried.join(', ')}`);
}
