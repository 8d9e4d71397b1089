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
  skip: [
    {
      reason:
        'msw handles only the requests a route of the service matches and lets any other fall through to the next handler or the network: only a server owns every path of its origin',
      cases: ['answers 404 with a JSON body for a path the service does not have'],
    },
  ],
});
