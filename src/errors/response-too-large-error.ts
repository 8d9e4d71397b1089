import type { RequestSummary } from './http-error.js';
import { HuddleError } from './huddle-error.js';

/** A response body over the client's `maxResponseBytes`: reading stopped at the limit. */
export class ResponseTooLargeError extends HuddleError {
  override name = 'ResponseTooLargeError';
  readonly method: string;
  readonly url: string;
  /** The limit that was passed, in bytes. */
  readonly limit: number;

  constructor(request: RequestSummary, limit: number) {
    super(`${request.method} ${request.url} sent a body over the limit of ${limit} bytes (maxResponseBytes)`);
    this.method = request.method;
    this.url = request.url;
    this.limit = limit;
  }
}
