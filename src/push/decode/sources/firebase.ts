/**
 * What Firebase's client libraries hand the app: React Native Firebase's `RemoteMessage`, the web
 * SDK's `MessagePayload` and the raw body of a service worker's push event. All three keep the FCM
 * data map in `data` and the display fields in `notification`.
 */
import type { Layout } from '../../codecs/layout.js';

const dataThenAlert = {
  message: 'data message|notification body',
  title: 'notification title',
  extras: 'data extras',
} as const;

/**
 * React Native Firebase's `RemoteMessage`. On Android `data` is the FCM data map (`extras` as JSON
 * text); on iOS RNFB moves `aps.alert` into `notification { title, body }` and the APNs payload's
 * other top-level keys into `data`, so `data.extras` is an object and the text is
 * `notification.body`: platform `aps` when the text came from there.
 */
export const rnfirebase: Layout = { ...dataThenAlert, platform: (_, via) => (via > 0 ? 'aps' : 'data') };

/**
 * The Firebase web SDK's `MessagePayload` (`onMessage`, `onBackgroundMessage`) and the JSON body a
 * service worker's `PushEvent` holds (`event.data.json()`): the FCM data map in `data`, the
 * notification message in `notification`.
 */
export const firebaseWeb: Layout = { ...dataThenAlert, platform: () => 'data' };
