/**
 * How deep the builder's conditions nest, counted as the parser counts them: `$or`/`$and` built
 * with `.or()`/`.and()`, written raw with `whereRaw()`, and the `$and` a repeated key moves into.
 * Whatever the builder accepts the parser reads back, and only a truly over-deep filter is refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCondition } from '../../src/query/conditions.ts';
import {
  type FilterBuilder,
  formatQuery,
  MAX_CONDITION_DEPTH,
  parseQuery,
  QueryError,
  query,
} from '../../src/query/index.ts';
import { Condition, FilterNode } from '../../src/query/nodes.ts';
import { expectQueryError } from '../support/expect/expect-query-error.ts';

type Builder = FilterBuilder<Record<string, unknown>>;
type Raw = { [key: string]: unknown };

/** The `s` a builder writes, which the parser must read back as the same text. */
function readsBack(s: string | undefined): void {
  expect(s).toBeDefined();
  expect(formatQuery(parseQuery(s as string, { allowUnknown: true }))).toBe(s);
}

/** `{ $and: [{ $and: [… { a: 1 } …] }] }`, `depth` levels of `key` deep. */
const rawChain = (depth: number, key: '$and' | '$or' = '$and'): Raw => {
  let filter: Raw = { a: 1 };
  for (let index = 0; index < depth; index++) filter = { [key]: [filter] };
  return filter;
};

/** Builds `depth` levels of `.or()` around `build`. */
const inOr =
  (depth: number, build: (branch: Builder) => Builder) =>
  (branch: Builder): Builder =>
    depth === 0 ? build(branch) : branch.or(inOr(depth - 1, build));

/**
 * How deep the raw filters of these tests nest: one raw entry is also a value, whose arrays and
 * objects `MAX_VALUE_DEPTH` bounds (two per `$and` level), so deeper filters sit in `.or()` branches.
 */
const RAW = 12;

const depthError = { type: QueryError, reason: `conditions nest deeper than ${MAX_CONDITION_DEPTH} levels` };

describe('whereRaw({ $and }) and .and() share one $and', () => {
  it('.and() after whereRaw({ $and: […] }) joins its branches instead of nesting 32 levels deep', () => {
    const built = query()
      .whereRaw({ $and: [{ a: 1 }, { b: 2 }] })
      .and((branch) => branch.where('x', 1))
      .and((branch) => branch.where('y', 2));
    expect(built.toParams().s).toBe('{"$query":{"$and":[{"a":1},{"b":2},{"x":1},{"y":2}]}}');
    readsBack(built.toParams().s);
  });

  it('whereRaw({ $and: […] }) after .and() joins the same $and', () => {
    const built = query()
      .and((branch) => branch.where('x', 1))
      .whereRaw({ $and: [{ a: 1 }] });
    expect(built.toParams().s).toBe('{"$query":{"$and":[{"x":1},{"a":1}]}}');
    readsBack(built.toParams().s);
  });

  it('a raw $and beside other keys moves whole into the $and, every condition still applying', () => {
    const after = query()
      .whereRaw({ $and: [{ a: 1 }], c: 1 })
      .and((branch) => branch.where('x', 1));
    expect(after.toParams().s).toBe('{"$query":{"$and":[{"$and":[{"a":1}],"c":1},{"x":1}]}}');
    readsBack(after.toParams().s);
    const before = query()
      .where('a', 1)
      .whereRaw({ a: 2, $and: [{ b: 1 }] });
    expect(before.toParams().s).toBe('{"$query":{"$and":[{"a":1},{"a":2,"$and":[{"b":1}]}]}}');
    readsBack(before.toParams().s);
  });

  it('a raw $and at the depth bound still takes .and() (its branches join it, no level added)', () => {
    const deep = (branch: Builder) => branch.whereRaw(rawChain(RAW)).and((inner) => inner.where('x', 1));
    readsBack(
      query()
        .or(inOr(MAX_CONDITION_DEPTH - 1 - RAW, deep))
        .toParams().s,
    );
  });
});

