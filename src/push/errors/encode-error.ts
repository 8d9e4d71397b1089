import type { PushPlatform } from '../platform.js';
import { PayloadError } from './payload-error.js';

/** A notification that a platform's payload cannot carry, naming the field and the reason. */
export class EncodeError extends PayloadError {
  override name = 'EncodeError';
  override readonly code: 'ERR_ENCODE' | 'ERR_PAYLOAD_TOO_LARGE' = 'ERR_ENCODE';
  declare readonly platform: PushPlatform;
}
