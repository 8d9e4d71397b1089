/**
 * The push platforms, each once. Everything else keyed by platform is a `satisfies Record<…>`
 * table the compiler checks against this one: the codecs (`jsonCodecs` and `encoders` in
 * codecs/registry.ts, `codecs` in toast/codecs.ts), the receive shapes (codecs/shapes.ts holds
 * each JSON platform's own), and the live mock and the CLI, which read those.
 */

/** What every entry may know of a platform: no codec, nothing to load. */
interface PlatformFacts {
  /** In a sentence: `aps (alert style)`. */
  readonly style: string;
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
  aps: { style: 'alert style', payload: 'json', limit: 4096 },
  data: { style: 'data style', payload: 'json', limit: 4096 },
  toast: { style: 'toast XML', payload: 'xml', limit: 5000 },
} as const satisfies Record<string, PlatformFacts>;

/** A push platform: alert-style (`aps`), data-style (`data`) or toast XML (`toast`). */
export type PushPlatform = keyof typeof platforms;

/** The platforms whose payload is JSON: their codecs load no XML parser. */
export type JsonPlatform = {
  [P in PushPlatform]: (typeof platforms)[P]['payload'] extends 'json' ? P : never;
}[PushPlatform];

/** The platforms whose payload is text of another format (toast's XML): decoded by `huddle/push/toast`. */
export type TextPlatform = Exclude<PushPlatform, JsonPlatform>;

/** Every platform, in the order of {@link platforms}. */
export const pushPlatforms = /* @__PURE__ */ Object.keys(platforms) as readonly PushPlatform[];

/** Whether a value names a push platform (own keys only: `constructor` is none). */
export function isPushPlatform(value: unknown): value is PushPlatform {
  return typeof value === 'string' && Object.hasOwn(platforms, value);
}

/** The platforms in a sentence: `aps, data or toast`. */
export const platformsInWords = (): string => `${pushPlatforms.slice(0, -1).join(', ')} or ${pushPlatforms.at(-1)}`;
