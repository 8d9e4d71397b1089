/**
 * huddle as a user installs it: dist/ built (by `ensureBuilt`, under its lock), packed as
 * `npm publish` would pack it, and the tarball installed into a new project. `npm pack` runs with
 * `--ignore-scripts`, so it does not build a second time (the package's own build script).
 */
import { execFile } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ensureBuilt, root } from './built-dist.ts';

const run = promisify(execFile);

/** The project to install into. */
export interface TarballProject {
  /** Its package.json. */
  readonly packageJson: Readonly<Record<string, unknown>>;
  /** Other packages installed beside huddle, as `npm install` takes them (`msw@3.0.5`). */
  readonly alongside?: readonly string[];
}

/**
 * Packs huddle into `folder/packs` and installs the tarball into a new project, `folder/app`;
 * returns the project's path.
 */
export async function installTarball(folder: string, project: TarballProject): Promise<string> {
  await ensureBuilt();
  const packs = join(folder, 'packs');
  await mkdir(packs, { recursive: true });
  await run('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', packs], { cwd: root });
  return installPacked(await packedTarball(folder), join(folder, 'app'), project);
}

/** The tarball `installTarball(folder, …)` packed. */
export async function packedTarball(folder: string): Promise<string> {
  const packs = join(folder, 'packs');
  const [tarball] = (await readdir(packs)).filter((name) => name.endsWith('.tgz'));
  if (tarball === undefined) throw new Error(`npm pack wrote no tarball into ${packs}`);
  return join(packs, tarball);
}

/** Installs a packed tarball into a new project, `app`, beside `project.alongside`; returns `app`. */
export async function installPacked(tarball: string, app: string, project: TarballProject): Promise<string> {
  await mkdir(app, { recursive: true });
  await writeFile(join(app, 'package.json'), JSON.stringify(project.packageJson));
  await run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--ignore-scripts',
      tarball,
      ...(project.alongside ?? []),
    ],
    { cwd: app },
  );
  return app;
}
