/**
 * Every query hint of the spec, through the real client against the mock over msw: the records
 * the client gets are the ones a plain TypeScript filter over the dataset picks.
 */
import { describe, expect, it } from 'vitest';
import { instant } from '../support/expect/instant.ts';
import { useMockApi } from '../support/mock/mock-api.ts';

const BASE = 'https://api.example/v3';
const { api, client } = useMockApi(BASE);
type Row = Record<string, unknown>;
const rows = (name: keyof typeof api.dataset) => api.dataset[name] as readonly Row[];

/** The values at a dotted path, through lists and `{ pager, data }` envelopes. */
function valuesAt(value: unknown, path: readonly string[]): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, path));
  if (path.length === 0) return [value];
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Row;
  if (Array.isArray(record.data) && !((path[0] as string) in record)) return valuesAt(record.data, path);
  return valuesAt(record[path[0] as string], path.slice(1));
}
const where = (name: keyof typeof api.dataset, path: string, test: (value: unknown) => boolean) =>
  rows(name)
    .filter((record) => valuesAt(record, path.split('.')).some(test))
    .map((record) => record.id as string);
const sorted = (ids: readonly unknown[]) => [...ids].map(String).sort();
const idsOf = async (iterable: AsyncIterable<{ id?: string | null }>) => {
  const ids: string[] = [];
  for await (const row of iterable) ids.push(row.id as string);
  return ids;
};
const first = <T>(name: keyof typeof api.dataset, path: string): T => valuesAt(rows(name)[0], path.split('.'))[0] as T;

