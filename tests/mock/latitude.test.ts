/**
 * The mock's latitude (issue 36, goal 4): with `latitude` on, the mock serves the forms the spec
 * leaves open — pagers `{}` or with null members, nulls where the spec's tables say "nullable",
 * timestamps in each offset form at the same instant — deterministically, with every answer still
 * matching its query, and the typed client reads every one of them. With it off, nothing changes.
 *
 * Expected paths, forms and instants are written here by hand from the spec's words; answers of the
 * latitude are compared with those of a mock without it, over the default dataset (season of seed 1).
 */
import fc from 'fast-check';
import { bypass } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { citationProblem, readSpec } from '../../scripts/spec-text.ts';
import { ArgumentError, createClient, type HuddleClient } from '../../src/index.ts';
import { createDataset } from '../../src/league/index.ts';
import { createMockApi, createMockService, type MockDataset, type MockLatitude } from '../../src/mock/index.ts';
import { nullablePaths } from '../../src/mock/latitude/nullable-paths.ts';
import { restamp } from '../../src/mock/latitude/timestamps.ts';
import { fieldAt } from '../../src/resources/field-tree.ts';
import { fieldTreeOf } from '../../src/resources/field-trees.ts';
import type { ResourceName } from '../../src/resources/resource-table.ts';

const LATITUDE = 'https://latitude.example';
const PLAIN = 'https://plain.example';
const OTHER_SEED = 'https://other-seed.example';
const dataset = createDataset({ seed: 1 }) as unknown as MockDataset;
const latitude = createMockApi({ baseUrl: LATITUDE, dataset, latitude: true });
const plain = createMockApi({ baseUrl: PLAIN, dataset });
const otherSeed = createMockApi({ baseUrl: OTHER_SEED, dataset, latitude: { seed: 2 } });
const server = setupServer(...latitude.handlers, ...plain.handlers, ...otherSeed.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  latitude.reset();
  plain.reset();
});
afterAll(() => server.close());

const client: HuddleClient = createClient({ baseUrl: LATITUDE, retry: 0 });

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The body of a GET of `path` (`fs` and `s` as given) from a mock. */
async function body(base: string, path: string, fs: string | null, s: object | null): Promise<Json> {
  const url = new URL(`${base}${path}`);
  if (fs !== null) url.searchParams.set('fs', fs);
  if (s !== null) url.searchParams.set('s', JSON.stringify(s));
  // A local server is reached past msw (bypass), the msw mocks through it.
  const response = await fetch(url.hostname === '127.0.0.1' ? bypass(url) : url);
  expect(response.status, url.href).toBe(200);
  return (await response.json()) as Json;
}

/** The records of a list answer, by the spec's envelopes (written here by hand). */
function recordsOf(answer: Json): Json[] {
  if (Array.isArray(answer)) return answer; // /games: a bare list
  const object = answer as { [key: string]: Json };
  if (Array.isArray(object.data)) return object.data; // { pager, data }
  const items = object.items as { data?: Json[] } | undefined;
  if (items !== undefined && Array.isArray(items.data)) return items.data; // a content list
  return (Object.values(object)[0] as { data: Json[] }).data; // statistics: { resource: { pager, data } }
}

/** Every field of a game, since `/games` answers its default fields without `fs`. */
const GAME_FIELDS =
  'id,week,gameTime,gameType,homeTeam,visitorTeam,gameStatus,homeTeamScore,visitorTeamScore,stadiumInfo,drives';

