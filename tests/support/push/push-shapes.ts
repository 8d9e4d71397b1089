/**
 * A notification as each device library and sender hands it over, built by hand after each
 * library's documented types (react-native-firebase's `RemoteMessage`, expo-notifications'
 * `Notification`, the Firebase web SDK's `MessagePayload` and `externalizePayload`, FCM's v1
 * `Message`, Android's `RemoteMessage.getData()`): one function per shape, from a `PushMessage`.
 */
import { aps, data, type PushMessage, type PushSource } from '../../../src/push/index.ts';

/** The FCM data map: every value a string, `extras` as JSON text. */
function fcmData(sent: PushMessage): Record<string, string> {
  const { data: map } = data.encode(sent, { extrasAsJson: true });
  return map as Record<string, string>;
}

/** The title as FCM and APNs carry it: absent when there is none. */
const titled = (sent: PushMessage) => (sent.title == null || sent.title === '' ? {} : { title: sent.title });

/** The APNs payload huddle sends: `{ aps: { alert }, extras? }`. */
const apnsPayload = (sent: PushMessage): Record<string, unknown> => ({ ...aps.encode(sent) });

/** A notification message's `notification` block, or nothing when there is no title. */
const notificationBlock = (sent: PushMessage, extra: Record<string, unknown> = {}) =>
  sent.title == null || sent.title === '' ? {} : { notification: { ...titled(sent), ...extra } };

/** The legacy FCM HTTP body, `{ to, priority, data, notification }`. */
const fcmLegacy = (sent: PushMessage) => ({
  to: 'fcm-registration-token',
  priority: 'high',
  content_available: true,
  ...data.encode(sent, { extrasAsJson: true }),
});

/** The FCM HTTP v1 request, data in `message.data`. */
const fcmV1 = (sent: PushMessage) => ({
  message: {
    token: 'fcm-registration-token',
    data: fcmData(sent),
    ...notificationBlock(sent),
    android: { priority: 'HIGH', ttl: '3600s' },
    apns: { headers: { 'apns-priority': '10' } },
    fcm_options: { analytics_label: 'huddle' },
  },
});

/** An FCM HTTP v1 request that keeps its data for Android only, under `message.android`. */
const fcmV1AndroidOnly = (sent: PushMessage) => ({
  message: {
    topic: 'team-NE',
    android: { priority: 'HIGH', data: fcmData(sent), ...notificationBlock(sent, { channel_id: 'games' }) },
  },
});

/** An FCM HTTP v1 request for iOS only: the APNs payload under `message.apns.payload`. */
const fcmV1ApnsOnly = (sent: PushMessage) => ({
  message: {
    token: 'fcm-registration-token',
    apns: { headers: { 'apns-push-type': 'alert' }, payload: apnsPayload(sent) },
  },
});

/** Android's `RemoteMessage.getData()` merged with the intent extras of a tapped notification. */
const androidData = (sent: PushMessage) => ({
  ...fcmData(sent),
  'google.message_id': '0:1700000000000000%abcdef',
  'google.sent_time': '1700000000000',
  'google.ttl': '2419200',
  'google.original_priority': 'high',
  from: '123456789012',
  collapse_key: 'com.huddle.app',
  ...(sent.title == null || sent.title === '' ? {} : { 'gcm.notification.title': sent.title }),
});

/** React Native Firebase's `RemoteMessage` on Android: the FCM data map, `sentTime` and `ttl`. */
const rnfirebaseAndroid = (sent: PushMessage) => ({
  messageId: '0:1700000000000000%abcdef',
  from: '123456789012',
  collapseKey: 'com.huddle.app',
  sentTime: 1_700_000_000_000,
  ttl: 2_419_200,
  priority: 1,
  originalPriority: 1,
  data: fcmData(sent),
  ...notificationBlock(sent, { android: { channelId: 'games', sound: 'default' } }),
});

/**
 * React Native Firebase's `RemoteMessage` on iOS, as its serializer builds it from the APNs
 * payload: `aps.alert` becomes `notification { title, body }`, the other top-level keys `data`
 * (so `extras` stays an object), and nothing of its own but `messageId` and `from`.
 */
const rnfirebaseIos = (sent: PushMessage) => {
  const { aps: _aps, ...custom } = apnsPayload(sent);
  return {
    messageId: '1700000000000001',
    from: '123456789012',
    data: custom,
    notification: { ...titled(sent), body: sent.message },
  };
};

