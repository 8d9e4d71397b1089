/**
 * The registries of docs/architecture.md, held true: each kind's table is declared where the page
 * says, each table the compiler holds to the kind is keyed by it, and each file said to read them
 * does. The page is how a contributor finds every table of a kind, so it may not drift.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markedTable } from '../support/docs/marked-table.ts';

const root = resolve(import.meta.dirname, '../..');
const text = (file: string) => readFileSync(join(root, file), 'utf8');

interface Registry {
  /** The kind's type names. */
  readonly kinds: readonly string[];
  readonly declared: readonly (readonly [name: string, file: string])[];
  readonly keyed: readonly (readonly [name: string, file: string])[];
  readonly readers: readonly string[];
}

/** `name` (file) pairs of a cell. */
const tables = (cell: string) =>
  [...cell.matchAll(/`(\w+)` \(([\w./-]+)\)/g)].map(([, name = '', file = '']) => [name, file] as const);

/** The table between the `registries` markers of docs/architecture.md. */
function readRegistries(): Registry[] {
  return markedTable(text('docs/architecture.md'), 'registries').map(
    ([kind = '', declared = '', keyed = '', readers = '']) => ({
      kinds: [...kind.matchAll(/`(\w+)`/g)].map(([, name = '']) => name),
      declared: tables(declared),
      keyed: tables(keyed),
      readers: readers
        .split(',')
        .map((reader) => reader.trim().replace(/ \(.*\)$/, ''))
        .filter(Boolean),
    }),
  );
}

/** The text of `name`'s declaration in `source`: its first line, through the line that closes it. */
function declaration(source: string, name: string): string | undefined {
  const at = new RegExp(`(?:const|let|function|type|interface|class) ${name}\\b`).exec(source)?.index;
  if (at === undefined) return undefined;
  const firstLine = source.slice(at, source.indexOf('\n', at));
  if (/;\s*$/.test(firstLine)) return firstLine;
  const close = /\n[}\]][^\n]*/.exec(source.slice(at));
  return close === null ? firstLine : source.slice(at, at + close.index + close[0].length);
}

const registries = readRegistries();

describe('the registries of docs/architecture.md', () => {
  it('lists the kinds this page promises, each with its table', () => {
    expect(registries.flatMap(({ kinds }) => kinds)).toEqual(
      expect.arrayContaining([
        'ResourceName',
        'EnvelopeKind',
        'PushPlatform',
        'PushSource',
        'GroupKind',
        'LeagueEventKind',
        'CommandName',
      ]),
    );
    for (const registry of registries) expect(registry.declared.length, registry.kinds.join()).toBeGreaterThan(0);
  });

  it.each(registries.map((registry) => [registry.kinds.join(', '), registry] as const))(
    '%s: declared where it says, every table keyed by it, every reader reading it',
    (_, { kinds, declared, keyed, readers }) => {
      for (const [name, file] of declared) {
        expect(existsSync(join(root, file)), file).toBe(true);
        expect(declaration(text(file), name), `${name} in ${file}`).toBeDefined();
      }
      for (const [name, file] of keyed) {
        const found = declaration(text(file), name);
        expect(found, `${name} in ${file}`).toBeDefined();
        expect(
          kinds.some((kind) => found?.includes(kind)),
          `${name} in ${file} is keyed by ${kinds.join(' or ')}`,
        ).toBe(true);
      }
      const names = [...declared, ...keyed].map(([name]) => name);
      for (const reader of readers) {
        expect(existsSync(join(root, reader)), reader).toBe(true);
        expect(
          names.some((name) => new RegExp(`\\b${name}\\b`).test(text(reader))),
          `${reader} reads ${names.join(' or ')}`,
        ).toBe(true);
      }
    },
  );

  it('a table not keyed by its kind, or a reader that does not read it, is caught', () => {
    const source = 'const loose: Record<string, number> = {\n  a: 1,\n};\nexport const kinds = { a: 1 };\n';
    expect(declaration(source, 'loose')).toBe('const loose: Record<string, number> = {\n  a: 1,\n};');
    expect(declaration(source, 'loose')?.includes('EnvelopeKind')).toBe(false);
    expect(declaration(source, 'missing')).toBeUndefined();
  });
});