/** Each list path with the `fs` that selects every field, and a `$take` over all its records. */
const LISTS: readonly { resource: ResourceName; path: string; fs: string | null }[] = [
  { resource: 'games', path: '/games', fs: GAME_FIELDS },
  { resource: 'teams', path: '/teams', fs: null },
  { resource: 'videos', path: '/videos', fs: null },
  { resource: 'videoJobs', path: '/videos/assets/jobs', fs: null },
  { resource: 'lists', path: '/lists', fs: null },
  { resource: 'users', path: '/users', fs: null },
  { resource: 'persons', path: '/persons', fs: null },
  { resource: 'playerSeasonStats', path: '/playerSeasonStats', fs: null },
  { resource: 'playerTeamStats', path: '/playerTeamStats', fs: null },
  { resource: 'playerGameStats', path: '/playerGameStats', fs: null },
  { resource: 'playerCareerStats', path: '/playerCareerStats', fs: null },
  { resource: 'teamSeasonStats', path: '/teamSeasonStats', fs: null },
  { resource: 'audios', path: '/audios', fs: null },
  { resource: 'events', path: '/events', fs: null },
];
const ALL = { $take: 10_000 };

/**
 * The spec's nullable paths, read by hand from its resource tables: Game's gameStatus "(all
 * nullable)" and scores "(nullable integers)", Drive's "integer, nullable", "string clock value
 * (minutes:seconds), nullable", "timestamp, nullable", "string, nullable"; Team's "season and
 * teamType may be null"; Video's weekOfSeason and show, "members nullable".
 */
const SPEC_NULLABLE: Partial<Record<ResourceName, readonly string[]>> = {
  games: [
    ...[
      'gameClock',
      'down',
      'yardsToGo',
      'yardLineSide',
      'yardLineNumber',
      'period',
      'phase',
      'possessionTeamId',
      'redZone',
      'homeTimeoutsRemaining',
      'visitorTimeoutsRemaining',
    ].map((name) => `gameStatus.${name}`),
    ...['homeTeamScore', 'visitorTeamScore'].flatMap((score) =>
      ['pointsTotal', 'pointsQ1', 'pointsQ2', 'pointsQ3', 'pointsQ4', 'pointsOvertime', 'pointsOvertimeTotal'].map(
        (name) => `${score}.${name}`,
      ),
    ),
    ...[
      'quarterStart',
      'quarterEnd',
      'gameClockStart',
      'gameClockEnd',
      'realTimeStart',
      'realTimeEnd',
      'startYardLine',
      'endYardLine',
    ].map((name) => `drives.${name}`),
  ],
  teams: ['season', 'teamType'],
  videos: [
    ...['id', 'season', 'weekOrder', 'seasonType', 'week', 'weekType', 'name'].map((name) => `weekOfSeason.${name}`),
    ...['id', 'name', 'season', 'episode', 'premieredDate'].map((name) => `show.${name}`),
  ],
};

/** The fields the spec's tables type as timestamps, by their last name. */
const TIMESTAMP_FIELDS = new Set([
  'gameTime',
  'realTimeStart',
  'realTimeEnd',
  'lastModifiedDate',
  'premieredDate',
  'originalPublishDate',
  'createdDate',
  'contentProviderCreatedDate',
  'submittedTime',
  'completedTime',
  'startDateTime',
  'endDateTime',
]);

/** The offset forms, each by a pattern written from the spec's words ("`Z`", "`+03:00`", "hour-only `-07`"). */
const FORMS = {
  Z: /T\d\d:\d\d(:\d\d(\.\d+)?)?Z$/,
  '±hh:mm': /T\d\d:\d\d(:\d\d(\.\d+)?)?[+-]\d\d:\d\d$/,
  '±hh': /T\d\d:\d\d(:\d\d(\.\d+)?)?[+-]\d\d$/,
  '±hhmm': /T\d\d:\d\d(:\d\d(\.\d+)?)?[+-]\d\d\d\d$/,
} as const;
const formOf = (text: string) => (Object.keys(FORMS) as (keyof typeof FORMS)[]).find((form) => FORMS[form].test(text));

