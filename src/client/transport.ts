/**
 * Sends every request through ky, made once per client, and turns every failure into a huddle
 * error that carries the method and URL, never the request's headers: no error, message or cause
 * holds the token.
 *
 * ky holds the whole policy: which methods and statuses are retried, the backoff and its cap,
 * jitter, waiting for `Retry-After` (and the rate-limit reset headers), the timeout, and the
 * caller's hooks. What ky lacks is added inside that one path: the attempt handed to ky as its
 * `fetch` (see ./attempt.ts) brings the token and its refresh after a `401`, and reads the whole
 * body within `maxResponseBytes`, under ky's timeout; `retry.shouldRetry` refuses a wait longer
 * than `retry.maxRetryAfter` (ky would wait that long and try again); a redirected PUT is not
 * followed. ky is handed the URL as a string, and never builds a `URL`: React Native has none
 * that works.
 */
import ky, { type HTTPError, isHTTPError, isNetworkError, isTimeoutError, type KyInstance, type Options } from 'ky';
import { AbortError } from '../errors/abort-error.js';
import { ArgumentError } from '../errors/argument-error.js';
import { BadRequestError } from '../errors/bad-request-error.js';
import { HttpError } from '../errors/http-error.js';
import { HuddleError } from '../errors/huddle-error.js';
import { NetworkError } from '../errors/network-error.js';
import type { RequestSummary } from '../errors/request-error.js';
import { TimeoutError } from '../errors/timeout-error.js';
import { REASON_HEADER } from '../resources/reason-header.js';
import { TRANSIENT_STATUSES } from '../resources/transient-statuses.js';
import { askedWait, WAIT_STATUSES } from './asked-wait.js';
import { attemptFetch, CALL, type Call, checkToken, KY_LINKS_SIGNALS } from './attempt.js';
import { untilAborted } from './linked-signal.js';
import type { CallOptions, ClientOptions } from './options.js';
import type { BodyText } from './read-body.js';

/** One request to send. */
export interface TransportRequest extends CallOptions {
  readonly method: 'GET' | 'PUT';
  /** The full URL, with its query string: the client builds it as a string, never with `URL`. */
  readonly url: string;
  readonly json?: unknown;
  /** Whether the request carries the token. */
  readonly authenticated: boolean;
  /** Map a `400` to {@link BadRequestError} (the push call's documented refusal). */
  readonly badRequest?: boolean;
}

/** A response: its status and its body text (`''` when it had none). */
export interface TransportResponse {
  readonly status: number;
  readonly text: string;
}

export const DEFAULT_TIMEOUT = 10_000;
export const DEFAULT_MAX_RESPONSE_BYTES = 50 * 1024 * 1024;
const DEFAULT_MAX_RETRY_AFTER = 30_000;
const DEFAULT_BACKOFF_LIMIT = 10_000;
/** ky's retry options from the client's `retry`: huddle's defaults where ky's differ. */
function retryOptions(option: ClientOptions['retry']): NonNullable<Exclude<Options['retry'], number>> {
  const given = typeof option === 'number' ? { limit: option } : (option ?? {});
  // ky would refuse it at the first request, with a TypeError that reads as a network failure.
  if (!Number.isInteger(given.limit ?? 0) || (given.limit ?? 0) < 0) {
    throw new ArgumentError('retry.limit', 'retry.limit must be a whole number, 0 or more');
  }
  const maxRetryAfter = given.maxRetryAfter ?? DEFAULT_MAX_RETRY_AFTER;
  return {
    ...given,
    // ky's methods are left as they are: huddle sends GET and PUT, both retried by ky.
    statusCodes: [...TRANSIENT_STATUSES],
    afterStatusCodes: WAIT_STATUSES,
    backoffLimit: given.backoffLimit ?? DEFAULT_BACKOFF_LIMIT,
    maxRetryAfter,
    // ky waits `maxRetryAfter` when asked for longer; huddle fails at once instead.
    shouldRetry: ({ error }) =>
      isHTTPError(error) && (httpRetryAfter(error.response) ?? 0) > maxRetryAfter ? false : undefined,
  };
}

/** The wait a response asks for, on the statuses whose wait ky honours; else `null`. */
const httpRetryAfter = (response: Response): number | null =>
  WAIT_STATUSES.includes(response.status) ? askedWait(response.headers) : null;

/** A plain copy of an error and its causes (name, message, code): nothing else, so no request. */
function plainError(error: unknown, depth = 0): Error {
  if (!(error instanceof Error)) return new Error(typeof error === 'string' ? error : `a thrown ${typeof error}`);
  const cause = depth < 3 && error.cause !== undefined ? { cause: plainError(error.cause, depth + 1) } : undefined;
  const copy = new Error(error.message, cause);
  copy.name = error.name;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') Object.assign(copy, { code });
  return copy;
}

