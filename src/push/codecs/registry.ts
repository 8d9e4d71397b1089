/**
 * The platform registry's codecs that every entry may load: each JSON platform's whole codec (no
 * XML parser). A platform added to `platforms` with a JSON payload gets its row here, and the
 * XML-free encoders (encoders.ts) and the CLI's codecs follow from it.
 */
import type { EncodeOptions, PushCodec } from '../payload.js';
import type { JsonPlatform } from '../platform.js';
import { aps } from './aps.js';
import { data } from './data.js';

/**
 * Each JSON platform's codec, keyed by platform (`aps`, `data`); with `textCodecs` of
 * `huddle/push/toast`, every platform's. The compiler asks for the codec of a JSON platform added
 * to `platforms`.
 *
 * @example
 * ```ts
 * const payload = jsonCodecs[device.platform].encode({ message: 'Final: NE 24, NYJ 17' });
 * ```
 */
export const jsonCodecs: { readonly [P in JsonPlatform]: PushCodec<unknown, EncodeOptions> } = { aps, data };
