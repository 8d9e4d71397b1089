/**
 * Sends requests through ky and turns every failure into a huddle error that carries the
 * method and URL, never the request's headers: no error, message or cause holds the token.
 *
 * huddle runs the attempts itself (ky is called with no retry and no timeout) so that one
 * deadline covers an attempt's headers and its whole body, errors while reading the body are
 * typed and retried like any network error, bodies are counted while they stream, and no wait
 * between attempts is longer than the caps. It needs no `AbortSignal.any`, no streaming body and
 * no `URL`: ky is handed the URL as a string (React Native has none of the three that works).
 */
import ky, { type KyInstance, NetworkError as KyNetworkError } from 'ky';
import { AbortError } from '../errors/abort-error.js';
import { BadRequestError } from '../errors/bad-request-error.js';
import { HttpError } from '../errors/http-error.js';
import { HuddleError } from '../errors/huddle-error.js';
import { NetworkError } from '../errors/network-error.js';
import type { RequestSummary } from '../errors/request-error.js';
import { TimeoutError } from '../errors/timeout-error.js';
import { TokenError } from '../errors/token-error.js';
import { RETRIED_STATUSES } from '../resources/retried-statuses.js';
import { linkSignals } from './linked-signal.js';
import type { CallOptions, ClientOptions, RetryOptions, TokenContext } from './options.js';
import { type BodyText, readBody } from './read-body.js';

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
/** Statuses whose `Retry-After` is honoured. */
const RETRY_AFTER_STATUSES = new Set([408, 429, 503]);
/** Reset headers given as a Unix time rather than seconds to wait are at least this large. */
const EPOCH_THRESHOLD = Date.parse('2024-01-01');

type RetryPolicy = Required<RetryOptions>;

function retryPolicy(option: ClientOptions['retry']): RetryPolicy {
  const given = typeof option === 'number' ? { limit: option } : (option ?? {});
  return {
    limit: 2,
    delay: (attempt) => 300 * 2 ** (attempt - 1),
    backoffLimit: 10_000,
    maxRetryAfter: 30_000,
    jitter: false,
    ...given,
  };
}

/**
 * Checks a token before it goes into a header: a non-empty string of visible ASCII. The error
 * never quotes it.
 */
export function checkToken(value: unknown): string {
  if (typeof value !== 'string') {
    throw new TokenError(`the token function gave ${value === null ? 'null' : typeof value}, not a string`);
  }
  if (value === '') throw new TokenError('the token is empty');
  if (!/^[\x21-\x7E]+$/.test(value)) {
    throw new TokenError('the token holds characters a header cannot carry (only visible ASCII is allowed)');
  }
  return value;
}

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

/** The wait a response asks for, in ms (`Retry-After`, else a rate-limit reset), or `null`. */
function retryAfterOf(headers: Headers): number | null {
  const after = headers.get('retry-after');
  if (after !== null) return parseWait(after, false);
  const reset = headers.get('ratelimit-reset') ?? headers.get('x-ratelimit-reset');
  return reset === null ? null : parseWait(reset, true);
}

