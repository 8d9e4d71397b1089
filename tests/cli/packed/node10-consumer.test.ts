/**
 * A TypeScript app on `moduleResolution: node10` compiles against the packed tarball (issue 38 #7):
 * node10 reads no `exports` map, so each subpath resolves through `typesVersions` or not at all.
 * The app imports one value from every entry and misuses it under `@ts-expect-error`: an import
 * that failed to resolve, or resolved to `any`, fails the compile.
 *
 * TypeScript 6 deprecates node10 (TS5107) and compiles it only with `ignoreDeprecations: "6.0"`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PackedProject, packedProject } from '../../support/package/packed-project.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** One value each entry exports, by the specifier an app imports it from. */
const typedValueOf: Record<string, string> = {
  huddle: 'createClient',
  'huddle/schemas': 'HuddleError',
  'huddle/query': 'QueryError',
  'huddle/push': 'GroupNameError',
  'huddle/push/toast': 'DecodeError',
  'huddle/msw': 'createMockApi',
  'huddle/league': 'createLeague',
  'huddle/server': 'startMockServer',
  'huddle/contract': 'verifyService',
  'huddle/tanstack': 'queries',
};

/** The app: each value imported, then assigned where a number goes, which a typed value refuses. */
function app(entries: Record<string, string>): string {
  const lines = Object.entries(entries).map(([specifier, name], index) =>
    [
      `import { ${name} as value${index} } from '${specifier}';`,
      '// @ts-expect-error a typed value is no number; `any` (or a failed import) would be',
      `export const number${index}: number = value${index};`,
    ].join('\n'),
  );
  return `${lines.join('\n')}\n`;
}

/** Compiles the app under node10 resolution in a folder of the packed project; the compiler's output. */
function compile(folder: string, source: string): { code: number | null; output: string } {
  writeFileSync(join(folder, 'app.ts'), source);
  writeFileSync(
    join(folder, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'commonjs',
        moduleResolution: 'node10',
        ignoreDeprecations: '6.0',
        target: 'es2022',
        lib: ['es2022', 'dom'],
        types: [],
        strict: true,
        skipLibCheck: true,
        noEmit: true,
      },
      files: ['app.ts'],
    }),
  );
  const run = spawnSync(process.execPath, [tsc, '-p', folder], { encoding: 'utf8' });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

let packed: PackedProject;
let folder: string;
beforeAll(async () => {
  packed = await packedProject();
  folder = mkdtempSync(join(packed.project, 'node10-'));
}, 300_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('an app on moduleResolution node10', () => {
  it('names a value for every entry the package exports', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    const specifiers = Object.keys(pkg.exports)
      .filter((subpath) => subpath !== './package.json')
      .map((subpath) => (subpath === '.' ? 'huddle' : `huddle/${subpath.slice('./'.length)}`));
    expect(Object.keys(typedValueOf).sort()).toEqual(specifiers.sort());
  });

  it('compiles importing a typed value from huddle and every subpath', () => {
    const run = compile(folder, app(typedValueOf));
    expect(run.output).toBe('');
    expect(run.code).toBe(0);
  });

  it('fails to compile a name no entry exports (the control: the compile checks imports)', () => {
    const run = compile(folder, app({ 'huddle/query': 'noSuchExport' }));
    expect(run.output).toContain("has no exported member 'noSuchExport'");
    expect(run.code).not.toBe(0);
  });
});
