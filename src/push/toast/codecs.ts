/**
 * The platform registry as `huddle/push/toast` completes it: the codecs of the platforms whose
 * payload is not JSON (toast's loads fast-xml-parser, which is why they are registered here and
 * not in `huddle/push`), and the decoders `decode` hands such text.
 */

import { toast } from '../codecs/toast.js';
import type { TextDecoders } from '../decode/detect.js';
import type { EncodeOptions, PushCodec } from '../payload.js';
import type { TextPlatform } from '../platform.js';

/**
 * The codec of each platform whose payload is not JSON (toast's XML), keyed by platform; with
 * `jsonCodecs` of `huddle/push`, every platform's. The compiler asks for the codec of a platform of
 * another format added to `platforms`.
 *
 * @example
 * ```ts
 * const codecs = { ...jsonCodecs, ...textCodecs };
 * const payload = codecs[device.platform].encode({ message: 'Final: NE 24, NYJ 17' });
 * ```
 */
export const textCodecs: { readonly [P in TextPlatform]: PushCodec<unknown, EncodeOptions> } = { toast };

/** The decoders `decode` hands text that is not JSON: each text platform's codec's, derived. */
export const textDecoders = Object.fromEntries(
  Object.entries(textCodecs).map(([platform, codec]) => [platform, codec.decode]),
) as Required<TextDecoders>;
