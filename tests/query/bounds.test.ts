/**
 * Hostile shapes of `fs`, `s` and masks: very deep, very wide, cyclic. Each is answered with
 * huddle's typed error at its place, never a RangeError, and whatever the builder or a mask
 * writes, the parsers read back (one bound each, shared).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FilterBuilder } from '../../src/query/index.ts';
import {
  FieldSelectorError,
  formatFields,
  formatQuery,
  MAX_CONDITION_DEPTH,
  MAX_SELECTION_DEPTH,
  MAX_VALUE_DEPTH,
  mergeSelections,
  parseFields,
  parseQuery,
  QueryError,
  query,
  SelectionMaskError,
  selectionFromMask,
} from '../../src/query/index.ts';
import { expectQueryError, resultOrQueryError } from '../support/expect/expect-query-error.ts';
import { thrown } from '../support/expect/thrown.ts';

/** A value of `depth` nested arrays around 1: `nested(2)` is `[[1]]`. */
const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let index = 0; index < depth; index++) value = [value];
  return value;
};

/** `{ a: { a: … { leaf } } }`, `depth` objects deep. */
const nestedMask = (depth: number, leaf: unknown = true): Record<string, unknown> => {
  let mask: Record<string, unknown> = { x: leaf };
  for (let index = 1; index < depth; index++) mask = { a: mask };
  return mask;
};

function expectRefusal(run: () => unknown, reason: RegExp | string): QueryError {
  return expectQueryError(run, {
    type: QueryError,
    reason: typeof reason === 'string' ? expect.stringContaining(reason) : expect.stringMatching(reason),
  });
}

