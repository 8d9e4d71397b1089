/**
 * One device's delivery, and the payload of each platform as the service would send it: the
 * `aps` and `data` payloads as JSON text, read back by huddle/push's decoders; the toast as XML
 * text, written by the toast encoder without loading the XML parser (see `toastDecoded`).
 */
import { aps } from '../../push/codecs/aps.js';
import { data } from '../../push/codecs/data.js';
import { decoded } from '../../push/codecs/incoming.js';
import { outgoing } from '../../push/codecs/outgoing.js';
import { encodeToast } from '../../push/codecs/toast-encode.js';
import type { DecodedPush, PushMessage } from '../../push/payload.js';
import type { PushPlatform } from '../../push/platform.js';

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
}

/** A payload and its decoding. */
export type Encoded = Pick<Delivery, 'payload' | 'decoded'>;

/**
 * What toast's `decode` gives for the toast `encodeToast` wrote: the codec's round trip (held by
 * its tests, and by the mock's against the real decoder) gives back the checked message, title
 * and extras. Worked out here rather than parsed back, so that `huddle/msw` and `huddle/server`
 * stay free of fast-xml-parser (some 20 kB gzipped).
 */
function toastDecoded(notification: PushMessage): DecodedPush {
  const { message, title, extras } = outgoing('toast', notification);
  return decoded('toast', 'toast', message, title, extras && { type: extras.type, more: extras.more ?? null });
}

/**
 * A notification's payload for a platform, and its decoding.
 *
 * @throws `EncodeError` or `PayloadTooLargeError` when the platform's payload cannot carry it.
 */
export function encodeFor(platform: DevicePlatform, notification: PushMessage): Encoded {
  if (platform === 'toast') return { payload: encodeToast(notification), decoded: toastDecoded(notification) };
  const codec = platform === 'aps' ? aps : data;
  const payload = JSON.stringify(codec.encode(notification));
  return { payload, decoded: codec.decode(payload) };
}
