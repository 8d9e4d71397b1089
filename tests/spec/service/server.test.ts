/**
 * The service conformance suite (service.case.ts) against huddle/server's `node:http` server on
 * 127.0.0.1, a device's subscription read over the wire too (the server's `/_mock/push` routes).
 */
import { startMockServer } from '../../../src/mock/server/index.ts';
import { runServiceConformance } from './service.case.ts';
import { subscribedOver } from './support/subscribed.ts';

// As the spec's words hold of the mock as it is, and of the mock serving the forms the spec leaves open.
for (const latitude of [false, true]) {
  runServiceConformance({
    name: 'huddle/server',
    latitude,
    start: async () => {
      const server = await startMockServer({ host: '127.0.0.1', latitude });
      return { baseUrl: server.url, subscribed: subscribedOver(server.url), stop: () => server.close() };
    },
  });
}