describe('s values: depth bound and cycles', () => {
  it('refuses s values nested 2,000 and 100,000 deep with a QueryError, not a RangeError', () => {
    for (const depth of [MAX_VALUE_DEPTH + 1, 2_000, 100_000]) {
      const text = `{"$query":{"a":${'['.repeat(depth)}1${']'.repeat(depth)}}}`;
      expectRefusal(() => parseQuery(text), `nests arrays and objects deeper than ${MAX_VALUE_DEPTH} levels`);
      expectRefusal(() => parseQuery({ $query: { a: nested(depth) } }), /deeper than/);
      expectRefusal(() => parseQuery({ $query: { a: { $in: nested(depth) } } }), /deeper than/);
      expectRefusal(() => parseQuery({ $x: nested(depth) }, { allowUnknown: true }), /deeper than/);
      expectRefusal(() => query().where('a', nested(depth) as never), /deeper than/);
      expectRefusal(() => query().raw({ $x: nested(depth) }), /deeper than/);
    }
  });

  it('accepts s values exactly MAX_VALUE_DEPTH deep, from the parser and the builder alike', () => {
    const value = nested(MAX_VALUE_DEPTH);
    const s = query()
      .where('a', value as never)
      .toParams().s as string;
    expect(parseQuery(s).filter?.conditions[0]).toEqual({ kind: 'equals', path: 'a', value });
    expect(parseQuery(query().raw({ $x: value }).toParams().s as string, { allowUnknown: true }).raw).toEqual({
      $x: value,
    });
  });

  it('names the place of a too-deep value in s', () => {
    const error = expectRefusal(() => parseQuery({ $query: { 'week.season': nested(100) } }), /deeper than/);
    expect(error.path.slice(0, 2)).toEqual(['$query', 'week.season']);
    expect(error.path).toHaveLength(2 + MAX_VALUE_DEPTH);
  });

  it('refuses a cyclic s object with a QueryError naming where it contains itself', () => {
    const cyclic: Record<string, unknown> = { b: 1 };
    cyclic.self = cyclic;
    const list: unknown[] = [1];
    list.push(list);
    expect(expectRefusal(() => parseQuery({ $query: { a: cyclic } }), 'the value contains itself').path).toEqual([
      '$query',
      'a',
      'self',
    ]);
    expect(expectRefusal(() => parseQuery({ $query: { a: { $in: list } } }), 'the value contains itself').path).toEqual(
      ['$query', 'a', '$in', 1],
    );
    expectRefusal(() => parseQuery({ $x: cyclic }, { allowUnknown: true }), 'the value contains itself');
    expectRefusal(() => parseQuery({ $query: { a: { $regex: cyclic } } }, { allowUnknown: true }), /contains itself/);
    expectRefusal(() => query().where('a', cyclic as never), 'the value contains itself');
    expectRefusal(() => query().where('a', '$in', list as never), 'the value contains itself');
    expectRefusal(() => query().whereRaw({ a: cyclic }), 'the value contains itself');
    expectRefusal(() => query().raw({ $x: cyclic }), 'the value contains itself');
    expectRefusal(() => query().or((branch) => branch.where('a', cyclic as never)), 'the value contains itself');
  });

  it('names values that have no JSON (cyclic, bigint, fake Date) in QueryErrors instead of throwing a TypeError', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expectRefusal(
      () => parseQuery({ $sort: { gameTime: cyclic } }),
      'expected 1 (ascending) or -1 (descending), found object',
    );
    expectRefusal(() => parseQuery({ $take: cyclic }), 'expected a whole number of records, found object');
    expectRefusal(() => parseQuery({ $skip: 1n }), 'expected a whole number of records, found bigint');
    expectRefusal(() => parseQuery({ $query: { a: 1n } }), 'bigint is not a JSON value');
    expectRefusal(() => parseQuery({ $query: { a: Object.create(Date.prototype) } }), 'an invalid Date');
    expectRefusal(() => query().sort('a', cyclic as never), "expected 'asc', 'desc', 1 or -1, found object");
    expectRefusal(() => query().where('a', cyclic as never, 1 as never), /unknown operator object/);
    expectRefusal(() => query().take(1n as never), 'expected a whole number of records, found bigint');
    expect(() => selectionFromMask({ a: 1n } as never)).toThrow('expected true, false or a nested mask, found bigint');
    expect(() => selectionFromMask({ a: 'x'.repeat(10_000) } as never)).toThrow(/found "x{56}…$/);
  });

  it('reads -0 as a record count of 0, so that what it writes reads back the same', () => {
    const tree = parseQuery({ $take: -0, $skip: -0, $query: { $takeLast: -0 } });
    expect([tree.take, tree.skip, tree.takeLast].map((count) => Object.is(count, 0))).toEqual([true, true, true]);
    expect(parseQuery(formatQuery(tree) as string)).toEqual(tree);
    expect(Object.is(query().skip(-0).toNode().query.skip, 0)).toBe(true);
  });

  it('writes -0 as 0 wherever a value enters a node (JSON has no -0), so a tree reads back as itself', () => {
    // fc.jsonValue draws -0 (JSON.parse gives it for "-0"); a node must hold what its JSON reads back as.
    const withNegativeZero = fc.jsonValue({ maxDepth: 3 }).map((value) => [-0, value, { z: -0 }]);
    fc.assert(
      fc.property(withNegativeZero, (value) => {
        const expected = JSON.parse(JSON.stringify(value));
        const built = query()
          .where('a', value as never)
          .where('b', '$in', value as never)
          .raw({ $r: value })
          .toNode();
        const conditions = built.query.filter?.conditions ?? [];
        expect(conditions.find((c) => c.kind === 'equals')).toMatchObject({ value: expected });
        expect(conditions.find((c) => c.kind === 'compare')).toMatchObject({ comparisons: [{ value: expected }] });
        expect(built.query.raw?.$r).toEqual(expected);
        expect(query().whereRaw({ $r: value }).toNode().query.filter?.conditions[0]).toMatchObject({
          entries: { $r: expected },
        });
        const parsed = parseQuery({ $query: { a: value }, $r: value }, { allowUnknown: true });
        expect(parsed.filter?.conditions[0]).toMatchObject({ value: expected });
        expect(parsed.raw?.$r).toEqual(expected);
      }),
    );
  });

  it('accepts a value that repeats an object without containing it (a DAG, not a cycle)', () => {
    const shared = { b: 1 };
    expect(parseQuery({ $query: { a: [shared, shared, { c: shared }] } }).filter?.conditions).toHaveLength(1);
  });

  it('refuses a cyclic s whose conditions contain themselves with a QueryError, not a RangeError', () => {
    const branch: Record<string, unknown> = {};
    branch.$or = [branch];
    expectRefusal(() => parseQuery({ $query: branch }), /conditions nest deeper than/);
    const sub: Record<string, unknown> = {};
    sub.drives = { $query: sub };
    expectRefusal(() => parseQuery({ $query: sub }), /conditions nest deeper than/);
    const top: Record<string, unknown> = {};
    top.$query = top;
    expectRefusal(() => parseQuery(top), /unknown key "\$query"/);
    expectRefusal(() => parseQuery(top, { allowUnknown: true }), /contains itself/);
  });
});

