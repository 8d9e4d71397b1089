/**
 * A runtime of the matrix, fetched from npm the first time a run needs it: `npm install` of its
 * pinned spec into node_modules/.cache/huddle-runtimes/<spec>/, kept between runs. Test files run
 * in parallel workers, and two may want the same runtime: each install holds a lock, and whoever
 * waited finds it installed.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { root } from '../support/package/built-dist.ts';
import { withFolderLock } from '../support/package/folder-lock.ts';
import type { Runtime } from './runtimes.ts';

const run = promisify(execFile);

const cache = join(root, 'node_modules', '.cache', 'huddle-runtimes');

/**
 * A hang guard for a hook that may fetch a runtime (tens of MB each) on a slow network and a busy
 * machine, not a measure: nothing asserts how long it took.
 */
export const FIRST_INSTALL_GUARD = 20 * 60_000;

/** The path of the runtime's binary, installed first when the cache lacks it. */
export async function installedRuntime(runtime: Runtime): Promise<string> {
  const { spec } = runtime;
  if (spec === undefined) return join(root, 'node_modules', '.bin', runtime.bin);
  const folder = join(cache, spec);
  const binary = join(folder, 'node_modules', '.bin', runtime.bin);
  // Written once the install has finished: a folder without it is an install that died.
  const done = join(folder, 'installed');
  const installed = () => existsSync(done) && existsSync(binary);
  if (installed()) return binary;
  await withFolderLock(`${folder}.lock`, async () => {
    if (installed()) return;
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
    await run('npm', ['install', '--prefix', folder, spec, '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: folder,
    });
    if (!existsSync(binary)) {
      throw new Error(
        `npm install ${spec} made no ${binary}: its install script (which fetches the binary) did not run`,
      );
    }
    await writeFile(done, `${spec}\n`);
  });
  return binary;
}

/** The first line `<binary> --version` prints. */
export async function printedVersion(binary: string): Promise<string> {
  const { stdout } = await run(binary, ['--version']);
  return stdout.split('\n')[0] ?? '';
}
