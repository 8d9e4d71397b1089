/**
 * Answers the client's GETs with hand-written bodies served by msw, for the conformance tests of
 * what the client reads: each test says which body a path answers, and any request it did not
 * expect fails (`onUnhandledFrame: 'error'`). Bodies are written from the spec's words, never
 * built from huddle's tables.
 */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createClient } from '../../../../src/index.ts';

/** The service's base address in these tests: `{base_url}`. */
const BASE = 'https://service.test';

/** The bodies a test serves. */
export interface Served {
  /** Answers every GET of `path` (below {@link BASE}, whatever its query) with `body` as JSON, until the test ends. */
  answer(path: string, body: unknown): void;
}

/** msw for the tests of the calling file, its handlers reset after each test. */
export function useServedBodies(): Served {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    answer(path, body) {
      server.use(http.get(`${BASE}${path}`, () => HttpResponse.json(body as never)));
    },
  };
}

/** The typed client of the service at {@link BASE}, validating every answer (its default). */
export const client = createClient({ baseUrl: BASE, retry: 0 });
