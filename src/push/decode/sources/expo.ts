/**
 * What expo-notifications hands the app: a `Notification`, a `NotificationResponse` (a tap) or a
 * bare `NotificationContent`.
 */
import { decodeFailure } from '../../codecs/incoming.js';
import { type Layout, pick } from '../../codecs/layout.js';

/**
 * A `Notification` whose request is at `request` (`'request '`, or `'notification request '` in a
 * response): the text and title as Expo shows them (`content.body`, `content.title`). Expo parses
 * `content.data` only from a data key named `body`, so the extras are read from the push trigger:
 * Android's `trigger.remoteMessage.data` (FCM's string map), iOS's `trigger.payload` (the APNs
 * payload, platform `aps`), after `content.data` should a sender have put them there.
 */
const notificationAt = (request: string): Layout => ({
  // The body Expo shows; after a tap in the background, Android's content holds only the title and
  // the data map; iOS keeps FCM's data keys beside `aps` in the payload.
  message: `${request}content body|${request}content data message|${request}trigger remoteMessage data message|${request}trigger payload message`,
  title: `${request}content title`,
  extras: `${request}content data extras|${request}trigger remoteMessage data extras|${request}trigger payload extras`,
  platform: (payload) => (pick(payload, `${request}trigger payload`, decodeFailure(null))[0] == null ? 'data' : 'aps'),
});

/** An expo-notifications `Notification`, `{ date, request: { identifier, content, trigger } }`. */
export const expoNotification = notificationAt('request ');

/** An expo-notifications `NotificationResponse`, `{ notification, actionIdentifier, userText? }`. */
export const expoResponse = notificationAt('notification request ');

/**
 * A bare `NotificationContent`, `{ title, subtitle, body, data, … }`: extras only from
 * `data.extras`, which Expo fills only from a data key named `body`. It tells no platform: `data`.
 */
export const expoContent: Layout = { message: 'body', title: 'title', extras: 'data extras', platform: () => 'data' };
