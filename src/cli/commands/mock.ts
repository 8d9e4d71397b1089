/**
 * `huddle mock`: the mock service (`huddle/server`) on a port, for a device, a browser or
 * `huddle query --base-url`. Prints where it is, logs a line per request, and stops cleanly on
 * Ctrl-C or SIGTERM.
 */

import { isHuddleError } from '../../index.js';
import { createDataset, createLeague } from '../../league/index.js';
import {
  MOCK_ROUTE_PREFIX,
  mockRoutes,
  pushRoute,
  type RequestLogEntry,
  startMockServer,
} from '../../mock/server/index.js';
import { defineCommand } from '../define-command.js';
import { CliError } from '../errors/cli-error.js';
import { isWildcard, lanAddresses, urlOf } from '../mock/addresses.js';
import { CLOCK_MODES, runClock, speedOf } from '../mock/clock-mode.js';
import { datasetDeclarations, datasetOptions } from '../mock/dataset-options.js';
import { listenError } from '../mock/listen-error.js';
import { type Style, styleFor } from '../style.js';

const DEFAULT_PORT = 4010;
/** `allowedOrigins: …` as `--allowed-origin: …`. */
const flag = (_option: string, what: string) => `--allowed-${what.toLowerCase()}:`;
const EXAMPLE = `/games?fs=id,homeTeam%7Babbr%7D&s=${encodeURIComponent('{"$take":2}')}`;

/** The time of day, `HH:MM:SS.mmm`, local. */
function clock(date = new Date()): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${String(date.getMilliseconds()).padStart(3, '0')}`;
}

/** One request's log line. */
export function requestLine(entry: RequestLogEntry, style: Style, at = new Date()): string {
  const colour = entry.status >= 500 ? style.red : entry.status >= 400 ? style.yellow : style.green;
  return `${style.dim(clock(at))}  ${entry.method.padEnd(7)} ${entry.path}  ${colour(String(entry.status))}  ${entry.milliseconds.toFixed(1)} ms\n`;
}

/** The lines printed once the server listens. */
function banner(url: string, host: string, port: number, style: Style, summary: string, clock: string | null): string {
  const lines = [`${style.bold('huddle mock')} — ${summary}`];
  const row = (label: string, value: string) => lines.push(`  ${label.padEnd(13)} ${value}`);
  if (isWildcard(host)) {
    const lan = lanAddresses();
    for (const address of lan) row('from a phone', urlOf(address, port));
    if (lan.length === 0) row('from a phone', style.dim('(no network address found on this machine)'));
    row('this machine', url);
  } else {
    row('query base', url);
  }
  row('push call', `${pushRoute.method} ${url}${pushRoute.path}`);
  row('example', `${url}${EXAMPLE}`);
  row('push stream', `GET ${url}${mockRoutes.stream.template}?platform=aps|data|toast`);
  if (clock !== null) row('clock', `${clock} (POST ${url}${mockRoutes.clock.template} moves it)`);
  lines.push(style.dim('Ctrl-C stops it.'), '');
  return lines.join('\n');
}

/** `huddle mock`. */
export const mockCommand = defineCommand({
  name: 'mock',
  summary: 'serve the mock API on a local port (for a device, a browser or huddle query)',
  description: `
