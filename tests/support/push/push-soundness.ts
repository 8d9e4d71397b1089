/**
 * The live mock against `invalidateForPush`: random cached queries, and the notifications a
 * seeded league sends at one moment. The engine answers each query over the dataset just before
 * the moment and at it; every query whose answer the moment changed must be among those the
 * notifications invalidated (soundness), and the share of invalidated queries whose answer did not
 * change is the false-refetch rate (precision). Used by tests/tanstack/invalidate-soundness.test.ts
 * and by bench/live-data.ts.
 *
 * The league's clock also changes what no notification announces, since the spec has no type
 * for it: videos and their jobs are cut and published on their own schedule (a video's
 * `lastModifiedDate` follows the clock until its last edit), and content lists hold those videos.
 * So videos and video jobs are not queried, and a content list is compared without its video
 * items, its `lastModifiedDate`s and its items' pager. A query whose answer changed in the
 * millisecond before the moment as well is moved by the clock too, and is not held against the
 * notifications.
 */

import { QueryClient } from '@tanstack/query-core';
import fc from 'fast-check';
import { readPage, readRecord } from '../../../src/client/response.ts';
import type { League, LeagueEvent } from '../../../src/league/index.ts';
import { createEngine, type Engine, type MockDataset } from '../../../src/mock/engine/index.ts';
import { notificationsFor } from '../../../src/mock/live/notification-rules.ts';
import { type Notification, readNotification } from '../../../src/push/notifications.ts';
import type { FieldTree } from '../../../src/resources/field-tree.ts';
import { fieldTreeOf } from '../../../src/resources/field-trees.ts';
import { type ResourceName, resources } from '../../../src/resources/resource-table.ts';
import { invalidateForPush } from '../../../src/tanstack/invalidate.ts';

const BASE = 'http://mock.test/v1';

/** The resources the random queries ask for. */
const QUERIED: readonly ResourceName[] = [
  'games',
  'games',
  'games',
  'teams',
  'persons',
  'playerGameStats',
  'playerSeasonStats',
  'teamSeasonStats',
  'lists',
];

/** A cached query: its key's parameters, and how the engine is asked for it. */
export interface CachedQuery {
  readonly resource: ResourceName;
  /** `list` with fs and s, or `get` of one id with fs. */
  readonly kind: 'list' | 'get';
  readonly fs: string | null;
  readonly s: string | null;
  readonly id: string | null;
}

/** One moment of the league: every event at it, the datasets around it, and what they answer. */
export interface Moment {
  readonly at: number;
  readonly events: readonly LeagueEvent[];
}

/** The moments of a league at which events happen, each with all of its events. */
export function momentsOf(league: League): Moment[] {
  const byTime = new Map<number, LeagueEvent[]>();
  for (const event of league.events(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY)) {
    const list = byTime.get(event.at) ?? [];
    list.push(event);
    byTime.set(event.at, list);
  }
  return [...byTime].map(([at, events]) => ({ at, events }));
}

/** Scalar paths of a tree, to depth `depth`, with their kinds. */
function scalarPaths(tree: FieldTree, depth: number, prefix = ''): { path: string; kind: string }[] {
  return Object.entries(tree).flatMap(([name, node]) => {
    const path = `${prefix}${name}`;
    if (typeof node === 'number') return [];
    if (typeof node === 'object') return depth > 1 ? scalarPaths(node, depth - 1, `${path}.`) : [];
    return [{ path, kind: node }];
  });
}

/** Reads the value at a dotted path of a record (the first item where it crosses a list). */
function valueAt(record: unknown, path: string): unknown {
  let value = record;
  for (const name of path.split('.')) {
    if (Array.isArray(value)) value = value[0];
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[name];
  }
  return Array.isArray(value) ? undefined : value;
}

