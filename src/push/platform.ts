/**
 * The push platforms, each once: the one table a platform is added to. Everything else keyed by
 * platform follows from it or is a `satisfies Record<…>` table the compiler checks against it:
 * - codecs/registry.ts, `jsonCodecs`: the codec of each JSON platform;
 * - codecs/encoders.ts, `encoders`: each platform's XML-free encoder (the live mock's);
 * - toast/codecs.ts, `textCodecs` and `textDecoders`: the codec of each platform whose payload is
 *   not JSON, and the decoders `decode` of `huddle/push/toast` hands such text;
 * - decode/shapes.ts: each JSON platform's own payload is a receive shape of `decode`;
 * - platform-list.ts and decode/limits.ts: the list, the check and the limits, derived.
 */

/** What every entry may know of a platform: no codec, nothing to load. */
interface PlatformFacts {
  /** How its payload travels: JSON (an object, or its text), or XML text. */
  readonly payload: 'json' | 'xml';
  /** Its payload limit, in UTF-8 bytes of the payload as sent. */
  readonly limit: number;
}

/**
 * Every push platform. Limits: APNs 4096 (VoIP pushes, 5120, are not notifications of this
 * service), FCM 4096, WNS 5000.
 */
export const platforms = {
  /** Alert style (APNs). */
  aps: { payload: 'json', limit: 4096 },
  /** Data style (FCM). */
  data: { payload: 'json', limit: 4096 },
  /** Toast XML (WNS). */
  toast: { payload: 'xml', limit: 5000 },
} as const satisfies Record<string, PlatformFacts>;

/** A push platform: alert-style (`aps`), data-style (`data`) or toast XML (`toast`). */
export type PushPlatform = keyof typeof platforms;

/** The platforms whose payload is JSON: their codecs load no XML parser. */
export type JsonPlatform = {
  [P in PushPlatform]: (typeof platforms)[P]['payload'] extends 'json' ? P : never;
}[PushPlatform];

/** The platforms whose payload is text of another format (toast's XML): decoded by `huddle/push/toast`. */
export type TextPlatform = Exclude<PushPlatform, JsonPlatform>;
