/**
 * One device's delivery: the payload of its platform, written by the platform registry's XML-free
 * encoders (push/codecs/encoders.ts), so that `huddle/msw` and `huddle/server` load no XML
 * parser; and the request the service would send that platform's vendor for it, written by
 * `huddle/push`'s own wrappers (`apnsRequest`, `fcmMessage`, `wnsRequest`).
 */
import { encoders } from '../../push/codecs/encoders.js';
import type { DecodedPush, PushMessage } from '../../push/payload.js';
import type { PushPlatform } from '../../push/platform.js';
import type { VendorRequest } from '../../push/send/requests.js';

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
