/**
 * `huddle/push`: subscription groups, explicit-consent preferences, the notification catalog and
 * deep links with their URL paths, the alert-style (`aps`) and data-style (`data`) payload codecs,
 * and a `decode` for every JSON shape a sender or a device library hands over. Loads neither zod
 * nor ky nor an XML parser, so a device that only handles notifications pays for none of them; the
 * toast codec is in `huddle/push/toast`. The vendor requests (`apnsRequest`, `fcmMessage`, `wnsRequest`)
 * are here too, WNS's included (its toast is written without a parser), and drop out of a device's bundle.
 *
 * @packageDocumentation
 */

export type { HuddleErrorCode } from '../errors/codes.js';
export { GroupNameError } from '../errors/group-name-error.js';
export { HuddleError } from '../errors/huddle-error.js';
export { type ApsPayload, aps } from './codecs/aps.js';
export { type DataEncodeOptions, type DataPayload, data } from './codecs/data.js';
export { jsonCodecs } from './codecs/registry.js';
export { decode, type SafeDecoded, safeDecode } from './decode/decode.js';
export { type DeepLinkPathOptions, deepLinkPatterns, fromPath, toPath } from './deep-link-path.js';
export { DecodeError } from './errors/decode-error.js';
export { DeepLinkError } from './errors/deep-link-error.js';
export { DeliveryError } from './errors/delivery-error.js';
export { EncodeError } from './errors/encode-error.js';
export { PayloadTooLargeError } from './errors/payload-too-large-error.js';
export {
  type GlobalGroupKind,
  type GroupKind,
  type GroupName,
  groupKinds,
  groupName,
  isGroup,
  type ParsedGroup,
  parseGroup,
  TEAM_ABBREVIATION,
  type TeamGroupKind,
} from './groups.js';
export {
  type DeepLink,
  isNotificationType,
  type Notification,
  type NotificationInput,
  type NotificationType,
  notificationTypes,
  type ParameterlessType,
  type ParameterOf,
  readNotification,
  route,
} from './notifications.js';
export type {
  DecodedPush,
  DecodeProblem,
  EncodeOptions,
  NotificationExtras,
  NotificationParameters,
  PushCodec,
  PushMessage,
  PushSource,
  ReceivedExtras,
} from './payload.js';
export { type JsonPlatform, type PushPlatform, platforms, type TextPlatform } from './platform.js';
export { isPushPlatform, pushPlatforms } from './platform-list.js';
export { type GroupDiff, type GroupPreference, type PreferenceOptions, Preferences } from './preferences.js';
export {
  type ApnsAps,
  type ApnsBody,
  type ApnsHeaders,
  type ApnsOptions,
  type ApnsRequest,
  apnsRequest,
} from './send/apns.js';
export type { Delivery, DeliveryOption, PushVendor } from './send/delivery.js';
export {
  type FcmAndroid,
  type FcmMessage,
  type FcmOptions,
  type FcmTarget,
  type FcmV1Message,
  fcmMessage,
} from './send/fcm.js';
export type { Addressee, VendorRequest } from './send/requests.js';
export { type WnsHeaders, type WnsOptions, type WnsRequest, wnsRequest } from './send/wns.js';