/** Random queries of a resource, built from its field tree and values its records hold. */
export function queryArbitrary(dataset: MockDataset, named: readonly string[]): fc.Arbitrary<CachedQuery> {
  return fc.constantFrom(...QUERIED).chain((resource) => {
    const tree = fieldTreeOf(resource);
    const top = Object.keys(tree);
    const scalars = scalarPaths(tree, 3);
    const records = dataset[resource] as readonly Record<string, unknown>[];
    const ids = [...named, ...records.slice(0, 40).map((record) => String(record.id ?? ''))].filter(Boolean);
    // As apps write them: the default fields, or a few fields, `id` among them four times in five
    // (a list is told apart by it; docs/client.md says to select one).
    const selection = fc.oneof(
      fc.constant(null),
      fc
        .tuple(
          fc.uniqueArray(fc.oneof(fc.constantFrom(...top), fc.constantFrom(...scalars.map(({ path }) => path))), {
            minLength: 1,
            maxLength: 4,
          }),
          fc.integer({ min: 1, max: 5 }),
        )
        .map(([paths, die]) => fieldsText(die === 1 || !top.includes('id') ? paths : ['id', ...paths])),
    );
    const condition = fc.constantFrom(...scalars).chain(({ path, kind }) => {
      const values = records.map((record) => valueAt(record, path)).filter((value) => value !== undefined);
      if (values.length === 0) return fc.constant(null);
      return fc.tuple(fc.constantFrom(...values), fc.constantFrom('eq', '$gt', '$lt', '$in')).map(([value, op]) => {
        if (op === 'eq' || value === null) return { [path]: value };
        if (op === '$in') return { [path]: { $in: [value] } };
        return kind === 'number' || kind === 'timestamp' ? { [path]: { [op]: value } } : { [path]: value };
      });
    });
    const sort = fc.option(
      fc
        .tuple(fc.constantFrom(...scalars.map(({ path }) => path)), fc.constantFrom(1, -1))
        .map(([path, d]) => ({ [path]: d })),
      { nil: null },
    );
    const s = fc
      .record({
        query: fc.option(condition, { nil: null }),
        sort,
        take: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
        skip: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      })
      .map(({ query, sort: order, take, skip }) => {
        const body = {
          ...(query !== null && { $query: query }),
          ...(order !== null && { $sort: order }),
          ...(take !== null && { $take: take }),
          ...(skip !== null && { $skip: skip }),
        };
        return Object.keys(body).length === 0 ? null : JSON.stringify(body);
      });
    const byId = resources[resource].byIdPath !== null && ids.length > 0;
    return fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .record({ fs: selection, s })
          .map(({ fs, s: text }) => ({ resource, kind: 'list' as const, fs, s: text, id: null })),
      },
      {
        weight: byId ? 1 : 0,
        arbitrary: fc
          .record({ fs: selection, id: fc.constantFrom(...(ids.length > 0 ? ids : ['none'])) })
          .map(({ fs, id }) => ({ resource, kind: 'get' as const, fs, s: null, id })),
      },
    );
  });
}

/**
 * Queries as the screens of a sports app ask them: a week's scoreboard, a game's details, the
 * standings, a team's page, player leaders, a person, the content lists. Each is a template with
 * values drawn from the records (a week that has games, a team, a game the moment names).
 */
export function appQueryArbitrary(dataset: MockDataset, named: readonly string[]): fc.Arbitrary<CachedQuery> {
  const games = dataset.games as readonly { id?: unknown; week?: { season?: unknown; week?: unknown } }[];
  const teams = dataset.teams as readonly { id?: unknown; abbr?: unknown; nickName?: unknown }[];
  const persons = dataset.persons as readonly { id?: unknown }[];
  const gameIds = [...named.filter((id) => games.some((game) => game.id === id)), ...games.map(({ id }) => String(id))];
  const list = (resource: ResourceName, fs: string | null, s: object | null): CachedQuery => ({
    resource,
    kind: 'list',
    fs,
    s: s === null ? null : JSON.stringify(s),
    id: null,
  });
  const get = (resource: ResourceName, fs: string | null, id: string): CachedQuery => ({
    resource,
    kind: 'get',
    fs,
    s: null,
    id,
  });
  const score =
    'id,gameTime,homeTeam{abbr},visitorTeam{abbr},homeTeamScore{pointsTotal},visitorTeamScore{pointsTotal},gameStatus{phase,period,gameClock}';
  return fc.oneof(
    fc.constantFrom(...games).map(({ week }) =>
      list('games', score, {
        $query: { 'week.season': week?.season, 'week.week': week?.week },
        $sort: { gameTime: 1 },
      }),
    ),
    fc.constantFrom(...gameIds).map((id) => get('games', null, id)),
    fc.constantFrom(...gameIds).map((id) => get('games', `${score},drives{result,points,possessionTeam}`, id)),
    fc.constant(
      list('teams', 'id,abbr,nickName,standings{data{overallWins,overallLosses,overallTies}}', { $sort: { abbr: 1 } }),
    ),
    fc.constantFrom(...teams).map(({ id }) => get('teams', 'id,fullName,venue,branding', String(id))),
    fc.constantFrom(...teams).map(({ nickName }) =>
      list('playerSeasonStats', 'id,player{firstName,lastName},rushing{yards}', {
        $query: { 'team.nickName': nickName },
        $sort: { 'rushing.yards': -1 },
        $take: 10,
      }),
    ),
    fc.constantFrom(...persons.slice(0, 60)).map(({ id }) => get('persons', 'id,displayName,player', String(id))),
    fc.constant(list('lists', 'id,title,items{data{id,title,type}}', { $take: 5 })),
  );
}

/** `fs` text of dotted paths: `a,b{c}` (a path under one selected whole is left to the whole). */
function fieldsText(paths: readonly string[]): string {
  type Node = { [name: string]: Node | true };
  const root: Node = {};
  for (const path of paths) {
    let node = root;
    const names = path.split('.');
    for (const [index, name] of names.entries()) {
      const child = node[name];
      if (child === true) break; // selected whole already
      if (index === names.length - 1) {
        node[name] = true;
        break;
      }
      const next: Node = child ?? {};
      node[name] = next;
      node = next;
    }
  }
  const write = (node: Node): string =>
    Object.entries(node)
      .map(([name, child]) => (child === true ? name : `${name}{${write(child)}}`))
      .join(',');
  return write(root);
}

