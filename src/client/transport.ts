/**
 * Sends requests through ky and turns every failure into a huddle error that carries the
 * method and URL, never the request's headers: no error, message or cause holds the token.
 */
import ky, { HTTPError, type KyInstance, NetworkError as KyNetworkError, TimeoutError as KyTimeoutError } from 'ky';
import { AbortError } from '../errors/abort-error.js';
import { BadRequestError } from '../errors/bad-request-error.js';
import { HttpError, type RequestSummary } from '../errors/http-error.js';
import { NetworkError } from '../errors/network-error.js';
import { TimeoutError } from '../errors/timeout-error.js';
import type { CallOptions, ClientOptions, TokenContext } from './options.js';

/** One request to send. */
export interface TransportRequest extends CallOptions {
  readonly method: 'GET' | 'PUT';
  readonly url: URL;
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

const EXCERPT_LENGTH = 200;
const DEFAULT_TIMEOUT = 10_000;

export class Transport {
  private readonly ky: KyInstance;

  constructor(private readonly options: ClientOptions) {
    const retry = typeof options.retry === 'number' ? { limit: options.retry } : (options.retry ?? {});
    this.ky = ky.create({
      timeout: options.timeout ?? DEFAULT_TIMEOUT,
      retry: {
        limit: 2,
        ...retry,
        methods: ['get', 'put'],
        statusCodes: [408, 429, 500, 502, 503, 504],
        afterStatusCodes: [408, 429, 503],
      },
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.hooks ? { hooks: options.hooks } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
    });
  }

  /** Whether query requests carry the token too (`authenticate: 'all'`). */
  get authenticatesQueries(): boolean {
    return this.options.authenticate === 'all';
  }

  /** Sends a request; a `401` on an authenticated request asks the token function once more and retries. */
  async send(request: TransportRequest): Promise<TransportResponse> {
    try {
      return await this.attempt(request, 'request');
    } catch (error) {
      if (
        error instanceof HttpError &&
        error.status === 401 &&
        request.authenticated &&
        typeof this.options.token === 'function'
      ) {
        return this.attempt(request, 'unauthorized');
      }
      throw error;
    }
  }

  private async token(reason: TokenContext['reason']): Promise<string> {
    const { token } = this.options;
    if (token === undefined) throw new TypeError('This call needs a token: pass `token` to createClient');
    return typeof token === 'function' ? token({ reason }) : token;
  }

  private async attempt(request: TransportRequest, reason: TokenContext['reason']): Promise<TransportResponse> {
    const summary: RequestSummary = { method: request.method, url: request.url.href };
    const headers: Record<string, string> = {};
    if (request.authenticated) headers.authorization = `Bearer ${await this.token(reason)}`;
    let response: Response;
    try {
      response = await this.ky(request.url, {
        method: request.method,
        headers,
        ...(request.json === undefined ? {} : { json: request.json }),
        ...(request.signal ? { signal: request.signal } : {}),
      });
    } catch (error) {
      throw this.translate(error, summary, request);
    }
    return { status: response.status, text: await response.text() };
  }

  private translate(error: unknown, summary: RequestSummary, request: TransportRequest): unknown {
    if (error instanceof HTTPError) {
      // ky has read the body into `data` (parsed when it was JSON).
      const { data } = error;
      const text = data === undefined ? '' : typeof data === 'string' ? data : JSON.stringify(data);
      const excerpt = text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text;
      if (error.response.status === 400 && request.badRequest) return new BadRequestError(summary, excerpt);
      return new HttpError(summary, error.response.status, excerpt);
    }
    if (error instanceof KyTimeoutError) {
      return new TimeoutError(
        summary,
        typeof this.options.timeout === 'number' ? this.options.timeout : DEFAULT_TIMEOUT,
      );
    }
    if (request.signal?.aborted) return new AbortError(summary, request.signal.reason);
    if (error instanceof KyNetworkError) return new NetworkError(summary, error.cause ?? error.message);
    if (error instanceof TypeError) return new NetworkError(summary, error);
    return error;
  }
}
