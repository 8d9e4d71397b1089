/** The service conformance suite (service.case.ts) against huddle/server's `node:http` server on 127.0.0.1. */
import { startMockServer } from '../../../src/mock/server/index.ts';
import { runServiceConformance } from './service.case.ts';
import { subscribedIn } from './support/subscribed.ts';

// One line per variant: `true` runs the suite again with the mock's latitude (`startMockServer({ latitude })`).
for (const latitude of [false]) {
  runServiceConformance({
    name: 'huddle/server',
    latitude,
    start: async () => {
      const server = await startMockServer({ host: '127.0.0.1' });
      return { baseUrl: server.url, subscribed: subscribedIn(server.service), stop: () => server.close() };
    },
  });
}
