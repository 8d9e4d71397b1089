import type { Hooks } from 'ky';

/** Why a token is asked for: a request about to be sent, or a retry after a `401`. */
export interface TokenContext {
  readonly reason: 'request' | 'unauthorized';
}

/**
 * An access token, or a function that gives one (called per attempt, and again after a `401`).
 * A token must be a non-empty string of visible ASCII characters; anything else is refused with
 * a `TokenError` before sending.
 */
export type TokenSource = string | ((context: TokenContext) => string | Promise<string>);

/** How failed attempts are retried (GET, and the idempotent push PUT). */
export interface RetryOptions {
  /** Retries after the first attempt. @defaultValue 2 */
  readonly limit?: number;
  /** The backoff before retry `attempt` (from 1), in ms. @defaultValue `0.3 s × 2^(attempt − 1)` */
  readonly delay?: (attempt: number) => number;
  /** The longest backoff, in ms: no computed wait is longer. @defaultValue 10000 */
  readonly backoffLimit?: number;
  /**
   * The longest `Retry-After` (or rate-limit reset) huddle waits for, in ms. When the service
   * asks for longer, huddle does not wait: the call fails at once with the `HttpError`, whose
   * `retryAfter` says how long the service asked for.
   * @defaultValue 30000
   */
  readonly maxRetryAfter?: number;
  /** `true` waits a random part of each backoff; a function maps the backoff to the wait. */
  readonly jitter?: boolean | ((delay: number) => number);
}

/** How validation runs on responses. */
export type ValidationMode = 'full' | 'off';

/** Options of {@link createClient}. */
export interface ClientOptions {
  /**
   * The service's base URL: `http` or `https`, a host, an optional port and path. Query endpoints
   * are at `{baseUrl}/<resource>`; the base's query and fragment are dropped.
   */
  readonly baseUrl: string | URL;
  /** Where the push interface is, when not at `baseUrl` (`{pushBaseUrl}/v1/push/…`), read as `baseUrl` is. */
  readonly pushBaseUrl?: string | URL;
  /** The access token, sent as `Authorization: Bearer …`. */
  readonly token?: TokenSource;
  /**
   * Which requests carry the token. The spec requires it on the push call and says nothing of
   * the query endpoints, so by default only push calls carry it.
   * @defaultValue `'push'`
   */
  readonly authenticate?: 'push' | 'all';
  /** A `fetch` to use instead of the global one (tests, edge runtimes, React Native). */
  readonly fetch?: typeof fetch;
  /**
   * Milliseconds each attempt may take, from sending to the last byte of the body, before a
   * `TimeoutError`; `false` for none. @defaultValue 10000
   */
  readonly timeout?: number | false;
  /**
   * Retries of GET and of the idempotent push call, on network errors (also while reading the
   * body), 408, 429 and 5xx, with capped exponential backoff that honours `Retry-After` up to
   * `maxRetryAfter`. A number sets the limit.
   * @defaultValue 2
   */
  readonly retry?: number | RetryOptions;
  /**
   * The largest response body read, in bytes, counted while it streams in: past it, reading
   * stops and the call fails with a `ResponseTooLargeError`. A response without a stream (React
   * Native's `fetch`) is measured once read. @defaultValue 52428800 (50 MiB)
   */
  readonly maxResponseBytes?: number;
  /**
   * ky hooks, every one run, as ky runs them (every request goes through ky): `init` and
   * `beforeRequest` once a call; `afterResponse` on each attempt's response, after huddle has read
   * its body within `maxResponseBytes` (the hook gets a copy it may read, or may return another);
   * `beforeRetry` before each retry; `beforeError` with ky's error before the call fails, which
   * it then does with huddle's error for it (`HttpError` for ky's `HTTPError`, and so on; an
   * error the hook returns that is not ky's is thrown as it is). The token's `Authorization` is
   * set after `beforeRequest`, on each attempt.
   */
  readonly hooks?: Hooks;
  /** Headers sent with every request. */
  readonly headers?: Record<string, string>;
  /**
   * `'full'` (the default) validates every response against the model; `'off'` trusts the
   * service and skips validation for speed.
   */
  readonly validate?: ValidationMode;
}

/**
 * Every option of {@link ClientOptions}, so that `createClient` names a misspelt one (`baseURL`)
 * rather than ignore it. A new option must be listed here to compile.
 */
export const clientOptionNames: readonly string[] = Object.keys({
  baseUrl: true,
  pushBaseUrl: true,
  token: true,
  authenticate: true,
  fetch: true,
  timeout: true,
  retry: true,
  maxResponseBytes: true,
  hooks: true,
  headers: true,
  validate: true,
} satisfies Record<keyof ClientOptions, true>);

/** Options of one call. */
export interface CallOptions {
  /** Cancels the call. */
  readonly signal?: AbortSignal;
}
