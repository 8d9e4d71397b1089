/**
 * What the packed `huddle` loads to answer `--version`, `--help` and a usage error: the command's
 * own files and Node's built-ins, never a library entry (`huddle`, `huddle/push`…, which load zod,
 * ky, fast-xml-parser, node:http). Each process runs under a module hook that logs every module
 * it resolves; a command that runs is the control, showing that the log sees an entry when one
 * loads.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandNames } from '../../../src/cli/core/command-table.ts';
import { type PackedProject, packedProject } from '../../support/package/packed-project.ts';

/** Appends each module resolved (its specifier, then its URL) to the file HUDDLE_MODULE_LOG names. */
const HOOK = `
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    appendFileSync(process.env.HUDDLE_MODULE_LOG, JSON.stringify([specifier, resolved.url]) + '\\n');
    return resolved;
  },
});`;

let packed: PackedProject;
let logs: string;
beforeAll(async () => {
  packed = await packedProject();
  logs = mkdtempSync(join(tmpdir(), 'huddle-modules-'));
}, 300_000);
afterAll(() => rmSync(logs, { recursive: true, force: true }));

interface Loaded {
  readonly code: number | null;
  readonly stdout: string;
  /** Each module resolved: the specifier as imported, and the URL it resolved to. */
  readonly modules: readonly (readonly [specifier: string, url: string])[];
}

let runs = 0;
/** Runs the packed `huddle ...args` under the hook. */
function loadedBy(args: readonly string[]): Loaded {
  const log = join(logs, `${runs++}.ndjson`);
  const run = spawnSync(
    process.execPath,
    ['--import', `data:text/javascript,${encodeURIComponent(HOOK)}`, packed.bin, ...args],
    {
      cwd: packed.project,
      encoding: 'utf8',
      env: { ...process.env, HUDDLE_MODULE_LOG: log },
      // A hang guard the test's own cannot give a synchronous spawn, not a measure: no deadline.
      timeout: 300_000,
    },
  );
  const modules = readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as [string, string]);
  return { code: run.status, stdout: run.stdout, modules };
}

/** The folder of the command's own files: dist/bin/ of the installed package. */
const binFolder = () => dirname(realpathSync(packed.bin));

/** The modules that are neither the command's own files nor Node built-ins. */
function beyondTheCommand({ modules }: Loaded): string[] {
  return modules
    .filter(([, url]) => !url.startsWith('node:') && dirname(fileURLToPath(url)) !== binFolder())
    .map(([specifier]) => specifier);
}

describe('what huddle loads to answer without running a command', () => {
  it('huddle --version loads nothing but the executable and its version (no main, no declaration, no library entry)', () => {
    for (const flag of ['--version', '-v']) {
      const loaded = loadedBy([flag]);
      expect(loaded.code).toBe(0);
      expect(loaded.stdout).toMatch(/^\d+\.\d+\.\d+/);
      expect(beyondTheCommand(loaded), flag).toEqual([]);
      expect(
        loaded.modules.filter(([, url]) => url.startsWith('file:')).map(([, url]) => url),
        flag,
      ).not.toContainEqual(expect.stringMatching(/\/main-[^/]*\.js$/));
    }
  });

  it('huddle --help loads no library entry', () => {
    const loaded = loadedBy(['--help']);
    expect(loaded.code).toBe(0);
    expect(loaded.stdout).toContain('Commands:');
    expect(beyondTheCommand(loaded)).toEqual([]);
  });

  it.each(commandNames)('huddle %s --help loads no library entry', (name) => {
    const loaded = loadedBy([name, '--help']);
    expect(loaded.code).toBe(0);
    expect(loaded.stdout).toContain(`Usage: huddle ${name}`);
    expect(beyondTheCommand(loaded)).toEqual([]);
  });

  it('a usage error (huddle query --tkae 3) loads no library entry', () => {
    const loaded = loadedBy(['query', '--tkae', '3']);
    expect(loaded.code).toBe(1);
    expect(beyondTheCommand(loaded)).toEqual([]);
  });

  it('a command that runs loads its entries, and the log shows them (huddle groups --team NE loads huddle/push)', () => {
    const loaded = loadedBy(['groups', '--team', 'NE']);
    expect(loaded.code).toBe(0);
    expect(beyondTheCommand(loaded)).toContain('huddle/push');
  });
});
