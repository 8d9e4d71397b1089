import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQuery, parseQuery, QueryError } from '../../src/query/index.ts';
import { expectQueryError, resultOrQueryError } from '../support/expect/expect-query-error.ts';
import { queryTree } from '../support/properties/query-arbitraries.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const roundTrip = (s: string) => formatQuery(parseQuery(s));

describe('parseQuery and formatQuery', () => {
  it('read every key of s back to the same text', () => {
    const s = JSON.stringify({
      $query: {
        'week.season': 2024,
        'week.week': { $gte: 3, $lte: 6 },
        'homeTeam.abbr': { $in: ['NE', 'KC'] },
        $or: [{ 'homeTeam.abbr': 'NE' }, { 'visitorTeam.abbr': 'NE' }],
        $and: [{ 'drives.yards': { $gt: 50 } }, { 'drives.firstDowns': { $lt: 2 } }],
        standings: { $query: { 'week.seasonType': 'REG' } },
        $takeLast: 1,
      },
      drives: { $query: { firstDowns: { $gte: 3 } } },
      $teamSeasonStats: { $query: { season: 2024 } },
      $teamGameStats: { $query: { 'game.id': 'g1' } },
      $playerStats: {
        $seasonStats: { $query: { season: 2024 } },
        $teamStats: { $query: { 'team.nickName': 'Chiefs' } },
      },
      $sort: { 'week.week': 1, gameTime: -1 },
      $take: 10,
      $skip: 20,
    });
    expect(roundTrip(s)).toBe(s);
  });

  it('keep the order of sort keys', () => {
    const s = '{"$sort":{"z":1,"a":-1,"m.n":1}}';
    expect(parseQuery(s).sort.map((key) => key.path)).toEqual(['z', 'a', 'm.n']);
    expect(roundTrip(s)).toBe(s);
  });

  it('accept the query as an object too, with Dates as ISO strings', () => {
    const tree = parseQuery({
      $query: { startDateTime: { $gte: new Date('2024-09-05T00:00:00Z') }, endDateTime: { $lte: '2024-09-30' } },
    });
    expect(formatQuery(tree)).toBe(
      '{"$query":{"startDateTime":{"$gte":"2024-09-05T00:00:00.000Z"},"endDateTime":{"$lte":"2024-09-30"}}}',
    );
  });

  it('write an empty query as nothing', () => {
    expect(formatQuery(parseQuery('{}'))).toBeNull();
  });

  it('keep an object value as data when it has no $ key (equality with an embedded object)', () => {
    const tree = parseQuery({ $query: { homeTeam: { abbr: 'NE', note: '$in' } } });
    expect(tree.filter?.conditions).toEqual([{ kind: 'equals', path: 'homeTeam', value: { abbr: 'NE', note: '$in' } }]);
  });

  it.each([
    ['not JSON', '{"$query":', '(root)', 'not valid JSON'],
    ['not an object', '[1]', '(root)', 'expected a JSON object, found an array'],
    ['an unknown top-level $ key', '{"$limit":5}', '$limit', 'unknown key "$limit"'],
    ['an unknown operator', '{"$query":{"a":{"$ne":1}}}', '$query.a.$ne', 'unknown operator "$ne"'],
    ['an unknown $ key in $query', '{"$query":{"$nor":[]}}', '$query.$nor', 'unknown key "$nor"'],
    [
      '$takeLast in a branch',
      '{"$query":{"$or":[{"$takeLast":1}]}}',
      '$query.$or[0].$takeLast',
      'belongs directly in the top-level $query',
    ],
    ['operators mixed with fields', '{"$query":{"a":{"$gt":1,"b":2}}}', '$query.a', 'mixes operators and field names'],
    ['$in without an array', '{"$query":{"a":{"$in":"NE"}}}', '$query.a.$in', 'expected an array of values'],
    ['an empty $or', '{"$query":{"$or":[]}}', '$query.$or', 'expected a non-empty array'],
    [
      'a bad branch',
      '{"$query":{"$or":[{"a":1},5]}}',
      '$query.$or[1]',
      'expected an object of conditions, found number',
    ],
    [
      'a bad sort direction',
      '{"$sort":{"a":"asc"}}',
      '$sort.a',
      'expected 1 (ascending) or -1 (descending), found "asc"',
    ],
    ['a negative $take', '{"$take":-1}', '$take', 'expected a whole number of records, found -1'],
    ['a fractional $skip', '{"$skip":1.5}', '$skip', 'expected a whole number of records, found 1.5'],
    ['a bad field path', '{"$query":{"week..season":1}}', '$query.week..season', 'is not a field path'],
    [
      'a sub-collection filter with other keys',
      '{"drives":{"$query":{},"$take":1}}',
      'drives',
      'expected a sub-collection filter',
    ],
    [
      'an unknown player-stats kind',
      '{"$playerStats":{"$careerStats":{"$query":{}}}}',
      '$playerStats.$careerStats',
      'unknown key "$careerStats"',
    ],
  ])('refuse %s, naming the place', (_case, s, place, reason) => {
    expectQueryError(() => parseQuery(s), {
      type: QueryError,
      message: expect.stringMatching(`^Invalid s at ${escapeRegExp(place)}: .*${escapeRegExp(reason)}`),
    });
  });

  it('keep what huddle does not model as raw entries when asked to', () => {
    const s = '{"$query":{"a":{"$ne":1},"$nor":[{"b":2}],"c":3},"$limit":5}';
    expect(formatQuery(parseQuery(s, { allowUnknown: true }))).toBe(s);
  });

  it('round-trip any query tree: format, then parse, gives the same tree', () => {
    fc.assert(
      fc.property(queryTree, (tree) => {
        const s = formatQuery(tree);
        expect(parseQuery(s ?? '{}')).toEqual(tree);
      }),
      { numRuns: 300 },
    );
  });

  it('keep quotes, $, braces and unicode in values as data', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const tree = parseQuery({ $query: { title: value, 'a.b': { $in: [value, `$${value}`, `{${value}}`] } } });
        const again = parseQuery(formatQuery(tree) as string);
        expect(again).toEqual(tree);
        expect(again.filter?.conditions[0]).toEqual({ kind: 'equals', path: 'title', value });
      }),
    );
  });

  it('answer any JSON with a tree or a QueryError, never anything else', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        resultOrQueryError(() => parseQuery(JSON.stringify(value)), QueryError);
      }),
      { numRuns: 500 },
    );
  });

  it('treat a __proto__ field path as an ordinary key', () => {
    const s = '{"$query":{"__proto__":{"$gt":1}}}';
    expect(roundTrip(s)).toBe(s);
    expect(({} as Record<string, unknown>).$gt).toBeUndefined();
  });
});
