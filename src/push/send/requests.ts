/**
 * Each platform's vendor request, as a sender (the live mock) writes it for one device: the table
 * a platform added to `platforms` must have a row in, the request its vendor takes.
 */
import type { PushMessage } from '../payload.js';
import type { PushPlatform, platforms } from '../platform.js';
import { type ApnsRequest, apnsRequest } from './apns.js';
import { type FcmMessage, fcmMessage } from './fcm.js';
import { type WnsRequest, wnsRequest } from './wns.js';

/**
 * A vendor's request: APNs headers and body, an FCM HTTP v1 message, or WNS headers and toast
 * XML, each marked with its vendor.
 */
export type VendorRequest =
  | ({ readonly vendor: 'apns' } & ApnsRequest)
  | ({ readonly vendor: 'fcm' } & FcmMessage)
  | ({ readonly vendor: 'wns' } & WnsRequest);

/** Where a push goes and when: what a vendor request is addressed with. */
export interface Addressee {
  /** The app, its bundle id for APNs (`apns-topic`). */
  readonly app: string;
  /** The device, its registration token for FCM. */
  readonly device: string;
  /** When it is sent, UTC milliseconds. */
  readonly at: number;
}

/**
 * How each platform's vendor request is written for one device: `huddle/push`'s wrapper of the
 * vendor its row of `platforms` names (a request for another vendor does not compile).
 */
export const vendorRequests: {
  readonly [P in PushPlatform]: (
    notification: PushMessage,
    to: Addressee,
  ) => Extract<VendorRequest, { readonly vendor: (typeof platforms)[P]['vendor'] }>;
} = {
  aps: (notification, { app, at }) => ({
    vendor: 'apns',
    ...apnsRequest(notification, { topic: app, at: new Date(at) }),
  }),
  data: (notification, { device, at }) => ({
    vendor: 'fcm',
    ...fcmMessage(notification, { token: device, at: new Date(at) }),
  }),
  toast: (notification) => ({ vendor: 'wns', ...wnsRequest(notification) }),
};
