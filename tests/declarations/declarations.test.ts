/**
 * The type tests of this folder (`*.test-d.ts`), compiled as an app compiles against huddle: their
 * imports resolve through package.json's `exports` to the built dist/*.d.ts (tsconfig.json here,
 * moduleResolution nodenext, no `paths`), on TypeScript 6 and on TypeScript 7. A
 * `// @ts-expect-error` line the declarations accept is an error too (TS2578), so each file fails
 * when what it refuses compiles, as well as when what it uses does not.
 *
 * Builds dist/ first when it is missing or older than src/ (a fresh clone has none).
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, root } from '../support/package/built-dist.ts';

const here = join(root, 'tests/declarations');
const files = readdirSync(here).filter((name) => name.endsWith('.test-d.ts'));

/** The compilers, each by its path: both install a bin called `tsc` (tests/package/typescript-compilers.test.ts). */
const compilers = {
  'TypeScript 6': join(root, 'node_modules/typescript/bin/tsc'),
  'TypeScript 7': join(root, 'node_modules/typescript7/bin/tsc'),
} as const;

/** What a compiler prints on the folder's project: nothing when every file compiles as it says. */
async function diagnostics(tsc: string): Promise<string> {
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', here, '--pretty', 'false'], { cwd: root });
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return `${stdout}${stderr}`;
  }
}

const printed = new Map<string, string>();

beforeAll(async () => {
  await ensureBuilt();
  for (const [name, tsc] of Object.entries(compilers)) printed.set(name, await diagnostics(tsc));
}, 300_000);

describe.each(Object.keys(compilers))('the declarations as %s compiles them', (compiler) => {
  it('has type tests to compile', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s compiles, and refuses each line marked @ts-expect-error', (file) => {
    const lines = (printed.get(compiler) ?? '').split('\n');
    expect(lines.filter((line) => line.includes(file))).toEqual([]);
  });

  it('reports nothing else (no error of the project itself)', () => {
    expect(printed.get(compiler)).toBe('');
  });
});
