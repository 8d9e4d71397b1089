/**
 * The engine's own filter and sort against mingo 7, its oracle: random `$query` filters and
 * `$sort` keys over random records shaped like the query views (nested objects, lists, lists of
 * lists, `Date`s, `null`s, missing fields), with `Date` operands on timestamp paths.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../src/query/parse-query.ts';
import { compileFilter } from '../../src/semantics/predicate.ts';
import { sortViews } from '../../src/semantics/sort.ts';
import { compareValues, sameValue } from '../../src/semantics/value-order.ts';
import { mingoFilter, mingoSort } from '../mock/mingo-oracle.ts';

/** Field names; `t` holds timestamps, wherever it is. */
const NAMES = ['a', 'b', 't'] as const;
const isTimestampPath = (path: string) => path.split('.').at(-1) === 't';

const DAYS = ['2024-09-05', '2024-09-06'];
const instants = DAYS.flatMap((day) => [`${day}T00:00:00Z`, `${day}T12:00:00Z`]);

/** Values as the views hold them. */
const { view } = fc.letrec<{ value: unknown; view: Record<string, unknown> }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.integer({ min: 0, max: 2 }),
    fc.constantFrom('', 'a'),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(...instants).map((instant) => new Date(instant)),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.array(tie('view'), { minLength: 1, maxLength: 3 }),
    tie('view'),
  ),
  view: fc.dictionary(fc.constantFrom(...NAMES), tie('value'), { maxKeys: 3, noNullPrototype: true }),
}));

/** Operands as `s` carries them: JSON, timestamps as strings. */
const { operand } = fc.letrec<{ scalar: unknown; operand: unknown }>((tie) => ({
  scalar: fc.oneof(
    fc.integer({ min: 0, max: 2 }),
    fc.constantFrom('', 'a', ...DAYS, ...instants),
    fc.boolean(),
    fc.constant(null),
  ),
  operand: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('scalar'),
    tie('scalar'),
    fc.array(tie('operand'), { maxLength: 2 }),
    fc.dictionary(fc.constantFrom(...NAMES), tie('operand'), { maxKeys: 2, noNullPrototype: true }),
  ),
}));

const path = fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 3 }).map((names) => names.join('.'));

const comparisons = fc
  .uniqueArray(fc.constantFrom('$gt', '$gte', '$lt', '$lte', '$in'), { minLength: 1, maxLength: 2 })
  .chain((operators) =>
    fc.tuple(
      ...operators.map((operator) =>
        (operator === '$in' ? fc.array(operand, { maxLength: 3 }) : operand).map((value) => [operator, value]),
      ),
    ),
  )
  .map((entries) => Object.fromEntries(entries));

const { filter } = fc.letrec<{ filter: Record<string, unknown>; condition: [string, unknown] }>((tie) => ({
  condition: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(path, operand),
    fc.tuple(path, comparisons),
    fc.tuple(fc.constantFrom('$or', '$and'), fc.array(tie('filter'), { minLength: 1, maxLength: 3 })),
  ),
  filter: fc.array(tie('condition'), { maxLength: 3 }).map((entries) => Object.fromEntries(entries)),
}));

const views = fc.array(view, { maxLength: 12 });

describe("the engine's filter", () => {
  it('keeps exactly the views mingo keeps, for random filters over random records', () => {
    fc.assert(
      fc.property(views, filter, (records, $query) => {
        const { filter: node } = parseQuery({ $query });
        const test = compileFilter(node, isTimestampPath);
        expect(records.filter(test)).toEqual(mingoFilter(records, node, isTimestampPath));
      }),
      { numRuns: 2000 },
    );
  });

  it('matches through lists as MongoDB does: an item, the list whole, or null for a missing field', () => {
    const game = {
      drives: [{ yards: 80 }, { yards: 12, result: null }],
      tags: ['a', 'b'],
      teams: [{ ids: [1] }, { ids: [2, 3] }],
    };
    const matches = ($query: Record<string, unknown>) =>
      compileFilter(parseQuery({ $query }).filter, isTimestampPath)(game);
    expect(matches({ 'drives.yards': 80 })).toBe(true);
    expect(matches({ 'drives.yards': { $gt: 70, $lt: 90 } })).toBe(true);
    expect(matches({ tags: 'b' })).toBe(true);
    expect(matches({ tags: ['a', 'b'] })).toBe(true);
    expect(matches({ tags: ['b', 'a'] })).toBe(false);
    // A list of lists: an item of an inner list, one level down per name after the first.
    expect(matches({ 'teams.ids': 3 })).toBe(true);
    expect(matches({ 'teams.ids': [2, 3] })).toBe(true);
    expect(matches({ nonesuch: null })).toBe(true);
    expect(matches({ nonesuch: { $in: [null, 1] } })).toBe(true);
    expect(matches({ 'drives.yards': { $gt: '1' } })).toBe(false);
  });
});

describe("the engine's sort", () => {
  const keys = fc.array(fc.record({ path, direction: fc.constantFrom(1, -1) as fc.Arbitrary<1 | -1> }), {
    minLength: 1,
    maxLength: 3,
  });

  it('orders views as mingo does, for random keys over random records (mixed kinds, lists, missing values)', () => {
    fc.assert(
      fc.property(views, keys, (records, sort) => {
        expect(sortViews(records, sort)).toEqual(mingoSort(records, sort));
      }),
      { numRuns: 2000 },
    );
  });

  it('orders kinds as MongoDB does (missing and null, numbers, strings, objects, booleans, dates), a list by its items', () => {
    const values = [new Date(0), true, { a: 1 }, 'x', 1, null, undefined];
    const sorted = sortViews(
      values.map((value) => (value === undefined ? {} : { value })),
      [{ path: 'value', direction: 1 }],
    );
    expect(sorted.map((view) => (view as { value?: unknown }).value)).toEqual([
      null,
      undefined,
      1,
      'x',
      { a: 1 },
      true,
      new Date(0),
    ]);
    // Ascending, a list sorts by its least item: [5, 1] before 3.
    expect(sortViews([{ v: 3 }, { v: [5, 1] }], [{ path: 'v', direction: 1 }])).toEqual([{ v: [5, 1] }, { v: 3 }]);
    expect(compareValues([], null)).toBeLessThan(0);
    expect(sameValue({ a: 1, b: [new Date(5)] }, { b: [new Date(5)], a: 1 })).toBe(true);
  });
});
