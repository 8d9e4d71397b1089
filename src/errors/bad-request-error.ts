import { HttpError, type RequestSummary } from './http-error.js';

/** The push call's `400 Bad Request`: the service refused the groups sent (it says no more). */
export class BadRequestError extends HttpError {
  override name = 'BadRequestError';
  constructor(request: RequestSummary, bodyExcerpt = '') {
    super(request, 400, bodyExcerpt);
  }
}
