import { PayloadError } from './payload-error.js';

/**
 * A push payload that cannot be read: malformed JSON or XML, a required field missing or of the
 * wrong type, a forbidden construct (DOCTYPE, entity declarations, control characters, reserved
 * names), or a payload over the platform's size limit.
 */
export class DecodeError extends PayloadError {
  override name = 'DecodeError';
  override readonly code = 'ERR_DECODE' as const;
}
