/**
 * What each entry point loads at run time, read from the source import graph (type-only
 * imports are erased and do not count). Keeps device-side and builder-only users from paying
 * for libraries they do not use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importsOf, runtimeImports, sourceRoot } from '../../scripts/import-graph.ts';
import { markedTable } from '../support/docs/marked-table.ts';

const runtimePackages = (entry: string) => runtimeImports(entry).packages;

/** Whether a module holds only types: compiled, it is an empty module. */
function typesOnly(file: string): boolean {
  const text = readFileSync(join(sourceRoot, file), 'utf8');
  const { outputText } = ts.transpileModule(text, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, removeComments: true },
  });
  return outputText.trim() === 'export {};';
}

/** The module of each library entry point, relative to src/. */
const LIBRARY_ENTRIES = [
  'index.ts',
  'schemas.ts',
  'query/index.ts',
  'push/index.ts',
  'push/toast/index.ts',
  'mock/index.ts',
  'league/index.ts',
  'mock/server/index.ts',
  'contract/index.ts',
];

/** The utilities of docs/architecture.md's layer table: modules importing nothing of huddle, which the command may share. */
const UTILITIES = (() => {
  const page = readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8');
  const row = markedTable(page, 'layers').find(([name]) => name === 'utilities');
  return (row?.[1] ?? '')
    .replaceAll('`', '')
    .split(',')
    .map((file) => file.trim());
})();

describe('entry points load only what they need', () => {
  it('huddle/query loads no package at all (no zod, no ky)', () => {
    expect([...runtimePackages('query/index.ts')]).toEqual([]);
  });

  it('huddle/push loads no package at all (no zod, no ky)', () => {
    expect([...runtimePackages('push/index.ts')]).toEqual([]);
  });

  it('huddle/push/toast loads fast-xml-parser and nothing else', () => {
    expect([...runtimePackages('push/toast/index.ts')]).toEqual(['fast-xml-parser']);
  });

  it('only the toast codec imports fast-xml-parser', () => {
    expect(runtimePackages('push/codecs/toast.ts').has('fast-xml-parser')).toBe(true);
    expect(runtimePackages('push/decode/detect.ts').has('fast-xml-parser')).toBe(false);
  });

  it('huddle/msw loads msw and nothing else: no zod (the resource table is plain data), no mingo (the engine evaluates queries itself)', () => {
    expect([...runtimePackages('mock/index.ts')]).toEqual(['msw']);
  });

  it('huddle/server loads Node built-ins and nothing else up front (no msw, no zod, no mingo); zod only with import(), to explain drift', () => {
    expect([...runtimeImports('mock/server/index.ts', { loadedFirst: true }).packages].sort()).toEqual([
      'node:fs/promises',
      'node:http',
      'node:path',
    ]);
    expect([...runtimePackages('mock/server/index.ts')].sort()).toEqual([
      'node:fs/promises',
      'node:http',
      'node:path',
      'zod/mini',
    ]);
    const lazily = importsOf('recording/proxy/drift.ts').filter(({ dynamic }) => dynamic);
    expect(lazily.map(({ file }) => file)).toEqual(['model/explain.ts']);
  });

  it('huddle/contract loads ky (the client sends its requests), zod (to explain a refused record) and fast-check, and no mock', () => {
    expect([...runtimePackages('contract/index.ts')].sort()).toEqual(['fast-check', 'ky', 'zod/mini']);
    expect([...runtimeImports('contract/index.ts').files].filter((file) => file.startsWith('mock/'))).toEqual([]);
  });

  it('huddle/league loads no package at all (no zod, no mingo, no msw)', () => {
    expect([...runtimePackages('league/index.ts')]).toEqual([]);
  });

  it('huddle/msw and huddle/server load the league simulator for their default season, and the pinned sample', () => {
    for (const entry of ['mock/index.ts', 'mock/server/index.ts']) {
      const files = [...runtimeImports(entry).files];
      expect(files, entry).toContain('mock/sample-dataset.generated.ts');
      expect(files, entry).toContain('league/records/dataset.ts');
      expect(files, entry).not.toContain('league/league.ts'); // the live league is passed in, never loaded
    }
  });

  it('huddle loads ky and nothing else up front; zod only with import(), to explain a refused record', () => {
    expect([...runtimeImports('index.ts', { loadedFirst: true }).packages]).toEqual(['ky']);
    expect([...runtimePackages('index.ts')].sort()).toEqual(['ky', 'zod/mini']);
    const lazily = importsOf('client/response.ts').filter(({ dynamic }) => dynamic);
    expect(lazily.map(({ file }) => file)).toEqual(['model/explain.ts']);
    expect(runtimePackages('model/explain.ts').has('zod/mini')).toBe(true);
  });

  it('huddle/schemas loads zod/mini and nothing else', () => {
    expect([...runtimePackages('schemas.ts')]).toEqual(['zod/mini']);
  });

  it('the reader of imports sees a zod import where there is one', () => {
    expect(runtimePackages('model/common.ts').has('zod/mini')).toBe(true);
    expect(runtimePackages('model/types.ts').has('zod/mini')).toBe(false);
  });
});

describe('the huddle command stays out of the library', () => {
  const cliFiles = readdirSync(join(sourceRoot, 'cli'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `cli/${name}`);

  it('no library entry loads any module of src/cli', () => {
    for (const entry of LIBRARY_ENTRIES) {
      expect(
        [...runtimeImports(entry).files].filter((file) => file.startsWith('cli/')),
        entry,
      ).toEqual([]);
    }
  });

  it('the command reaches the library only through its entry points, as a user would', () => {
    const { edges } = runtimeImports('cli/core/bin.ts');
    const crossings = [...edges].flatMap(([from, targets]) =>
      from.startsWith('cli/')
        ? [...targets].filter((to) => !to.startsWith('cli/')).map((to) => `${from} -> ${to}`)
        : [],
    );
    expect(crossings.length).toBeGreaterThan(0);
    const reached = (crossing: string) => crossing.split(' -> ')[1] ?? '';
    expect(UTILITIES).toContain('did-you-mean.ts');
    expect(crossings.filter((crossing) => ![...LIBRARY_ENTRIES, ...UTILITIES].includes(reached(crossing)))).toEqual([]);
    for (const utility of UTILITIES) expect(runtimeImports(utility).files, utility).toEqual(new Set([utility]));
  });

  it('every module of src/cli is part of the command (but one of types only, which nothing loads)', () => {
    const { files } = runtimeImports('cli/core/bin.ts');
    expect(cliFiles.filter((file) => !files.has(file) && !typesOnly(file))).toEqual([]);
  });

  it('tells a module of types only from one with code', () => {
    expect(typesOnly('cli/core/command.ts')).toBe(true);
    expect(typesOnly('cli/core/errors/cli-error.ts')).toBe(false);
  });

  it('the reader follows the command into the library (the checks above can fail)', () => {
    expect(runtimeImports('cli/core/bin.ts').files.has('cli/core/main.ts')).toBe(true);
    expect([...runtimeImports('cli/core/main.ts').files].some((file) => LIBRARY_ENTRIES.includes(file))).toBe(true);
  });
});
