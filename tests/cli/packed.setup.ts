/**
 * Gives the run an empty folder for the packed tarball and removes it at the end. The packing
 * itself happens in the first test file that needs it (tests/support/package/packed-project.ts), so that
 * the other projects' tests run meanwhile rather than after it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'huddle-packed-'));
  project.provide('packedFolder', folder);
  return () => rm(folder, { recursive: true, force: true });
}
