/**
 * The queries verify generates are ones the spec allows, and reach what the issue asks of them:
 * every `fs` parses and names fields of the model, every `s` parses and fits the model's kinds, and
 * across many queries there are `$in` into embedded lists, `$or`, `$and`, date-only comparisons,
 * sub-collection filters in both placements, and sorts of several keys whose first has ties.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterOf, selectorOf, sortOf, subFilterOf, withSubFilter } from '../../src/contract/arbitraries.ts';
import { resourceFacts } from '../../src/contract/server-data.ts';
import { createDataset } from '../../src/league/index.ts';
import { checkResourceQuery } from '../../src/query/model-check.ts';
import type { SelectionNode } from '../../src/query/nodes.ts';
import { parseFields } from '../../src/query/parse-fields.ts';
import { parseQuery } from '../../src/query/parse-query.ts';
import { assertFieldPath } from '../../src/resources/field-tree.ts';
import { fieldTreeOf } from '../../src/resources/field-trees.ts';
import { type ResourceName, resourceNames } from '../../src/resources/resource-table.ts';

// What verify reads of the mock's default season: the first 40 records of each resource.
const dataset = createDataset({ seed: 1 });
const facts = resourceNames.map((name) =>
  resourceFacts(name, (dataset[name] as readonly Record<string, unknown>[]).slice(0, 40)),
);

/** The dotted paths of a selection. */
const pathsOf = (selection: SelectionNode, prefix = ''): string[] =>
  selection.fields.flatMap(({ name, children }) => {
    const path = prefix === '' ? name : `${prefix}.${name}`;
    return children === null ? [path] : [path, ...pathsOf(children, path)];
  });

describe("verify's queries", () => {
  it('learns values of every resource from a sample', () => {
    for (const resource of facts) expect(resource.paths.length, resource.name).toBeGreaterThan(0);
    expect(facts.find((resource) => resource.name === 'games')?.collections.map((c) => c.row.collection)).toEqual([
      'drives',
    ]);
  });

  it.each(facts.map((resource) => [resource.name, resource] as const))(
    '%s: every fs parses and names fields of the model',
    (name, resource) => {
      fc.assert(
        fc.property(selectorOf(resource), (fs) => {
          for (const path of pathsOf(parseFields(fs)))
            assertFieldPath(name as ResourceName, fieldTreeOf(name as ResourceName), path);
        }),
      );
    },
  );

  it.each(facts.map((resource) => [resource.name, resource] as const))(
    '%s: every s parses, and its values fit the model',
    (name, resource) => {
      const query = fc.record({
        filter: filterOf(resource.paths),
        sort: sortOf(resource),
        sub: resource.collections.length > 0 ? fc.option(subFilterOf(resource)) : fc.constant(null),
      });
      fc.assert(
        fc.property(query, ({ filter, sort, sub }) => {
          const base = { $query: filter, $sort: sort, $take: 3 };
          const s = sub === null ? base : withSubFilter(base, sub);
          checkResourceQuery(name as ResourceName, parseQuery(JSON.stringify(s)));
        }),
      );
    },
  );

  it('asks $in into embedded lists, $or, $and, date-only comparisons, both placements of sub-collection filters, and tied sorts', () => {
    const games = facts.find((resource) => resource.name === 'games');
    const teams = facts.find((resource) => resource.name === 'teams');
    const events = facts.find((resource) => resource.name === 'events');
    if (games === undefined || teams === undefined || events === undefined) throw new Error('no sample');
    const texts = (arbitrary: fc.Arbitrary<unknown>) =>
      fc.sample(arbitrary, { numRuns: 400 }).map((value) => JSON.stringify(value));
    const gameFilters = texts(filterOf(games.paths));
    const throughList = games.paths.filter((path) => path.throughList).map((path) => path.path);
    expect(gameFilters.some((text) => throughList.some((path) => text.includes(`"${path}":{"$in"`)))).toBe(true);
    expect(gameFilters.some((text) => text.startsWith('{"$or"'))).toBe(true);
    expect(gameFilters.some((text) => text.startsWith('{"$and"'))).toBe(true);
    expect(
      texts(filterOf(events.paths)).some((text) =>
        /"(startDateTime|endDateTime)":\{[^}]*"\$[lg]te?":"\d{4}-\d{2}-\d{2}"/.test(text),
      ),
    ).toBe(true);
    const placed = fc
      .sample(subFilterOf(teams), { numRuns: 200 })
      .map((sub) => JSON.stringify(withSubFilter({ $take: 1 }, sub)));
    expect(placed.some((text) => text.includes('"$query":{"standings":{"$query"'))).toBe(true);
    expect(placed.some((text) => text.includes('"$teamSeasonStats":{"$query"'))).toBe(true);
    const sorts = fc.sample(sortOf(games), { numRuns: 200 });
    const tied = new Set(games.paths.filter((path) => path.ties).map((path) => path.path));
    expect(sorts.some((sort) => Object.keys(sort).length >= 2)).toBe(true);
    expect(sorts.every((sort) => tied.has(Object.keys(sort)[0] as string))).toBe(true);
  });
});
