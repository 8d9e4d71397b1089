/**
 * One device's delivery: the payload of its platform, written by the platform registry's XML-free
 * encoders (push/codecs/encoders.ts), so that `huddle/msw` and `huddle/server` load no XML
 * parser; and the request the service would send that platform's vendor for it, written by
 * `huddle/push`'s own wrappers (`apnsRequest`, `fcmMessage`, `wnsRequest`).
 */
import { encoders } from '../../push/codecs/encoders.js';
import type { DecodedPush, PushMessage } from '../../push/payload.js';
import type { PushPlatform } from '../../push/platform.js';
import { type ApnsRequest, apnsRequest } from '../../push/send/apns.js';
import { type FcmMessage, fcmMessage } from '../../push/send/fcm.js';
import { type WnsRequest, wnsRequest } from '../../push/send/wns.js';

/** The platform a device registers with: alert style (`aps`), data style (`data`) or toast XML (`toast`). */
export type DevicePlatform = PushPlatform;

/** What one device received from one send. */
export interface Delivery {
  /** The app and device it went to. */
  readonly app: string;
  readonly device: string;
  /** The device's platform, whose payload this is. */
  readonly platform: DevicePlatform;
  /** The group it was sent to. */
  readonly group: string;
  /** When it was sent: the mock's `now()` (its clock; `Date.now()` without one), UTC milliseconds. */
  readonly at: number;
  /** 1, 2, … per mock: the order of every delivery to every device. */
  readonly sequence: number;
  /** Exactly what the service would send: the JSON text of `aps` or `data`, or the toast XML. */
  readonly payload: string;
  /** What huddle/push's `decode` gives for `payload` (`decode` of huddle/push/toast, for a toast). */
  readonly decoded: DecodedPush;
  /** What the platform's vendor would receive from the service for this delivery. */
  readonly request: VendorRequest;
}

/**
 * A vendor's request, as `huddle/push` writes it: APNs headers and body (the app name as the
 * `apns-topic`), an FCM HTTP v1 message to the device id as its registration token, or WNS
 * headers and toast XML.
 */
export type VendorRequest =
  | ({ readonly vendor: 'apns' } & ApnsRequest)
  | ({ readonly vendor: 'fcm' } & FcmMessage)
  | ({ readonly vendor: 'wns' } & WnsRequest);

/** Where a delivery goes and when: what a vendor request is addressed with. */
interface Addressee {
  readonly app: string;
  readonly device: string;
  /** When it is sent, UTC milliseconds (the mock's clock). */
  readonly at: number;
}

/** How each platform's vendor request is written: `huddle/push`'s wrapper of that vendor. */
const vendorRequests = {
  aps: (notification, { app, at }) => ({
    vendor: 'apns',
    ...apnsRequest(notification, { topic: app, at: new Date(at) }),
  }),
  data: (notification, { device, at }) => ({
    vendor: 'fcm',
    ...fcmMessage(notification, { token: device, at: new Date(at) }),
  }),
  toast: (notification) => ({ vendor: 'wns', ...wnsRequest(notification) }),
} as const satisfies Record<PushPlatform, (notification: PushMessage, to: Addressee) => VendorRequest>;

/**
 * The request the service would send a platform's vendor for one delivery.
 *
 * @throws `EncodeError` or `PayloadTooLargeError` when the vendor's request cannot carry it.
 */
export const vendorRequestFor = (platform: DevicePlatform, notification: PushMessage, to: Addressee): VendorRequest =>
  vendorRequests[platform](notification, to);

/** A payload and its decoding. */
export type Encoded = Pick<Delivery, 'payload' | 'decoded'>;

/**
 * A notification's payload for a platform, and its decoding.
 *
 * @throws `EncodeError` or `PayloadTooLargeError` when the platform's payload cannot carry it.
 */
export function encodeFor(platform: DevicePlatform, notification: PushMessage): Encoded {
  const { encode, readBack } = encoders[platform];
  const payload = encode(notification);
  return { payload, decoded: readBack(payload, notification) };
}