/**
 * An error response's body as {@link HttpError.body} gives it: parsed when the response says
 * JSON and it parses, the text otherwise; `undefined` when empty or cut at the limit.
 */
function errorBody(response: Response, { text, complete }: BodyText): unknown {
  if (!complete || text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (/^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(type)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export class Transport {
  private readonly ky: KyInstance;
  private readonly timeout: number | false;
  /** Whether query requests carry the token too (`authenticate: 'all'`). */
  readonly authenticatesQueries: boolean;
  /** The text the attempt read of each response it answered ky with. */
  private readonly texts = new WeakMap<Response, BodyText>();

  constructor(options: ClientOptions) {
    this.timeout = options.timeout ?? DEFAULT_TIMEOUT;
    this.authenticatesQueries = options.authenticate === 'all';
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (/[\0\r\n]/.test(value))
        throw new ArgumentError(`headers.${name}`, `headers.${name} holds a NUL or line break`);
    }
    if (typeof options.token === 'string') checkToken(options.token);
    const attempt = attemptFetch({
      fetch: options.fetch,
      token: options.token,
      maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
      timeout: this.timeout,
      rebuild: (options.hooks?.afterResponse?.length ?? 0) > 0,
      texts: this.texts,
    });
    this.ky = ky.create({
      fetch: attempt as NonNullable<Options['fetch']>,
      // Without linked signals ky's timeout could not stop the fetch: the attempt keeps the deadline.
      timeout: KY_LINKS_SIGNALS ? this.timeout : false,
      retry: retryOptions(options.retry),
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.hooks ? { hooks: options.hooks } : {}),
    });
  }

  /** Sends a request through ky, which retries it as the `retry` option says. */
  async send(request: TransportRequest): Promise<TransportResponse> {
    const summary: RequestSummary = { method: request.method, url: request.url };
    const caller = request.signal;
    if (caller?.aborted) throw new AbortError(summary, caller.reason);
    const call: Call = {
      summary,
      authenticated: request.authenticated,
      signal: KY_LINKS_SIGNALS ? undefined : caller,
      refreshed: false,
    };
    const options: Options & { [CALL]: Call } = { method: request.method, [CALL]: call };
    // A redirected PUT is not followed: a 303 would turn it into a GET, and a 307 would send the
    // groups elsewhere. Its 3xx is reported as an HttpError. (GETs follow, fetch's default.)
    if (request.method === 'PUT') options.redirect = 'manual';
    if (request.json !== undefined) options.json = request.json;
    if (KY_LINKS_SIGNALS && caller) options.signal = caller;
    try {
      const sent = this.ky(request.url, options);
      // Without linked signals ky cannot cut its wait before a retry short: the call ends here.
      const response = await (caller && !KY_LINKS_SIGNALS ? untilAborted(sent, caller) : sent);
      return { status: response.status, text: await this.textOf(response) };
    } catch (error) {
      throw this.asHuddleError(error, request, summary, caller);
    }
  }

  /**
   * The text the attempt read; or, of a response a hook made (the app's own, not the service's,
   * so not held to `maxResponseBytes`), its whole body.
   */
  private textOf(response: Response): Promise<string> | string {
    return this.texts.get(response)?.text ?? response.text();
  }

  private httpError(error: HTTPError, request: TransportRequest, summary: RequestSummary): HttpError {
    const { response } = error;
    // A response a hook made was read by ky, into `data`.
    const { data } = error;
    const read = this.texts.get(response) ?? {
      text: typeof data === 'string' ? data : (JSON.stringify(data) ?? ''),
      complete: true,
    };
    const answer = {
      text: read.text,
      body: errorBody(response, read),
      reason: response.headers.get(REASON_HEADER),
    };
    if (response.status === 400 && request.badRequest) return new BadRequestError(summary, answer);
    return new HttpError(summary, { ...answer, status: response.status, retryAfter: httpRetryAfter(response) });
  }

  /** The huddle error a failed call stands for (an error it does not know passes through). */
  private asHuddleError(
    error: unknown,
    request: TransportRequest,
    summary: RequestSummary,
    caller?: AbortSignal,
  ): unknown {
    if (caller?.aborted) return new AbortError(summary, caller.reason);
    if (error instanceof HuddleError) return error;
    if (isHTTPError(error)) return this.httpError(error, request, summary);
    if (isTimeoutError(error)) return new TimeoutError(summary, this.timeout === false ? 0 : this.timeout);
    if (isNetworkError(error)) return new NetworkError(summary, plainError(error.cause ?? error));
    // fetch's own failures before ky could type them (a URL that Request refuses).
    if (error instanceof TypeError) return new NetworkError(summary, plainError(error));
    return error;
  }
}
