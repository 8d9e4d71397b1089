/**
 * Spawns the packed `huddle` binary and collects what it wrote and how it exited. A test file that
 * imports it waits, before its first test, for the packed project of the run (packed by the first
 * file that asks: tests/support/package/packed-project.ts).
 */
import { spawn } from 'node:child_process';
import { beforeAll } from 'vitest';
import { type PackedProject, packedProject } from './packed-project.ts';

let packed: PackedProject | undefined;
// Packing builds huddle first: minutes on a busy machine, where the hook timeout is a hang guard.
beforeAll(async () => {
  packed = await packedProject();
}, 300_000);

function installed(): PackedProject {
  if (packed === undefined) throw new Error('run-huddle: the packed project is made before the first test');
  return packed;
}

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
  /**
   * Kill the command after this many milliseconds, so a hung one does not outlive the run: a
   * cleanup past the hang guard, not a measure (docs/testing.md, no deadlines); 5 min by default.
   */
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
  const { bin, project } = installed();
  const child = spawn(bin, [...args], {
    cwd: options.cwd ?? project,
    env: { ...env, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeout ?? 300_000);
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
