import { RequestError, type RequestSummary } from './request-error.js';

/**
 * A request could not reach the service, or the connection failed while the body was read (DNS,
 * connection refused or reset, offline…). Its `cause` is a plain copy of the underlying error's
 * name, message and code, never the request.
 */
export class NetworkError extends RequestError {
  override name = 'NetworkError';
  override readonly code = 'ERR_NETWORK' as const;

  constructor(request: RequestSummary, cause: unknown) {
    super(request, `failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}