/** The instant of a timestamp, read by hand: the offset written `±hh:mm` for `Date.parse`. */
function instantOf(text: string): number {
  if (/^\d{4}-\d\d-\d\d$/.test(text)) return Date.parse(`${text}T00:00:00Z`); // a date alone, as events have
  const match = /^(.*?)(Z|([+-]\d\d):?(\d\d)?)$/.exec(text);
  if (match === null) throw new Error(`not a timestamp: ${text}`);
  const [, local, offset, hours, minutes] = match as unknown as [string, string, string, string, string | undefined];
  const instant = Date.parse(offset === 'Z' ? `${local}Z` : `${local}${hours}:${minutes ?? '00'}`);
  if (Number.isNaN(instant)) throw new Error(`Date.parse cannot read ${text}`);
  return instant;
}

/** How a varied answer differs from the plain one, path by path (list indexes dropped, pagers aside). */
interface Differences {
  readonly nulled: Set<string>;
  readonly restamped: { path: string; before: string; after: string }[];
  readonly other: string[];
}

function differences(before: Json, after: Json, path: string, found: Differences): void {
  if (before === after || before === null) return;
  if (after === null) {
    found.nulled.add(path);
  } else if (typeof before === 'string' && typeof after === 'string') {
    found.restamped.push({ path, before, after });
  } else if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    for (const [index, item] of before.entries()) differences(item, after[index] as Json, path, found);
  } else if (
    typeof before === 'object' &&
    typeof after === 'object' &&
    !Array.isArray(before) &&
    !Array.isArray(after)
  ) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (key === 'pager') continue; // pagers are looked at on their own
      differences(before[key] ?? null, after[key] ?? null, path === '' ? key : `${path}.${key}`, found);
    }
  } else {
    found.other.push(`${path}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
  }
}

/** The pagers of an answer, each with the path of its envelope (`''` for the answer's own). */
function pagersOf(value: Json, path: string, found: { path: string; pager: Json }[]): void {
  if (Array.isArray(value)) {
    for (const item of value) pagersOf(item, path, found);
  } else if (value !== null && typeof value === 'object') {
    if ('pager' in value && Array.isArray(value.data)) found.push({ path, pager: value.pager ?? null });
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'pager') pagersOf(child, path === '' ? key : `${path}.${key}`, found);
    }
  }
}

/** Every answer of every list, from both mocks, fetched once for the file. */
const answers = new Map<ResourceName, { before: Json; after: Json }>();
beforeAll(async () => {
  for (const { resource, path, fs } of LISTS) {
    answers.set(resource, { before: await body(PLAIN, path, fs, ALL), after: await body(LATITUDE, path, fs, ALL) });
  }
}, 60_000);

const differencesOf = (resource: ResourceName): Differences => {
  const { before, after } = answers.get(resource) as { before: Json; after: Json };
  const found: Differences = { nulled: new Set(), restamped: [], other: [] };
  const [left, right] = [recordsOf(before), recordsOf(after)];
  expect(right.length, resource).toBe(left.length);
  for (const [index, record] of left.entries()) differences(record, right[index] as Json, '', found);
  return found;
};

describe('nulls: "Many fields can be null when no data exists", where the tables say so', () => {
  it('the nullable table quotes the spec: each sentence stands in its section, each path is a field', () => {
    const sections = readSpec();
    for (const [resource, rows] of Object.entries(nullablePaths)) {
      for (const row of rows) {
        expect(citationProblem(sections, row.section, row.sentence), row.sentence).toBeNull();
        for (const path of row.paths) expect(fieldAt(fieldTreeOf(resource as ResourceName), path), path).toBeDefined();
      }
    }
    const table = Object.fromEntries(
      Object.entries(nullablePaths).map(([resource, rows]) => [resource, rows.flatMap((row) => [...row.paths])]),
    );
    expect(table).toEqual(SPEC_NULLABLE);
  });

  it('nulls some values at every nullable path that holds one, and no value anywhere else', () => {
    for (const { resource } of LISTS) {
      const { nulled, other } = differencesOf(resource);
      expect(other, resource).toEqual([]);
      const nullable = SPEC_NULLABLE[resource] ?? [];
      for (const path of nulled) expect(nullable, `${resource} nulled ${path}`).toContain(path);
      // Every nullable path that holds a value at least 20 times in the plain answer is nulled
      // somewhere (a quarter of them are: missing all 20 would be a chance of 0.3%).
      const held = new Map<string, number>();
      const holding = (value: Json, path: string) => {
        if (value === null) return;
        if (Array.isArray(value)) for (const item of value) holding(item, path);
        else if (typeof value === 'object') {
          for (const [key, child] of Object.entries(value)) holding(child, path === '' ? key : `${path}.${key}`);
        } else held.set(path, (held.get(path) ?? 0) + 1);
      };
      for (const record of recordsOf((answers.get(resource) as { before: Json }).before)) holding(record, '');
      for (const path of nullable.filter((candidate) => (held.get(candidate) ?? 0) >= 20)) {
        expect(nulled.has(path), `${resource}: ${path} is never nulled`).toBe(true);
      }
    }
    expect(differencesOf('games').nulled.size).toBeGreaterThan(20);
  });
});

describe('timestamps: "UTC with Z, or with a numeric offset such as +03:00, -08:00, or hour-only -07"', () => {
  const restamped = () => LISTS.flatMap(({ resource }) => differencesOf(resource).restamped);

  it('rewrites only timestamp fields, each to the same instant', () => {
    const all = restamped();
    expect(all.length).toBeGreaterThan(1_000);
    for (const { path, before, after } of all) {
      expect(TIMESTAMP_FIELDS.has(path.split('.').at(-1) as string), path).toBe(true);
      expect(instantOf(after), `${before} → ${after}`).toBe(instantOf(before));
    }
  });

  it('writes each form the spec shows, with whole seconds sometimes given a fraction, and never ±hhmm by default', () => {
    const forms = new Set(restamped().map(({ after }) => formOf(after)));
    expect(forms).toEqual(new Set(['Z', '±hh:mm', '±hh']));
    expect(restamped().some(({ before, after }) => !before.includes('.') && /:\d\d\.000(Z|[+-])/.test(after))).toBe(
      true,
    );
  });

  it('writes the compact ±hhmm too with compactOffsets', async () => {
    latitude.setLatitude({ compactOffsets: true });
    const games = recordsOf(await body(LATITUDE, '/games', 'gameTime', ALL)) as { gameTime: string }[];
    const forms = new Set(games.map(({ gameTime }) => formOf(gameTime)));
    expect(forms).toEqual(new Set(['Z', '±hh:mm', '±hh', '±hhmm']));
  });

  it('moves the wall clock with the offset, across days and years (worked by hand)', () => {
    expect(restamp('2024-09-05T19:20:00-05', 'Z', 1, 'k')).toBe('2024-09-06T00:20:00Z');
    expect(restamp('2024-12-31T23:30:00.5Z', 'Z', 1, 'k', true)).toBe('2024-12-31T23:30:00.5Z');
    expect(restamp('2025-01-01T01:00:00+03:00', 'Z', 1, 'k', true)).toBe('2024-12-31T22:00:00.000Z');
    expect(restamp('2025-01-01T01:00+03', 'Z', 1, 'k', true)).toBe('2024-12-31T22:00Z'); // no seconds, no fraction
    for (const form of ['±hh:mm', '±hh', '±hhmm'] as const) {
      for (const key of ['a', 'b', 'c', 'd', 'e']) {
        const written = restamp('2024-12-31T23:30:00-0800', form, 7, key);
        expect(formOf(written), written).toBe(form);
        expect(instantOf(written)).toBe(Date.parse('2025-01-01T07:30:00Z'));
      }
    }
  });
});

describe('pagers: "Any member may be null. It can also be an empty object {}."', () => {
  it("an answer's own pager is sometimes {}, sometimes with null members, over pages of teams", async () => {
    const pagers: Json[] = [];
    for (let skip = 0; skip < 32; skip += 2) {
      const answer = (await body(LATITUDE, '/teams', 'abbr', { $take: 2, $skip: skip })) as { pager: Json };
      pagers.push(answer.pager);
    }
    expect(pagers).toContainEqual({});
    // The engine always writes self, limit, offset and total: a null there is the latitude's.
    const nulled = (pager: Json) =>
      pager !== null &&
      typeof pager === 'object' &&
      ['self', 'limit', 'offset', 'total'].some((member) => (pager as Record<string, Json>)[member] === null);
    expect(pagers.some(nulled)).toBe(true);
    expect(pagers.some((pager) => JSON.stringify(pager).includes('"total":32'))).toBe(true); // some kept
  });

  it('the pagers of keyed envelopes and content lists vary too', async () => {
    const keyed: Json[] = [];
    const items: Json[] = [];
    const games = (await body(PLAIN, '/games', 'id', { $take: 24 })) as { id: string }[];
    for (const [index, { id }] of games.entries()) {
      const stats = await body(LATITUDE, '/playerGameStats', null, { $take: 3, $skip: index });
      keyed.push((stats as { playerGameStats: { pager: Json } }).playerGameStats.pager);
      const list = (await body(LATITUDE, '/videos', 'id', { $query: { 'related.games.id': id } })) as {
        type: string;
        items: { pager: Json };
      };
      expect(list.type).toBe('CONTENT_LIST');
      items.push(list.items.pager);
    }
    for (const pagers of [keyed, items]) {
      expect(pagers).toContainEqual({});
      expect(pagers.some((pager) => pager !== null && Object.values(pager as object).includes(null))).toBe(true);
    }
  });

  it('embedded envelopes: depthChart, standings, consumerRoles, clipType, tasks, items, related teams and persons', async () => {
    const byPath = new Map<string, Json[]>();
    const collect = (resource: string, answer: Json) => {
      const found: { path: string; pager: Json }[] = [];
      for (const record of recordsOf(answer)) pagersOf(record, '', found);
      for (const { path, pager } of found)
        byPath.set(`${resource}:${path}`, [...(byPath.get(`${resource}:${path}`) ?? []), pager]);
    };
    for (const { resource } of LISTS) collect(resource, (answers.get(resource) as { after: Json }).after);
    // Standings are an envelope only "when a sub-query is applied" (one Standings object otherwise).
    const subQuery = { $query: { standings: { $query: { 'week.seasonType': 'REG' } } }, $take: 32 };
    collect('teams', await body(LATITUDE, '/teams', 'abbr,standings', subQuery));
    const expected = [
      'teams:depthChart',
      'teams:standings',
      'videos:contentVisibility.consumerRoles',
      'videos:propertyMetadata.NOW.clipType',
      'videoJobs:tasks',
      'lists:items',
      'lists:contentVisibility.consumerRoles',
      'lists:items.data.related.teams',
      'lists:items.data.related.persons',
    ];
    for (const path of expected) {
      const pagers = byPath.get(path) ?? [];
      expect(pagers, path).toContainEqual({});
      // The dataset writes self (and at times previous, next) null: limit, offset or total null are the latitude's.
      const nulled = pagers.some(
        (pager) =>
          pager !== null &&
          typeof pager === 'object' &&
          Object.keys(pager).length === 6 &&
          ['limit', 'offset', 'total'].some((member) => (pager as Record<string, Json>)[member] === null),
      );
      expect(nulled, path).toBe(true);
    }
  });
});

describe('deterministic, and still an answer to the query', () => {
  it('the same request gets the same answer, from this mock and from a new one; another seed another', async () => {
    const s = { $query: { 'week.week': 3 }, $sort: { gameTime: 1 } };
    const first = await body(LATITUDE, '/games', GAME_FIELDS, s);
    expect(await body(LATITUDE, '/games', GAME_FIELDS, s)).toEqual(first);
    const again = createMockService({ baseUrl: 'https://again.example', dataset, latitude: { seed: 1 } });
    const url = new URL(`https://again.example/games?fs=${GAME_FIELDS}&s=${encodeURIComponent(JSON.stringify(s))}`);
    expect((await again.serve({ method: 'GET', url })).body).toEqual(first);
    expect(await body(OTHER_SEED, '/games', GAME_FIELDS, s)).not.toEqual(first);
  });

  it('huddle/server answers as the msw handlers do, links aside', async () => {
    const { startMockServer } = await import('../../src/mock/server/index.ts');
    const local = await startMockServer({ dataset, latitude: true });
    try {
      for (let skip = 0; skip < 12; skip += 3) {
        const s = { $query: { season: 2024 }, $skip: skip, $take: 3 };
        const served = JSON.stringify(await body(local.url, '/teams', 'abbr,season,depthChart{unit}', s));
        const mocked = JSON.stringify(await body(LATITUDE, '/teams', 'abbr,season,depthChart{unit}', s));
        expect(served.replaceAll(local.url, LATITUDE)).toBe(mocked);
      }
    } finally {
      await local.close();
    }
  });

  it('every record answered satisfies the filter, read by hand, on fields the latitude nulls', async () => {
    type Game = { id: string; gameStatus: { phase: unknown }; homeTeamScore: { pointsTotal: unknown } };
    const every = recordsOf(await body(LATITUDE, '/games', 'id,gameStatus{phase},homeTeamScore', ALL)) as Game[];
    const ids = (games: Json) => (recordsOf(games) as Game[]).map(({ id }) => id);
    const final = await body(LATITUDE, '/games', 'id', { $query: { 'gameStatus.phase': 'FINAL' }, ...ALL });
    expect(ids(final)).toEqual(every.filter((game) => game.gameStatus.phase === 'FINAL').map(({ id }) => id));
    const unknown = await body(LATITUDE, '/games', 'id', { $query: { 'gameStatus.phase': null }, ...ALL });
    expect(ids(unknown)).toEqual(every.filter((game) => game.gameStatus.phase === null).map(({ id }) => id));
    expect(ids(unknown).length).toBeGreaterThan(0);
    const scored = await body(LATITUDE, '/games', 'id', {
      $query: { 'homeTeamScore.pointsTotal': { $gte: 30 } },
      ...ALL,
    });
    const thirty = every.filter(
      ({ homeTeamScore }) => typeof homeTeamScore.pointsTotal === 'number' && homeTeamScore.pointsTotal >= 30,
    );
    expect(ids(scored)).toEqual(thirty.map(({ id }) => id));

    const teams = recordsOf(await body(LATITUDE, '/teams', 'abbr,season', ALL)) as { abbr: string; season: unknown }[];
    const of2024 = recordsOf(await body(LATITUDE, '/teams', 'abbr', { $query: { season: 2024 }, ...ALL }));
    expect(of2024).toEqual(teams.filter(({ season }) => season === 2024).map(({ abbr }) => ({ abbr })));
    expect(of2024.length).toBeLessThan(32); // some seasons nulled
  });

  it('sorts timestamps as instants, whatever their forms, and pages the same order', async () => {
    const s = { $query: { 'week.week': { $lte: 4 } }, $sort: { gameTime: -1 } };
    const sorted = recordsOf(await body(LATITUDE, '/games', 'id,gameTime', { ...s, ...ALL })) as {
      id: string;
      gameTime: string;
    }[];
    expect(new Set(sorted.map(({ gameTime }) => formOf(gameTime))).size).toBeGreaterThan(1);
    for (let index = 1; index < sorted.length; index++) {
      expect(instantOf((sorted[index - 1] as { gameTime: string }).gameTime)).toBeGreaterThanOrEqual(
        instantOf((sorted[index] as { gameTime: string }).gameTime),
      );
    }
    const paged: string[] = [];
    for (let skip = 0; skip < sorted.length; skip += 7) {
      const page = recordsOf(await body(LATITUDE, '/games', 'id', { ...s, $skip: skip, $take: 7 })) as { id: string }[];
      paged.push(...page.map(({ id }) => id));
    }
    expect(paged).toEqual(sorted.map(({ id }) => id));
  });

  it('events filtered by a date keep to it, their times in any form', async () => {
    const events = recordsOf(
      await body(LATITUDE, '/events', 'startDateTime', { $query: { startDateTime: { $gte: '2024-11-01' } }, ...ALL }),
    ) as { startDateTime: string }[];
    for (const { startDateTime } of events) {
      expect(instantOf(startDateTime)).toBeGreaterThanOrEqual(Date.parse('2024-11-01T00:00:00Z'));
    }
  });
});

