/** The mock service as msw request handlers: one catch-all per base URL, routed by the resource table's router. */
import { type HttpHandler, HttpResponse, http } from 'msw';
import { internalError } from './engine/error-answers.js';
import type { MockResponse } from './engine/index.js';
import { createMockService, type MockService, type MockServiceOptions } from './service.js';

/** A mock of the API: its msw handlers and the service behind them. */
export interface MockApi extends MockService {
  /** For `setupServer(...handlers)` or `setupWorker(...handlers)`. */
  readonly handlers: readonly HttpHandler[];
}

const trimmed = (url: string) => url.replace(/\/+$/, '');

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

function toResponse({ status, body, raw }: MockResponse): Response {
  if (raw !== undefined) {
    const headers: Record<string, string> = raw.contentType === null ? {} : { 'content-type': raw.contentType };
    return new HttpResponse(new Uint8Array(raw.bytes), { status, headers });
  }
  return body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body as object, { status });
}

/**
 * Creates a mock of the API: a query-aware, deterministic in-memory service and the msw handlers
 * that serve it, for any `baseUrl`. Unless given a `dataset`, it serves what `huddle mock` serves:
 * the simulated season of seed 1 (`createDataset()` of `huddle/league`), built at its first request.
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
  const service = createMockService(options);
  const base = trimmed(options.baseUrl);
  const pushBase = trimmed(options.pushBaseUrl ?? options.baseUrl);
  // Never throws, so msw never answers with a stack: the engine's 400s and 500s are one line.
  const resolve = async ({ request }: { request: Request }) => {
    try {
      return toResponse(
        await service.serve({
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
  // One catch-all handler per base URL: the engine's router says which endpoint a URL is, so
  // msw and the node:http server route alike. What no route matches falls through to msw.
  const bases = [...new Set([base, pushBase])];
  const handlers = bases.map((root) =>
    http.all(`${root}/*`, (info) => (service.routeOf(new URL(info.request.url)) === null ? undefined : resolve(info))),
  );
  return Object.defineProperty(service, 'handlers', { value: handlers, enumerable: true }) as MockApi;
}
