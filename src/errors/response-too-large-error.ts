import { RequestError, type RequestSummary } from './request-error.js';

/** A response body over the client's `maxResponseBytes`: reading stopped at the limit. */
export class ResponseTooLargeError extends RequestError {
  override name = 'ResponseTooLargeError';
  override readonly code = 'ERR_RESPONSE_TOO_LARGE' as const;

  constructor(
    request: RequestSummary,
    /** The limit that was passed, in bytes. */
    readonly limit: number,
  ) {
    super(request, `sent a body over the limit of ${limit} bytes (maxResponseBytes)`);
  }
}
