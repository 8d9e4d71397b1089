/**
 * What needs more than Node 20 says so in one line, on Node 20 itself (issue 40): importing
 * huddle/msw (msw 3 needs Node 22.12) and the `huddle` command (Node 22). On Node 22 the same two
 * work: the control, showing that the refusal is Node 20's and not the install's. The app installs
 * the packed tarball beside msw, as an app that mocks with huddle/msw does.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { root } from '../support/package/built-dist.ts';
import { installPacked } from '../support/package/install-tarball.ts';
import { type PackedProject, packedProject } from '../support/package/packed-project.ts';
import { FIRST_INSTALL_GUARD, installedRuntime } from './install-runtime.ts';
import { runIn } from './run-smoke.ts';
import { runtimeNamed } from './runtimes.ts';

/** Imports huddle/msw and prints what happened: `loaded`, or the error's name and message as JSON. */
const IMPORT_MSW = `
try {
  await import('huddle/msw');
  console.log(JSON.stringify({ loaded: true }));
} catch (error) {
  console.log(JSON.stringify({ name: error.name, code: error.code, message: error.message }));
}`;

const mswManifest = JSON.parse(readFileSync(join(root, 'node_modules', 'msw', 'package.json'), 'utf8'));
const msw: string = mswManifest.version;
/** msw's own floor, from its `engines` (`>=22.12.0` gives `22.12`): the oracle, not huddle's constant. */
const mswNode = /^>=\s*(\d+\.\d+)/.exec(mswManifest.engines.node)?.[1] ?? 'msw declares no Node floor';

let packed: PackedProject;
let withMsw: string;
const node = { 'Node 20': '', 'Node 22': '' };
beforeAll(async () => {
  packed = await packedProject();
  const app = join(dirname(packed.project), 'app-msw');
  [withMsw, node['Node 20'], node['Node 22']] = await Promise.all([
    installPacked(packed.tarball, app, {
      packageJson: { name: 'app', private: true, type: 'module' },
      alongside: [`msw@${msw}`],
    }),
    installedRuntime(runtimeNamed('Node 20')),
    installedRuntime(runtimeNamed('Node 22')),
  ]);
}, FIRST_INSTALL_GUARD);

describe('on Node 20', () => {
  it("importing huddle/msw throws one line naming msw's Node, 22.12", async () => {
    const { stdout } = await runIn(withMsw, node['Node 20'], ['--input-type=module', '-e', IMPORT_MSW]);
    const outcome = JSON.parse(stdout);
    expect(outcome).toMatchObject({ name: 'RequirementError', code: 'ERR_REQUIREMENT' });
    expect(outcome.message.split('\n')).toHaveLength(1);
    expect(outcome.message).toContain(`Node ${mswNode} or newer`);
    expect(outcome.message).toContain('msw');
    expect(outcome.message).toContain('this is Node 20.20.2');
  });

  it('an app that imports huddle/msw exits failed, with that line on stderr', async () => {
    const run = await runIn(withMsw, node['Node 20'], ['--input-type=module', '-e', "import 'huddle/msw';"]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(
      new RegExp(`^RequirementError: huddle/msw needs Node ${mswNode.replace('.', '\\.')} or newer.*$`, 'm'),
    );
  });

  it('`huddle --version` exits 1 with one line naming Node 22, and nothing on stdout', async () => {
    const run = await runIn(packed.project, node['Node 20'], [packed.bin, '--version']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/needs Node 22 or newer, this is 20\.20\.2\./);
    expect(run.stderr).toContain('npm install -D node@24');
  });
});

describe('on Node 22 (the control)', () => {
  it('huddle/msw loads', async () => {
    const { stdout } = await runIn(withMsw, node['Node 22'], ['--input-type=module', '-e', IMPORT_MSW]);
    expect(JSON.parse(stdout)).toEqual({ loaded: true });
  });

  it("`huddle --version` prints the package's version", async () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const run = await runIn(packed.project, node['Node 22'], [packed.bin, '--version']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout.trim()).toBe(version);
  });
});
