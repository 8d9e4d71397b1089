/**
 * An app installs only what it uses (issue 40): `npm install` of the packed tarball into an empty
 * project brings no fast-check, and importing `huddle/contract` there, as ESM and as CommonJS,
 * throws one RequirementError line saying what to install; so does `huddle verify`, which loads it.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installTarball } from '../support/package/install-tarball.ts';

const run = promisify(execFile);

/** The line the brief asks for: the entry, the peer, and the command that installs it. */
const MESSAGE =
  'huddle/contract needs fast-check, an optional peer dependency that is not installed. Install it in the project: `npm install -D fast-check@^4`.';

let work = '';
let app = '';
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'huddle-no-peer-'));
  app = await installTarball(work, { packageJson: { name: 'app', private: true } });
}, 300_000);
afterAll(() => rm(work, { recursive: true, force: true }));

/** The name of every package installed in a node_modules folder, nested ones included. */
function installedPackages(modules: string): string[] {
  if (!existsSync(modules)) return [];
  return readdirSync(modules).flatMap((name) => {
    if (name.startsWith('.')) return [];
    if (name.startsWith('@')) return installedPackages(join(modules, name)).map((inner) => `${name}/${inner}`);
    const folder = join(modules, name);
    const { name: own } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { name: string };
    return [own, ...installedPackages(join(folder, 'node_modules'))];
  });
}

/** Runs a script with the Node of the suite in the app; what it printed, and its exit code. */
async function node(args: readonly string[]) {
  return run(process.execPath, [...args], { cwd: app }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

/** Prints what importing huddle/contract threw, as JSON: its name, code and message. */
const report = (load: string) =>
  `${load}.then(() => console.log('loaded'), (error) => console.log(JSON.stringify({ name: error.name, code: error.code, message: error.message, huddle: error[Symbol.for('huddle.error')] === true })))`;

describe('npm install of the packed huddle into an empty project', () => {
  it('brings huddle, its three dependencies and theirs, and no fast-check (nor its pure-rand)', () => {
    const installed = installedPackages(join(app, 'node_modules'));
    expect(installed).toContain('huddle');
    for (const dependency of ['ky', 'zod', 'fast-xml-parser']) expect(installed).toContain(dependency);
    expect(installed).not.toContain('fast-check');
    expect(installed).not.toContain('pure-rand');
  });
});

describe('importing huddle/contract without fast-check', () => {
  const thrown = { name: 'RequirementError', code: 'ERR_REQUIREMENT', message: MESSAGE, huddle: true };

  it('as ESM: one RequirementError line, a huddle error', async () => {
    const { stdout } = await node(['--input-type=module', '-e', report("import('huddle/contract')")]);
    expect(JSON.parse(stdout)).toEqual(thrown);
  });

  it('as CommonJS: the same', async () => {
    const { stdout } = await node(['-e', report("new Promise((resolve) => resolve(require('huddle/contract')))")]);
    expect(JSON.parse(stdout)).toEqual(thrown);
  });

  it('every other entry loads without it (but huddle/msw, which needs msw)', async () => {
    const others = [
      'huddle',
      'huddle/schemas',
      'huddle/query',
      'huddle/push',
      'huddle/push/toast',
      'huddle/league',
      'huddle/server',
      'huddle/tanstack',
    ];
    const script = `for (const name of ${JSON.stringify(others)}) { await import(name); require(name); } console.log('ok');`;
    const loader = "import { createRequire } from 'node:module'; const require = createRequire(process.cwd() + '/');";
    const { stdout } = await node(['--input-type=module', '-e', `${loader}${script}`]);
    expect(stdout.trim()).toBe('ok');
  });

  it('huddle verify says the same in one line, and fails', async () => {
    const bin = join(app, 'node_modules', 'huddle', 'dist', 'bin', 'huddle.js');
    const { code, stdout, stderr } = await node([bin, 'verify', '--base-url', 'http://127.0.0.1:9']);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(MESSAGE);
  });
});
