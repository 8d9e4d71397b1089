import { RequestError, type RequestSummary } from './request-error.js';

/** The host (and port) of a URL, read from its text: React Native has no `URL` that works. */
const hostOf = (url: string): string => /^[a-z][\w+.-]*:\/\/(?:[^@/?#]*@)?([^/?#]*)/i.exec(url)?.[1] ?? '';

/**
 * The reason at the bottom of a cause chain: the first system code found (`ECONNREFUSED`), else
 * the innermost message. fetch says only `fetch failed`; its cause says why.
 */
function rootReason(cause: unknown): { readonly code: string | null; readonly message: string } {
  let message = cause instanceof Error ? cause.message : String(cause);
  for (let at: unknown = cause, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth++) {
    const { code } = at as { code?: unknown };
    if (typeof code === 'string') return { code, message };
    message = at.message;
  }
  return { code: null, message };
}

/**
 * A request could not reach the service, or the connection failed while the body was read (DNS,
 * connection refused or reset, offline…). Its message names the system's code (or the innermost
 * reason) and the host: `GET http://127.0.0.1:4010/games failed: fetch failed (ECONNREFUSED,
 * host 127.0.0.1:4010)`. Its `cause` is a plain copy of the underlying error's name, message and
 * code, never the request.
 */
export class NetworkError extends RequestError {
  override name = 'NetworkError';
  override readonly code = 'ERR_NETWORK' as const;
  /** The system's code found along the causes (`ECONNREFUSED`, `ENOTFOUND`, `ECONNRESET`), or `null`. */
  readonly systemCode: string | null;
  /** The host and port the request went to, as its URL writes them (`127.0.0.1:4010`). */
  readonly host: string;

  constructor(request: RequestSummary, cause: unknown) {
    const said = cause instanceof Error ? cause.message : String(cause);
    const root = rootReason(cause);
    const host = hostOf(request.url);
    const reason = root.code ?? root.message;
    const details = [said.includes(reason) ? null : reason, host === '' ? null : `host ${host}`].filter(
      (detail) => detail !== null,
    );
    super(request, `failed: ${said}${details.length === 0 ? '' : ` (${details.join(', ')})`}`, { cause });
    this.systemCode = root.code;
    this.host = host;
  }
}
