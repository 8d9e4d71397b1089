/**
 * What FCM senders write and what Android hands over: the HTTP v1 request and Android's flat data
 * map (the legacy HTTP body is laid out as the data style, `dataLayout`).
 */
import type { Layout } from '../../codecs/layout.js';

/**
 * The FCM HTTP v1 request, `{ message: { token | topic | condition, data, notification, android,
 * apns, webpush, fcm_options } }`: the text in `message.data`, else `message.android.data` (FCM
 * data values are strings, so `extras` is JSON text), else the APNs alert of `message.apns.payload`
 * (then platform `aps`); the title in `message.notification`, else `message.android.notification`,
 * else `message.data` (a data-only message's), else the APNs alert.
 */
export const fcmV1: Layout = {
  message: 'message data message|message android data message|message apns payload aps alert body',
  title:
    'message notification title|message android notification title|message data title|message apns payload aps alert title',
  extras: 'message data extras|message android data extras|message apns payload extras',
  platform: (_, via) => (via > 1 ? 'aps' : 'data'),
};

/**
 * Android's `RemoteMessage.getData()` or the intent extras of a tapped notification: one flat map
 * of strings, the data keys (`message`, `extras` as JSON text) beside the platform's `google.*`,
 * `from` and `collapse_key`, and for a notification message its title under
 * `gcm.notification.title` (older SDKs) or `gcm.n.title`.
 */
export const androidData: Layout = {
  message: 'message',
  title: 'gcm.notification.title|gcm.n.title',
  extras: 'extras',
  platform: () => 'data',
};
