import { describe, expect, it } from 'vitest';
import {
  HuddleError,
  parseQuery,
  QueryError,
  query,
  SelectionMaskError,
  UnknownFieldError,
} from '../../src/query/index.ts';
import { thrown } from '../support/expect/thrown.ts';

describe('the builder is immutable', () => {
  it('returns a new, frozen builder from every call and leaves the old one as it was', () => {
    const base = query('games').where('week.season', 2024);
    const narrowed = base.where('week.week', 3).take(5).select({ id: true });
    expect(base.toParams()).toEqual({ s: '{"$query":{"week.season":2024}}' });
    expect(narrowed.toParams()).toEqual({ fs: 'id', s: '{"$query":{"week.season":2024,"week.week":3},"$take":5}' });
    expect(Object.isFrozen(base)).toBe(true);
    expect(Object.isFrozen(narrowed.toNode().query.filter?.conditions)).toBe(true);
  });

  it('lets one base query be extended several ways', () => {
    const season = query('games').where('week.season', 2024);
    const ne = season.where('homeTeam.abbr', 'NE');
    const kc = season.where('homeTeam.abbr', 'KC');
    expect(ne.toParams().s).toContain('"NE"');
    expect(kc.toParams().s).toContain('"KC"');
    expect(kc.toParams().s).not.toContain('"NE"');
  });
});

describe('conditions', () => {
  it('merge comparisons on one path into one operator object', () => {
    expect(query('games').where('week.week', '$gte', 3).where('week.week', '$lte', 6).toParams().s).toBe(
      '{"$query":{"week.week":{"$gte":3,"$lte":6}}}',
    );
  });

  it('move a condition whose key is taken into $and, where it still applies', () => {
    const s = query('games').where('week.week', 3).where('week.week', '$gt', 1).toParams().s;
    expect(s).toBe('{"$query":{"week.week":3,"$and":[{"week.week":{"$gt":1}}]}}');
    const twoOrs = query('games')
      .or(
        (b) => b.where('week.week', 1),
        (b) => b.where('week.week', 2),
      )
      .or(
        (b) => b.where('homeTeam.abbr', 'NE'),
        (b) => b.where('visitorTeam.abbr', 'NE'),
      )
      .toParams().s;
    expect(JSON.parse(twoOrs as string)).toEqual({
      $query: {
        $or: [{ 'week.week': 1 }, { 'week.week': 2 }],
        $and: [{ $or: [{ 'homeTeam.abbr': 'NE' }, { 'visitorTeam.abbr': 'NE' }] }],
      },
    });
  });

  it('write the same tree parseQuery reads from the compiled s', () => {
    const built = query('games')
      .where('week.season', 2024)
      .or(
        (b) => b.where('homeTeam.abbr', 'NE'),
        (b) => b.where('visitorTeam.abbr', 'NE'),
      )
      .filter('drives', (d) => d.where('yards', '$gt', 10))
      .sort('gameTime', 'desc')
      .take(3);
    expect(parseQuery(built.toParams().s as string)).toEqual(built.toNode().query);
  });

  it('accept null for equality with an empty field', () => {
    expect(query('games').where('stadiumInfo.name', null).toParams().s).toBe('{"$query":{"stadiumInfo.name":null}}');
  });

  it('refuse values that are not JSON, and a bad operator from an untyped caller', () => {
    expect(() => query('games').where('week.week', Number.NaN)).toThrow(
      /Invalid s at \$query\.week\.week: NaN is not a JSON number/,
    );
    expect(() => query('games').where('gameTime', '$gt', new Date('nope'))).toThrow(
      /\$query\.gameTime\.\$gt: an invalid Date/,
    );
    const untyped = query('games') as unknown as { where: (...args: unknown[]) => unknown };
    expect(() => untyped.where('week.week', '$ne', 3)).toThrow(/unknown operator "\$ne"/);
    expect(() => untyped.where('week.week', '$in', 3)).toThrow(
      /\$query\.week\.week\.\$in: expected an array of values/,
    );
    expect(() => untyped.where('week.week')).toThrow(/where\(\) takes \(path, value\) or \(path, operator, value\)/);
  });

  it('need at least one branch, and a condition in each', () => {
    expect(() => query('games').or()).toThrow(/or\(\) takes at least one branch/);
    expect(() => query('games').or((b) => b)).toThrow(/Invalid s at \$query\.\$or\[0\]: a branch has no condition/);
  });
});

