import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as clientChains from '../../bench/types/client-chains.ts';
import * as fixture from '../../bench/types/queries.ts';
import * as queryChains from '../../bench/types/query-chains.ts';
import { type NamedQuery, namedQueries, queryShape, repeatedShapes } from '../../bench/types/shapes.ts';
import { fixtureKinds, QUERIES } from '../../scripts/type-cost.ts';
import { ResourceQuery } from '../../src/client/resource-query.ts';
import { query } from '../../src/query/index.ts';

const named = (entries: Record<string, { toParams(): unknown }>): NamedQuery[] =>
  Object.entries(entries).map(([name, builder]) => ({ name, builder: builder as unknown as NamedQuery['builder'] }));

/**
 * What a query's `s` shows it was built with: each operator (`equals` for `where(path, value)`),
 * `$or`, `$and`, `$sort`, `$take`, `$skip`, `$takeLast`, and `filter` for a sub-collection's
 * own `$query` (beside the top-level one, or inside it for standings).
 */
function usedInS(builder: NamedQuery['builder']): Set<string> {
  const used = new Set<string>();
  const walk = (value: unknown, inConditions: boolean, top: boolean): void => {
    if (value === null || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      if (key === '$query' && !top) used.add('filter');
      if (key.startsWith('$')) used.add(key);
      else if (inConditions && (item === null || typeof item !== 'object')) used.add('equals');
      walk(item, key === '$query' || key === '$or' || key === '$and' || (inConditions && Array.isArray(value)), false);
    }
  };
  const { s } = builder.toParams();
  if (s !== undefined) walk(JSON.parse(s), false, true);
  return used;
}

/** Every builder method and `where` operator issue 38 asks the fixture to cover, in each half. */
const everyUse = [
  'equals',
  '$gt',
  '$lt',
  '$gte',
  '$lte',
  '$in',
  '$or',
  '$and',
  'filter',
  '$sort',
  '$take',
  '$skip',
  '$takeLast',
];

const halves = [
  { name: 'client chains', module: clientChains, kind: fixtureKinds['client chains'] },
  { name: 'query() chains', module: queryChains, kind: fixtureKinds['query() chains'] },
] as const;

describe('the type benchmark fixture', () => {
  it('has 100 queries and no query shape twice, across both halves', () => {
    const queries = namedQueries(fixture, QUERIES);
    expect(queries).toHaveLength(100);
    expect(repeatedShapes(queries)).toEqual([]);
  });

  it("sends at least half of its queries through createClient's resource builders, the rest through query()", () => {
    const client = namedQueries(clientChains, fixtureKinds['client chains'].count);
    const standalone = namedQueries(queryChains, fixtureKinds['query() chains'].count);
    expect(client.length + standalone.length).toBe(QUERIES);
    expect(client.length).toBeGreaterThanOrEqual(QUERIES / 2);
    expect(client.filter(({ builder }) => !(builder instanceof ResourceQuery))).toEqual([]);
    expect(standalone.filter(({ builder }) => builder instanceof ResourceQuery)).toEqual([]);
  });

  it.each(halves)('$name use every where operator and builder method', ({ module, kind }) => {
    const used = new Set(namedQueries(module, kind.count).flatMap(({ builder }) => [...usedInS(builder)]));
    expect(everyUse.filter((use) => !used.has(use))).toEqual([]);
  });

  it.each(halves)('$name select both by string and by object, importing huddle by its package name', ({ kind }) => {
    const text = readFileSync(new URL(`../../${kind.queries}`, import.meta.url), 'utf8');
    expect(text).toMatch(/\.select\('/);
    expect(text).toMatch(/\.select\(\{/);
    expect(text).toMatch(/^import \{ \w+ \} from 'huddle(\/query)?';$/m);
    expect(text).not.toMatch(/from '\.\.?\//);
  });
});

describe('query shapes', () => {
  it('finds two queries that differ only in their values (the old fixture repeated 51 that way)', () => {
    const queries = named({
      week1: query('games').select({ id: true }).where('week.week', 1).sort('gameTime', 'desc').take(10),
      week2: query('games').select({ id: true }).where('week.week', 2).sort('gameTime', 'asc').take(20),
      other: query('games').select({ id: true }).where('week.season', 2).take(20),
    });
    expect(repeatedShapes(queries)).toEqual([['week1', 'week2']]);
  });

  it('finds the same shape written in another order, by mask or by string, with another $in list', () => {
    const queries = named({
      mask: query('teams')
        .select({ abbr: true, venue: { name: true, ticketUrl: true } })
        .where('season', 2024)
        .where('abbr', '$in', ['KC', 'BUF']),
      string: query('teams').select('venue{ticketUrl,name},abbr').where('abbr', '$in', ['NE']).where('season', 2020),
    });
    expect(repeatedShapes(queries)).toEqual([['mask', 'string']]);
  });

  it('tells apart a query that changes its resource, selection, path, operator, sort, page or sub-query', () => {
    const base = () => query('games').select({ id: true }).where('week.season', 2024);
    const variants = {
      base: base(),
      resource: query('teams').select({ id: true }).where('season', 2024),
      selection: query('games').select({ id: true, gameTime: true }).where('week.season', 2024),
      path: query('games').select({ id: true }).where('week.week', 2024),
      operator: query('games').select({ id: true }).where('week.season', '$gte', 2024),
      inList: query('games').select({ id: true }).where('week.season', '$in', [2024]),
      sort: base().sort('gameTime'),
      take: base().take(10),
      skip: base().skip(10),
      or: query('games')
        .select({ id: true })
        .or((b) => b.where('week.season', 2024)),
      subQuery: base().filter('drives', (d) => d.where('yards', 10)),
    };
    const shapes = Object.values(variants).map((builder) => queryShape(builder as unknown as NamedQuery['builder']));
    expect(new Set(shapes).size).toBe(Object.keys(variants).length);
    expect(repeatedShapes(named(variants))).toEqual([]);
  });
});
