/**
 * `npm start`: the mock service on a free loopback port, and the tour against it over HTTP.
 */
import { createDataset } from 'huddle/league';
import { startMockServer } from 'huddle/server';
import { tour } from './tour.ts';

const server = await startMockServer({ dataset: createDataset({ seed: 1 }) });
console.log(`huddle tour — the mock service at ${server.url}`);
try {
  await tour(server.url);
  console.log(
    `\nThe device's groups as the service recorded them: ${JSON.stringify(server.service.groupsOf('huddle-demo', 'device-1'))}`,
  );
} finally {
  await server.close();
}
