/**
 * The platform registry as `huddle/push/toast` completes it: every platform's whole codec, and the
 * decoders of the platforms whose payload is not JSON (toast's loads fast-xml-parser, which is why
 * they are registered here and not in `huddle/push`).
 */

import type { TextDecoders } from '../codecs/detect.js';
import { jsonCodecs } from '../codecs/registry.js';
import { toast } from '../codecs/toast.js';
import type { EncodeOptions, PushCodec } from '../payload.js';
import { type PushPlatform, platforms, type TextPlatform } from '../platform.js';
import { pushPlatforms } from '../platform-list.js';

/** The codec of each platform whose payload is not JSON; the compiler asks for one of each added to `platforms`. */
const textCodecs: { readonly [P in TextPlatform]: PushCodec<unknown, EncodeOptions> } = { toast };

/**
 * Every platform's codec, keyed by platform: the JSON platforms' (`aps`, `data`) and toast's.
 *
 * @example
 * ```ts
 * const payload = codecs[device.platform].encode({ message: 'Final: NE 24, NYJ 17' });
 * ```
 */
export const codecs: { readonly [P in PushPlatform]: PushCodec<unknown, EncodeOptions> } = {
  ...jsonCodecs,
  ...textCodecs,
};

/** The decoders `decode` hands text that is not JSON: each text platform's codec's, derived. */
export const textDecoders = Object.fromEntries(
  pushPlatforms.flatMap((platform) =>
    platforms[platform].payload === 'json' ? [] : [[platform, codecs[platform].decode]],
  ),
) as Required<TextDecoders>;
