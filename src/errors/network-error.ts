import type { RequestSummary } from './http-error.js';
import { HuddleError } from './huddle-error.js';

/**
 * A request could not reach the service, or the connection failed while the body was read (DNS,
 * connection refused or reset, offline…). Its `cause` is a plain copy of the underlying error's
 * name, message and code, never the request.
 */
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
