/** The service conformance suite (service.case.ts) against huddle/msw's handlers, in-process. */
import { setupServer } from 'msw/node';
import { createMockApi } from '../../../src/mock/index.ts';
import { runServiceConformance } from './service.case.ts';
import { subscribedIn } from './support/subscribed.ts';

const BASE = 'https://service.example';

// As the spec's words hold of the mock as it is, and of the mock serving the forms the spec leaves open.
for (const latitude of [false, true]) {
  runServiceConformance({
    name: 'huddle/msw',
    latitude,
    start: async () => {
      const api = createMockApi({ baseUrl: BASE, latitude });
      const server = setupServer(...api.handlers);
      server.listen({ onUnhandledFrame: 'error' });
      return { baseUrl: BASE, subscribed: subscribedIn(api), stop: () => server.close() };
    },
  });
}