describe('s conditions: depth bound shared by the parser and the builder', () => {
  const orChain = (depth: number): unknown => {
    let filter: unknown = { a: 1 };
    for (let index = 0; index < depth; index++) filter = { $or: [filter] };
    return filter;
  };

  it('refuses $or nested 2,000 deep with a QueryError, not a RangeError', () => {
    expectRefusal(
      () => parseQuery({ $query: orChain(2_000) }),
      `conditions nest deeper than ${MAX_CONDITION_DEPTH} levels`,
    );
    const text = `{"$query":${'{"$or":['.repeat(100_000)}{}${']}'.repeat(100_000)}}`;
    expectRefusal(() => parseQuery(text), /conditions nest deeper than/);
  });

  it('accepts conditions MAX_CONDITION_DEPTH deep and refuses one more, in s and in the builder', () => {
    expect(() => parseQuery({ $query: orChain(MAX_CONDITION_DEPTH) })).not.toThrow();
    expectRefusal(() => parseQuery({ $query: orChain(MAX_CONDITION_DEPTH + 1) }), /conditions nest deeper/);

    type Branch = FilterBuilder<Record<string, unknown>>;
    const build =
      (depth: number) =>
      (branch: Branch): Branch =>
        depth === 0 ? branch.where('a', 1) : branch.or(build(depth - 1));
    const deepest = query().or(build(MAX_CONDITION_DEPTH - 1));
    expect(parseQuery(deepest.toParams().s as string)).toEqual(deepest.toNode().query);
    expectRefusal(() => query().or(build(MAX_CONDITION_DEPTH)), /conditions nest deeper/);
    expectRefusal(() => query().or(build(2_000)), /conditions nest deeper/);
  });

  it('counts a sub-collection filter beside $query one level down, as the parser does', () => {
    type Drive = FilterBuilder<Record<string, unknown>>;
    const build =
      (depth: number) =>
      (branch: Drive): Drive =>
        depth === 0 ? branch.where('yards', 1) : branch.or(build(depth - 1));
    const deepest = query().filter('drives', build(MAX_CONDITION_DEPTH - 1));
    expect(parseQuery(deepest.toParams().s as string).subQueries).toHaveLength(1);
    expectRefusal(() => query().filter('drives', build(MAX_CONDITION_DEPTH)), /conditions nest deeper/);
    let drives: unknown = { yards: 1 };
    for (let index = 0; index < MAX_CONDITION_DEPTH; index++) drives = { $or: [drives] };
    expectRefusal(() => parseQuery({ drives: { $query: drives } }), /conditions nest deeper/);
  });
});