describe('/games hints', () => {
  it.each([
    ['week.season', 2024],
    ['week.seasonType', 'REG'],
    ['week.week', 7],
    ['homeTeam.abbr', 'NE'],
    ['visitorTeam.abbr', 'KC'],
  ] as const)('%s = %j', async (path, value) => {
    const expected = where('games', path, (found) => found === value);
    expect(expected.length).toBeGreaterThan(0);
    const got = await idsOf(
      client.games
        .select('id')
        .where(path as 'week.season', value as 2024)
        .take(50)
        .all(),
    );
    expect(sorted(got)).toEqual(sorted(expected));
  });

  it.each([
    ['drives.firstDowns', '$gte', 7],
    ['drives.yards', '$gt', 85],
  ] as const)('%s %s %j matches games with such a drive (inside the drives list)', async (path, operator, value) => {
    const expected = where(
      'games',
      path,
      (found) => typeof found === 'number' && found >= value + (operator === '$gt' ? 1 : 0),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(rows('games').length);
    const got = await idsOf(
      client.games
        .select('id')
        .where(path as 'drives.yards', operator, value)
        .all(),
    );
    expect(sorted(got)).toEqual(sorted(expected));
  });

  it('filters the drives of each game without filtering the games (drives sub-query)', async () => {
    const { data } = await client.games
      .select({ id: true, drives: { yards: true } })
      .where('week.week', 2)
      .filter('drives', (drives) => drives.where('yards', '$gt', 60))
      .list();
    const games = rows('games').filter((game) => (game.week as Row).week === 2);
    expect(data.map((game) => game.id)).toEqual(games.map((game) => game.id));
    for (const [index, game] of games.entries()) {
      const long = (game.drives as Row[])
        .filter((drive) => (drive.yards as number) > 60)
        .map((drive) => ({ yards: drive.yards }));
      expect(data[index]?.drives).toEqual(long);
    }
  });

  it('sorts timestamps chronologically across offsets, then pages with skip and take', async () => {
    const chronological = [...rows('games')]
      .sort((a, b) => instant(a.gameTime as string) - instant(b.gameTime as string) || 0)
      .map((game) => game.id);
    const got = await idsOf(client.games.select('id').sort('gameTime').take(40).all());
    const byTime = new Map(rows('games').map((game) => [game.id, instant(game.gameTime as string)]));
    expect(got.map((id) => byTime.get(id))).toEqual(chronological.map((id) => byTime.get(id)));
    const strings = [...rows('games')].map((game) => game.gameTime as string).sort();
    expect(strings.map((time) => instant(time))).not.toEqual(got.map((id) => byTime.get(id)));
  });

  it('answers the default fields when fs is absent', async () => {
    const response = await fetch(`${BASE}/games?s=${encodeURIComponent('{"$take":1}')}`);
    const [game] = (await response.json()) as Row[];
    expect(Object.keys(game as Row).sort()).toEqual(
      [
        'gameStatus',
        'gameTime',
        'gameType',
        'homeTeam',
        'homeTeamScore',
        'id',
        'visitorTeam',
        'visitorTeamScore',
        'week',
      ].sort(),
    );
  });
});

describe('/teams hints', () => {
  it.each([
    ['abbr', 'NE'],
    ['season', 2024],
  ] as const)('%s = %j', async (path, value) => {
    const got = await client.teams
      .select('id')
      .where(path, value as never)
      .list();
    expect(sorted(got.data.map((team) => team.id))).toEqual(sorted(where('teams', path, (found) => found === value)));
  });

  it('the standings sub-query with $takeLast keeps the last regular-season standing of each team', async () => {
    const { data } = await client.teams
      .select('abbr, standings')
      .where('abbr', '$in', ['NE', 'KC'])
      .filter('standings', (standings) => standings.where('week.seasonType', 'REG'))
      .takeLast(1)
      .list();
    expect(data.map((team) => team.abbr).sort()).toEqual(['KC', 'NE']);
    for (const team of data) {
      const all = valuesAt(rows('teams').find((row) => row.abbr === team.abbr)?.standings, []) as unknown[];
      const regular = (
        all.flatMap((entry) => (Array.isArray((entry as Row).data) ? (entry as Row).data : [entry])) as Row[]
      ).filter((entry) => (entry.week as Row).seasonType === 'REG');
      expect((team.standings as { data: unknown[] }).data).toEqual([regular.at(-1)]);
    }
  });

  it('answers a team by id, depth chart included', async () => {
    const team = rows('teams')[3] as Row;
    const got = await client.teams.get(team.id as string, { fs: 'abbr, depthChart{person{displayName}, depthOrder}' });
    expect(got.abbr).toBe(team.abbr);
    const chart = got.depthChart as { data?: unknown[] } | unknown[];
    expect(Array.isArray(chart) ? chart.length : chart.data?.length).toBeGreaterThan(20);
  });
});

describe('/videos hints', () => {
  it('related.games.id answers a content list of the videos of that game', async () => {
    const gameId = first<string>('games', 'id');
    const response = await fetch(
      `${BASE}/videos?fs=id&s=${encodeURIComponent(JSON.stringify({ $query: { 'related.games.id': gameId } }))}`,
    );
    const body = (await response.json()) as Row;
    expect(body.type).toBe('CONTENT_LIST');
    const got = await client.videos.select('id').where('related.games.id', gameId).list();
    expect(sorted(got.data.map((video) => video.id))).toEqual(
      sorted(where('videos', 'related.games.id', (found) => found === gameId)),
    );
    expect(got.data.length).toBeGreaterThan(2);
  });

  it('week.season and videoAsset.clipCategory together', async () => {
    const expected = rows('videos')
      .filter((video) => (video.week as Row)?.season === 2024 && (video.videoAsset as Row)?.clipCategory === 'recap')
      .map((video) => video.id);
    const got = await idsOf(
      client.videos.select('id').where('week.season', 2024).where('videoAsset.clipCategory', 'recap').take(100).all(),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(got)).toEqual(sorted(expected));
  });
});

describe('people, users, events, audios', () => {
  it.each([
    ['persons', 'firstName'],
    ['persons', 'lastName'],
    ['users', 'city'],
    ['users', 'state'],
    ['users', 'socialNetworks.gender'],
    ['users', 'socialNetworks.name'],
    ['events', 'venue.location.city'],
    ['audios', 'weekOfSeason.season'],
  ] as const)('%s: %s', async (name, path) => {
    const value = first<string>(name, path);
    const expected = where(name, path, (found) => found === value);
    const got = await idsOf(
      (client[name] as typeof client.users)
        .select('id')
        .where(path as 'city', value)
        .take(100)
        .all(),
    );
    expect(sorted(got)).toEqual(sorted(expected));
  });

  it('events: startDateTime and endDateTime against date-only strings, chronologically', async () => {
    const from = Date.parse('2024-09-01T00:00:00Z');
    const to = Date.parse('2025-02-05T00:00:00Z');
    const expected = rows('events')
      .filter((event) => instant(event.startDateTime as string) >= from && instant(event.endDateTime as string) < to)
      .sort((a, b) => instant(a.startDateTime as string) - instant(b.startDateTime as string))
      .map((event) => event.id);
    const got = await client.events
      .select('id')
      .where('startDateTime', '$gte', '2024-09-01')
      .where('endDateTime', '$lt', '2025-02-05')
      .sort('startDateTime')
      .list();
    expect(expected.length).toBeGreaterThan(0);
    expect(got.data.map((event) => event.id)).toEqual(expected);
  });
});

describe('statistics', () => {
  it('playerSeasonStats: season and seasonType, the top 10 by rushing yards', async () => {
    const expected = rows('playerSeasonStats')
      .filter((row) => row.season === 2024 && row.seasonType === 'REG')
      .sort((a, b) => ((b.rushing as Row).yards as number) - ((a.rushing as Row).yards as number))
      .slice(0, 10)
      .map((row) => (row.rushing as Row).yards);
    const got = await client.playerSeasonStats
      .select('id, rushing{yards}')
      .where('season', 2024)
      .where('seasonType', 'REG')
      .sort('rushing.yards', 'desc')
      .take(10)
      .list();
    expect(got.data.map((row) => row.rushing?.yards)).toEqual(expected);
    expect(got.pager.total).toBe(rows('playerSeasonStats').filter((row) => row.season === 2024).length);
  });

  it('playerTeamStats: team.nickName', async () => {
    const got = await idsOf(client.playerTeamStats.select('id').where('team.nickName', 'Patriots').take(100).all());
    expect(sorted(got)).toEqual(sorted(where('playerTeamStats', 'team.nickName', (found) => found === 'Patriots')));
  });

  it('playerGameStats: game.week.week, game.week.season, game.week.seasonType, game.homeTeam.abbr', async () => {
    const expected = rows('playerGameStats')
      .filter((row) => {
        const game = row.game as { week: Row; homeTeam: Row };
        return (
          game.week.week === 4 &&
          game.week.season === 2024 &&
          game.week.seasonType === 'REG' &&
          game.homeTeam.abbr === 'NE'
        );
      })
      .map((row) => row.id);
    const got = await idsOf(
      client.playerGameStats
        .select('id')
        .where('game.week.week', 4)
        .where('game.week.season', 2024)
        .where('game.week.seasonType', 'REG')
        .where('game.homeTeam.abbr', 'NE')
        .all(),
    );
    expect(sorted(got)).toEqual(sorted(expected));
  });

  it('teamSeasonStats: season and seasonType', async () => {
    const got = await idsOf(client.teamSeasonStats.select('id').where('season', 2024).where('seasonType', 'REG').all());
    expect(sorted(got)).toEqual(sorted(where('teamSeasonStats', 'season', (found) => found === 2024)));
    expect(got).toHaveLength(32);
  });
});
