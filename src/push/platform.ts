/**
 * The push platforms, each once: the one table a platform is added to. Everything else keyed by
 * platform follows from it or is a `satisfies Record<…>` table the compiler checks against it:
 * - codecs/registry.ts, `jsonCodecs`: the codec of each JSON platform;
 * - codecs/encoders.ts, `encoders`: each platform's XML-free encoder (the live mock's);
 * - toast/codecs.ts, `textCodecs` and `textDecoders`: the codec of each platform whose payload is
 *   not JSON, and the decoders `decode` of `huddle/push/toast` hands such text;
 * - decode/shapes.ts: each JSON platform's own payload is a receive shape of `decode`;
 * - platform-list.ts and decode/limits.ts: the list, the check and the limits, derived;
 * - doctor/targets.ts: where each platform's vendor delivers (`diagnose`'s targets), derived;
 * - send/requests.ts, `vendorRequests`: the request each platform's vendor takes.
 */
import type { PushVendor } from './send/delivery.js';

/** Each vendor's name as a sender knows it, what messages print: a vendor added to `PushVendor` needs one. */
export const vendorNames = { apns: 'APNs', fcm: 'FCM', wns: 'WNS' } as const satisfies Record<PushVendor, string>;

/** What every entry may know of a platform: no codec, nothing to load. */
interface PlatformFacts {
  /** How its payload travels: JSON (an object, or its text), or XML text. */
  readonly payload: 'json' | 'xml';
  /** Its payload limit, in UTF-8 bytes of the payload as sent. */
  readonly limit: number;
  /** The vendor that carries it (its name is in `vendorNames`): one whose request `huddle/push` writes. */
  readonly vendor: PushVendor;
  /** Where its vendor delivers (`diagnose`'s targets), the one it is meant for when none is said first. */
  readonly targets: readonly [string, ...string[]];
}

/**
 * Every push platform. Limits: APNs 4096 (VoIP pushes, 5120, are not notifications of this
 * service), FCM 4096, WNS 5000.
 */
export const platforms = {
  /** Alert style (APNs). */
  aps: { payload: 'json', limit: 4096, vendor: 'apns', targets: ['ios'] },
  /** Data style (FCM, which reaches iOS through APNs). */
  data: { payload: 'json', limit: 4096, vendor: 'fcm', targets: ['android', 'web', 'ios'] },
  /** Toast XML (WNS). */
  toast: { payload: 'xml', limit: 5000, vendor: 'wns', targets: ['windows'] },
} as const satisfies Record<string, PlatformFacts>;

/** A push platform: alert-style (`aps`), data-style (`data`) or toast XML (`toast`). */
export type PushPlatform = keyof typeof platforms;

/** The platforms whose payload is JSON: their codecs load no XML parser. */
export type JsonPlatform = {
  [P in PushPlatform]: (typeof platforms)[P]['payload'] extends 'json' ? P : never;
}[PushPlatform];

/** The platforms whose payload is text of another format (toast's XML): decoded by `huddle/push/toast`. */
export type TextPlatform = Exclude<PushPlatform, JsonPlatform>;
