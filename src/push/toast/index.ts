/**
 * `huddle/push/toast`: the toast (XML) codec, a `decode` that reads all three platforms, and
 * `decodeLaunch` for the launch string a Windows app is handed. The only entry that loads
 * fast-xml-parser; neither it nor the others load zod or ky.
 *
 * @packageDocumentation
 */
import { decodeLaunch, toast } from '../codecs/toast.js';

export { DecodeError } from '../errors/decode-error.js';
export { EncodeError } from '../errors/encode-error.js';
export { PayloadTooLargeError } from '../errors/payload-too-large-error.js';
export type { DecodedPush, EncodeOptions, PushCodec, PushMessage, PushSource, ReceivedExtras } from '../payload.js';
export { type PushPlatform, platforms } from '../platform.js';
export { isPushPlatform, pushPlatforms } from '../platform-list.js';
export { textCodecs } from './codecs.js';
export { decode, type SafeDecoded, safeDecode } from './decode.js';
export { decodeLaunch, toast };
