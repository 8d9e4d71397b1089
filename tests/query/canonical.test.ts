/**
 * The canonical form of a query: trees that ask the same thing in another order compile to the
 * same `fs` and `s`, trees that ask different things never do, and the canonical text reads back
 * as the same query.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalParams, canonicalTree } from '../../src/query/canonical.ts';
import type { Condition, FilterNode, JsonValue, QueryNode, SelectionNode } from '../../src/query/nodes.ts';
import { parseFields } from '../../src/query/parse-fields.ts';
import { parseQuery } from '../../src/query/parse-query.ts';
import { jsonData, queryTree, selectionTree } from '../support/properties/query-arbitraries.ts';

/** A seeded shuffle (mulberry32), so that fast-check can replay a failure. */
function shuffler(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(next() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  };
}
type Shuffle = ReturnType<typeof shuffler>;

const reorderSelection = (selection: SelectionNode, shuffle: Shuffle): SelectionNode => ({
  kind: 'selection',
  fields: shuffle(selection.fields).map(({ name, children }) => ({
    name,
    children: children && reorderSelection(children, shuffle),
  })),
});

function reorderCondition(condition: Condition, shuffle: Shuffle): Condition {
  switch (condition.kind) {
    case 'compare':
      return { ...condition, comparisons: shuffle(condition.comparisons) };
    case 'or':
    case 'and':
      return { kind: condition.kind, branches: shuffle(condition.branches.map((b) => reorderFilter(b, shuffle))) };
    case 'subQuery':
      return { ...condition, filter: reorderFilter(condition.filter, shuffle) };
    case 'raw':
      return { kind: 'raw', entries: reorderEntries(condition.entries, shuffle) };
    default:
      return condition;
  }
}

const reorderFilter = (filter: FilterNode, shuffle: Shuffle): FilterNode => ({
  kind: 'filter',
  conditions: shuffle(filter.conditions.map((condition) => reorderCondition(condition, shuffle))),
});

function reorderEntries(entries: { readonly [key: string]: JsonValue }, shuffle: Shuffle) {
  const out: { [key: string]: JsonValue } = Object.create(null);
  for (const key of shuffle(Object.keys(entries))) out[key] = entries[key] as JsonValue;
  return out;
}

const reorderQuery = (query: QueryNode, shuffle: Shuffle): QueryNode => ({
  ...query,
  filter: query.filter && reorderFilter(query.filter, shuffle),
  subQueries: shuffle(query.subQueries.map((sub) => ({ ...sub, filter: reorderFilter(sub.filter, shuffle) }))),
  raw: query.raw && reorderEntries(query.raw, shuffle),
  order: shuffle(['$query', '$sort', '$take', '$skip', 'drives', ...Object.keys(query.raw ?? {})]),
});

/**
 * What a query means, written independently of the implementation: every part the service reads
 * as a set becomes a sorted list; `$sort` (a priority) and `$in` values stay as they are.
 */
const sortedByJson = <T>(items: readonly T[]) =>
  [...items].sort((a, b) =>
    JSON.stringify(a) < JSON.stringify(b) ? -1 : JSON.stringify(a) > JSON.stringify(b) ? 1 : 0,
  );

const meaningOfSelection = (selection: SelectionNode | null): unknown =>
  selection &&
  sortedByJson(selection.fields.map(({ name, children }) => [name, children && meaningOfSelection(children)]));

function meaningOfCondition(condition: Condition): unknown {
  switch (condition.kind) {
    case 'equals':
      return ['equals', condition.path, condition.value];
    case 'compare':
      return ['compare', condition.path, sortedByJson(condition.comparisons.map((c) => [c.operator, c.value]))];
    case 'or':
    case 'and':
      return [condition.kind, sortedByJson(condition.branches.map(meaningOfFilter))];
    case 'subQuery':
      return ['subQuery', condition.collection, meaningOfFilter(condition.filter)];
    case 'raw':
      return ['raw', sortedByJson(Object.entries(condition.entries))];
  }
}

const meaningOfFilter = (filter: FilterNode | null): unknown =>
  filter && sortedByJson(filter.conditions.map(meaningOfCondition));

const meaning = (tree: { selection: SelectionNode | null; query: QueryNode }) => ({
  fs: meaningOfSelection(tree.selection),
  filter: meaningOfFilter(tree.query.filter),
  subQueries: sortedByJson(tree.query.subQueries.map((sub) => [sub.keys, meaningOfFilter(sub.filter)])),
  sort: tree.query.sort.map((key) => [key.path, key.direction]),
  take: tree.query.take,
  skip: tree.query.skip,
  takeLast: tree.query.takeLast,
  raw: sortedByJson(Object.entries(tree.query.raw ?? {})),
});

const rawKeys = fc.option(
  fc.dictionary(fc.stringMatching(/^\$r[a-z]{1,3}$/), jsonData(2), { minKeys: 1, maxKeys: 3 }),
  { nil: null },
);
const tree = fc
  .record({ selection: fc.option(selectionTree, { nil: null }), query: queryTree, raw: rawKeys })
  .map(({ selection, query, raw }) => ({ selection, query: { ...query, raw } }));

describe('canonicalParams', () => {
  it('gives the same fs and s for a query reordered in every part the service reads as a set', () => {
    fc.assert(
      fc.property(tree, fc.integer(), (original, seed) => {
        const shuffle = shuffler(seed);
        const reordered = {
          selection: original.selection && reorderSelection(original.selection, shuffle),
          query: reorderQuery(original.query, shuffle),
        };
        expect(canonicalParams(reordered)).toEqual(canonicalParams(original));
      }),
    );
  });

  it('reads back as the same query: what was canonicalised means what was given', () => {
    fc.assert(
      fc.property(tree, (original) => {
        const { fs, s } = canonicalParams(original);
        const read = {
          selection: fs === undefined ? null : parseFields(fs),
          query: s === undefined ? parseQuery('{}') : parseQuery(s, { allowUnknown: true }),
        };
        expect(meaning(read)).toEqual(meaning(original));
      }),
    );
  });

  it('never gives two queries that mean different things the same fs and s', () => {
    fc.assert(
      fc.property(tree, tree, (a, b) => {
        const same = JSON.stringify(meaning(a)) === JSON.stringify(meaning(b));
        expect(JSON.stringify(canonicalParams(a)) === JSON.stringify(canonicalParams(b))).toBe(same);
      }),
    );
  });

  it('keeps the order of $sort keys, which is the sort’s priority', () => {
    fc.assert(
      fc.property(tree, (original) => {
        fc.pre(original.query.sort.length >= 2);
        const reversed = { ...original, query: { ...original.query, sort: [...original.query.sort].reverse() } };
        expect(canonicalParams(reversed).s).not.toBe(canonicalParams(original).s);
      }),
    );
  });

  it('is idempotent, and leaves a canonical tree frozen', () => {
    fc.assert(
      fc.property(tree, (original) => {
        const once = canonicalTree(original);
        expect(canonicalParams(once)).toEqual(canonicalParams(original));
        expect(Object.isFrozen(once)).toBe(true);
      }),
    );
  });
});
