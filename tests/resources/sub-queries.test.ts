/**
 * The sub-collection filters live in a table of their own beside the resource table, so that
 * `huddle/query` carries them without the rest of the table (issue 27): each row of the table
 * that has any takes them from there, and there is no entry for a resource the table lacks.
 */
import { expect, it } from 'vitest';
import { fieldTreeNames } from '../../src/resources/field-trees.ts';
import { resourceNames, resources } from '../../src/resources/resource-table.ts';
import { subQueriesOf, subQueryTable } from '../../src/resources/sub-queries.ts';

it('has entries only for resources of the table', () => {
  expect(Object.keys(subQueryTable).filter((name) => !(resourceNames as string[]).includes(name))).toEqual([]);
});

it('is where each row of the table with sub-collection filters takes them from', () => {
  for (const name of resourceNames) {
    const { subQueries } = resources[name];
    if (subQueries.length > 0) expect(subQueries, name).toBe(subQueryTable[name as keyof typeof subQueryTable]);
    expect(subQueriesOf(name), name).toEqual(subQueries);
  }
});

it("gives the builder every resource by way of the field trees' names, in table order", () => {
  expect(fieldTreeNames()).toEqual(resourceNames);
});
