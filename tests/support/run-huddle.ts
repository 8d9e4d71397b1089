/** Spawns the packed `huddle` binary and collects what it wrote and how it exited. */
import { spawn } from 'node:child_process';
import { inject } from 'vitest';

export interface HuddleRun {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface HuddleRunOptions {
  /** Written to the command's stdin, which is then closed. */
  readonly stdin?: string;
  /** Added to the environment (NO_COLOR and FORCE_COLOR are cleared unless given here). */
  readonly env?: Record<string, string>;
  /** The working directory; the packed project by default. */
  readonly cwd?: string;
  /** Kill the command after this many milliseconds; 20 s by default. */
  readonly timeout?: number;
}

/** Runs `huddle ...args` to completion. */
export function runHuddle(args: readonly string[], options: HuddleRunOptions = {}): Promise<HuddleRun> {
  const child = startHuddle(args, options);
  if (options.stdin !== undefined) child.stdin.end(options.stdin);
  else child.stdin.end();
  return completion(child);
}

/** Starts `huddle ...args` and leaves it running, for commands that serve until stopped. */
export function startHuddle(args: readonly string[], options: HuddleRunOptions = {}) {
  const { NO_COLOR: _noColor, FORCE_COLOR: _forceColor, ...env } = process.env;
  const child = spawn(inject('huddleBin'), [...args], {
    cwd: options.cwd ?? inject('packedProject'),
    env: { ...env, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeout ?? 20_000);
  child.once('exit', () => clearTimeout(timer));
  return child;
}

/** Waits for a started command to exit. */
export function completion(child: ReturnType<typeof startHuddle>): Promise<HuddleRun> {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}