/** A content list without what the media clock changes unannounced (see above). */
function withoutMediaClock(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value
      .filter((item) => !(typeof item === 'object' && item !== null && (item as { type?: unknown }).type === 'VIDEO'))
      .map(withoutMediaClock);
  }
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'lastModifiedDate' && key !== 'pager')
      .map(([key, inner]) => [key, withoutMediaClock(inner)]),
  );
}

/** The engine's answer to a cached query, as text (status and body). */
function answerOf(engine: Engine, query: CachedQuery): { status: number; body: unknown; text: string } {
  const path = query.kind === 'get' ? `/${query.resource}/${encodeURIComponent(query.id ?? '')}` : `/${query.resource}`;
  const url = new URL(`${BASE}${path}`);
  if (query.fs !== null) url.searchParams.set('fs', query.fs);
  if (query.s !== null) url.searchParams.set('s', query.s);
  let answer: { status: number; body?: unknown };
  try {
    answer = engine.answer({ method: 'GET', url });
  } catch (error) {
    answer = { status: 400, body: String(error) };
  }
  const compared = query.resource === 'lists' ? withoutMediaClock(answer.body) : answer.body;
  return { status: answer.status, body: answer.body, text: `${answer.status} ${JSON.stringify(compared)}` };
}

/** The query's key, as huddle/tanstack writes it. */
export function keyOf(query: CachedQuery): readonly unknown[] {
  return query.kind === 'get'
    ? ['huddle', query.resource, 'get', query.id, { fs: query.fs }]
    : ['huddle', query.resource, { fs: query.fs, s: query.s }, 'list'];
}

/** The notifications the moment's events send, each once. */
export function notificationsAt(moment: Moment): Notification[] {
  const seen = new Map<string, Notification>();
  for (const event of moment.events) {
    for (const { notification } of notificationsFor(event)) {
      const read = readNotification(notification.extras);
      if (read !== null) seen.set(JSON.stringify(read), read);
    }
  }
  return [...seen.values()];
}

/** The ids a moment's notifications name, for queries that ask for those records. */
export function namedIds(moment: Moment): string[] {
  return moment.events
    .flatMap((event) => [event.gameId, event.articleId, event.injuryId])
    .filter((id): id is string => id !== null);
}

/** What one moment did to some cached queries. */
export interface Outcome {
  /** Keys whose answers the moment changed, and the notifications did not invalidate. */
  readonly missed: string[];
  /** How many were invalidated, and how many of those did not change at all. */
  readonly invalidated: number;
  readonly unchanged: number;
  /** The keys of those invalidated whose answers did not change. */
  readonly unchangedKeys: readonly string[];
  /** How many changed (for the moment, not the clock alone). */
  readonly changed: number;
}

/** The three datasets around a moment: two milliseconds before, one before, and at it. */
export interface Around {
  readonly previous: Engine;
  readonly before: Engine;
  readonly after: Engine;
  readonly beforeDataset: MockDataset;
}

/** Engines over the league just before and at a moment. */
export function around(league: League, at: number): Around {
  const engine = (asOf: number) => {
    const dataset = league.at(asOf) as unknown as MockDataset;
    return { dataset, engine: createEngine({ dataset, baseUrl: BASE }) };
  };
  const previous = engine(at - 2).engine;
  const before = engine(at - 1);
  const after = engine(at).engine;
  return { previous, before: before.engine, after, beforeDataset: before.dataset };
}

/** Caches the queries as the app had them, applies the moment's notifications, and compares. */
export async function outcomeOf(moment: Moment, engines: Around, queries: readonly CachedQuery[]): Promise<Outcome> {
  const queryClient = new QueryClient();
  const unique = new Map(queries.map((query) => [JSON.stringify(keyOf(query)), query]));
  const changedKeys = new Set<string>();
  const rawChanged = new Set<string>();
  for (const [key, query] of unique) {
    const before = answerOf(engines.before, query);
    const after = answerOf(engines.after, query);
    const previous = answerOf(engines.previous, query);
    if (before.status === 200) {
      // As the client reads it into the cache (the envelope its row names), unvalidated: the engine wrote it.
      const data =
        query.kind === 'get'
          ? await readRecord(query.resource, before.body, 'off')
          : await readPage(query.resource, before.body, 'off');
      queryClient.setQueryData(keyOf(query), data);
    }
    if (before.text !== after.text) {
      rawChanged.add(key);
      if (previous.text === before.text) changedKeys.add(key);
    }
  }
  const invalidated = new Set<string>();
  for (const notification of notificationsAt(moment)) {
    for (const key of invalidateForPush(queryClient, notification).invalidated) invalidated.add(JSON.stringify(key));
  }
  queryClient.clear();
  return {
    missed: [...changedKeys].filter((key) => !invalidated.has(key)),
    invalidated: invalidated.size,
    unchanged: [...invalidated].filter((key) => !rawChanged.has(key)).length,
    unchangedKeys: [...invalidated].filter((key) => !rawChanged.has(key)),
    changed: changedKeys.size,
  };
}