describe('the depth of conditions is counted as the parser counts it', () => {
  it('counts $or, $and and { $query } written raw: up to the bound is taken, one level more refused at $query', () => {
    for (const key of ['$and', '$or'] as const) {
      const raw = (branch: Builder) => branch.whereRaw(rawChain(RAW, key));
      readsBack(
        query()
          .or(inOr(MAX_CONDITION_DEPTH - 1 - RAW, raw))
          .toParams().s,
      );
      const error = expectQueryError(() => query().or(inOr(MAX_CONDITION_DEPTH - RAW, raw)), depthError);
      expect(error).toMatchObject({ path: ['$query', key] });
    }
    let sub: Raw = { yards: 1 };
    for (let index = 0; index < RAW; index++) sub = { drives: { $query: sub } };
    const raw = (branch: Builder) => branch.whereRaw(sub);
    readsBack(
      query()
        .or(inOr(MAX_CONDITION_DEPTH - 1 - RAW, raw))
        .toParams().s,
    );
    expectQueryError(() => query().or(inOr(MAX_CONDITION_DEPTH - RAW, raw)), {
      ...depthError,
      path: ['$query', 'drives'],
    });
  });

  it('counts the level a branch sits at: a raw $or in the deepest branch is refused, not sent unreadable', () => {
    readsBack(
      query()
        .or(inOr(MAX_CONDITION_DEPTH - 2, (branch) => branch.whereRaw(rawChain(1, '$or'))))
        .toParams().s,
    );
    expectQueryError(
      () => query().or(inOr(MAX_CONDITION_DEPTH - 1, (branch) => branch.whereRaw(rawChain(1, '$or')))),
      depthError,
    );
  });

  it('counts the $and a repeated key moves into: in the deepest branch, where(a).where(a) is refused, not sent unreadable', () => {
    const twice = (branch: Builder) => branch.where('a', 1).where('a', 2);
    readsBack(
      query()
        .or(inOr(MAX_CONDITION_DEPTH - 2, twice))
        .toParams().s,
    );
    expectQueryError(() => query().or(inOr(MAX_CONDITION_DEPTH - 1, twice)), depthError);
  });

  it('counts raw entries that join a $and as a branch one level below it', () => {
    const and = Condition.branches('and', [FilterNode.create([Condition.equals('x', 1)])]);
    const filter = addCondition(null, and, 0);
    const entries = { c: 1, $and: [rawChain(RAW)] } as never;
    const level = MAX_CONDITION_DEPTH - RAW - 1;
    // Alone, the entries fit at this level; as a branch of the $and they are one level too deep.
    expect(() => addCondition(null, Condition.raw(entries), level)).not.toThrow();
    expectQueryError(() => addCondition(filter, Condition.raw(entries), level), {
      ...depthError,
      path: ['$query', '$and'],
    });
    expect(() => addCondition(filter, Condition.raw(entries), level - 1)).not.toThrow();
  });

  it('chains of where, whereRaw, .and() and .or() of bounded depth never throw, and the parser reads back what they write', () => {
    type Op =
      | { readonly kind: 'where'; readonly field: string; readonly value: number }
      | { readonly kind: 'raw'; readonly entries: Raw; readonly depth: number }
      | { readonly kind: 'and' | 'or'; readonly branches: readonly (readonly Op[])[] };
    const field = fc.constantFrom('a', 'b', 'c');
    // Raw filters with their depth as the parser counts it.
    const { raw } = fc.letrec<{ raw: { entries: Raw; depth: number } }>((tie) => ({
      raw: fc
        .record(
          {
            a: fc.integer({ min: 0, max: 3 }),
            b: fc.integer({ min: 0, max: 3 }),
            $and: fc.array(tie('raw'), { minLength: 1, maxLength: 2 }),
            $or: fc.array(tie('raw'), { minLength: 1, maxLength: 2 }),
          },
          { requiredKeys: [] },
        )
        .filter((entries) => Object.keys(entries).length > 0)
        .map((record) => {
          const entries: Raw = {};
          let depth = 0;
          for (const [key, value] of Object.entries(record)) {
            if (typeof value === 'number') entries[key] = value;
            else {
              entries[key] = value.map((branch) => branch.entries);
              depth = Math.max(depth, 1 + Math.max(...value.map((branch) => branch.depth)));
            }
          }
          return { entries, depth };
        }),
    }));
    const { ops } = fc.letrec<{ op: Op; ops: Op[] }>((tie) => ({
      op: fc.oneof(
        { depthSize: 'small' },
        fc.record({ kind: fc.constant('where' as const), field, value: fc.integer({ min: 0, max: 3 }) }),
        raw.map(({ entries, depth }) => ({ kind: 'raw' as const, entries, depth })),
        fc.record({
          kind: fc.constantFrom('and' as const, 'or' as const),
          branches: fc.array(tie('ops'), { minLength: 1, maxLength: 2 }),
        }),
      ),
      ops: fc.array(tie('op'), { minLength: 1, maxLength: 4 }) as fc.Arbitrary<Op[]>,
    }));
    // Levels as written; each filter may add one more, for the $and a repeated key moves into.
    const written = (list: readonly Op[]): number => Math.max(0, ...list.map(opDepth));
    const opDepth = (op: Op): number =>
      op.kind === 'where' ? 0 : op.kind === 'raw' ? op.depth : 1 + Math.max(...op.branches.map(written));
    const apply = (builder: Builder, list: readonly Op[]): Builder =>
      list.reduce<Builder>((at, op) => {
        if (op.kind === 'where') return at.where(op.field, op.value);
        if (op.kind === 'raw') return at.whereRaw(op.entries);
        const branches = op.branches.map((branchOps) => (branch: Builder) => apply(branch, branchOps));
        return op.kind === 'and' ? at.and(...branches) : at.or(...branches);
      }, builder);
    fc.assert(
      fc.property(ops, (list) => {
        const worst = 2 * written(list) + 1;
        fc.pre(worst < MAX_CONDITION_DEPTH);
        // Sunk as deep as the bound allows (the branch of query().or() is one level down), so
        // the bound itself is tried.
        const built = query().or(inOr(MAX_CONDITION_DEPTH - 1 - worst, (branch) => apply(branch, list)));
        readsBack(built.toParams().s);
      }),
    );
  });
});