describe('field paths are checked against the model at run time', () => {
  it('names the unknown field, where it was looked for, and what is there', () => {
    const untyped = query('games') as unknown as { where: (path: string, value: unknown) => unknown };
    const error = thrown(() => untyped.where('homeTeam.abbrev', 'NE'));
    expect(error).toBeInstanceOf(UnknownFieldError);
    expect(error).toMatchObject({ resource: 'games', path: 'homeTeam.abbrev', missing: 'abbrev', parent: 'homeTeam' });
    expect((error as Error).message).toBe(
      'Unknown field "homeTeam.abbrev": games homeTeam has no "abbrev" (it has id, season, fullName, nickName, abbr)',
    );
  });

  it('checks selections (masks and strings), sort keys and sub-query paths', () => {
    const games = query('games') as unknown as {
      select: (s: unknown) => unknown;
      sort: (path: string) => unknown;
      filter: (c: string, b: (f: { where: (p: string, v: unknown) => unknown }) => unknown) => unknown;
    };
    expect(() => games.select({ id: true, homeTeam: { code: true } })).toThrow(/games homeTeam has no "code"/);
    expect(() => games.select('id,stadium{name}')).toThrow(/a games record has no "stadium"/);
    expect(() => games.sort('kickoff')).toThrow(/a games record has no "kickoff"/);
    expect(() => games.filter('drives', (d) => d.where('firstDown', 1))).toThrow(
      /a games drives record has no "firstDown"/,
    );
    expect(() => games.select('week.season.year')).toThrow(/games week\.season has no "year" \(it is not an object\)/);
  });

  it('goes through lists and envelopes, as the spec paths do', () => {
    expect(query('users').where('socialNetworks.name', 'twitter').toParams().s).toContain('socialNetworks.name');
    expect(query('teams').select('depthChart{person{displayName},depthOrder}').toParams().fs).toBe(
      'depthChart{person{displayName},depthOrder}',
    );
    expect(query('lists').select('items{pager{total},data{items{data{title}}}}').toParams().fs).toBe(
      'items{pager{total},data{items{data{title}}}}',
    );
  });

  it('refuses a sub-collection the resource cannot filter, listing those it can', () => {
    const teams = query('teams') as unknown as { filter: (c: string, b: (f: unknown) => unknown) => unknown };
    expect(() => teams.filter('drives', (f) => f)).toThrow(
      'Invalid s at drives: teams cannot filter "drives"; it can filter standings, teamSeasonStats, teamGameStats',
    );
  });

  it('refuses an unknown resource', () => {
    expect(() => (query as (name: string) => unknown)('gmaes')).toThrow(HuddleError);
    expect(() => (query as (name: string) => unknown)('gmaes')).toThrow(
      /Unknown resource "gmaes"; the service has games, teams/,
    );
  });

  it('checks only the syntax of paths in a loose query', () => {
    expect(
      query()
        .where('anything.at.all', 1)
        .filter('drives', (d) => d.where('x', 2))
        .toParams().s,
    ).toBe('{"$query":{"anything.at.all":1},"drives":{"$query":{"x":2}}}');
    expect(() => query().where('not a path', 1)).toThrow(QueryError);
    expect(() => query().select({ '': true })).toThrow(SelectionMaskError);
  });
});

describe('selection', () => {
  it('adds selections up and merges them', () => {
    expect(
      query('games')
        .select({ id: true, homeTeam: { abbr: true } })
        .select('homeTeam{nickName},gameTime')
        .toParams().fs,
    ).toBe('id,homeTeam{abbr,nickName},gameTime');
  });
});

describe('sorting and paging', () => {
  it('keeps sort keys in call order, and a repeated key keeps its place with the new direction', () => {
    const s = query('games').sort('week.week').sort('gameTime', 'desc').sort('week.week', -1).toParams().s;
    expect(s).toBe('{"$sort":{"week.week":-1,"gameTime":-1}}');
  });

  it('refuses counts that are not whole, non-negative numbers, and bad directions', () => {
    expect(() => query('games').take(-1)).toThrow('Invalid s at $take: expected a whole number of records, found -1');
    expect(() => query('games').skip(2.5)).toThrow('Invalid s at $skip: expected a whole number of records, found 2.5');
    expect(() => query('games').sort('gameTime', 'up' as never)).toThrow(
      `Invalid s at $sort.gameTime: expected 'asc', 'desc', 1 or -1, found "up"`,
    );
  });
});

describe('the raw escape hatch', () => {
  it('sends top-level keys and conditions as written', () => {
    const params = query('games')
      .whereRaw({ 'homeTeam.abbr': { $ne: 'NE' } })
      .raw({ $hint: 'fast' })
      .toParams();
    expect(params.s).toBe('{"$query":{"homeTeam.abbr":{"$ne":"NE"}},"$hint":"fast"}');
  });

  it('refuses a raw key the builder also writes, rather than overwrite either', () => {
    expect(() => query('games').take(5).raw({ $take: 10 }).toParams()).toThrow(
      /raw\(\) key "\$take" is also written by the query/,
    );
    expect(() =>
      query('games')
        .filter('drives', (d) => d.where('yards', 1))
        .raw({ drives: 1 })
        .toParams(),
    ).toThrow(/"drives" is also written/);
  });
});

describe('compiling', () => {
  it('leaves out what is empty', () => {
    expect(query('games').toParams()).toEqual({});
  });

  it('gives URLSearchParams that survive the URL round trip byte for byte', () => {
    const built = query('games')
      .select('id,homeTeam{abbr}')
      .where('homeTeam.fullName', 'Team "A" & {B} $c — ü')
      .sort('gameTime');
    const url = new URL(`https://api.example/games?${built.toSearchParams()}`);
    expect(url.searchParams.get('fs')).toBe('id,homeTeam{abbr}');
    expect(url.searchParams.get('s')).toBe(built.toParams().s);
    expect(JSON.parse(url.searchParams.get('s') as string).$query['homeTeam.fullName']).toBe('Team "A" & {B} $c — ü');
  });
});
