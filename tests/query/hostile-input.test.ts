/**
 * Whatever arrives as `fs`, `s` or a mask, the parsers return a tree or throw one of huddle's
 * typed errors (never a TypeError, a RangeError or a stall), and no input changes
 * `Object.prototype`: `__proto__`, `constructor` and `prototype` are ordinary names and keys.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FieldSelectorError,
  formatFields,
  formatQuery,
  HuddleError,
  parseFields,
  parseQuery,
  QueryError,
  query,
  type SelectionMask,
  SelectionMaskError,
  type SelectionNode,
  selectionFromMask,
} from '../../src/query/index.ts';
import { expectQueryError } from '../support/expect/expect-query-error.ts';
import { selectionTree } from '../support/properties/query-arbitraries.ts';

const TYPED = [QueryError, FieldSelectorError, SelectionMaskError] as const;

/** Runs `run`; what it throws must be one of huddle's typed errors. */
function answers<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    expect(error).toBeInstanceOf(HuddleError);
    expect(
      TYPED.some((type) => error instanceof type),
      String(error),
    ).toBe(true);
    return undefined;
  }
}

/** Object.prototype as it is: its own keys and their values. */
const prototypeState = () =>
  [Object.prototype, Array.prototype].map((proto) =>
    Reflect.ownKeys(proto).map((key) => [key, Object.getOwnPropertyDescriptor(proto, key)?.value]),
  );
const before = prototypeState();
const expectPrototypesUnchanged = () => {
  expect(prototypeState()).toEqual(before);
  expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
};

const HOSTILE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'polluted'];

/** Strings made of the grammar of `fs`, hostile names and whitespace the spec does not allow. */
const fsText = fc
  .array(
    fc.oneof(
      fc.constantFrom(...HOSTILE_NAMES, 'a', 'b1', '_', '.', ',', '{', '}', '(', ')', ' ', '\t', '\n', '\r'),
      fc.constantFrom('\u00a0', '\u2028', '\u2029', '\ufeff', '\v', '\f', '\u3000', '-', '"', '1', '\0'),
      fc.string({ unit: 'binary', maxLength: 3 }),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

/** JSON text whose objects may repeat keys and use hostile ones, as JSON.parse keeps them own. */
const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc
      .oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.string())
      .map((v) => JSON.stringify(v) ?? 'null'),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(...HOSTILE_NAMES, '$query', '$or', '$and', '$in', '$gt', '$sort', '$take', '$skip'),
            fc.constantFrom('$takeLast', '$playerStats', '$seasonStats', '$teamSeasonStats', 'drives', 'a.b', 'a..b'),
            fc.string({ maxLength: 5 }),
          ),
          tie('value'),
        ),
        { maxLength: 4 },
      )
      .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
  ),
})).value;

/** A selection tree as a mask. */
const maskOf = (selection: SelectionNode): SelectionMask =>
  Object.fromEntries(selection.fields.map(({ name, children }) => [name, children === null ? true : maskOf(children)]));

describe('round trips', () => {
  it('parseFields(formatFields(x)) is x for random valid selections', () => {
    fc.assert(
      fc.property(selectionTree, (tree) => {
        expect(parseFields(formatFields(tree))).toEqual(tree);
      }),
    );
  });

  it('selectionFromMask of a random mask writes an fs that parseFields reads as the same tree', () => {
    fc.assert(
      fc.property(selectionTree, (tree) => {
        const selection = selectionFromMask(maskOf(tree));
        expect(selection).toEqual(tree);
        expect(parseFields(formatFields(selection))).toEqual(selection);
      }),
    );
  });
});

describe('hostile input: typed errors only, Object.prototype unchanged', () => {
  it('parseFields answers random strings with a tree or a FieldSelectorError', () => {
    fc.assert(
      fc.property(fc.oneof(fsText, fc.string({ unit: 'binary' })), (fs) => {
        const tree = answers(() => parseFields(fs));
        if (tree !== undefined) expect(parseFields(formatFields(tree))).toEqual(tree);
        expectPrototypesUnchanged();
      }),
      { numRuns: 2_000 },
    );
  });

  it('parseQuery answers random strings and JSON texts with a tree or a QueryError', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), jsonText), fc.boolean(), (s, allowUnknown) => {
        answers(() => parseQuery(s, { allowUnknown }));
        expectPrototypesUnchanged();
      }),
      { numRuns: 2_000 },
    );
  });

  it('parseQuery answers random s objects with __proto__ and constructor keys with a tree or a QueryError', () => {
    fc.assert(
      fc.property(jsonText, fc.boolean(), (text, allowUnknown) => {
        const tree = answers(() => parseQuery(JSON.parse(text), { allowUnknown }));
        expectPrototypesUnchanged();
        if (tree === undefined) return;
        // What was read is written back and read again as the same tree.
        const written = formatQuery(tree);
        if (written !== null) expect(parseQuery(written, { allowUnknown })).toEqual(tree);
      }),
      { numRuns: 2_000 },
    );
  });

  it('the builder answers random values, raw and whereRaw entries with a builder or a QueryError', () => {
    fc.assert(
      fc.property(jsonText, fc.constantFrom(...HOSTILE_NAMES, 'a', 'a.b'), (text, path) => {
        const value = JSON.parse(text);
        for (const build of [
          () => query().where(path, value),
          () => query().where(path, '$in', value),
          () => query().raw(value),
          () => query().whereRaw(value),
        ]) {
          const builder = answers(build);
          const s = builder === undefined ? undefined : answers(() => builder.toParams().s);
          if (s !== undefined) answers(() => parseQuery(s, { allowUnknown: true }));
        }
        expectPrototypesUnchanged();
      }),
      { numRuns: 1_000 },
    );
  });

  it('selectionFromMask answers random masks with a tree or a SelectionMaskError', () => {
    fc.assert(
      fc.property(jsonText, (text) => {
        const selection = answers(() => selectionFromMask(JSON.parse(text)));
        if (selection !== undefined) expect(parseFields(formatFields(selection))).toEqual(selection);
        expectPrototypesUnchanged();
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps __proto__, constructor and prototype as ordinary names in fs, s and masks', () => {
    const fs = '__proto__{constructor,prototype},constructor.prototype';
    expect(formatFields(parseFields(fs))).toBe('__proto__{constructor,prototype},constructor{prototype}');
    expect(selectionFromMask(JSON.parse('{"__proto__":{"polluted":true}}'))).toEqual(parseFields('__proto__.polluted'));
    const s = '{"$query":{"__proto__":{"polluted":1},"constructor.prototype":{"$in":[{"__proto__":{"polluted":1}}]}}}';
    const tree = parseQuery(s);
    expect(tree.filter?.conditions.map((condition) => condition.kind)).toEqual(['equals', 'compare']);
    expect(query().where('__proto__', JSON.parse('{"__proto__":{"polluted":1}}')).toParams().s).toBe(
      '{"$query":{"__proto__":{"__proto__":{"polluted":1}}}}',
    );
    expect(query().raw(JSON.parse('{"__proto__":{"polluted":1}}')).toParams().s).toBe('{"__proto__":{"polluted":1}}');
    expectPrototypesUnchanged();
  });

  it('reads a sub-collection filter by its own $query only, never one its prototype holds', () => {
    const inherited = Object.create({ $query: { yards: 1 } }) as Record<string, unknown>;
    inherited.yards = 2;
    expectQueryError(() => parseQuery({ drives: inherited }), {
      type: QueryError,
      path: ['drives'],
      reason: 'expected a sub-collection filter { "$query": { … } }, found keys yards',
    });
  });
});
