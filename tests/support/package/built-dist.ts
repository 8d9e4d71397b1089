/**
 * dist/ for the tests of the built package: built first when it is missing or older than what
 * it is built from (src/, tsup.config.ts, package.json).
 *
 * Those test files run in parallel workers and a build empties dist/ before writing it, so one
 * builds at a time: a lock directory, whose holder builds while the others wait and then find
 * dist/ fresh.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const root = resolve(import.meta.dirname, '../../..');
export const dist = join(root, 'dist');
const lock = join(root, 'node_modules', '.cache', 'huddle-build.lock');
/** A lock older than this was left by a run that died: it is taken over. */
const STALE_LOCK_MS = 5 * 60_000;

/** The newest modification time of a file, or of the files below a folder, in ms. */
function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let time = 0;
  for (const name of readdirSync(path, { recursive: true, encoding: 'utf8' })) {
    time = Math.max(time, statSync(join(path, name)).mtimeMs);
  }
  return time;
}

/** The oldest of the built entry files, in ms (0 when one is missing). */
function builtAt(): number {
  try {
    return Math.min(...['index.js', 'index.cjs', 'index.d.cts'].map((file) => statSync(join(dist, file)).mtimeMs));
  } catch {
    return 0;
  }
}

const stale = () =>
  builtAt() < Math.max(...['src', 'tsup.config.ts', 'package.json'].map((path) => newest(join(root, path))));

function tryLock(): boolean {
  try {
    mkdirSync(lock, { recursive: false });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      mkdirSync(join(lock, '..'), { recursive: true });
      return tryLock();
    }
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

/** Builds dist/ unless it is fresh; returns its path. */
export async function ensureBuilt(): Promise<string> {
  while (stale()) {
    if (!tryLock()) {
      await sleep(250);
      continue;
    }
    try {
      if (stale()) await run('npm', ['run', 'build'], { cwd: root });
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return dist;
}
