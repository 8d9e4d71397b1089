/**
 * Gives the run an empty folder for the packed tarball and removes it at the end. The packing
 * itself happens in the first test file that needs it (tests/support/package/packed-project.ts), so that
 * the other projects' tests run meanwhile rather than after it.
 *
 * The `cli` and `runtimes` projects both name this setup, and vitest runs it once per project, in
 * its own main process: the folder is made by the first and kept on `globalThis` for the second,
 * so the run packs once; the last teardown removes it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

interface Shared {
  readonly folder: Promise<string>;
  users: number;
}

const key = Symbol.for('huddle.packedFolder');
const holder = globalThis as { [key]?: Shared };

export default async function setup(project: TestProject) {
  holder[key] ??= { folder: mkdtemp(join(tmpdir(), 'huddle-packed-')), users: 0 };
  const shared = holder[key];
  shared.users++;
  const folder = await shared.folder;
  project.provide('packedFolder', folder);
  return async () => {
    if (--shared.users > 0) return;
    delete holder[key];
    await rm(folder, { recursive: true, force: true });
  };
}
