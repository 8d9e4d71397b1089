/**
 * dist/ for the tests of the built package: built first when it is missing or older than what
 * it is built from (src/, tsup.config.ts, package.json).
 *
 * Those test files run in parallel workers and a build empties dist/ before writing it, so one
 * builds at a time: a lock (folder-lock.ts), whose holder builds while the others wait and then
 * find dist/ fresh.
 */
import { execFile } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { withFolderLock } from './folder-lock.ts';

const run = promisify(execFile);

export const root = resolve(import.meta.dirname, '../../..');
export const dist = join(root, 'dist');
const lock = join(root, 'node_modules', '.cache', 'huddle-build.lock');

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

/** Builds dist/ unless it is fresh; returns its path. */
export async function ensureBuilt(): Promise<string> {
  if (stale()) {
    await withFolderLock(lock, async () => {
      if (stale()) await run('npm', ['run', 'build'], { cwd: root });
    });
  }
  return dist;
}
