import type { RequestSummary } from './http-error.js';
import { HuddleError } from './huddle-error.js';

/** A request was cancelled through its `signal`, in any phase; `cause` is the signal's reason. */
export class AbortError extends HuddleError {
  override name = 'AbortError';
  readonly method: string;
  readonly url: string;

  constructor(request: RequestSummary, reason: unknown) {
    super(`${request.method} ${request.url} was aborted${reason instanceof Error ? `: ${reason.message}` : ''}`, {
      cause: reason,
    });
    this.method = request.method;
    this.url = request.url;
  }
}
