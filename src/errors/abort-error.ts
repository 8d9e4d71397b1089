import { RequestError, type RequestSummary } from './request-error.js';

/** A request was cancelled through its `signal`, in any phase; `cause` is the signal's reason. */
export class AbortError extends RequestError {
  override name = 'AbortError';
  override readonly code = 'ERR_ABORTED' as const;

  constructor(request: RequestSummary, reason: unknown) {
    super(request, `was aborted${reason instanceof Error ? `: ${reason.message}` : ''}`, { cause: reason });
  }
}