/** expo-notifications' `NotificationContent` as Expo builds it from an FCM message on Android. */
const expoContentOf = (sent: PushMessage, contentData: Record<string, unknown> | null) => ({
  title: sent.title == null || sent.title === '' ? null : sent.title,
  subtitle: null,
  body: sent.message,
  data: contentData,
  sound: 'default',
  badge: null,
  categoryIdentifier: null,
});

/** expo-notifications' `Notification` from an FCM message on Android (push trigger with `remoteMessage`). */
const expoAndroid = (sent: PushMessage) => ({
  date: 1_700_000_000_000,
  request: {
    identifier: '0:1700000000000000%abcdef',
    content: expoContentOf(sent, null),
    trigger: {
      type: 'push',
      channelId: null,
      remoteMessage: {
        collapseKey: 'com.huddle.app',
        data: fcmData(sent),
        from: '123456789012',
        messageId: '0:1700000000000000%abcdef',
        messageType: null,
        originalPriority: 1,
        priority: 1,
        sentTime: 1_700_000_000_000,
        to: null,
        ttl: 2_419_200,
        notification: sent.title == null || sent.title === '' ? null : { title: sent.title, body: null },
      },
    },
  },
});

/** expo-notifications' `Notification` from an APNs payload on iOS (push trigger with `payload`). */
const expoIos = (sent: PushMessage) => ({
  date: 1_700_000_000,
  request: {
    identifier: 'F1E2D3C4-0000-4000-8000-000000000000',
    content: expoContentOf(sent, {}),
    trigger: { type: 'push', payload: apnsPayload(sent) },
  },
});

/** expo-notifications' `NotificationResponse`: the user tapped the notification. */
const expoResponse = (sent: PushMessage) => ({
  notification: expoAndroid(sent),
  actionIdentifier: 'expo.modules.notifications.actions.DEFAULT',
});

/** A bare `NotificationContent` whose `data` holds the extras (sent in a data key named `body`). */
const expoContent = (sent: PushMessage) => expoContentOf(sent, sent.extras == null ? null : { extras: sent.extras });

/** The Firebase web SDK's `MessagePayload`, as `externalizePayload` builds it. */
const firebaseWeb = (sent: PushMessage) => ({
  from: '123456789012',
  collapseKey: 'do_not_collapse',
  messageId: 'e5f1c3a2-0000-4000-8000-000000000000',
  data: fcmData(sent),
  ...notificationBlock(sent, { icon: '/icon.png' }),
});

/** The JSON body of a service worker's `PushEvent` from FCM (`event.data.json()`). */
const webPush = (sent: PushMessage) => ({
  data: fcmData(sent),
  from: '123456789012',
  priority: 'normal',
  ...notificationBlock(sent, { click_action: 'https://huddle.example/' }),
  fcmMessageId: 'e5f1c3a2-0000-4000-8000-000000000000',
  collapse_key: 'do_not_collapse',
});

/** Every shape, with the source `decode` must tell and the platform family it must report. */
export const pushShapes: readonly {
  readonly name: string;
  readonly source: PushSource;
  readonly platform: 'aps' | 'data';
  readonly wrap: (sent: PushMessage) => unknown;
}[] = [
  { name: 'APNs payload', source: 'aps', platform: 'aps', wrap: apnsPayload },
  { name: 'data style', source: 'data', platform: 'data', wrap: (sent) => data.encode(sent) },
  { name: 'FCM legacy', source: 'fcm-legacy', platform: 'data', wrap: fcmLegacy },
  { name: 'FCM v1', source: 'fcm-v1', platform: 'data', wrap: fcmV1 },
  { name: 'FCM v1, Android only', source: 'fcm-v1', platform: 'data', wrap: fcmV1AndroidOnly },
  { name: 'FCM v1, APNs only', source: 'fcm-v1', platform: 'aps', wrap: fcmV1ApnsOnly },
  { name: 'Android data', source: 'android-data', platform: 'data', wrap: androidData },
  { name: 'RNFB Android', source: 'rnfirebase', platform: 'data', wrap: rnfirebaseAndroid },
  { name: 'RNFB iOS', source: 'rnfirebase', platform: 'aps', wrap: rnfirebaseIos },
  { name: 'Expo Android', source: 'expo', platform: 'data', wrap: expoAndroid },
  { name: 'Expo iOS', source: 'expo', platform: 'aps', wrap: expoIos },
  { name: 'Expo response', source: 'expo-response', platform: 'data', wrap: expoResponse },
  { name: 'Expo content', source: 'expo-content', platform: 'data', wrap: expoContent },
  { name: 'Firebase web', source: 'firebase-web', platform: 'data', wrap: firebaseWeb },
  { name: 'web push', source: 'web-push', platform: 'data', wrap: webPush },
];
