/**
 * `npm run mock-server [-- --port 4010 --seed 1 --seasons 1]`: the mock service on 127.0.0.1 for
 * a device or a browser, CORS open, one line per request. Stop it with Ctrl-C.
 */
import { parseArgs } from 'node:util';
import { startMockServer } from './http.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string', default: '1' },
    seasons: { type: 'string', default: '1' },
  },
});
const server = await startMockServer({
  port: Number(values.port),
  host: values.host,
  dataset: { seed: Number(values.seed), seasons: Number(values.seasons) },
  log: (entry) => console.log(`${new Date().toISOString()} ${entry}`),
});
console.log(`huddle mock service at ${server.url} (seed ${values.seed}); try ${server.url}/games?fs=id,homeTeam{abbr}`);
process.on('SIGINT', () => void server.close().then(() => process.exit(0)));
