/**
 * `decode` takes what the device libraries hand the app, typed by the libraries' own listener
 * signatures, and returns a `DecodedPush`; the device fixtures are those libraries' objects.
 * (`safeDecode` is not in src/push yet: add it here beside `decode` when it lands.)
 */
import type {
  getInitialNotification,
  onNotificationOpenedApp,
  RemoteMessage,
  onMessage as rnfbOnMessage,
  setBackgroundMessageHandler,
} from '@react-native-firebase/messaging';
import type {
  addNotificationReceivedListener,
  addNotificationResponseReceivedListener,
  Notification as ExpoNotification,
  NotificationContent as ExpoNotificationContent,
  NotificationResponse as ExpoNotificationResponse,
} from 'expo-notifications';
import type { MessagePayload, onMessage as webOnMessage } from 'firebase/messaging';
import type { onBackgroundMessage } from 'firebase/messaging/sw';
import { describe, expectTypeOf, it } from 'vitest';
import { type DecodedPush, decode } from '../../src/push/index.ts';
import { decode as decodeWithToast } from '../../src/push/toast/index.ts';
import type {
  expoAndroid,
  expoIos,
  firebaseWeb,
  rnfirebaseAndroid,
  rnfirebaseIos,
  webPushBody,
} from '../fixtures/push/devices.ts';

type Listener<Register extends (...args: never[]) => unknown, At extends number> = Extract<
  Parameters<Register>[At],
  (...args: never[]) => unknown
>;
/** What a library's listener is called with. */
type Handed<Register extends (...args: never[]) => unknown, At extends number> = Parameters<Listener<Register, At>>[0];

type RnfbForeground = Handed<typeof rnfbOnMessage, 1>;
type RnfbOpened = Handed<typeof onNotificationOpenedApp, 1>;
type RnfbBackground = Handed<typeof setBackgroundMessageHandler, 1>;
type RnfbInitial = NonNullable<Awaited<ReturnType<typeof getInitialNotification>>>;
type ExpoReceived = Handed<typeof addNotificationReceivedListener, 0>;
type ExpoResponse = Handed<typeof addNotificationResponseReceivedListener, 0>;
type WebForeground = Handed<typeof webOnMessage, 1>;
type WebBackground = Handed<typeof onBackgroundMessage, 1>;

describe('the device libraries hand over their own types', () => {
  it('React Native Firebase v26 (modular): a RemoteMessage to every handler and from getInitialNotification', () => {
    expectTypeOf<RnfbForeground>().toEqualTypeOf<RemoteMessage>();
    expectTypeOf<RnfbOpened>().toEqualTypeOf<RemoteMessage>();
    expectTypeOf<RnfbBackground>().toEqualTypeOf<RemoteMessage>();
    expectTypeOf<RnfbInitial>().toEqualTypeOf<RemoteMessage>();
  });

  it('expo-notifications: a Notification, and a NotificationResponse when tapped', () => {
    expectTypeOf<ExpoReceived>().toEqualTypeOf<ExpoNotification>();
    expectTypeOf<ExpoResponse>().toEqualTypeOf<ExpoNotificationResponse>();
  });

  it('the Firebase web SDK: a MessagePayload in the page and in the service worker', () => {
    expectTypeOf<WebForeground>().toEqualTypeOf<MessagePayload>();
    expectTypeOf<WebBackground>().toEqualTypeOf<MessagePayload>();
  });
});

describe('decode takes them with no cast and returns a DecodedPush', () => {
  it('in the handlers, typed by the libraries', () => {
    const rnfb: Listener<typeof rnfbOnMessage, 1> = (message) => {
      expectTypeOf(decode(message)).toEqualTypeOf<DecodedPush>();
      expectTypeOf(decodeWithToast(message)).toEqualTypeOf<DecodedPush>();
    };
    const expoReceived: Listener<typeof addNotificationReceivedListener, 0> = (notification) => {
      expectTypeOf(decode(notification)).toEqualTypeOf<DecodedPush>();
      expectTypeOf(decode(notification.request.content)).toEqualTypeOf<DecodedPush>();
    };
    const expoResponse: Listener<typeof addNotificationResponseReceivedListener, 0> = (response) => {
      expectTypeOf(decode(response)).toEqualTypeOf<DecodedPush>();
    };
    const web: Listener<typeof webOnMessage, 1> = (payload) => {
      expectTypeOf(decode(payload)).toEqualTypeOf<DecodedPush>();
    };
    expectTypeOf([rnfb, expoReceived, expoResponse, web]).items.toBeFunction();
  });

  it('whatever the libraries hand over fits decode’s parameter', () => {
    type Input = Parameters<typeof decode>[0];
    expectTypeOf<RemoteMessage>().toExtend<Input>();
    expectTypeOf<RnfbInitial | null>().toExtend<Input>();
    expectTypeOf<ExpoNotification>().toExtend<Input>();
    expectTypeOf<ExpoNotificationResponse>().toExtend<Input>();
    expectTypeOf<ExpoNotificationContent>().toExtend<Input>();
    expectTypeOf<MessagePayload>().toExtend<Input>();
    expectTypeOf<RemoteMessage>().toExtend<Parameters<typeof decodeWithToast>[0]>();
  });
});

describe('the device fixtures are the libraries’ objects', () => {
  it('React Native Firebase: Android is a RemoteMessage as published; iOS differs where its serializer does', () => {
    expectTypeOf<ReturnType<typeof rnfirebaseAndroid>>().toExtend<RemoteMessage>();
    // RNFBMessagingSerializer.m puts aps.badge (a number) where RemoteMessage declares a string.
    expectTypeOf<ReturnType<typeof rnfirebaseIos>>().not.toExtend<RemoteMessage>();
    expectTypeOf<Omit<ReturnType<typeof rnfirebaseIos>, 'notification'>>().toExtend<RemoteMessage>();
  });

  it('expo-notifications: its native serializers write fields its Notification type does not allow', () => {
    expectTypeOf<ReturnType<typeof expoAndroid>>().not.toExtend<ExpoNotification>();
    expectTypeOf<ReturnType<typeof expoIos>>().not.toExtend<ExpoNotification>();
    expectTypeOf<ReturnType<typeof expoAndroid>['date']>().toEqualTypeOf<ExpoNotification['date']>();
    expectTypeOf<ReturnType<typeof expoIos>['request']['identifier']>().toEqualTypeOf<string>();
  });

  it('the Firebase web SDK: onMessage’s payload is a MessagePayload', () => {
    expectTypeOf<ReturnType<typeof firebaseWeb>>().toExtend<MessagePayload>();
    expectTypeOf<ReturnType<typeof webPushBody>>().toHaveProperty('fcmMessageId');
  });
});
