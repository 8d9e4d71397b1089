import { HuddleError } from '../../errors/huddle-error.js';
import type { PushPlatform } from '../platform.js';

/** A push payload that cannot be built or read: the base of `EncodeError` and `DecodeError`. */
export abstract class PayloadError extends HuddleError {
  abstract override readonly code: 'ERR_DECODE' | 'ERR_ENCODE' | 'ERR_PAYLOAD_TOO_LARGE';
  constructor(
    /** The platform; `null` when it could not be told. */
    readonly platform: PushPlatform | null,
    /** Where: a field path such as `aps.alert.body`, or `line 3, column 7` in XML. */
    readonly field: string,
    /** What was wrong there. */
    readonly reason: string,
  ) {
    super(`${platform ?? 'push'} payload, ${field}: ${reason}`);
  }
}
