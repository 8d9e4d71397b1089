/**
 * The service conformance suite (service.case.ts) against huddle/server's `node:http` server on
 * 127.0.0.1, a device's subscription read over the wire too (the server's `/_mock/push` routes).
 */
import { startMockServer } from '../../../src/mock/server/index.ts';
import { runServiceConformance } from './service.case.ts';
import { subscribedOver } from './support/subscribed.ts';

// One line per variant: `true` runs the suite again with the mock's latitude (`startMockServer({ latitude })`).
for (const latitude of [false]) {
  runServiceConformance({
    name: 'huddle/server',
    latitude,
    start: async () => {
      const server = await startMockServer({ host: '127.0.0.1' });
      return { baseUrl: server.url, subscribed: subscribedOver(server.url), stop: () => server.close() };
    },
  });
}
