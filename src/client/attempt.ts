/**
 * The `fetch` the client hands ky: one attempt. ky calls it once per attempt, inside its
 * `timeout`, and retries what it throws as it retries `fetch`'s own failures. It adds what ky
 * lacks:
 *
 * - the token, asked for on every attempt, and asked again once after a `401` (the new request is
 *   part of the same attempt: not a retry);
 * - the whole body, read here so that ky's timeout covers it and a connection that breaks while
 *   it streams is a network error ky retries; counted while it streams, up to `maxResponseBytes`;
 * - without `AbortSignal.any` when ky loaded (React Native), ky links no signal of its own into
 *   the request, so its timeout could not stop the fetch: here a deadline and the caller's signal
 *   are linked by hand (and let go of after the attempt) and handed to `fetch`.
 */
import { NetworkError as KyNetworkError, TimeoutError as KyTimeoutError } from 'ky';
import type { RequestSummary } from '../errors/request-error.js';
import { TokenError } from '../errors/token-error.js';
import { linkSignals } from './linked-signal.js';
import type { TokenContext, TokenSource } from './options.js';
import { type BodyText, readBody } from './read-body.js';

/**
 * Whether ky links a signal of its own (its timeout's) into every request: it does when
 * `AbortSignal.any` is there as it loads, which is as this module loads.
 */
export const KY_LINKS_SIGNALS = typeof AbortSignal.any === 'function';

/** The option of a ky call that carries its {@link Call}: ky hands options it does not know to `fetch`. */
export const CALL = 'huddleCall';

/** What an attempt needs to know of its call. */
export interface Call {
  readonly summary: RequestSummary;
  /** Whether the request carries the token. */
  readonly authenticated: boolean;
  /** The caller's signal, when ky does not link it ({@link KY_LINKS_SIGNALS} is false). */
  readonly signal: AbortSignal | undefined;
  /** Whether a `401` of this call already had the token asked again. */
  refreshed: boolean;
}

export interface AttemptOptions {
  readonly fetch: typeof fetch | undefined;
  readonly token: TokenSource | undefined;
  readonly maxResponseBytes: number;
  /** The attempt's deadline, used only where ky links no signal. */
  readonly timeout: number | false;
  /**
   * Whether to answer ky with a new `Response` of the text read: ky clones the response for each
   * `afterResponse` hook, and a read one cannot be cloned.
   */
  readonly rebuild: boolean;
  /** Where the text of every response answered is kept, for the transport to take. */
  readonly texts: WeakMap<Response, BodyText>;
}

/** Checks a token before it goes into a header: a non-empty string of visible ASCII. The error never quotes it. */
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

type Attempt = (request: Request, init?: RequestInit) => Promise<Response>;

/** The `fetch` to hand ky. */
export function attemptFetch(options: AttemptOptions): Attempt {
  const { token, maxResponseBytes, timeout, rebuild, texts } = options;

  const tokenFor = async (reason: TokenContext['reason']): Promise<string> => {
    if (token === undefined) throw new TokenError('this call needs a token: pass `token` to createClient');
    return checkToken(typeof token === 'function' ? await token({ reason }) : token);
  };

  const send = async (request: Request, init: RequestInit, call: Call, reason: TokenContext['reason']) => {
    if (call.authenticated) request.headers.set('authorization', `Bearer ${await tokenFor(reason)}`);
    // Read at each call: msw and tests replace the global fetch after the client is made.
    return (options.fetch ?? globalThis.fetch)(request, init);
  };

  const exchange = async (request: Request, init: RequestInit, call: Call, signal: AbortSignal) => {
    // Without linked signals ky's wait before a retry cannot be cut short: end the call here.
    if (call.signal?.aborted) throw call.signal.reason;
    const spare = call.authenticated && typeof token === 'function' && !call.refreshed ? request.clone() : undefined;
    let response: Response;
    let read: BodyText;
    try {
      response = await send(request, init, call, 'request');
      if (spare && response.status === 401) {
        call.refreshed = true;
        response.body?.cancel().catch(() => undefined);
        response = await send(spare, init, call, 'unauthorized');
      }
      read = await readBody(response, {
        limit: maxResponseBytes,
        signal,
        summary: call.summary,
        truncate: !response.ok,
      });
    } catch (error) {
      // fetch's failures (and a body that breaks off) are network errors, for ky to retry.
      throw error instanceof TypeError && !signal.aborted ? new KyNetworkError(request, { cause: error }) : error;
    }
    const answer = rebuild ? rebuilt(response, read.text) : response;
    texts.set(answer, read);
    return answer;
  };

  const withDeadline = async (request: Request, init: RequestInit, call: Call) => {
    const deadline = new AbortController();
    const timer = timeout === false ? undefined : setTimeout(() => deadline.abort(), timeout);
    const linked = linkSignals(call.signal ? [call.signal, deadline.signal] : [deadline.signal]);
    try {
      return await exchange(request, { ...init, signal: linked.signal }, call, linked.signal);
    } catch (error) {
      if (deadline.signal.aborted && !call.signal?.aborted) throw new KyTimeoutError(request);
      throw error;
    } finally {
      clearTimeout(timer);
      linked.dispose();
    }
  };

  return (request, init) => {
    const { [CALL]: call, ...rest } = init as RequestInit & { [CALL]: Call };
    return KY_LINKS_SIGNALS ? exchange(request, rest, call, request.signal) : withDeadline(request, rest, call);
  };
}

/**
 * A new response of `text`, as `response` said it; without a body when the text is empty (as a
 * 204's must be). A browser's hidden redirect (status 0, which `Response` refuses) stays as it is.
 */
const rebuilt = (response: Response, text: string): Response =>
  response.status ? new Response(text || null, response) : response;
