import type { PushPlatform } from '../platform.js';
import { EncodeError } from './encode-error.js';

/**
 * An encoded payload over its platform's limit, counted in UTF-8 bytes. When a shorter message
 * would fit, its message says that the `truncate` option shortens it.
 */
export class PayloadTooLargeError extends EncodeError {
  override name = 'PayloadTooLargeError';
  override readonly code = 'ERR_PAYLOAD_TOO_LARGE' as const;
  constructor(
    platform: PushPlatform,
    /** The payload's size in UTF-8 bytes. */
    readonly size: number,
    /** The platform's limit in UTF-8 bytes. */
    readonly limit: number,
    /** Whether `truncate: true` would fit it: the rest of the payload leaves room for `…`. */
    readonly truncatable = false,
  ) {
    super(
      platform,
      'payload',
      `${size} bytes, over the limit of ${limit} bytes${truncatable ? '; truncate: true shortens the message to fit' : ''}`,
    );
  }
}
