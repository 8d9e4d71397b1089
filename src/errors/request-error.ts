import { brand, hasBrand } from './brand.js';
import { HuddleError } from './huddle-error.js';

/** What a request was, as errors report it (never its headers, so never a token). */
export interface RequestSummary {
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The full URL, with its query string. */
  readonly url: string;
}

/**
 * A request that failed once sent, or while it was on its way: the base of `HttpError`,
 * `TimeoutError`, `NetworkError`, `AbortError` and `ResponseTooLargeError`. Its message begins
 * with the method and URL.
 */
export abstract class RequestError extends HuddleError {
  override name = 'RequestError';
  abstract override readonly code:
    | 'ERR_HTTP'
    | 'ERR_BAD_REQUEST'
    | 'ERR_TIMEOUT'
    | 'ERR_NETWORK'
    | 'ERR_ABORTED'
    | 'ERR_RESPONSE_TOO_LARGE';
  /** The request that failed: its method and URL, never its headers. */
  readonly request: RequestSummary;

  constructor(request: RequestSummary, what: string, options?: ErrorOptions) {
    super(`${request.method} ${request.url} ${what}`, options);
    this.request = Object.freeze({ method: request.method, url: request.url });
  }
}
brand(RequestError, 'request-error');

/**
 * Whether `value` is a {@link RequestError} (an HTTP status, a timeout, a network failure, an
 * abort or a body too large), from either build of huddle.
 */
export function isRequestError(value: unknown): value is RequestError {
  return value instanceof RequestError || hasBrand(value, 'request-error');
}