Serves every endpoint of the service from a deterministic dataset (the same seed
gives the same records), with the query engine applying fs and s as the service
would. Pages on a loopback origin (http://localhost:5173, http://127.0.0.1:3000)
may call it across origins; other pages may not drive it (403 on ${MOCK_ROUTE_PREFIX}/*, writes
and preflights), nor read its answers, and a Host that is not localhost, an IP
address or allowed is refused (DNS rebinding). Prints the base URL, the push call's
path and an example query, then one line per request (time, method, path, status,
milliseconds). Ctrl-C or SIGTERM stops it (exit code 0).

Without --clock, the season is seen after its last game. With --clock, it plays out:
every answer is as of the mock's clock (scores, game states, drives so far, standings
after finals), and as the clock moves, each kickoff, score, close game, overtime, final,
news story and injury report is pushed to the devices whose groups take it. A device
registers its platform and receives its pushes as Server-Sent Events at
GET ${mockRoutes.stream.template}?platform=aps|data|toast (see huddle listen); POST
${mockRoutes.clock.template} with {"advance": "15m"} or {"set": TIMESTAMP} moves the clock by hand.`,
  options: {
    port: {
      type: 'integer',
      value: 'N',
      range: [0, 65_535],
      default: DEFAULT_PORT,
      description: 'port to listen on; 0 picks a free one',
    },
    host: {
      type: 'string',
      value: 'ADDR',
      default: '127.0.0.1',
      description: 'interface; 0.0.0.0 for every interface, to reach it from a phone on the same network',
    },
    ...datasetDeclarations,
    latency: { type: 'integer', value: 'MS', default: 0, description: 'milliseconds every answer waits' },
    clock: {
      type: 'string',
      value: 'MODE',
      choices: CLOCK_MODES,
      description:
        'play the season out: manual (the clock moves only when told), realtime, or fast (10 minutes of league time per second)',
    },
    start: {
      type: 'string',
      value: 'TIME',
      description: 'where the clock starts (default: just before the first kickoff)',
    },
    'allowed-origin': {
      type: 'string',
      value: 'ORIGIN',
      repeatable: true,
      description: 'another origin whose pages may call it, such as http://192.168.1.20:5173',
    },
    'allowed-host': {
      type: 'string',
      value: 'HOST',
      repeatable: true,
      description: 'another name it answers to, such as mybox.lan, or .example.test for a domain and its subdomains',
    },
  },
  examples: [
    'huddle mock',
    'huddle mock --host 0.0.0.0 --port 8080 --seed 7',
    'huddle mock --clock fast',
    'huddle query games --take 3 --base-url http://127.0.0.1:4010',
  ],
  async run(context, { values }) {
    const { port, host, latency, clock: mode } = values;
    const dataset = datasetOptions(values);
    if (values.start !== undefined && mode === undefined) throw new CliError('--start needs --clock');
    const start = values.start === undefined ? undefined : Date.parse(values.start);
    if (start !== undefined && !Number.isFinite(start)) {
      throw new CliError(`--start must be a timestamp, got ${JSON.stringify(values.start)}`);
    }
    const style = styleFor(context.env, context.stdout);

    // Listen for Ctrl-C before starting, so that no signal in between is lost.
    const interrupted = context.untilInterrupted();
    const server = await startMockServer({
      port,
      host,
      latency,
      ...(mode === undefined ? { dataset: createDataset(dataset) } : { league: createLeague(dataset) }),
      ...(start !== undefined && { clock: start }),
      allowedOrigins: values['allowed-origin'],
      allowedHosts: values['allowed-host'],
      log: (_line, entry) => context.stdout.write(requestLine(entry, style)),
    }).catch((error: unknown) => {
      // An allowed origin or host that is none, named by its flag.
      if (isHuddleError(error)) throw new CliError(error.message.replace(/^allowed(\w+?)s:/, flag));
      throw listenError(error, host, port);
    });
    const games = server.service.dataset.games.length;
    const summary = `seed ${dataset.seed}, ${dataset.seasons} ${dataset.seasons === 1 ? 'season' : 'seasons'} (${games} games)${latency > 0 ? `, ${latency} ms latency` : ''}`;
    const speed = mode === undefined ? null : speedOf(mode);
    const clock =
      mode === undefined
        ? null
        : `${mode}${speed !== null && speed > 1 ? ` (×${speed})` : ''}, at ${new Date(server.service.clock.now()).toISOString()}`;
    context.stdout.write(banner(server.url, host, server.port, style, summary, clock));
    const stopClock = speed === null ? () => {} : runClock(speed, (ms) => server.service.clock.advance(ms));

    const signal = await interrupted;
    stopClock();
    context.stdout.write(`huddle mock: ${signal}, stopping\n`);
    await server.close();
    context.stdout.write('huddle mock: stopped\n');
    return 0;
  },
});
