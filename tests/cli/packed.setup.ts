/**
 * Packs huddle as it would be published (`npm pack`, which builds first), installs the tarball
 * into an empty project, and hands the tests the path of its `huddle` binary: the CLI tests run
 * exactly what a user gets from `npx huddle`.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The empty project the packed tarball was installed into. */
    packedProject: string;
    /** `node_modules/.bin/huddle` in that project. */
    huddleBin: string;
  }
}

const run = promisify(execFile);

export default async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, '../..');
  const work = await mkdtemp(join(tmpdir(), 'huddle-packed-'));
  const packs = join(work, 'packs');
  const app = join(work, 'app');
  await mkdir(packs, { recursive: true });
  await run('npm', ['pack', '--silent', '--pack-destination', packs], { cwd: root });
  const [tarball] = (await readdir(packs)).filter((name) => name.endsWith('.tgz'));
  if (tarball === undefined) throw new Error(`npm pack wrote no tarball into ${packs}`);
  await mkdir(app, { recursive: true });
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(packs, tarball)], { cwd: app });
  project.provide('packedProject', app);
  project.provide('huddleBin', join(app, 'node_modules', '.bin', 'huddle'));
  return () => rm(work, { recursive: true, force: true });
}
