import { HttpError, type HttpErrorResponse } from './http-error.js';
import type { RequestSummary } from './request-error.js';

/** The push call's `400 Bad Request`: the service refused the groups sent (it says no more). */
export class BadRequestError extends HttpError {
  override name = 'BadRequestError';
  override readonly code = 'ERR_BAD_REQUEST' as const;
  constructor(request: RequestSummary, response: Omit<HttpErrorResponse, 'status' | 'retryAfter'> = {}) {
    super(request, { ...response, status: 400 });
  }
}
