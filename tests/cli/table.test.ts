/**
 * The terminal table of `huddle query` (src/cli/output/text-table.ts, wrap.ts) and the display columns
 * it shows by default (src/cli/commands/query/display-columns.ts): any records at any width from
 * {@link MIN_WIDTH} fit, with no word cut and every value shown.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldColumnsOf } from '../../scripts/display-columns.ts';
import { columnsOf } from '../../src/cli/commands/query/display-columns.ts';
import { styleFor } from '../../src/cli/output/style.ts';
import { renderTable } from '../../src/cli/output/text-table.ts';
import { headerBreaks, wrap } from '../../src/cli/output/wrap.ts';
import { fieldFormsOf } from '../../src/resources/field-forms.ts';
import { isFieldKind } from '../../src/resources/field-kinds.ts';
import { type FieldTree, fieldAt } from '../../src/resources/field-tree.ts';
import { fieldTreeOf } from '../../src/resources/field-trees.ts';
import { resourceNames, resources } from '../../src/resources/resource-table.ts';

const style = styleFor({ NO_COLOR: '1' }, { write: () => true });

/** The narrowest width the property covers; its words are at most half of it. */
const MIN_WIDTH = 24;

const word = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'),
  minLength: 1,
  maxLength: 12,
});
const key = fc.string({ unit: fc.constantFrom(...'abcdefghij'), minLength: 1, maxLength: 8 });
const leaf = fc.oneof(
  fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' ')),
  fc.integer({ min: -99_999, max: 99_999 }),
  fc.boolean(),
  fc.constant(null),
);
const record = fc.dictionary(key, fc.oneof(leaf, fc.dictionary(key, leaf, { minKeys: 1, maxKeys: 3 })), {
  minKeys: 1,
  maxKeys: 8,
});

/** Every leaf value of a record, as the words a reader must find whole. */
function wordsOf(value: unknown): string[] {
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(wordsOf);
  return String(value).split(' ');
}

describe('the terminal table', () => {
  it('fits any records to any width, cutting no word and leaving out no value', () => {
    fc.assert(
      fc.property(
        fc.array(record, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: MIN_WIDTH, max: 160 }),
        (records, width) => {
          const text = renderTable(records, { width, style });
          const lines = text.trimEnd().split('\n');
          for (const line of lines) expect(line.length).toBeLessThanOrEqual(width);
          expect(text).not.toContain('…');
          const tokens = new Set(text.split(/\s+/));
          for (const value of records.flatMap(wordsOf)) expect(tokens, `${value} at ${width}`).toContain(value);
        },
      ),
    );
  });

  it('wraps a header at its dots, then between camelCase words, never inside one', () => {
    expect(wrap('visitorTeamScore.pointsTotal', 17, headerBreaks)).toEqual(['visitorTeamScore.', 'pointsTotal']);
    expect(wrap('visitorTeamScore.pointsTotal', 12, headerBreaks)).toEqual(['visitorTeam', 'Score.', 'pointsTotal']);
    expect(wrap('Lions vs. Bears preview', 10)).toEqual(['Lions vs.', 'Bears', 'preview']);
  });

  it('shows only the columns asked for, in their order, leaving out those no record has', () => {
    const text = renderTable([{ a: 1, b: { c: 'x' }, d: 'y' }], { width: 80, style, columns: ['d', 'b.c', 'nope'] });
    expect(text.split('\n')[0]?.split(/\s{2,}/)).toEqual(['d', 'b.c']);
    expect(text).not.toMatch(/\b1\b/);
  });
});

describe('the display columns', () => {
  it('name, for every resource, leaf paths of its model (or fields answered as strings whole) within its default fields', () => {
    for (const name of resourceNames) {
      const paths = columnsOf(name);
      expect(paths.length, name).toBeGreaterThan(0);
      const defaults: readonly string[] | null = resources[name].defaultFields;
      // The spec's Team: "conference, division: string when selected whole".
      const strings = new Set(fieldFormsOf(name).flatMap(({ field, form }) => (form === 'abbr' ? [field] : [])));
      for (const path of paths) {
        // A leaf of the model: a scalar field, whose node is its kind; or a field a whole record holds as a string.
        expect(isFieldKind(fieldAt(fieldTreeOf(name), path)) || strings.has(path), `${name} ${path}`).toBe(true);
        if (defaults !== null) expect(defaults, `${name} ${path}`).toContain(path.split('.')[0]);
      }
    }
  });

  it('default, for a resource without its own, to its first four top-level scalar fields (within its default fields)', () => {
    const tree: FieldTree = {
      id: 'string',
      team: { abbr: 'string' },
      name: 'string',
      week: 'number',
      at: 'timestamp',
      open: 'boolean',
    };
    expect(fieldColumnsOf(tree, null)).toEqual(['id', 'name', 'week', 'at']);
    expect(fieldColumnsOf(tree, ['team', 'week', 'open'])).toEqual(['week', 'open']);
  });
});
