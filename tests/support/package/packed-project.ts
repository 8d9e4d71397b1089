/**
 * The packed tarball installed into an empty project, for the tests of the `huddle` binary: made
 * once per run, by the first test file that asks, while the other workers go on with their tests.
 *
 * The packing and installing are install-tarball.ts's (the build `ensureBuilt` makes, under its
 * lock, packed without a second build). The folder comes from tests/cli/packed.setup.ts, which
 * removes it when the run ends; the `cli` and `runtimes` projects share it, so the tarball is
 * packed once per run.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { root } from './built-dist.ts';
import { installTarball, packedTarball } from './install-tarball.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An empty folder of this run, where the first test file that needs it installs the tarball. */
    packedFolder: string;
  }
}

/** Where the packed package is installed, its `huddle` binary, and the tarball itself. */
export interface PackedProject {
  readonly project: string;
  readonly bin: string;
  readonly tarball: string;
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
        // fast-check, the optional peer `huddle verify` loads (huddle/contract), as an app that
        // verifies a server installs it (docs/contract.md).
        const fastCheck = JSON.parse(readFileSync(join(root, 'node_modules', 'fast-check', 'package.json'), 'utf8'));
        await installTarball(folder, {
          packageJson: { name: 'app', private: true, type: 'module' },
          alongside: [`fast-check@${fastCheck.version}`],
        });
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
    return {
      project: join(folder, 'app'),
      bin: join(folder, 'app', 'node_modules', '.bin', 'huddle'),
      tarball: await packedTarball(folder),
    };
  })();
  return packed;
}
