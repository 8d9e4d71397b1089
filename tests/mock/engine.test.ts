/** The engine against a plain TypeScript reference, on random queries (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDataset } from '../../src/league/index.ts';
import { createEngine } from '../../src/mock/engine/index.ts';
import { ResourceRecords } from '../../src/mock/engine/resource-records.ts';
import { RANGE_OPERATORS } from '../../src/query/operators.ts';
import { parseQuery } from '../../src/query/parse-query.ts';
import { instant } from '../support/expect/instant.ts';
import { mingoFilter } from './mingo-oracle.ts';

const dataset = createDataset();
const engine = createEngine({ dataset, baseUrl: 'https://api.example' });
type Game = {
  id: string;
  gameTime: string;
  week: { week: number };
  homeTeam: { abbr: string };
  homeTeamScore: { pointsTotal: number };
};
const games = dataset.games as unknown as Game[];
const abbrs = [...new Set(games.map((game) => game.homeTeam.abbr))];

const answer = (s: object, fs = 'id') => {
  const url = new URL('https://api.example/games');
  url.searchParams.set('fs', fs);
  url.searchParams.set('s', JSON.stringify(s));
  const { status, body } = engine.answer({ method: 'GET', url });
  expect(status).toBe(200);
  return (body as { id: string }[]).map((game) => game.id);
};

describe('the query engine', () => {
  it('filters, sorts (timestamps by instant), skips and takes as a plain TypeScript reference does', () => {
    const query = fc.record({
      from: fc.integer({ min: 1, max: 18 }),
      span: fc.integer({ min: 0, max: 18 }),
      teams: fc.subarray(abbrs, { minLength: 1, maxLength: 6 }),
      sortBy: fc.constantFrom('gameTime', 'homeTeamScore.pointsTotal'),
      direction: fc.constantFrom(1, -1) as fc.Arbitrary<1 | -1>,
      skip: fc.integer({ min: 0, max: 20 }),
      take: fc.integer({ min: 1, max: 30 }),
    });
    fc.assert(
      fc.property(query, ({ from, span, teams, sortBy, direction, skip, take }) => {
        const key = (game: Game) => (sortBy === 'gameTime' ? instant(game.gameTime) : game.homeTeamScore.pointsTotal);
        const expected = games
          .filter(
            (game) => game.week.week >= from && game.week.week < from + span && teams.includes(game.homeTeam.abbr),
          )
          .sort((a, b) => direction * (key(a) - key(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .slice(skip, skip + take)
          .map((game) => game.id);
        const got = answer({
          $query: { 'week.week': { $gte: from, $lt: from + span }, 'homeTeam.abbr': { $in: teams } },
          $sort: { [sortBy]: direction, id: 1 },
          $skip: skip,
          $take: take,
        });
        expect(got).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });

  it('applies $or and $and as MongoDB does', () => {
    const got = answer({
      $query: {
        $or: [{ 'homeTeam.abbr': 'NE' }, { $and: [{ 'visitorTeam.abbr': 'NE' }, { 'week.week': { $lte: 9 } }] }],
      },
    });
    const expected = (dataset.games as unknown as (Game & { visitorTeam: { abbr: string } })[])
      .filter((game) => game.homeTeam.abbr === 'NE' || (game.visitorTeam.abbr === 'NE' && game.week.week <= 9))
      .map((game) => game.id);
    expect(got).toEqual(expected);
  });

  it('projects only the selected fields, null for a selected field a record lacks, and never changes the dataset', () => {
    const before = JSON.stringify(dataset.games[0]);
    const url = new URL('https://api.example/games?fs=id,homeTeam{abbr,nonesuch},drives{yards}');
    const [game] = engine.answer({ method: 'GET', url }).body as Record<string, unknown>[];
    expect(Object.keys(game as object)).toEqual(['id', 'homeTeam', 'drives']);
    expect((game as { homeTeam: unknown }).homeTeam).toEqual({
      abbr: (dataset.games[0] as Game).homeTeam.abbr,
      nonesuch: null,
    });
    expect(JSON.stringify(dataset.games[0])).toBe(before);
  });
});

describe('the query planner', () => {
  const table = new ResourceRecords(dataset.games as readonly Record<string, unknown>[]);
  const condition = fc.oneof(
    fc.integer({ min: 0, max: 19 }).map((week) => ({ 'week.week': week })),
    fc
      // Every operator of one value in the operator table: a new one is checked against mingo here.
      .tuple(fc.constantFrom(...RANGE_OPERATORS), fc.integer({ min: 0, max: 19 }))
      .map(([operator, week]) => ({ 'week.week': { [operator]: week } })),
    fc.subarray(abbrs, { maxLength: 4 }).map((teams) => ({ 'homeTeam.abbr': { $in: teams } })),
    fc.constantFrom(...abbrs).map((abbr) => ({ 'visitorTeam.abbr': abbr })),
    fc
      .tuple(
        fc.constantFrom('$gte', '$lt'),
        fc.date({ min: new Date('2024-09-01'), max: new Date('2025-01-10'), noInvalidDate: true }),
      )
      .map(([operator, date]) => ({
        gameTime: { [operator]: date.toISOString().slice(0, 10) },
      })),
    fc.integer({ min: 40, max: 99 }).map((yards) => ({ 'drives.yards': { $gt: yards } })),
    fc.constant({ 'week.week': '3' }),
    fc.constant({ 'homeTeam.abbr': null }),
  );
  const filter = fc
    .array(condition, { minLength: 1, maxLength: 4 })
    .chain((conditions) =>
      fc
        .boolean()
        .map((either) => (either && conditions.length > 1 ? { $or: conditions } : Object.assign({}, ...conditions))),
    );

  it('answers $in with duplicate values as $in with each value once (8 NE home games, 0 with an impossible week)', () => {
    expect(answer({ $query: { 'homeTeam.abbr': { $in: ['NE', 'NE'] } } })).toHaveLength(8);
    expect(answer({ $query: { 'homeTeam.abbr': { $in: ['NE', 'NE'] } } })).toEqual(
      answer({ $query: { 'homeTeam.abbr': { $in: ['NE'] } } }),
    );
    expect(answer({ $query: { 'homeTeam.abbr': { $in: ['NE', 'NE'] }, 'week.week': 99 } })).toEqual([]);
    expect(answer({ $query: { 'week.week': { $in: [3, 3, 3], $gte: 3, $lte: 3 } } })).toHaveLength(
      answer({ $query: { 'week.week': 3 } }).length,
    );
  });

  it('answers what a plain filter without indexes answers, for random queries with duplicate $in values', () => {
    const weeks = fc.integer({ min: 0, max: 19 });
    // Few distinct values in long lists: duplicates in nearly every $in.
    const duplicated = <T>(values: fc.Arbitrary<T>) =>
      fc.array(values, { minLength: 1, maxLength: 6 }).chain((list) => fc.shuffledSubarray([...list, ...list]));
    const withDuplicates = fc.oneof(
      duplicated(fc.constantFrom(...abbrs.slice(0, 4))).map((teams) => ({ 'homeTeam.abbr': { $in: teams } })),
      duplicated(weeks).map((list) => ({ 'week.week': { $in: list } })),
      fc
        .tuple(duplicated(weeks), fc.constantFrom('$gt', '$lte'), weeks)
        .map(([list, operator, week]) => ({ 'week.week': { $in: list, [operator]: week } })),
      fc.constantFrom({ 'week.week': 99 }, { 'homeTeam.abbr': 'nonesuch' }),
      condition,
    );
    const query = fc
      .uniqueArray(withDuplicates, { minLength: 1, maxLength: 4, selector: (entry) => Object.keys(entry)[0] })
      .map((conditions) => Object.assign({}, ...conditions));
    const plain = (node: ReturnType<typeof parseQuery>['filter']) =>
      mingoFilter(table.views, node, table.isTimestampPath).map((view) => table.recordOf(view).id);
    fc.assert(
      fc.property(query, ($query) => {
        const { filter: node } = parseQuery({ $query });
        expect(table.matching(node).map((view) => table.recordOf(view).id)).toEqual(plain(node));
      }),
      { numRuns: 300 },
    );
  });

  it('answers exactly what mingo answers over every record, with or without the indexes', () => {
    fc.assert(
      fc.property(filter, ($query) => {
        const { filter: node } = parseQuery({ $query });
        const planned = table.matching(node).map((view) => table.recordOf(view).id);
        const all = mingoFilter(table.views, node, table.isTimestampPath);
        expect(planned).toEqual(all.map((view) => table.recordOf(view).id));
      }),
      { numRuns: 300 },
    );
  });
});
