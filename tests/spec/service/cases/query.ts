/**
 * "Common query parameters": `fs` (the field selector) and `s` (the JSON query), and the
 * per-endpoint query hints of the endpoint table. Each filter is checked two ways over the whole
 * resource: every record returned satisfies the condition as the spec words it (a predicate
 * written here by hand), and every record that satisfies it is returned.
 */
import { expect } from 'vitest';
import { cite } from '../../support/cite.ts';
import { instant } from '../support/shape.ts';
import { expectNone, type Suite } from '../support/suite.ts';
import { at, isObject } from '../support/wire.ts';

type Row = Record<string, unknown>;

/** A record's canonical text, to compare answers as multisets whatever their order. */
const canonical = (rows: readonly unknown[]) => rows.map((row) => JSON.stringify(row)).sort();

/** The values at a dotted path, through lists (and envelopes' `data`) on the way. */
function valuesAt(value: unknown, path: string): unknown[] {
  const [key, ...rest] = path.split('.');
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, path));
  if (!isObject(value)) return [];
  if (!((key as string) in value) && Array.isArray(value.data)) return valuesAt(value.data, path);
  const next = value[key as string];
  if (rest.length === 0) return Array.isArray(next) ? next : [next];
  return valuesAt(next, rest.join('.'));
}

const isNumber = (value: unknown): value is number => typeof value === 'number';

/** Whether consecutive records are in the order of `$sort` (keys in order; a null key leaves a pair unconstrained). */
function sortProblems(rows: readonly Row[], keys: readonly (readonly [string, 1 | -1])[]): string[] {
  const problems: string[] = [];
  for (let index = 1; index < rows.length; index += 1) {
    for (const [path, direction] of keys) {
      const before = at(rows[index - 1], path);
      const after = at(rows[index], path);
      if (before === null || after === null || before === undefined || after === undefined) break;
      if (before === after) continue;
      if (before < after !== (direction === 1)) {
        problems.push(
          `[${index - 1}] ${path}=${JSON.stringify(before)} before [${index}] ${path}=${JSON.stringify(after)}`,
        );
      }
      break;
    }
  }
  return problems;
}

