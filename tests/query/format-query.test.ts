import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQuery, parseQuery } from '../../src/query/index.ts';
import { queryTree } from '../support/properties/query-arbitraries.ts';

/** The top-level members of a query tree's `s`, each as one object of its own. */
function members(s: string): [string, unknown][] {
  return Object.entries(JSON.parse(s) as Record<string, unknown>);
}

describe('formatQuery', () => {
  it('keeps the order of the top-level keys it was given', () => {
    fc.assert(
      fc.property(
        queryTree.filter((tree) => formatQuery(tree) !== null),
        fc.integer(),
        fc.option(fc.constantFrom({ $hint: 'x' }, { $explain: true }), { nil: null }),
        (tree, seed, raw) => {
          const canonical = formatQuery({ ...tree, raw }) as string;
          const shuffled = fc.sample(
            fc.shuffledSubarray(members(canonical), { minLength: members(canonical).length }),
            {
              seed,
              numRuns: 1,
            },
          )[0] as [string, unknown][];
          const given = JSON.stringify(Object.fromEntries(shuffled));
          expect(formatQuery(parseQuery(given, { allowUnknown: true }))).toBe(given);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps the order of an unknown operator among known ones', () => {
    const s = '{"$query":{"week":{"$gte":1,"$regex":"x","$lt":5}}}';
    expect(formatQuery(parseQuery(s, { allowUnknown: true }))).toBe(s);
  });

  it('writes the canonical order for a tree given in it, and for keys added since', () => {
    const tree = parseQuery('{"$take":1,"$query":{"a":1}}');
    expect(tree.order).toEqual(['$take', '$query']);
    expect(formatQuery({ ...tree, sort: [{ path: 'b', direction: -1 }], skip: 2 })).toBe(
      '{"$take":1,"$query":{"a":1},"$sort":{"b":-1},"$skip":2}',
    );
    expect(parseQuery('{"$query":{"a":1},"$take":1}').order).toBeUndefined();
  });
});
