/**
 * The mock as msw request handlers: one handler that answers every request under the base
 * URL (and the push base URL), routed by the resource table's router. A path no route knows is
 * answered 404, never left to msw: see {@link createMockApi}.
 */
import { type HttpHandler, HttpResponse, http } from 'msw';
import { ArgumentError } from '../errors/argument-error.js';
import { pathBelow } from '../resources/router.js';
import { internalError } from './engine/error-answers.js';
import type { MockResponse } from './engine/index.js';
import { createMockService, type MockService, type MockServiceOptions } from './mock.js';
import { assertNodeForMsw, nodeVersion } from './node-requirement.js';

assertNodeForMsw(nodeVersion());

/** A mock of the API: its msw handlers and the mock behind them. */
export interface MockApi extends MockService {
  /** For `setupServer(...handlers)` or `setupWorker(...handlers)`. */
  readonly handlers: readonly HttpHandler[];
}

/** A URL option read as a URL, or an `ArgumentError` naming it. */
function urlOption(option: string, value: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new ArgumentError(option, `${option} must be an absolute URL, found ${JSON.stringify(value)}`);
  }
}

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

function toResponse({ status, body, raw, headers = {} }: MockResponse): Response {
  if (raw !== undefined) {
    const rawHeaders = { ...headers, ...(raw.contentType !== null && { 'content-type': raw.contentType }) };
    return new HttpResponse(new Uint8Array(raw.bytes), { status, headers: rawHeaders });
  }
  return body === undefined
    ? new HttpResponse(null, { status, headers })
    : HttpResponse.json(body as object, { status, headers });
}

/**
 * Creates a mock of the API: a query-aware, deterministic in-memory fake of the service and the msw handlers
 * that serve it, for any `baseUrl`. Unless given a `dataset`, it serves what `huddle mock` serves:
 * the simulated season of seed 1 (`createDataset()` of `huddle/league`), built at its first request.
 *
 * Every request under `baseUrl` (and under `pushBaseUrl`) is answered by the mock, whatever msw's
 * `onUnhandledFrame`: a path no endpoint has (a mistyped prefix, an unknown resource, a by-id path
 * on a resource without one) gets the node:http server's 404 `{ error: 'NOT_FOUND', message }`,
 * and never reaches the network. A request outside them is left to the handlers after these and
 * to msw's strategy.
 *
 * @throws `ArgumentError` naming `baseUrl` or `pushBaseUrl` when it is no absolute URL.
 *
 * @example
 * ```ts
 * const api = createMockApi({ baseUrl: 'https://api.example.com' }); // the season of seed 1
 * const server = setupServer(...api.handlers);
 * // The small pinned sample instead (one game, two teams):
 * const small = createMockApi({ baseUrl: 'https://api.example.com', dataset: sampleDataset() });
 * // The forms the spec leaves open ({} pagers, nulls where nullable, every timestamp offset), seed 1:
 * const loose = createMockApi({ baseUrl: 'https://api.example.com', latitude: true });
 * ```
 */
export function createMockApi(options: MockServiceOptions): MockApi {
  const bases = [
    urlOption('baseUrl', options.baseUrl),
    urlOption('pushBaseUrl', options.pushBaseUrl ?? options.baseUrl),
  ];
  const mock = createMockService(options);
  // Never throws, so msw never answers with a stack: the engine's 400s and 500s are one line.
  const resolve = async ({ request }: { request: Request }) => {
    try {
      return toResponse(
        await mock.serve({
          method: request.method,
          url: new URL(request.url),
          headers: request.headers,
          body: request.method === 'GET' ? undefined : await jsonBody(request),
        }),
      );
    } catch (error) {
      return toResponse(internalError(error));
    }
  };
  // One handler for every request under a base URL, answered whatever its path: the engine's
  // router says which endpoint it is (so msw and the node:http server route alike), and a path it
  // does not know is the engine's 404. A resolver that returned nothing would make msw perform the
  // request for real, past any onUnhandledFrame strategy (msw calls that request handled).
  const under = ({ request }: { request: Request }) =>
    bases.some((base) => pathBelow(new URL(request.url), base) !== null);
  const handlers = [http.all(under, resolve)];
  return Object.defineProperty(mock, 'handlers', { value: handlers, enumerable: true }) as MockApi;
}
