/**
 * `huddle mock`: the mock service (`huddle/server`) on a port, for a device, a browser or
 * `huddle query --base-url`. Prints where it is, logs a line per request, and stops cleanly on
 * Ctrl-C or SIGTERM.
 */

import { isHuddleError } from '../../index.js';
import { createDataset, createLeague } from '../../league/index.js';
import { pushRoute, type RequestLogEntry, startMockServer } from '../../server.js';
import { defineCommand, integerOption } from '../args.js';
import { CliError } from '../command.js';
import { isWildcard, lanAddresses, urlOf } from '../mock/addresses.js';
import { clockMode, runClock, speedOf } from '../mock/clock-mode.js';
import { datasetOptions } from '../mock/dataset-options.js';
import { listenError } from '../mock/listen-error.js';
import { type Style, styleFor } from '../style.js';

const DEFAULT_PORT = 4010;
/** `allowedOrigins: …` as `--allowed-origin: …`. */
const flag = (_option: string, what: string) => `--allowed-${what.toLowerCase()}:`;
const EXAMPLE = `/games?fs=id,homeTeam%7Babbr%7D&s=${encodeURIComponent('{"$take":2}')}`;

const help = `huddle mock — serve the mock API on a local port

Usage: huddle mock [--port 4010] [--host 127.0.0.1] [--seed N] [--seasons N] [--latency ms]
                   [--clock manual|realtime|fast] [--start TIMESTAMP]
                   [--allowed-origin ORIGIN]... [--allowed-host HOST]...

Serves every endpoint of the service from a deterministic dataset (the same seed
gives the same records), with the query engine applying fs and s as the service
would. Pages on a loopback origin (http://localhost:5173, http://127.0.0.1:3000)
may call it across origins; other pages may not drive it (403 on /_mock/*, writes
and preflights), nor read its answers, and a Host that is not localhost, an IP
address or allowed is refused (DNS rebinding). Prints the base URL, the push call's path and an example
query, then one line per request (time, method, path, status, milliseconds).
Ctrl-C or SIGTERM stops it (exit code 0).

Without --clock, the season is seen after its last game. With --clock, it plays out:
every answer is as of the mock's clock (scores, game states, drives so far, standings
after finals), and as the clock moves, each kickoff, score, close game, overtime, final,
news story and injury report is pushed to the devices whose groups take it. A device
registers its platform and receives its pushes as Server-Sent Events at
GET /_mock/push/{app}/{device}?platform=aps|data|toast (see huddle listen); POST
/_mock/clock with {"advance": "15m"} or {"set": TIMESTAMP} moves the clock by hand.

Options:
      --port N        port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
      --host ADDR     interface (default 127.0.0.1; 0.0.0.0 for every interface, to
                      reach it from a phone on the same network)
      --seed N        seed of the generated dataset (default 1)
      --seasons N     seasons of games to generate, 1 to 200 (default 1)
      --latency MS    milliseconds every answer waits (default 0)
      --clock MODE    play the season out: manual (the clock moves only when told),
                      realtime, or fast (10 minutes of league time per second)
      --start TIME    where the clock starts (default: just before the first kickoff)
      --allowed-origin ORIGIN
                      another origin whose pages may call it, such as
                      http://192.168.1.20:5173 (repeatable)
      --allowed-host HOST
                      another name it answers to, such as mybox.lan, or
                      .example.test for a domain and its subdomains (repeatable)
  -h, --help          show this help

Examples:
  huddle mock
  huddle mock --host 0.0.0.0 --port 8080 --seed 7
  huddle mock --clock fast
  huddle query games --take 3 --base-url http://127.0.0.1:4010
`;

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
  row('push stream', `GET ${url}/_mock/push/{app}/{device}?platform=aps|data|toast`);
  if (clock !== null) row('clock', `${clock} (POST ${url}/_mock/clock moves it)`);
  lines.push(style.dim('Ctrl-C stops it.'), '');
  return lines.join('\n');
}

/** `huddle mock`. */
export const mockCommand = defineCommand({
  name: 'mock',
  summary: 'serve the mock API on a local port (for a device, a browser or huddle query)',
  help,
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    seed: { type: 'string' },
    seasons: { type: 'string' },
    latency: { type: 'string' },
    clock: { type: 'string' },
    start: { type: 'string' },
    'allowed-origin': { type: 'string', multiple: true },
    'allowed-host': { type: 'string', multiple: true },
  },
  async run(context, parsed) {
    const { values } = parsed;
    const port = integerOption('mock', 'port', values.port, DEFAULT_PORT);
    if (port > 65_535) throw new CliError(`huddle mock: --port must be from 0 to 65535, got ${port}`);
    const host = values.host ?? '127.0.0.1';
    const latency = integerOption('mock', 'latency', values.latency, 0);
    const dataset = datasetOptions('mock', values);
    const mode = values.clock === undefined ? null : clockMode(values.clock);
    if (values.start !== undefined && mode === null) throw new CliError('huddle mock: --start needs --clock');
    const start = values.start === undefined ? undefined : Date.parse(values.start);
    if (start !== undefined && !Number.isFinite(start)) {
      throw new CliError(`huddle mock: --start must be a timestamp, got ${JSON.stringify(values.start)}`);
    }
    const style = styleFor(context.env, context.stdout);

    // Listen for Ctrl-C before starting, so that no signal in between is lost.
    const interrupted = context.untilInterrupted();
    const server = await startMockServer({
      port,
      host,
      latency,
      ...(mode === null ? { dataset: createDataset(dataset) } : { league: createLeague(dataset) }),
      ...(start !== undefined && { clock: start }),
      ...(values['allowed-origin'] !== undefined && { allowedOrigins: values['allowed-origin'] }),
      ...(values['allowed-host'] !== undefined && { allowedHosts: values['allowed-host'] }),
      log: (_line, entry) => context.stdout.write(requestLine(entry, style)),
    }).catch((error: unknown) => {
      // An allowed origin or host that is none, named by its flag.
      if (isHuddleError(error)) throw new CliError(`huddle mock: ${error.message.replace(/^allowed(\w+?)s:/, flag)}`);
      throw listenError('mock', error, host, port);
    });
    const games = server.service.dataset.games.length;
    const summary = `seed ${dataset.seed}, ${dataset.seasons} ${dataset.seasons === 1 ? 'season' : 'seasons'} (${games} games)${latency > 0 ? `, ${latency} ms latency` : ''}`;
    const speed = mode === null ? null : speedOf(mode);
    const clock =
      mode === null
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
