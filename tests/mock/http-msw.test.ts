/** The shared HTTP suite (http.case.ts) against the msw handlers, in-process. */
import { setupServer } from 'msw/node';
import { createDataset } from '../../src/league/index.ts';
import { createMockApi } from '../../src/mock/index.ts';
import { runMockHttpSuite } from './http.case.ts';

const BASE = 'https://mock.example';

runMockHttpSuite({
  start: async () => {
    const api = createMockApi({ baseUrl: BASE, dataset: createDataset() });
    const server = setupServer(...api.handlers);
    server.listen({ onUnhandledFrame: 'error' });
    return { baseUrl: BASE, service: api, stop: () => server.close() };
  },
});
