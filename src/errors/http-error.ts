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

  constructor(request: RequestSummary, status: number, bodyExcerpt: string) {
    super(`${request.method} ${request.url} answered ${status}${bodyExcerpt ? `: ${bodyExcerpt}` : ''}`);
    this.method = request.method;
    this.url = request.url;
    this.status = status;
    this.bodyExcerpt = bodyExcerpt;
  }
}
