/**
 * The platform registry as `huddle/push/toast` completes it: every platform's whole codec, and the
 * decoders of the platforms whose payload is not JSON (toast's loads fast-xml-parser, which is why
 * they are registered here and not in `huddle/push`).
 */

import type { TextDecoders } from '../codecs/detect.js';
import { jsonCodecs } from '../codecs/registry.js';
import { toast } from '../codecs/toast.js';
import type { EncodeOptions, PushCodec } from '../payload.js';
import { type PushPlatform, platforms, pushPlatforms } from '../platform.js';

/**
 * Every platform's codec, keyed by platform: `codecs[platform].encode(notification)`. The
 * compiler asks for the codec of a platform added to the registry.
 *
 * @example
 * ```ts
 * const payload = codecs[device.platform].encode({ message: 'Final: NE 24, NYJ 17' });
 * ```
 */
export const codecs = { ...jsonCodecs, toast } as const satisfies Record<
  PushPlatform,
  PushCodec<unknown, EncodeOptions>
>;

/** The decoders `decode` hands text that is not JSON: each text platform's codec's, derived. */
export const textDecoders = Object.fromEntries(
  pushPlatforms.flatMap((platform) =>
    platforms[platform].payload === 'json' ? [] : [[platform, codecs[platform].decode]],
  ),
) as Required<TextDecoders>;
