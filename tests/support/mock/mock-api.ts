/** A mock API served by msw for the tests of one file, reset after each test, and a client of it. */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createClient } from '../../../src/index.ts';
import { createDataset } from '../../../src/league/index.ts';
import { createMockApi } from '../../../src/mock/index.ts';

/**
 * The mock over the simulated season of seed 1 (what these tests assert on: 32 teams, 272
 * games), the default of every mock, given here so that it is built before the first test.
 */
export function useMockApi(baseUrl: string) {
  const api = createMockApi({ baseUrl, dataset: createDataset({ seed: 1 }) });
  const server = setupServer(...api.handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => api.reset());
  afterAll(() => server.close());
  return { api, client: createClient({ baseUrl, token: 'token', retry: 0 }) };
}
