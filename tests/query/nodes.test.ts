import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQuery } from '../../src/query/format-query.ts';
import { parseFields, parseQuery, query } from '../../src/query/index.ts';
import { Condition, FieldNode, FilterNode, QueryNode, SelectionNode, SortKey } from '../../src/query/nodes.ts';
import { queryTree } from '../support/properties/query-arbitraries.ts';

/** Every object in a tree, the tree included. */
function objects(value: unknown, found: object[] = []): object[] {
  if (value === null || typeof value !== 'object') return found;
  found.push(value);
  for (const child of Object.values(value)) objects(child, found);
  return found;
}

describe('the node companions', () => {
  it('freeze the node they make and the array they are handed', () => {
    const field = FieldNode.create('id', null);
    const selection = SelectionNode.create([field]);
    const filter = FilterNode.create([Condition.equals('a', 1)]);
    const query = QueryNode.create({ filter, sort: [SortKey.create('a', 1)] });
    for (const node of [field, selection, selection.fields, filter, filter.conditions, query, query.sort]) {
      expect(Object.isFrozen(node)).toBe(true);
    }
  });

  it('clone without touching the original', () => {
    const filter = FilterNode.create([Condition.equals('a', 1)]);
    const longer = FilterNode.cloneWithCondition(filter, Condition.equals('b', 2));
    expect(filter.conditions).toHaveLength(1);
    expect(longer.conditions.map((condition) => (condition.kind === 'equals' ? condition.path : ''))).toEqual([
      'a',
      'b',
    ]);
    const taken = QueryNode.cloneWith(QueryNode.empty, { take: 3 });
    expect([QueryNode.empty.take, taken.take]).toEqual([null, 3]);
  });

  it('tell trees from other values', () => {
    expect(SelectionNode.is(parseFields('id'))).toBe(true);
    expect(QueryNode.is(parseQuery('{}'))).toBe(true);
    expect([SelectionNode.is({ id: true }), QueryNode.is('{}'), QueryNode.is(null)]).toEqual([false, false, false]);
  });

  it('leave every object of a parsed or built tree frozen, values included', () => {
    fc.assert(
      fc.property(queryTree, (tree) => {
        const s = formatQuery(tree);
        if (s === null) return;
        expect(objects(parseQuery(s)).every((object) => Object.isFrozen(object))).toBe(true);
      }),
      { numRuns: 100 },
    );
    const built = query('games').select('id,homeTeam{abbr}').where('homeTeam.abbr', '$in', ['NE']).sort('id').toNode();
    expect(objects(built).every((object) => Object.isFrozen(object))).toBe(true);
  });
});
