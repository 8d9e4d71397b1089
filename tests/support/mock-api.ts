/** A mock API served by msw for the tests of one file, reset after each test, and a client of it. */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createClient } from '../../src/index.ts';
import { createMockApi } from '../../src/mock/index.ts';

export function useMockApi(baseUrl: string) {
  const api = createMockApi({ baseUrl });
  const server = setupServer(...api.handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => api.reset());
  afterAll(() => server.close());
  return { api, client: createClient({ baseUrl, token: 'token', retry: 0 }) };
}
