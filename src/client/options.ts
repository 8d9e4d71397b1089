import type { Hooks, RetryOptions } from 'ky';

/** Why a token is asked for: a request about to be sent, or a retry after a `401`. */
export interface TokenContext {
  readonly reason: 'request' | 'unauthorized';
}

/** An access token, or a function that gives one (called per request, and again after a `401`). */
export type TokenSource = string | ((context: TokenContext) => string | Promise<string>);

/** How validation runs on responses. */
export type ValidationMode = 'full' | 'off';

/** Options of {@link createClient}. */
export interface ClientOptions {
  /** The service's base URL: query endpoints are at `{baseUrl}/<resource>`. */
  readonly baseUrl: string | URL;
  /** Where the push interface is, when not at `baseUrl` (`{pushBaseUrl}/v1/push/…`). */
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
  /** Milliseconds each attempt may take before a {@link TimeoutError}; `false` for none. @defaultValue 10000 */
  readonly timeout?: number | false;
  /**
   * Retries of GET and of the idempotent push call, on network errors, 408, 429 and 5xx, with
   * exponential backoff that honours `Retry-After`. A number sets the limit.
   * @defaultValue 2
   */
  readonly retry?: number | Pick<RetryOptions, 'limit' | 'backoffLimit' | 'delay' | 'maxRetryAfter' | 'jitter'>;
  /** ky hooks, run on every request. */
  readonly hooks?: Hooks;
  /** Headers sent with every request. */
  readonly headers?: Record<string, string>;
  /**
   * `'full'` (the default) validates every response against the model; `'off'` trusts the
   * service and skips validation for speed.
   */
  readonly validate?: ValidationMode;
}

/** Options of one call. */
export interface CallOptions {
  /** Cancels the call. */
  readonly signal?: AbortSignal;
}