export function queryCases({ test, get, json, records, latitude }: Suite): void {
  /**
   * The filter `query` on `path` answers exactly the records that satisfy `holds`: those of the
   * unfiltered answer (same `fs`) that it accepts. The default dataset must have some.
   */
  const expectFilter = async (path: string, fs: string, query: Row, holds: (row: Row) => boolean) => {
    const all = await records(path, { fs });
    const found = await records(path, { fs, s: { $query: query } });
    const expected = all.filter(holds);
    expect(found.length, `${path} ${JSON.stringify(query)} answers records`).toBeGreaterThan(0);
    expect(canonical(found), `${path} ${JSON.stringify(query)}`).toEqual(canonical(expected));
    return { all, found };
  };

  // fs

  test(cite('Common query parameters', 'Field selector: comma-separated field names.'), async () => {
    for (const [path, fs] of [
      ['/teams', 'abbr,nickName,established'],
      ['/games', 'gameTime,id'],
      ['/users', 'city'],
    ] as const) {
      const found = await records(path, { fs, s: { $take: 5 } });
      expect(found.length).toBeGreaterThan(0);
      for (const row of found) expect(Object.keys(row).sort()).toEqual(fs.split(',').sort());
    }
  });

  test(
    cite(
      'Common query parameters',
      'A field with sub-fields is followed by braces holding its own selector (nesting to any depth).',
    ),
    async () => {
      const games = await records('/games', {
        fs: 'id,stadiumInfo{location{geoCoordinates{latitude},city}},homeTeam{abbr}',
        s: { $take: 5 },
      });
      expect(games.length).toBeGreaterThan(0);
      for (const game of games) {
        expect(Object.keys(game).sort()).toEqual(['homeTeam', 'id', 'stadiumInfo']);
        if (game.stadiumInfo !== null) expect(Object.keys(game.stadiumInfo as object)).toEqual(['location']);
        const location = at(game, 'stadiumInfo.location');
        if (isObject(location)) expect(Object.keys(location).sort()).toEqual(['city', 'geoCoordinates']);
        const coordinates = at(game, 'stadiumInfo.location.geoCoordinates');
        if (isObject(coordinates)) expect(Object.keys(coordinates)).toEqual(['latitude']);
        if (game.homeTeam !== null) expect(Object.keys(game.homeTeam as object)).toEqual(['abbr']);
      }
      const persons = await records('/persons', { fs: 'picture{largeImage{asset{height}}}', s: { $take: 5 } });
      for (const person of persons) {
        const asset = at(person, 'picture.largeImage.asset');
        if (isObject(asset)) expect(Object.keys(asset)).toEqual(['height']);
      }
    },
  );

  test(
    cite('Common query parameters', 'Dotted paths are also used (e.g. rightsHolder.contentProvider.name).'),
    async () => {
      const dotted = await records('/audios', { fs: 'title,rightsHolder.contentProvider.name', s: { $take: 10 } });
      const braced = await records('/audios', { fs: 'title,rightsHolder{contentProvider{name}}', s: { $take: 10 } });
      expect(dotted.length).toBeGreaterThan(0);
      expect(dotted).toEqual(braced);
    },
  );

  test(
    cite('Common query parameters', 'Some examples use parentheses for nesting; braces are the primary form.'),
    async () => {
      const parenthesised = await records('/games', { fs: 'id,homeTeam(abbr,nickName),week(week)', s: { $take: 5 } });
      const braced = await records('/games', { fs: 'id,homeTeam{abbr,nickName},week{week}', s: { $take: 5 } });
      expect(parenthesised.length).toBeGreaterThan(0);
      expect(parenthesised).toEqual(braced);
    },
  );

  test(cite('Common query parameters', 'Whitespace between items is allowed.'), async () => {
    const spaced = await records('/games', { fs: 'id, homeTeam { abbr , nickName },\tweek{ week }', s: { $take: 5 } });
    const tight = await records('/games', { fs: 'id,homeTeam{abbr,nickName},week{week}', s: { $take: 5 } });
    expect(spaced.length).toBeGreaterThan(0);
    expect(spaced).toEqual(tight);
  });

  test(cite('Common query parameters', 'Only selected fields are returned.'), async () => {
    for (const path of [
      '/teams',
      '/videos',
      '/persons',
      '/events',
      '/lists',
      '/videos/assets/jobs',
      '/audios',
      '/playerSeasonStats',
    ]) {
      const found = await records(path, { fs: 'id', s: { $take: 3 } });
      expect(found.length, path).toBeGreaterThan(0);
      for (const row of found) expect(Object.keys(row), path).toEqual(['id']);
    }
  });

  test(
    cite(
      'Common query parameters',
      'A selected object field with no sub-selector returns its default content (e.g. the whole stadiumInfo, the whole drives list).',
    ),
    async () => {
      const stadium =
        'stadiumInfo{id,name,location{formattedAddress,street,city,postalCode,country,geoCoordinates{type,latitude,longitude}}}';
      const drive =
        'drives{id,possessionTeam,orderSequence,quarterStart,quarterEnd,gameClockStart,gameClockEnd,realTimeStart,realTimeEnd,startYardLine,endYardLine,yards,firstDowns}';
      const whole = await records('/games', { fs: 'id,stadiumInfo,drives', s: { $take: 5 } });
      const spelled = await records('/games', { fs: `id,${stadium},${drive}`, s: { $take: 5 } });
      expect(whole.length).toBeGreaterThan(0);
      // The whole object holds every field the spec lists, with the values the spelled-out selection has.
      const keep = (value: unknown, like: unknown): unknown => {
        if (Array.isArray(like) && Array.isArray(value)) return value.map((item, index) => keep(item, like[index]));
        if (!isObject(like) || !isObject(value)) return value;
        return Object.fromEntries(Object.keys(like).map((key) => [key, keep(value[key], like[key])]));
      };
      expect(keep(whole, spelled)).toEqual(spelled);
      const drives = whole.flatMap((game) => (Array.isArray(game.drives) ? game.drives : []));
      expect(drives.length, 'the whole drives list').toBe(
        spelled.flatMap((game) => (Array.isArray(game.drives) ? game.drives : [])).length,
      );
    },
  );

  test(
    cite(
      'Common query parameters',
      "When `fs` is omitted, the resource's default fields are returned (shown for `/games`).",
    ),
    async () => {
      const games = await records('/games', { s: { $take: 3 } });
      const spelled = await records('/games', {
        fs: 'id,week,gameTime,gameType,homeTeam,visitorTeam,gameStatus,homeTeamScore,visitorTeamScore',
        s: { $take: 3 },
      });
      expect(games.length).toBeGreaterThan(0);
      expect(games).toEqual(spelled);
    },
  );

  test(cite('Common query parameters', '| fs | no |'), async () => {
    for (const path of ['/games', '/teams', '/videos', '/users', '/events', '/playerSeasonStats']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
    }
  });

  test(cite('Common query parameters', '| s | no |'), async () => {
    // Without s, no record is filtered out: the same records as an s with an empty $query.
    for (const path of ['/teams', '/events', '/audios']) {
      expect(await records(path, { fs: 'id' }), path).toEqual(await records(path, { fs: 'id', s: { $query: {} } }));
    }
  });

  test(cite('Common query parameters', 'JSON object, URL-encoded as needed, with the keys below.'), async () => {
    // The same query, its JSON percent-encoded whole and with only what a URL needs encoded.
    const s = { $query: { abbr: { $in: ['NE', 'KC'] } }, $take: 2 };
    const encoded = await json(`/teams?fs=abbr&s=${encodeURIComponent(JSON.stringify(s))}`);
    const light = await json(`/teams?fs=abbr&s=${JSON.stringify(s).replaceAll('"', '%22').replaceAll(' ', '%20')}`);
    expect(light).toEqual(encoded);
  });

  // s: $query and its operators

  test(
    cite(
      'Common query parameters',
      'Conditions: a dotted field path maps to a value (equality) or to an operator object.',
    ),
    async () => {
      const [game] = await records('/games', { fs: 'homeTeam{abbr}', s: { $take: 1 } });
      const abbr = at(game, 'homeTeam.abbr');
      await expectFilter(
        '/games',
        'id,homeTeam{abbr}',
        { 'homeTeam.abbr': abbr },
        (row) => at(row, 'homeTeam.abbr') === abbr,
      );
      await expectFilter(
        '/games',
        'id,homeTeam{abbr}',
        { 'homeTeam.abbr': { $in: [abbr] } },
        (row) => at(row, 'homeTeam.abbr') === abbr,
      );
    },
  );

  test(cite('Common query parameters', 'Several conditions listed together all apply.'), async () => {
    const [game] = await records('/games', { fs: 'week,homeTeam{abbr}', s: { $take: 1, $skip: 7 } });
    const season = at(game, 'week.season');
    const abbr = at(game, 'homeTeam.abbr');
    const { all, found } = await expectFilter(
      '/games',
      'id,week,homeTeam{abbr}',
      { 'week.season': season, 'homeTeam.abbr': abbr, 'week.week': { $gte: 3 } },
      (row) =>
        at(row, 'week.season') === season && at(row, 'homeTeam.abbr') === abbr && (at(row, 'week.week') as number) >= 3,
    );
    expect(found.length).toBeLessThan(all.filter((row) => at(row, 'homeTeam.abbr') === abbr).length);
  });

  test(cite('Common query parameters', '$gt, $lt, $gte, $lte (comparison)'), async () => {
    const week = (row: Row) => at(row, 'week.week');
    const fs = 'id,week{week}';
    await expectFilter(
      '/games',
      fs,
      { 'week.week': { $gt: 10 } },
      (row) => isNumber(week(row)) && (week(row) as number) > 10,
    );
    await expectFilter(
      '/games',
      fs,
      { 'week.week': { $lt: 4 } },
      (row) => isNumber(week(row)) && (week(row) as number) < 4,
    );
    await expectFilter(
      '/games',
      fs,
      { 'week.week': { $gte: 17 } },
      (row) => isNumber(week(row)) && (week(row) as number) >= 17,
    );
    await expectFilter(
      '/games',
      fs,
      { 'week.week': { $lte: 1 } },
      (row) => isNumber(week(row)) && (week(row) as number) <= 1,
    );
    await expectFilter(
      '/games',
      fs,
      { 'week.week': { $gt: 5, $lte: 7 } },
      (row) => isNumber(week(row)) && (week(row) as number) > 5 && (week(row) as number) <= 7,
    );
  });

  test(
    cite('Common query parameters', '$in (array of allowed values, also matches inside embedded lists)'),
    async () => {
      const teams = await records('/teams', { fs: 'abbr', s: { $take: 3 } });
      const abbrs = teams.map((team) => team.abbr);
      await expectFilter('/teams', 'id,abbr', { abbr: { $in: abbrs } }, (row) => abbrs.includes(row.abbr));
      // Inside an embedded list: a user matches when one of its social networks has the name.
      const users = await records('/users', { fs: 'socialNetworks', s: { $take: 20 } });
      const names = [...new Set(valuesAt(users, 'socialNetworks.name'))]
        .filter((name): name is string => typeof name === 'string')
        .slice(0, 2);
      await expectFilter('/users', 'id,socialNetworks', { 'socialNetworks.name': { $in: names } }, (row) =>
        valuesAt(row, 'socialNetworks.name').some((name) => typeof name === 'string' && names.includes(name)),
      );
    },
  );

  test(cite('Common query parameters', '$or, $and (array of condition objects)'), async () => {
    const [one, two] = await records('/teams', { fs: 'abbr', s: { $take: 2, $skip: 4 } });
    await expectFilter(
      '/teams',
      'id,abbr',
      { $or: [{ abbr: one?.abbr }, { abbr: two?.abbr }] },
      (row) => row.abbr === one?.abbr || row.abbr === two?.abbr,
    );
    const week = (row: Row) => at(row, 'week.week') as number;
    await expectFilter(
      '/games',
      'id,week{week}',
      { $and: [{ 'week.week': { $gte: 3 } }, { 'week.week': { $lte: 4 } }] },
      (row) => isNumber(week(row)) && week(row) >= 3 && week(row) <= 4,
    );
  });

  // s: sort and paging

  test(cite('Common query parameters', 'Several keys sort in the order listed.'), async () => {
    const keys = [
      ['week.week', -1],
      ['homeTeam.abbr', 1],
    ] as const;
    const games = await records('/games', {
      fs: 'week{week},homeTeam{abbr}',
      s: { $sort: { 'week.week': -1, 'homeTeam.abbr': 1 } },
    });
    expect(games.length).toBeGreaterThan(1);
    expectNone(sortProblems(games, keys));
    const users = await records('/users', {
      fs: 'state,city,lastName',
      s: { $sort: { state: 1, city: -1, lastName: 1 } },
    });
    expectNone(
      sortProblems(users, [
        ['state', 1],
        ['city', -1],
        ['lastName', 1],
      ]),
    );
    // The second key decides within the first: some ties on the first key exist, and are ordered by the second.
    if (!latitude) expect(new Set(games.map((game) => at(game, 'week.week'))).size).toBeLessThan(games.length);
  });

  test(cite('Common query parameters', 'field path -> 1 (ascending) or -1 (descending)'), async () => {
    for (const direction of [1, -1] as const) {
      const teams = await records('/teams', { fs: 'abbr,established', s: { $sort: { established: direction } } });
      expect(teams.length).toBeGreaterThan(1);
      expectNone(sortProblems(teams, [['established', direction]]));
    }
  });

  test(cite('Common query parameters', 'Return that many records.'), async () => {
    for (const take of [1, 3, 10]) expect(await records('/teams', { fs: 'id', s: { $take: take } })).toHaveLength(take);
    expect(await records('/games', { fs: 'id', s: { $take: 4 } })).toHaveLength(4);
  });

  test(
    cite('Common query parameters', 'Skip that many records first; combined with $take and $sort for paging.'),
    async () => {
      const sorted = await records('/users', { fs: 'id', s: { $sort: { id: 1 } } });
      expect(sorted.length).toBeGreaterThan(12);
      const page = await records('/users', { fs: 'id', s: { $sort: { id: 1 }, $skip: 5, $take: 7 } });
      expect(page).toEqual(sorted.slice(5, 12));
      const rest = await records('/users', { fs: 'id', s: { $sort: { id: 1 }, $skip: sorted.length - 2 } });
      expect(rest).toEqual(sorted.slice(-2));
      expect(await records('/users', { fs: 'id', s: { $sort: { id: 1 }, $skip: sorted.length } })).toEqual([]);
    },
  );

  test(
    cite(
      'Common query parameters',
      'Appears inside `$query` in the standings example with a value of 1, together with a standings sub-query.',
    ),
    async () => {
      // Its scope is not shown; huddle keeps the last entry of the lists filtered there (docs/mock.md).
      const fs = 'abbr,standings{week{seasonType,week}}';
      const standings = { standings: { $query: { 'week.seasonType': 'REG' } } };
      const all = await records('/teams', { fs, s: { $query: standings, $take: 3 } });
      const team = all.find((one) => ((at(one, 'standings.data') as unknown[] | undefined)?.length ?? 0) > 1);
      expect(team, 'a team with standings of several weeks').toBeDefined();
      const [last] = await records('/teams', { fs, s: { $query: { abbr: team?.abbr, ...standings, $takeLast: 1 } } });
      expect(at(last, 'standings.data')).toEqual((at(team, 'standings.data') as unknown[]).slice(-1));
    },
  );

  // s: sub-collection filters

  test(
    cite(
      'Common query parameters',
      'Filters an embedded list (e.g. `drives`, `standings`) without filtering the parent records.',
    ),
    async () => {
      const fs = 'id,drives{id,yards}';
      const all = await records('/games', { fs, s: { $take: 30 } });
      const filtered = await records('/games', { fs, s: { $take: 30, drives: { $query: { yards: { $gte: 40 } } } } });
      expect(filtered.map((game) => game.id)).toEqual(all.map((game) => game.id));
      for (const [index, game] of filtered.entries()) {
        const expected = (all[index]?.drives as Row[] | null)?.filter(
          (drive) => isNumber(drive.yards) && drive.yards >= 40,
        );
        if (game.drives !== null) expect(game.drives, String(game.id)).toEqual(expected);
      }
      expect(filtered.some((game) => Array.isArray(game.drives) && game.drives.length > 0)).toBe(true);
    },
  );

  test(
    cite(
      'Common query parameters',
      'Placed as a sibling of `$query` for `drives`, and inside `$query` for `standings`.',
    ),
    async () => {
      const [game] = await records('/games', { fs: 'homeTeam{abbr}', s: { $take: 1 } });
      const abbr = at(game, 'homeTeam.abbr');
      const games = await records('/games', {
        fs: 'homeTeam{abbr},drives{firstDowns}',
        s: { $query: { 'homeTeam.abbr': abbr }, drives: { $query: { firstDowns: { $gte: 2 } } } },
      });
      expect(games.length).toBeGreaterThan(0);
      for (const one of games) {
        expect(at(one, 'homeTeam.abbr')).toBe(abbr);
        for (const value of valuesAt(one, 'drives.firstDowns')) expect(value).toBeGreaterThanOrEqual(2);
      }
      const teams = await records('/teams', {
        fs: 'abbr,standings{week{seasonType}}',
        s: { $query: { standings: { $query: { 'week.seasonType': 'REG' } } } },
      });
      expect(teams).toHaveLength((await records('/teams', { fs: 'abbr' })).length);
      for (const team of teams)
        for (const type of valuesAt(team, 'standings.week.seasonType')) expect(type).toBe('REG');
    },
  );

  test(cite('Common query parameters', 'Filters the embedded player statistics of a person.'), async () => {
    const fs = 'id,playerStats{seasonStats{season,seasonType},teamStats{team{nickName}}}';
    const all = await records('/persons', { fs, s: { $take: 40 } });
    // Past the latest season any person has: no entry is left, and no person goes.
    const season = Math.max(...valuesAt(all, 'playerStats.seasonStats.season').filter(isNumber));
    const bySeason = await records('/persons', {
      fs,
      s: { $take: 40, $playerStats: { $seasonStats: { $query: { season: { $gt: season } } } } },
    });
    expect(bySeason.map((person) => person.id)).toEqual(all.map((person) => person.id));
    expect(valuesAt(bySeason, 'playerStats.seasonStats')).toEqual([]);
    const nickName = valuesAt(all, 'playerStats.teamStats.team.nickName').find((value) => value !== null);
    const byTeam = await records('/persons', {
      fs,
      s: { $take: 40, $playerStats: { $teamStats: { $query: { 'team.nickName': nickName } } } },
    });
    expect(byTeam.map((person) => person.id)).toEqual(all.map((person) => person.id));
    const names = valuesAt(byTeam, 'playerStats.teamStats.team.nickName');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toBe(nickName);
  });

  test(cite('Common query parameters', 'Filters the embedded season statistics of a team.'), async () => {
    const all = await records('/teams', { fs: 'abbr,teamSeasonStats{id}' });
    const id = valuesAt(all, 'teamSeasonStats.id').find((value) => value !== null);
    const filtered = await records('/teams', {
      fs: 'abbr,teamSeasonStats{id}',
      s: { $teamSeasonStats: { $query: { id } } },
    });
    expect(filtered.map((team) => team.abbr)).toEqual(all.map((team) => team.abbr));
    expect(valuesAt(filtered, 'teamSeasonStats.id')).toEqual([id]);
  });

  test(cite('Common query parameters', 'Filters the embedded game statistics of a team.'), async () => {
    const all = await records('/teams', { fs: 'abbr,teamGameStats{game{id}}' });
    const gameId = valuesAt(all, 'teamGameStats.game.id').find((value) => value !== null);
    const filtered = await records('/teams', {
      fs: 'abbr,teamGameStats{game{id}}',
      s: { $teamGameStats: { $query: { 'game.id': gameId } } },
    });
    expect(filtered.map((team) => team.abbr)).toEqual(all.map((team) => team.abbr));
    const ids = valuesAt(filtered, 'teamGameStats.game.id');
    // A game's statistics: one for each of its two teams.
    expect(ids).toEqual([gameId, gameId]);
  });

  test(
    cite(
      'Common query parameters',
      'Query paths address nested fields with dots (e.g. week.season, homeTeam.abbr, drives.firstDowns, related.games.id, socialNetworks.name, game.homeTeam.abbr).',
    ),
    async () => {
      const [stat] = await records('/playerGameStats', { fs: 'game{homeTeam{abbr}}', s: { $take: 1 } });
      const abbr = at(stat, 'game.homeTeam.abbr');
      const found = await records('/playerGameStats', {
        fs: 'game{homeTeam{abbr}}',
        s: { $query: { 'game.homeTeam.abbr': abbr }, $take: 200 },
      });
      expect(found.length).toBeGreaterThan(0);
      for (const row of found) expect(at(row, 'game.homeTeam.abbr')).toBe(abbr);
      await expectFilter('/games', 'id,drives{firstDowns}', { 'drives.firstDowns': { $gte: 6 } }, (row) =>
        valuesAt(row, 'drives.firstDowns').some((value) => isNumber(value) && value >= 6),
      );
    },
  );

  // The per-endpoint query hints (Endpoint table)

  test(
    cite(
      'Endpoint table',
      '/games filters on week.season, week.seasonType, week.week, homeTeam.abbr, visitorTeam.abbr, drives.firstDowns, drives.yards.',
    ),
    async () => {
      const fs = 'id,week,homeTeam{abbr},visitorTeam{abbr},drives{firstDowns,yards}';
      const [game] = await records('/games', { fs, s: { $take: 1, $skip: 11 } });
      for (const path of ['week.season', 'week.seasonType', 'week.week', 'homeTeam.abbr', 'visitorTeam.abbr']) {
        const value = at(game, path);
        await expectFilter('/games', fs, { [path]: value }, (row) => at(row, path) === value);
      }
      await expectFilter('/games', fs, { 'drives.yards': { $gte: 80 } }, (row) =>
        valuesAt(row, 'drives.yards').some((value) => isNumber(value) && value >= 80),
      );
    },
  );

  test(cite('Endpoint table', '/teams filters on abbr, season, standings sub-query (week.seasonType).'), async () => {
    const [team] = await records('/teams', { fs: 'abbr,season', s: { $take: 1, $skip: 9 } });
    await expectFilter('/teams', 'id,abbr,season', { abbr: team?.abbr }, (row) => row.abbr === team?.abbr);
    await expectFilter('/teams', 'id,abbr,season', { season: team?.season }, (row) => row.season === team?.season);
  });

  test(
    cite('Endpoint table', '/videos filters on related.games.id, week.season, videoAsset.clipCategory.'),
    async () => {
      const fs = 'id,week{season},videoAsset{clipCategory}';
      const [video] = await records('/videos', { fs: 'week{season}', s: { $take: 1 } });
      const season = at(video, 'week.season');
      await expectFilter('/videos', fs, { 'week.season': season }, (row) => at(row, 'week.season') === season);
      // "clipCategory values used in queries" (Video): each filters to its own.
      for (const category of ['preview', 'recap', 'game-highlight', 'in-game-highlight']) {
        await expectFilter(
          '/videos',
          fs,
          { 'videoAsset.clipCategory': category },
          (row) => at(row, 'videoAsset.clipCategory') === category,
        );
      }
    },
  );

  test(cite('Endpoint table', '/persons filters on firstName, lastName.'), async () => {
    const [person] = await records('/persons', { fs: 'firstName,lastName', s: { $take: 1, $skip: 20 } });
    for (const name of ['firstName', 'lastName']) {
      await expectFilter(
        '/persons',
        'id,firstName,lastName',
        { [name]: person?.[name] },
        (row) => row[name] === person?.[name],
      );
    }
  });

  test(
    cite('Endpoint table', '/users filters on city, state, socialNetworks.gender, socialNetworks.name.'),
    async () => {
      const fs = 'id,city,state,socialNetworks';
      const [user] = await records('/users', { fs, s: { $take: 1, $skip: 3 } });
      for (const name of ['city', 'state']) {
        await expectFilter('/users', fs, { [name]: user?.[name] }, (row) => row[name] === user?.[name]);
      }
      for (const path of ['socialNetworks.gender', 'socialNetworks.name']) {
        const value = valuesAt(user, path)[0];
        await expectFilter('/users', fs, { [path]: value }, (row) => valuesAt(row, path).includes(value));
      }
    },
  );

  test(cite('Endpoint table', '/events filters on startDateTime, endDateTime, venue.location.city.'), async () => {
    const fs = 'id,startDateTime,endDateTime,venue{address{city}}';
    const events = await records('/events', { fs });
    const starts = events
      .map((event) => event.startDateTime)
      .filter((value): value is string => typeof value === 'string');
    expect(starts.length).toBeGreaterThan(1);
    // A date-only string: the events of that day on, and those ending before another (midnight UTC, huddle's reading).
    const middle = instant(
      [...starts].sort((a, b) => instant(a) - instant(b))[Math.floor(starts.length / 2)] as string,
    );
    const day = new Date(middle).toISOString().slice(0, 10);
    await expectFilter('/events', fs, { startDateTime: { $gte: day } }, (row) =>
      typeof row.startDateTime === 'string' ? instant(row.startDateTime) >= instant(day) : false,
    );
    await expectFilter('/events', fs, { endDateTime: { $lt: day } }, (row) =>
      typeof row.endDateTime === 'string' ? instant(row.endDateTime) < instant(day) : false,
    );
    // "The venue city is filtered through the path venue.location.city" (Event): the city of the venue's address.
    const city = events.map((event) => at(event, 'venue.address.city')).find((value) => typeof value === 'string');
    await expectFilter('/events', fs, { 'venue.location.city': city }, (row) => at(row, 'venue.address.city') === city);
  });

  test(cite('Endpoint table', '/audios filters on weekOfSeason.season.'), async () => {
    const [audio] = await records('/audios', { fs: 'weekOfSeason{season}', s: { $take: 1 } });
    const season = at(audio, 'weekOfSeason.season');
    await expectFilter(
      '/audios',
      'title,weekOfSeason{season}',
      { 'weekOfSeason.season': season },
      (row) => at(row, 'weekOfSeason.season') === season,
    );
  });

  test(cite('Event (/events)', 'The venue city is filtered through the path `venue.location.city`.'), async () => {
    const answer = await get('/events', {
      fs: 'id',
      s: { $query: { 'venue.location.city': 'No Such City Anywhere' } },
    });
    expect(answer.status).toBe(200);
    expect(at(answer.json, 'data')).toEqual([]);
  });
}
