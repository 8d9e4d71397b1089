/**
 * `huddle mock --proxy URL [--record DIR]`: the recording proxy (`startMockProxy` of
 * `huddle/server`) on a port, printing one line per request and one per drift, until Ctrl-C or
 * SIGTERM; then what it recorded.
 */
import { isHuddleError } from '../../../index.js';
import { type Drift, type RequestLogEntry, startMockProxy } from '../../../mock/server/index.js';
import type { CliContext } from '../../core/context.js';
import { CliError } from '../../core/errors/cli-error.js';
import type { Style } from '../../output/style.js';
import { listenError } from './listen-error.js';

/** `1 answer`, `2 answers`. */
export const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The longest value a drift line quotes. */
const SHOWN = 60;

/** A drift's line: where (resource and JSON path), the value found, what the model expected, and the request. */
function driftLine(drift: Drift, style: Style): string {
  const json = drift.value === undefined ? 'missing' : (JSON.stringify(drift.value) ?? String(drift.value));
  const value = json.length > SHOWN ? `${json.slice(0, SHOWN)}…` : json;
  return `${style.yellow('drift')}  ${drift.resource} ${drift.path} = ${value}  (${drift.message})  ${style.dim(`${drift.method} ${drift.url}`)}\n`;
}

/** What `runProxy` needs of the command's flags. */
export interface ProxyFlags {
  readonly proxy: string;
  readonly record: string | undefined;
  readonly port: number;
  readonly host: string;
  readonly 'allowed-origin': readonly string[];
  readonly 'allowed-host': readonly string[];
}

/** Runs the proxy until interrupted; the exit code. */
export async function runProxy(
  context: CliContext,
  flags: ProxyFlags,
  style: Style,
  requestLine: (entry: RequestLogEntry, style: Style) => string,
): Promise<number> {
  const { port, host } = flags;
  const interrupted = context.untilInterrupted();
  const proxy = await startMockProxy({
    upstream: flags.proxy,
    ...(flags.record !== undefined && { record: flags.record }),
    port,
    host,
    allowedOrigins: flags['allowed-origin'],
    allowedHosts: flags['allowed-host'],
    log: (_line, entry) => context.stdout.write(requestLine(entry, style)),
    onDrift: (drift) => context.stdout.write(driftLine(drift, style)),
    onError: (error) =>
      context.stderr.write(`huddle mock: ${error instanceof Error ? error.message : String(error)}\n`),
  }).catch((error: unknown) => {
    if (isHuddleError(error)) {
      throw new CliError(error.message.replace(/^upstream /, '--proxy ').replace(/^allowed(\w+?)s:/, '--allowed-$1:'));
    }
    throw listenError(error, host, port);
  });
  const recording = flags.record === undefined ? '' : `, recording into ${flags.record}`;
  context.stdout.write(
    [
      `${style.bold('huddle mock')} — proxy to ${proxy.upstream}${recording}`,
      `  ${'query base'.padEnd(13)} ${proxy.url}`,
      `  ${'upstream'.padEnd(13)} ${proxy.upstream}`,
      style.dim('Each 200 answer of a query is checked against the model; a line "drift" tells where it does not fit.'),
      style.dim('Ctrl-C stops it.'),
      '',
    ].join('\n'),
  );
  const signal = await interrupted;
  context.stdout.write(`huddle mock: ${signal}, stopping\n`);
  try {
    await proxy.close();
  } catch (error) {
    throw new CliError(`could not write the recording into ${flags.record}: ${(error as Error).message}`);
  }
  const counts = proxy.recorded();
  if (counts !== null) {
    const withoutId =
      counts.withoutId === 0
        ? ''
        : ` (${count(counts.withoutId, 'record')} without an id: replayed in their answers only)`;
    context.stdout.write(
      `huddle mock: recorded ${count(counts.answers, 'answer')} and ${count(counts.records, 'record')} into ${flags.record}${withoutId}; serve them with huddle mock --dataset ${flags.record}\n`,
    );
  }
  context.stdout.write('huddle mock: stopped\n');
  return 0;
}
