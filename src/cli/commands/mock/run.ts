/**
 * `huddle mock`: the mock service (`huddle/server`) on a port, for a device, a browser or
 * `huddle query --base-url`. Prints where it is, logs a line per request, and stops cleanly on
 * Ctrl-C or SIGTERM.
 */

import { isHuddleError } from '../../../index.js';
import { createDataset, createLeague } from '../../../league/index.js';
import {
  loadRecording,
  mockRoutes,
  pushRoute,
  type RequestLogEntry,
  startMockServer,
} from '../../../mock/server/index.js';
import type { CommandRun } from '../../core/declaration.js';
import { CliError } from '../../core/errors/cli-error.js';
import { type Style, styleFor } from '../../output/style.js';
import { datasetOptions } from '../../shared/dataset-options.js';
import { pushPlatformNames } from '../../shared/library-names.js';
import { isWildcard, lanAddresses, urlOf } from './addresses.js';
import { runClock, speedOf } from './clock-mode.js';
import type { mockDeclaration } from './declaration.js';
import { listenError } from './listen-error.js';
import { count, runProxy } from './proxy-mode.js';
import { checkSources } from './sources.js';

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
  row('push stream', `GET ${url}${mockRoutes.stream.template}?platform=${pushPlatformNames.join('|')}`);
  if (clock !== null) row('clock', `${clock} (POST ${url}${mockRoutes.clock.template} moves it)`);
  lines.push(style.dim('Ctrl-C stops it.'), '');
  return lines.join('\n');
}

/** `huddle mock`, once its arguments are read: loaded only when it runs. */
export const run: CommandRun<typeof mockDeclaration.options> = async (context, { values }) => {
  const { port, host, latency, latitude, clock: mode } = values;
  checkSources(values);
  const style = styleFor(context.env, context.stdout);
  if (values.proxy !== undefined) return runProxy(context, { ...values, proxy: values.proxy }, style, requestLine);
  const recording =
    values.dataset === undefined
      ? undefined
      : await loadRecording(values.dataset).catch((error: unknown) => {
          throw isHuddleError(error) ? new CliError(error.message) : error;
        });
  const dataset = datasetOptions(values);
  if (values.start !== undefined && mode === undefined) throw new CliError('--start needs --clock');
  const start = values.start === undefined ? undefined : Date.parse(values.start);
  if (start !== undefined && !Number.isFinite(start)) {
    throw new CliError(`--start must be a timestamp, got ${JSON.stringify(values.start)}`);
  }

  // Listen for Ctrl-C before starting, so that no signal in between is lost.
  const interrupted = context.untilInterrupted();
  const server = await startMockServer({
    port,
    host,
    latency,
    latitude,
    ...(recording !== undefined
      ? { recording }
      : mode === undefined
        ? { dataset: createDataset(dataset) }
        : { league: createLeague(dataset) }),
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
  const served =
    recording === undefined
      ? `seed ${dataset.seed}, ${dataset.seasons} ${dataset.seasons === 1 ? 'season' : 'seasons'}`
      : `recording ${values.dataset}, ${count(recording.answers.length, 'recorded answer')}`;
  const summary = `${served} (${games} games)${latency > 0 ? `, ${latency} ms latency` : ''}${latitude ? ', latitude' : ''}`;
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
};
