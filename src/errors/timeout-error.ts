import { RequestError, type RequestSummary } from './request-error.js';

/** An attempt did not complete (headers and the whole body) within the client's `timeout`. */
export class TimeoutError extends RequestError {
  override name = 'TimeoutError';
  override readonly code = 'ERR_TIMEOUT' as const;

  constructor(
    request: RequestSummary,
    /** The timeout that ran out, in milliseconds. */
    readonly timeout: number,
  ) {
    super(request, `did not complete within ${timeout} ms`);
  }
}
