import { HuddleError } from './huddle-error.js';

/** What a request was, as errors report it (never its headers, so never a token). */
export interface RequestSummary {
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The full URL, with its query string. */
  readonly url: string;
}

/** The service answered with a status that is not a success. */
export class HttpError extends HuddleError {
  override name = 'HttpError';
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The URL requested. */
  readonly url: string;
  /** The response status. */
  readonly status: number;
  /** The first characters of the response body (empty when there was none). */
  readonly bodyExcerpt: string;
  /**
   * How long the service asked to be left alone on a 408, 429 or 503 (`Retry-After`, else
   * `RateLimit-Reset`), in milliseconds; `null` when it did not say. When this is over the
   * client's `retry.maxRetryAfter`, huddle did not wait and failed at once.
   */
  readonly retryAfter: number | null;

  constructor(request: RequestSummary, status: number, bodyExcerpt: string, retryAfter: number | null = null) {
    super(`${request.method} ${request.url} answered ${status}${bodyExcerpt ? `: ${bodyExcerpt}` : ''}`);
    this.method = request.method;
    this.url = request.url;
    this.status = status;
    this.bodyExcerpt = bodyExcerpt;
    this.retryAfter = retryAfter;
  }
}
