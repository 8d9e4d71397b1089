/**
 * Every platform's encoder, XML-free: what a sender (the live mock) needs of a platform without
 * loading an XML parser, so that `huddle/msw` and `huddle/server` may read it. The JSON platforms'
 * follow from `jsonCodecs`; a platform of another format gets its row here.
 */
import type { DecodedPush, PushCodec, PushMessage } from '../payload.js';
import type { JsonPlatform, PushPlatform } from '../platform.js';
import { decoded } from './incoming.js';
import { outgoing } from './outgoing.js';
import { jsonCodecs } from './registry.js';
import { encodeToast } from './toast-encode.js';

/** What a sender needs of a platform: its payload as text, and what `decode` reads back from it. */
export interface PlatformEncoder {
  /**
   * The payload as the platform carries it: compact JSON, or the XML text.
   *
   * @throws `EncodeError` or `PayloadTooLargeError` when the platform's payload cannot carry it.
   */
  encode(notification: PushMessage): string;
  /** What `decode` (of `huddle/push/toast`, for every platform) gives for `payload`, which `encode` wrote for `notification`. */
  readBack(payload: string, notification: PushMessage): DecodedPush;
}

/** A JSON platform's encoder: its codec's, the payload read back by its own decoder. */
const jsonEncoder = (codec: PushCodec<unknown>): PlatformEncoder => ({
  encode: (notification) => JSON.stringify(codec.encode(notification)),
  readBack: (payload) => codec.decode(payload),
});

/**
 * What toast's decoder gives for the XML `encodeToast` wrote: the codec's round trip (held by its
 * tests, and by the mock's against the real decoder) gives back the checked message, title and
 * extras. Worked out rather than parsed back, so that no XML parser is loaded.
 */
function toastReadBack(_payload: string, notification: PushMessage): DecodedPush {
  const { message, title, extras } = outgoing('toast', notification);
  const read = extras && { type: extras.type, more: extras.more ?? null };
  return decoded('toast', 'toast', message, title, { extras: read, problems: [] });
}

/** Every platform's encoder; the compiler asks for one of a platform added to `platforms` that is not JSON. */
export const encoders: { readonly [P in PushPlatform]: PlatformEncoder } = {
  ...(Object.fromEntries(
    Object.entries(jsonCodecs).map(([platform, codec]) => [platform, jsonEncoder(codec)]),
  ) as Record<JsonPlatform, PlatformEncoder>),
  toast: { encode: encodeToast, readBack: toastReadBack },
};