describe('the typed client reads every latitude answer', () => {
  it('lists every resource, every field, with no validation error', async () => {
    expect((await client.games.select(GAME_FIELDS).take(300).list()).data).toHaveLength(272);
    const counts = await Promise.all([
      client.teams.take(100).list(),
      client.videos.take(2_000).list(),
      client.videoJobs.take(1_000).list(),
      client.lists.take(100).list(),
      client.users.take(1_000).list(),
      client.persons.take(2_000).list(),
      client.playerSeasonStats.take(1_000).list(),
      client.playerTeamStats.take(1_000).list(),
      client.playerGameStats.take(5_000).list(),
      client.playerCareerStats.take(1_000).list(),
      client.teamSeasonStats.take(100).list(),
      client.audios.take(100).list(),
      client.events.take(100).list(),
    ]);
    expect(counts.map(({ data }) => data.length)).toEqual([
      32, 1371, 544, 20, 250, 1728, 375, 384, 4864, 375, 32, 35, 13,
    ]);
  });

  it('reads by id, the content list of a game, and pages through {} pagers to the end', async () => {
    const [team] = dataset.teams as { id: string }[];
    expect(await client.teams.get((team as { id: string }).id)).toMatchObject({ id: (team as { id: string }).id });
    const [game] = dataset.games as { id: string }[];
    const videos = await client.videos.where('related.games.id', (game as { id: string }).id).list();
    expect(videos.data.length).toBeGreaterThan(0);
    const abbrs: string[] = [];
    for await (const { abbr } of client.teams.select('abbr').take(3).all()) abbrs.push(abbr as string);
    expect(new Set(abbrs).size).toBe(32);
  });

  it('validates every answer over seeds and queries (property)', async () => {
    const queries = fc.record({
      resource: fc.constantFrom('games', 'teams', 'videos', 'videoJobs', 'events', 'playerGameStats'),
      take: fc.integer({ min: 0, max: 40 }),
      skip: fc.integer({ min: 0, max: 300 }),
      descending: fc.boolean(),
    });
    const sortKeys: Record<string, string> = {
      games: 'gameTime',
      teams: 'season',
      videos: 'lastModifiedDate',
      videoJobs: 'submittedTime',
      events: 'startDateTime',
      playerGameStats: 'season',
    };
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -1_000, max: 1_000 }),
        queries,
        async (seed, { resource, take, skip, descending }) => {
          latitude.setLatitude({ seed, compactOffsets: seed % 2 === 0 });
          const query = (client[resource as 'games'] as HuddleClient['games'])
            .sort(sortKeys[resource] as 'gameTime', descending ? 'desc' : 'asc')
            .skip(skip)
            .take(take);
          const page = await (resource === 'games' ? query.select(GAME_FIELDS) : query).list();
          expect(page.data.length).toBeLessThanOrEqual(take);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});

describe('switching it', () => {
  /** What a mock answers to a few requests. */
  const asked = async (service: ReturnType<typeof createMockService>) => {
    const requests = [
      '/games?s=%7B%22%24take%22%3A5%7D',
      `/games?fs=${GAME_FIELDS}&s=%7B%22%24take%22%3A5%7D`,
      '/teams?s=%7B%22%24take%22%3A3%7D',
      '/videos/assets/jobs?s=%7B%22%24take%22%3A3%7D',
      '/playerSeasonStats?s=%7B%22%24take%22%3A3%7D',
    ];
    return Promise.all(
      requests.map(
        async (path) => (await service.serve({ method: 'GET', url: new URL(`https://x.example${path}`) })).body,
      ),
    );
  };

  it('off, the answers are those of a mock without the option; reset() restores the option', async () => {
    const fresh = await asked(createMockService({ baseUrl: 'https://x.example', dataset }));
    expect(await asked(createMockService({ baseUrl: 'https://x.example', dataset, latitude: false }))).toEqual(fresh);
    const switched = createMockService({ baseUrl: 'https://x.example', dataset });
    switched.setLatitude(true);
    expect(await asked(switched)).not.toEqual(fresh);
    switched.setLatitude(false);
    expect(await asked(switched)).toEqual(fresh);
    switched.setLatitude({ seed: 3 });
    switched.reset();
    expect(await asked(switched)).toEqual(fresh);
    const on = createMockService({ baseUrl: 'https://x.example', dataset, latitude: true });
    const varied = await asked(on);
    on.setLatitude(false);
    on.reset();
    expect(await asked(on)).toEqual(varied);
  });

  it('records an on() handler returns are varied as the dataset is, and still match the query', async () => {
    const made = Array.from({ length: 40 }, (_, week) =>
      plain.make.games({ homeTeam: { abbr: 'KC' }, week: { week: (week % 18) + 1 } }),
    );
    latitude.on('games', () => made);
    const answered = (await body(LATITUDE, '/games', GAME_FIELDS, {
      $query: { 'gameStatus.phase': 'FINAL' },
      ...ALL,
    })) as {
      id: string;
      gameTime: string;
      gameStatus: { phase: unknown };
    }[];
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.length).toBeLessThan(40); // some phases nulled before the filter
    for (const game of answered) expect(game.gameStatus.phase).toBe('FINAL');
    const byId = new Map(made.map((game) => [game.id, game]));
    expect(answered.some(({ id, gameTime }) => gameTime !== byId.get(id)?.gameTime)).toBe(true);
    for (const { id, gameTime } of answered)
      expect(instantOf(gameTime)).toBe(instantOf(byId.get(id)?.gameTime as string));
  });

  it('each variation turns off alone; a member given as undefined keeps its default', async () => {
    latitude.setLatitude({ nulls: false, timestamps: false, pagers: undefined });
    // Values as they are: /games (a bare list, no pager) answers as the plain mock does.
    expect(await body(LATITUDE, '/games', GAME_FIELDS, { $take: 20 })).toEqual(
      await body(PLAIN, '/games', GAME_FIELDS, { $take: 20 }),
    );
    const pagers: Json[] = [];
    for (let skip = 0; skip < 32; skip += 4) {
      pagers.push(((await body(LATITUDE, '/teams', 'abbr', { $take: 4, $skip: skip })) as { pager: Json }).pager);
    }
    expect(pagers).toContainEqual({}); // pagers still vary
    latitude.setLatitude({ pagers: false });
    for (let skip = 0; skip < 32; skip += 4) {
      const s = { $query: { season: null }, $skip: skip, $take: 4 };
      const pager = JSON.stringify(((await body(LATITUDE, '/teams', 'abbr', s)) as { pager: Json }).pager);
      expect(pager).not.toBe('{}');
      expect(JSON.parse(pager)).toMatchObject({ limit: 4, offset: expect.any(Number), total: expect.any(Number) });
    }
  });

  it('refuses an option that is none, naming it', () => {
    const bad: [unknown, string][] = [
      [{ sed: 1 }, 'latitude.sed'],
      [{ seed: 1.5 }, 'latitude.seed'],
      [{ nulls: 'yes' }, 'latitude.nulls'],
      ['on', 'latitude'],
    ];
    for (const [option, argument] of bad) {
      let thrown: unknown;
      try {
        createMockService({ baseUrl: 'https://x.example', dataset, latitude: option as MockLatitude });
      } catch (error) {
        thrown = error;
      }
      expect(thrown, JSON.stringify(option)).toBeInstanceOf(ArgumentError);
      expect(thrown).toMatchObject({ argument });
    }
  });
});