function parseWait(value: string, epochAllowed: boolean): number | null {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    let wait = Number(text) * 1000;
    if (epochAllowed && wait >= EPOCH_THRESHOLD) wait -= Date.now();
    return Math.max(0, wait);
  }
  const at = Date.parse(text);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : null;
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
  /** ky, to run the caller's hooks; `null` without hooks (see {@link Transport.fetch}). */
  private readonly ky: KyInstance | null;
  private readonly retry: RetryPolicy;
  private readonly timeout: number | false;
  private readonly maxResponseBytes: number;

  constructor(private readonly options: ClientOptions) {
    this.retry = retryPolicy(options.retry);
    this.timeout = options.timeout ?? DEFAULT_TIMEOUT;
    this.maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (/[\0\r\n]/.test(value)) throw new HuddleError(`headers.${name} holds a NUL or line break`);
    }
    if (typeof options.token === 'string') checkToken(options.token);
    this.ky = options.hooks
      ? ky.create({
          timeout: false,
          retry: 0,
          throwHttpErrors: false,
          hooks: options.hooks,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        })
      : null;
  }

  /** Whether query requests carry the token too (`authenticate: 'all'`). */
  get authenticatesQueries(): boolean {
    return this.options.authenticate === 'all';
  }

  /**
   * Sends a request, retrying as the `retry` option says; a `401` on an authenticated request
   * asks the token function once more and tries again (not counted as a retry).
   */
  async send(request: TransportRequest): Promise<TransportResponse> {
    let retries = 0;
    let reason: TokenContext['reason'] = 'request';
    let refreshed = false;
    for (;;) {
      try {
        return await this.attempt(request, reason);
      } catch (error) {
        if (
          error instanceof HttpError &&
          error.status === 401 &&
          request.authenticated &&
          typeof this.options.token === 'function' &&
          !refreshed
        ) {
          refreshed = true;
          reason = 'unauthorized';
          continue;
        }
        const wait = retries < this.retry.limit ? this.retryWait(error, retries + 1) : null;
        if (wait === null) throw error;
        await this.waitBeforeRetry(wait, request);
        retries++;
        reason = 'request';
      }
    }
  }

  /** How long to wait before retry `attempt`, or `null` for no retry. */
  private retryWait(error: unknown, attempt: number): number | null {
    if (error instanceof NetworkError) return this.backoff(attempt);
    if (!(error instanceof HttpError) || !RETRIED_STATUSES.has(error.status)) return null;
    if (error.retryAfter === null) return this.backoff(attempt);
    return error.retryAfter > this.retry.maxRetryAfter ? null : error.retryAfter;
  }

  private backoff(attempt: number): number {
    const { delay, jitter, backoffLimit } = this.retry;
    let wait = delay(attempt);
    if (jitter === true) wait *= Math.random();
    else if (typeof jitter === 'function') wait = jitter(wait);
    return Number.isFinite(wait) ? Math.min(backoffLimit, Math.max(0, wait)) : backoffLimit;
  }

  private waitBeforeRetry(wait: number, request: TransportRequest): Promise<void> {
    const { signal } = request;
    const summary = { method: request.method, url: request.url };
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new AbortError(summary, signal.reason));
      const onAbort = () => {
        clearTimeout(timer);
        reject(new AbortError(summary, signal?.reason));
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, wait);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private async token(reason: TokenContext['reason']): Promise<string> {
    const { token } = this.options;
    if (token === undefined) throw new TokenError('this call needs a token: pass `token` to createClient');
    return checkToken(typeof token === 'function' ? await token({ reason }) : token);
  }

  /** One attempt: one deadline covers sending, the headers and the whole body. */
  private async attempt(request: TransportRequest, reason: TokenContext['reason']): Promise<TransportResponse> {
    const summary: RequestSummary = { method: request.method, url: request.url };
    const caller = request.signal;
    if (caller?.aborted) throw new AbortError(summary, caller.reason);
    const headers: Record<string, string> = {};
    if (request.authenticated) headers.authorization = `Bearer ${await this.token(reason)}`;
    if (caller?.aborted) throw new AbortError(summary, caller.reason);
    const deadline = new AbortController();
    let timedOut = false;
    const timer =
      this.timeout === false
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            deadline.abort(new Error('timeout'));
          }, this.timeout);
    const linked = linkSignals(caller ? [caller, deadline.signal] : [deadline.signal]);
    const { signal } = linked;
    try {
      const response = await this.fetch(request, headers, signal);
      if (!response.ok) {
        const read = await readBody(response, this.maxResponseBytes, signal, summary, true);
        const answer = { text: read.text, body: errorBody(response, read) };
        if (response.status === 400 && request.badRequest) throw new BadRequestError(summary, answer);
        const retryAfter = RETRY_AFTER_STATUSES.has(response.status) ? retryAfterOf(response.headers) : null;
        throw new HttpError(summary, { ...answer, status: response.status, retryAfter });
      }
      const { text } = await readBody(response, this.maxResponseBytes, signal, summary, false);
      return { status: response.status, text };
    } catch (error) {
      throw this.asHuddleError(error, summary, timedOut, caller);
    } finally {
      clearTimeout(timer);
      linked.dispose();
    }
  }

  /**
   * Sends one request. With hooks, through ky, which runs them. Without, ky would add nothing
   * huddle needs (huddle retries, times out and raises errors itself) and its per-request setup
   * (options merged, a second signal joined with `AbortSignal.any`, its body shortcuts) cost
   * about 0.1× the `fetch` + `JSON.parse` of a 20-game page: the request goes to `fetch` as ky
   * would hand it over, a `Request`. Both ways it carries the same headers, merged here.
   */
  private fetch(request: TransportRequest, headers: Record<string, string>, signal: AbortSignal): Promise<Response> {
    const { method, url, json } = request;
    // The request's own headers win over the defaults, whatever the case of their names.
    const merged = new Headers(this.options.headers);
    for (const name of Object.keys(headers)) merged.set(name, headers[name] as string);
    let body: string | undefined;
    if (json !== undefined) {
      body = JSON.stringify(json);
      if (!merged.has('content-type')) merged.set('content-type', 'application/json');
    }
    const init = {
      method,
      headers: merged,
      signal,
      // A redirected PUT is not followed: a 303 would turn it into a GET, and a 307 would send
      // the groups elsewhere. Its 3xx is reported as an HttpError.
      redirect: method === 'PUT' ? 'manual' : 'follow',
      ...(body === undefined ? {} : { body }),
    } satisfies RequestInit;
    if (this.ky !== null) return this.ky(url, init);
    return (this.options.fetch ?? globalThis.fetch)(new Request(url, init));
  }

  /** The huddle error a failed attempt stands for (an error it does not know passes through). */
  private asHuddleError(error: unknown, summary: RequestSummary, timedOut: boolean, caller?: AbortSignal): unknown {
    if (caller?.aborted) return new AbortError(summary, caller.reason);
    if (timedOut) return new TimeoutError(summary, this.timeout === false ? 0 : this.timeout);
    if (error instanceof HuddleError) return error;
    if (error instanceof KyNetworkError) return new NetworkError(summary, plainError(error.cause ?? error));
    // fetch's own failures, and a connection that breaks while the body streams ("terminated").
    if (error instanceof TypeError) return new NetworkError(summary, plainError(error));
    return error;
  }
}
