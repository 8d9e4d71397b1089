/**
 * The `node` project shares one module graph per worker between its files (vitest.config.ts,
 * `isolate: false`). A file that changes a module or a global for itself would leak into the files
 * after it, so it must run in the `node-isolated` project: this test finds every such file, by
 * what it and the test-support modules it imports do, and checks the list.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsOwnModules } from '../support/suite/needs-own-modules.ts';

const root = resolve(import.meta.dirname, '../..');

/** What changes modules or globals for the rest of a worker's life. */
const changesShared: readonly [RegExp, string][] = [
  [/\bvi\.(mock|doMock|unmock|doUnmock|resetModules|stubGlobal|stubEnv)\(/, 'mocks modules or globals'],
  [/Object\.defineProperty\(\s*(globalThis|AbortSignal|Response|Request|Headers)\b/, 'redefines a global'],
  [/\bprocess\.env\.\w+\s*=[^=]/, 'sets process.env'],
  [/\bglobalThis\.\w+\s*=[^=]/, 'sets a global'],
];

function testFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .map((file) => join(folder, file));
}

/** The file and the local modules it imports under tests/ or examples/, transitively. */
function withLocalImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(join(root, file), 'utf8');
  for (const [, specifier] of text.matchAll(/from\s+'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'/g)) {
    if (specifier === undefined) continue;
    const named = relative(root, resolve(root, dirname(file), specifier));
    // A `.js` specifier names its `.ts` source; one that names no file is text in a string.
    const target = [named, named.replace(/\.js$/, '.ts')].find((path) => existsSync(join(root, path)));
    if (target !== undefined && /^(tests|examples)\/.*\.[cm]?[jt]sx?$/.test(target)) withLocalImports(target, seen);
  }
  return seen;
}

function reasonsOf(file: string): string[] {
  const reasons: string[] = [];
  for (const module of withLocalImports(file)) {
    const text = readFileSync(join(root, module), 'utf8');
    for (const [pattern, what] of changesShared) if (pattern.test(text)) reasons.push(`${module} ${what}`);
  }
  return reasons;
}

describe('the node project shares modules only between files that change none', () => {
  const files = [...testFiles('tests'), ...testFiles('examples')].filter(
    (file) => !file.startsWith('tests/browser/') && !file.startsWith('tests/cli/packed/'),
  );

  it('lists every file that changes a module or a global in needsOwnModules', () => {
    const missing = files
      .filter((file) => !needsOwnModules.includes(file))
      .map((file) => [file, reasonsOf(file)] as const)
      .filter(([, reasons]) => reasons.length > 0)
      .map(([file, reasons]) => `${file}: ${reasons.join('; ')}`);
    expect(missing).toEqual([]);
  });

  it('lists only files that exist and do change something', () => {
    const stale = needsOwnModules.filter((file) => !files.includes(file) || reasonsOf(file).length === 0);
    expect(stale).toEqual([]);
  });

  it('finds a vi.doMock in a file that a test imports', () => {
    const reasons = reasonsOf('tests/errors/huddle-error.test.ts');
    expect(reasons.some((reason) => reason.startsWith('tests/errors/support/second-copy.ts'))).toBe(true);
  });
});