describe('fs: width and depth', () => {
  it('reads an fs of 150,000 items without exhausting the stack', () => {
    const flat = Array.from({ length: 150_000 }, (_, index) => `f${index}`).join(',');
    expect(parseFields(flat).fields).toHaveLength(150_000);
    const shared = Array.from({ length: 150_000 }, (_, index) => `a.b${index}`).join(',');
    expect(parseFields(shared).fields[0]?.children?.fields).toHaveLength(150_000);
    expect(formatFields(parseFields(shared))).toBe(`a{${shared.replaceAll('a.', '')}}`);
  }, 30_000);

  it('merges selections of 150,000 fields without exhausting the stack', () => {
    const even = parseFields(Array.from({ length: 75_000 }, (_, index) => `a.b${2 * index}`).join(','));
    const odd = parseFields(Array.from({ length: 75_000 }, (_, index) => `a.b${2 * index + 1}`).join(','));
    expect(mergeSelections(even, odd, even).fields[0]?.children?.fields).toHaveLength(150_000);
    const wide = selectionFromMask(
      Object.fromEntries(Array.from({ length: 150_000 }, (_, index) => [`f${index}`, true])),
    );
    expect(wide.fields).toHaveLength(150_000);
  }, 30_000);
});

describe('selection masks: the bound of fs', () => {
  it('refuses masks nested 10,000 deep with a SelectionMaskError, not a RangeError', () => {
    for (const depth of [MAX_SELECTION_DEPTH + 1, 1_000, 10_000]) {
      const error = thrown(() => selectionFromMask(nestedMask(depth) as never));
      expect(error).toBeInstanceOf(SelectionMaskError);
      expect((error as SelectionMaskError).reason).toBe(`selections nest deeper than ${MAX_SELECTION_DEPTH} levels`);
      expect((error as SelectionMaskError).path).toHaveLength(MAX_SELECTION_DEPTH + 1);
    }
  });

  it('accepts exactly the masks whose fs the parser reads back (one MAX_SELECTION_DEPTH)', () => {
    for (let depth = 1; depth <= MAX_SELECTION_DEPTH + 3; depth++) {
      const mask = nestedMask(depth);
      const dotted = { [Array.from({ length: depth }, () => 'a').join('.')]: true };
      const halfDotted = {
        [Array.from({ length: Math.ceil(depth / 2) }, () => 'b').join('.')]: nestedMask(Math.floor(depth / 2) || 1),
      };
      for (const shape of [mask, dotted, halfDotted]) {
        const selection = resultOrQueryError(() => selectionFromMask(shape as never), SelectionMaskError);
        const fs = selection === undefined ? undefined : formatFields(selection);
        const reads = (text: string) => resultOrQueryError(() => parseFields(text), FieldSelectorError) !== undefined;
        if (fs !== undefined) expect(parseFields(fs)).toEqual(selection);
        // The same tree written as fs is refused by the parser exactly when the mask was.
        const spelled = Object.keys(shape)[0] as string;
        const asFs = (value: unknown, name: string): string =>
          value === true
            ? name
            : `${name}{${Object.entries(value as object)
                .map(([k, v]) => asFs(v, k))
                .join(',')}}`;
        expect(reads(asFs(shape[spelled], spelled))).toBe(selection !== undefined);
      }
    }
  });

  it('refuses a mask that contains itself with a SelectionMaskError', () => {
    const mask: Record<string, unknown> = { id: true };
    mask.homeTeam = mask;
    const error = thrown(() => selectionFromMask(mask as never));
    expect(error).toBeInstanceOf(SelectionMaskError);
    expect(error).toMatchObject({ path: ['homeTeam'], reason: 'the mask contains itself' });
  });

  it('refuses the same too-deep selection through the builder', () => {
    expect(() => query().select(nestedMask(MAX_SELECTION_DEPTH + 1) as never)).toThrow(SelectionMaskError);
    expect(() => query().select(`${'a.'.repeat(MAX_SELECTION_DEPTH)}b` as never)).toThrow(FieldSelectorError);
    expect(
      query()
        .select(nestedMask(MAX_SELECTION_DEPTH) as never)
        .toParams().fs,
    ).toBe(`${'a{'.repeat(MAX_SELECTION_DEPTH - 1)}x${'}'.repeat(MAX_SELECTION_DEPTH - 1)}`);
  });
});
