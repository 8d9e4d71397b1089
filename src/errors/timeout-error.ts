import type { RequestSummary } from './http-error.js';
import { HuddleError } from './huddle-error.js';

/** An attempt did not complete (headers and the whole body) within the client's `timeout`. */
export class TimeoutError extends HuddleError {
  override name = 'TimeoutError';
  readonly method: string;
  readonly url: string;
  /** The timeout that ran out, in milliseconds. */
  readonly timeout: number;

  constructor(request: RequestSummary, timeout: number) {
    super(`${request.method} ${request.url} did not complete within ${timeout} ms`);
    this.method = request.method;
    this.url = request.url;
    this.timeout = timeout;
  }
}
