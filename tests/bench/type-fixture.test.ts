import { describe, expect, it } from 'vitest';
import * as fixture from '../../bench/types/queries.ts';
import { type NamedQuery, namedQueries, queryShape, repeatedShapes } from '../../bench/types/shapes.ts';
import { QUERIES } from '../../scripts/type-cost.ts';
import { query } from '../../src/query/index.ts';

const named = (entries: Record<string, { toParams(): unknown }>): NamedQuery[] =>
  Object.entries(entries).map(([name, builder]) => ({ name, builder: builder as unknown as NamedQuery['builder'] }));

describe('the type benchmark fixture', () => {
  it('has 100 queries and no query shape twice', () => {
    const queries = namedQueries(fixture, QUERIES);
    expect(queries).toHaveLength(100);
    expect(repeatedShapes(queries)).toEqual([]);
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
