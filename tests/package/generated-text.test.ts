/**
 * The generated data is laid out for review (issue 39, goal 6): the sample dataset a record per
 * line and the field trees a resource per line, as string literals joined by `+`, which esbuild
 * (tsup's bundler) folds back into the one string that shipped before, so the bundles do not grow.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { transform } from 'esbuild';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linesOfLiterals, recordPerLinePieces, stringLiteral } from '../../scripts/generated-text.ts';
import { createSample } from '../../src/league/records/sample.ts';
import { fieldTreesText } from '../../src/resources/field-trees.generated.ts';
import { resourceNames } from '../../src/resources/resource-table.ts';

const generated = (path: string) => readFileSync(new URL(`../../src/${path}`, import.meta.url), 'utf8');

/** The value of a JavaScript expression, evaluated apart from this test's scope. */
const evaluated = (expression: string): unknown => runInNewContext(`(${expression})`);

/** The literals of a generated `export const name: string = 'a' + 'b' + …;`, one per line, read back. */
function literalLines(module: string): string[] {
  const body = module.slice(module.indexOf(': string =') + ': string ='.length);
  return body
    .split('\n')
    .filter((line) => line.startsWith("  '"))
    .map((line) => evaluated(line.replace(/ \+$|;$/, '')) as string);
}

describe('string literals and their lines', () => {
  it('reads back as the text it was written from, whatever it holds (quotes, backslashes, line breaks)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const literal = stringLiteral(text);
        expect(literal).not.toMatch(/[\n\r\u2028\u2029]/);
        expect(evaluated(literal)).toBe(text);
      }),
    );
  });

  it('writes a literal per line, joined by +', () => {
    expect(linesOfLiterals(['a', "b'c", 'd\\e'])).toBe("\n  'a' +\n  'b\\'c' +\n  'd\\\\e'");
    expect(evaluated(linesOfLiterals(['a', "b'c", 'd\\e']))).toBe("ab'cd\\e");
    expect(evaluated(linesOfLiterals([]))).toBe('');
  });
});

describe('lists of records, a record per piece', () => {
  it('cuts a hand-worked dataset where each list opens and at each record', () => {
    expect(recordPerLinePieces({ games: [{ id: 'a' }, { id: 'b' }], teams: [], users: [{ id: 'u' }] })).toEqual([
      '{"games":[',
      '{"id":"a"},',
      '{"id":"b"}',
      '],"teams":[',
      '],"users":[',
      '{"id":"u"}',
      ']}',
    ]);
    expect(recordPerLinePieces({})).toEqual(['{}']);
  });

  it('joins back into the compact JSON of the lists, exactly', () => {
    const lists = fc.dictionary(fc.string(), fc.array(fc.jsonValue(), { maxLength: 4 }), { maxKeys: 4 });
    fc.assert(
      fc.property(lists, (value) => {
        expect(recordPerLinePieces(value).join('')).toBe(JSON.stringify(value));
      }),
    );
  });
});

describe('the generated files, as written', () => {
  it('hold the sample a record per line: every record of the sample is one line of its own', () => {
    const lines = literalLines(generated('mock/sample-dataset.generated.ts'));
    const sample = JSON.parse(JSON.stringify(createSample())) as Record<string, unknown[]>;
    const records = lines.filter((line) => line.startsWith('{"id"')).map((line) => JSON.parse(line.replace(/,$/, '')));
    expect(records).toEqual(Object.values(sample).flat());
    expect(records.length).toBeGreaterThan(50);
  });

  it('hold the field trees a resource per line, in the table order', () => {
    const lines = literalLines(generated('resources/field-trees.generated.ts'));
    expect(lines.map((line) => line.slice(0, line.indexOf('{')))).toEqual(resourceNames);
    expect(lines.join('')).toBe(fieldTreesText);
  });

  it.each(['mock/sample-dataset.generated.ts', 'resources/field-trees.generated.ts'])(
    '%s ships as one string literal: esbuild folds its lines as tsup builds (no minify)',
    async (path) => {
      const { code } = await transform(generated(path), { loader: 'ts', format: 'esm', target: 'es2022' });
      const [literal, ...others] = code.split('\n').filter((line) => /^(?:var|const) \w+ = /.test(line));
      expect(others).toEqual([]);
      expect(literal).toMatch(/^(?:var|const) \w+ = (['"`]).*\1;$/);
      expect(code).not.toMatch(/['"`] \+$/m);
    },
  );
});
