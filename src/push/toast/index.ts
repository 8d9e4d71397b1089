/**
 * `huddle/push/toast`: the toast (XML) codec, a `decode` that reads all three platforms,
 * `decodeLaunch` for the launch string a Windows app is handed, and the doctor, `diagnose`, which
 * says why a push of any platform will not show. The only entry that loads
 * fast-xml-parser; neither it nor the others load zod or ky.
 *
 * @packageDocumentation
 */
import { decodeLaunch, toast } from '../codecs/toast.js';

export { ArgumentError } from '../../errors/argument-error.js';
export type { FindingCode, Severity } from '../doctor/checks.js';
export type { DiagnoseOptions, Finding } from '../doctor/diagnose.js';
export { isTarget, type Target, targets } from '../doctor/targets.js';
export { DecodeError } from '../errors/decode-error.js';
export { EncodeError } from '../errors/encode-error.js';
export { PayloadTooLargeError } from '../errors/payload-too-large-error.js';
export type {
  DecodedPush,
  DecodeProblem,
  EncodeOptions,
  PushCodec,
  PushMessage,
  PushSource,
  ReceivedExtras,
} from '../payload.js';
export { type JsonPlatform, type PushPlatform, platforms, type TextPlatform } from '../platform.js';
export { isPushPlatform, pushPlatforms } from '../platform-list.js';
export { textCodecs } from './codecs.js';
export { decode, type SafeDecoded, safeDecode } from './decode.js';
export { diagnose } from './diagnose.js';
export { decodeLaunch, toast };
