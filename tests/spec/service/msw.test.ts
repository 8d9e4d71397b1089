/** The service conformance suite (service.case.ts) against huddle/msw's handlers, in-process. */
import { setupServer } from 'msw/node';
import { createMockApi } from '../../../src/mock/index.ts';
import { runServiceConformance } from './service.case.ts';
import { subscribedIn } from './support/subscribed.ts';

const BASE = 'https://service.example';

// One line per variant: `true` runs the suite again with the mock's latitude (`createMockApi({ latitude })`).
for (const latitude of [false]) {
  runServiceConformance({
    name: 'huddle/msw',
    latitude,
    start: async () => {
      const api = createMockApi({ baseUrl: BASE });
      const server = setupServer(...api.handlers);
      server.listen({ onUnhandledFrame: 'error' });
      return { baseUrl: BASE, subscribed: subscribedIn(api), stop: () => server.close() };
    },
  });
}
