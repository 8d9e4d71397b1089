/**
 * Runs `huddle` in-process through `runCli(argv, io)`, with buffered streams: the same answers
 * as the packed binary (`run-huddle.ts`) without a process per run. `startHuddle` gives a handle
 * shaped like a child process (its streams, `kill`, `close`), so that a test reads the same either way.
 */
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { runCli } from '../../../src/cli/core/main.ts';
import type { HuddleRun, HuddleRunOptions } from '../package/run-huddle.ts';

export type { HuddleRun } from '../package/run-huddle.ts';

/** A running in-process `huddle`: its output streams, a `kill` that interrupts it, and its end. */
export interface InProcessHuddle extends EventEmitter {
  readonly stdin: PassThrough;
  readonly stdout: PassThrough;
  readonly stderr: PassThrough;
  /** As a signal would: the command's `untilInterrupted` resolves with it. */
  kill(signal?: NodeJS.Signals): boolean;
}

/** The environment a spawned binary would get: this process's, without the colour switches, plus `env`. */
function environment(env: Record<string, string> = {}): Record<string, string | undefined> {
  const { NO_COLOR: _noColor, FORCE_COLOR: _forceColor, ...inherited } = process.env;
  return { ...inherited, ...env };
}

/** Options of an in-process run: a spawned binary's, and a terminal it can be given. */
export interface InProcessOptions extends HuddleRunOptions {
  /** Stdout is a terminal this wide (`isTTY`), as a reader's would be; a pipe when absent. */
  readonly terminal?: { readonly columns: number };
}

/** Starts `huddle ...args` in-process and leaves it running. */
export function startHuddle(args: readonly string[], options: InProcessOptions = {}): InProcessHuddle {
  const child = new EventEmitter() as InProcessHuddle & { stdin: PassThrough };
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  if (options.terminal !== undefined) Object.assign(stdout, { isTTY: true, columns: options.terminal.columns });
  const stderr = new PassThrough();
  let interrupt: (signal: string) => void = () => {};
  const interrupted = new Promise<string>((resolve) => {
    interrupt = resolve;
  });
  Object.assign(child, {
    stdin,
    stdout,
    stderr,
    kill: (signal: NodeJS.Signals = 'SIGTERM') => {
      interrupt(signal);
      return true;
    },
  });
  void runCli(args, {
    stdin,
    stdout,
    stderr,
    env: environment(options.env),
    cwd: options.cwd ?? process.cwd(),
    untilInterrupted: () => interrupted,
  }).then(
    (code) => {
      stdout.end();
      stderr.end();
      // After the streams have given what they hold, as a child's 'close' comes after its output.
      setImmediate(() => {
        child.emit('exit', code, null);
        child.emit('close', code, null);
      });
    },
    (error: unknown) => child.emit('error', error),
  );
  return child;
}

/** Waits for a started command to end. */
export function completion(child: InProcessHuddle): Promise<HuddleRun> {
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code: number, signal: NodeJS.Signals | null) => resolve({ code, signal, stdout, stderr }));
  });
}

/** Runs `huddle ...args` in-process to completion, `options.stdin` as its input. */
export function runHuddle(args: readonly string[], options: InProcessOptions = {}): Promise<HuddleRun> {
  const child = startHuddle(args, options);
  const done = completion(child);
  child.stdin.end(options.stdin);
  return done;
}
