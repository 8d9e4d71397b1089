import type { RequestSummary } from './http-error.js';
import { HuddleError } from './huddle-error.js';

/** A request could not reach the service (DNS, connection refused or reset, offline…). */
export class NetworkError extends HuddleError {
  override name = 'NetworkError';
  readonly method: string;
  readonly url: string;

  constructor(request: RequestSummary, cause: unknown) {
    super(`${request.method} ${request.url} failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.method = request.method;
    this.url = request.url;
  }
}
