import { brand, hasBrand } from './brand.js';
import { RequestError, type RequestSummary } from './request-error.js';

/** How many characters of the body {@link HttpError.bodyExcerpt} and the message keep. */
const EXCERPT_LENGTH = 200;

/** What the service answered, as an {@link HttpError} reports it. */
export interface HttpErrorResponse {
  /** The response status. */
  readonly status: number;
  /** The body as text (`''`, the default, when there was none or it was not read). */
  readonly text?: string;
  /** The body as {@link HttpError.body} gives it. @defaultValue `undefined` */
  readonly body?: unknown;
  /** See {@link HttpError.retryAfter}. @defaultValue `null` */
  readonly retryAfter?: number | null;
  /** See {@link HttpError.reason}. @defaultValue `null` */
  readonly reason?: string | null;
}

const excerptOf = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text);

/** The service answered with a status that is not a success. */
export class HttpError extends RequestError {
  override name = 'HttpError';
  override readonly code: 'ERR_HTTP' | 'ERR_BAD_REQUEST' = 'ERR_HTTP';
  /** The response status. */
  readonly status: number;
  /**
   * The response body: parsed when the response said it was JSON (`application/json` or
   * `…+json`) and it parsed, its text otherwise. `undefined` when there was none, or when it was
   * over the client's `maxResponseBytes` (then {@link HttpError.bodyExcerpt} shows how it began).
   */
  readonly body: unknown;
  /** The first 200 characters of the body's text (empty when there was none). */
  readonly bodyExcerpt: string;
  /**
   * How long the service asked to be left alone on a 408, 429 or 503 (`Retry-After`, else a
   * rate-limit header: `RateLimit-Reset`, `X-RateLimit-Retry-After`, `X-RateLimit-Reset`,
   * `X-Rate-Limit-Reset`), in milliseconds; `null` when it did not say. When this is over the
   * client's `retry.maxRetryAfter`, huddle did not wait and failed at once.
   */
  readonly retryAfter: number | null;
  /**
   * Why the request was refused, from the `x-huddle-reason` header: huddle's mock says it there
   * for the push call, whose answers have no body (the spec's "`400` Bad Request, no body").
   * The message shows it when the body is empty. `null` when the response had no such header.
   */
  readonly reason: string | null;

  constructor(
    request: RequestSummary,
    { status, text = '', body, retryAfter = null, reason = null }: HttpErrorResponse,
  ) {
    const excerpt = excerptOf(text);
    const said = excerpt || (reason === null ? '' : excerptOf(reason));
    super(request, `answered ${status}${said ? `: ${said}` : ''}`);
    this.status = status;
    this.body = body;
    this.bodyExcerpt = excerpt;
    this.retryAfter = retryAfter;
    this.reason = reason;
  }
}
brand(HttpError, 'http-error');

/** Whether `value` is an {@link HttpError} (a `BadRequestError` too), from either build of huddle. */
export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError || hasBrand(value, 'http-error');
}
