/**
 * The packed tarball installed into an empty project, for the tests of the `huddle` binary: made
 * once per run, by the first test file that asks, while the other workers go on with their tests.
 *
 * The build is the one `ensureBuilt` makes (under its lock, so no other test of the built package
 * sees dist/ half written); `npm pack` then packs it as `npm publish` would, without building it a
 * second time (`--ignore-scripts` skips only `prepare`, which is that build). The folder comes from
 * tests/cli/packed.setup.ts, which removes it when the run ends.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { ensureBuilt, root } from './built-dist.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An empty folder of this run, where the first test file that needs it installs the tarball. */
    packedFolder: string;
  }
}

const run = promisify(execFile);

/** Where the packed package is installed, and its `huddle` binary. */
export interface PackedProject {
  readonly project: string;
  readonly bin: string;
}

async function pack(folder: string): Promise<void> {
  await ensureBuilt();
  const packs = join(folder, 'packs');
  const app = join(folder, 'app');
  await mkdir(packs, { recursive: true });
  await run('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', packs], { cwd: root });
  const [tarball] = (await readdir(packs)).filter((name) => name.endsWith('.tgz'));
  if (tarball === undefined) throw new Error(`npm pack wrote no tarball into ${packs}`);
  await mkdir(app, { recursive: true });
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(packs, tarball)], { cwd: app });
}

let packed: Promise<PackedProject> | undefined;

/** The packed project of this run, packed and installed by the first caller of any worker. */
export function packedProject(): Promise<PackedProject> {
  packed ??= (async () => {
    const folder = inject('packedFolder');
    const ready = join(folder, 'ready');
    const failed = join(folder, 'failed');
    let mine = false;
    try {
      mkdirSync(join(folder, 'lock'));
      mine = true;
    } catch {
      // Another worker packs: wait for it.
    }
    if (mine) {
      try {
        await pack(folder);
        await writeFile(ready, '');
      } catch (error) {
        await writeFile(failed, String(error));
        throw error;
      }
    } else {
      while (!existsSync(ready)) {
        if (existsSync(failed)) throw new Error('packing huddle failed in another test file (see its error)');
        await sleep(200);
      }
    }
    return { project: join(folder, 'app'), bin: join(folder, 'app', 'node_modules', '.bin', 'huddle') };
  })();
  return packed;
}
