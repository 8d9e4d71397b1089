/**
 * `invalidateForPush` case by case, with a real QueryClient holding the keys `queries(client)`
 * writes and pages as the client reads them. The property over the live mock is
 * tests/tanstack/invalidate-soundness.test.ts.
 */
import { QueryClient, type QueryKey } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/index.ts';
import { aps, decode } from '../../src/push/index.ts';
import type { Notification } from '../../src/push/notifications.ts';
import { invalidateForPush, queries } from '../../src/tanstack/index.ts';

const client = createClient({ baseUrl: 'https://api.test/v1' });
const q = queries(client);
const page = (data: unknown[]) => ({ data, pager: {}, raw: data });

const score: Notification = { type: 'teamAlertScoringPlay', more: { gameId: 'g1' } };
const final: Notification = { type: 'teamAlertGameEnd', more: { gameId: 'g1' } };

const scoreboard = (week: number) =>
  client.games
    .select({ id: true, homeTeamScore: { pointsTotal: true } })
    .where('week.week', week)
    .sort('gameTime');

/** A query client holding each key with its data. */
function cacheOf(entries: readonly (readonly [QueryKey, unknown])[]): QueryClient {
  const queryClient = new QueryClient();
  for (const [key, data] of entries) queryClient.setQueryData(key, data);
  return queryClient;
}

const keysOf = (queryClient: QueryClient, notification: Parameters<typeof invalidateForPush>[1]) =>
  invalidateForPush(queryClient, notification).invalidated.map((key) => JSON.stringify(key));
const named = (key: QueryKey) => JSON.stringify(key);

describe('invalidateForPush', () => {
  it("refetches the scoreboard that holds the scoring game, and not another week's", () => {
    const week1 = q.games.list(scoreboard(1)).queryKey;
    const week2 = q.games.list(scoreboard(2)).queryKey;
    const queryClient = cacheOf([
      [week1, page([{ id: 'g1', homeTeamScore: { pointsTotal: 7 } }])],
      [week2, page([{ id: 'g9', homeTeamScore: { pointsTotal: 3 } }])],
    ]);
    expect(keysOf(queryClient, score)).toEqual([named(week1)]);
    expect(queryClient.getQueryState(week1)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(week2)?.isInvalidated).toBe(false);
  });

  it('leaves a list that selects none of the changed fields', () => {
    const key = q.games.list(client.games.select({ id: true, gameTime: true })).queryKey;
    expect(keysOf(cacheOf([[key, page([{ id: 'g1', gameTime: '2024-09-05T20:20:00Z' }])]]), score)).toEqual([]);
  });

  it('refetches a list filtered or sorted on a changed field, whether or not it holds the game', () => {
    const filtered = q.games.list(client.games.select({ id: true }).where('gameStatus.phase', 'FINAL')).queryKey;
    const sorted = q.games.list(client.games.select({ id: true }).sort('homeTeamScore.pointsTotal', 'desc')).queryKey;
    const queryClient = cacheOf([
      [filtered, page([{ id: 'g7' }])],
      [sorted, page([])],
    ]);
    expect(keysOf(queryClient, score).sort()).toEqual([named(filtered), named(sorted)].sort());
  });

  it('refetches a list whose rows cannot tell the game apart (no id selected)', () => {
    const key = q.games.list(client.games.select({ homeTeamScore: { pointsTotal: true } })).queryKey;
    expect(keysOf(cacheOf([[key, page([{ homeTeamScore: { pointsTotal: 3 } }])]]), score)).toEqual([named(key)]);
  });

  it('on an injury, refetches the persons list that holds the named person, and not one without them', () => {
    const injury: Notification = { type: 'teamAlertInjury', more: { injuryId: 'p1' } };
    const listed = q.persons.list(client.persons.select({ id: true, displayName: true })).queryKey;
    const queryClient = cacheOf([
      [listed, page([{ id: 'p1', displayName: 'A. Player' }])],
      [q.teams.get('t1', { fs: { id: true, standings: true } }).queryKey, { id: 't1', standings: {} }],
    ]);
    expect(keysOf(queryClient, injury)).toEqual([named(listed)]);
    expect(keysOf(cacheOf([[listed, page([{ id: 'p2', displayName: 'B. Player' }])]]), injury)).toEqual([]);
  });

  it('refetches a get of any team when a final may change what it selects', () => {
    const standings = q.teams.get('t1', { fs: { id: true, standings: true } }).queryKey;
    const venue = q.teams.get('t1', { fs: { id: true, venue: true } }).queryKey;
    const queryClient = cacheOf([
      [standings, { id: 't1', standings: {} }],
      [venue, { id: 't1', venue: {} }],
    ]);
    expect(keysOf(queryClient, final)).toEqual([named(standings)]);
  });

  it('on a final, refetches the statistics lists (records appear) and the standings, not a team page without them', () => {
    const leaders = q.playerSeasonStats.list(client.playerSeasonStats.select({ id: true }).take(10)).queryKey;
    const standings = q.teams.list(client.teams.select({ id: true, standings: true })).queryKey;
    const venue = q.teams.list(client.teams.select({ id: true, venue: true })).queryKey;
    const queryClient = cacheOf([
      [leaders, page([])],
      [standings, page([{ id: 't1', standings: {} }])],
      [venue, page([{ id: 't1', venue: {} }])],
    ]);
    expect(keysOf(queryClient, final).sort()).toEqual([named(leaders), named(standings)].sort());
  });

  it('reads the notification of a decoded push as of its notification', () => {
    const key = q.games.list(scoreboard(1)).queryKey;
    const queryClient = cacheOf([[key, page([{ id: 'g1', homeTeamScore: { pointsTotal: 7 } }])]]);
    const push = decode(
      aps.encode({ message: 'TD', extras: { type: 'teamAlertScoringPlay', more: { gameId: 'g1' } } }),
    );
    expect(keysOf(queryClient, push)).toEqual([named(key)]);
  });

  it('invalidates nothing for a type that changes no record, and says so', () => {
    const key = q.games.list().queryKey;
    const queryClient = cacheOf([[key, page([{ id: 'g1' }])]]);
    expect(invalidateForPush(queryClient, { type: 'trendingNews', more: null })).toEqual({
      invalidated: [],
      reason: 'trendingNews changes no record of the service',
    });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('invalidates nothing for a push that is none of the service, and says so', () => {
    const queryClient = cacheOf([[q.games.list().queryKey, page([{ id: 'g1' }])]]);
    const push = decode({ aps: { alert: 'Hello' }, extras: { type: 'somethingElse' } });
    expect(invalidateForPush(queryClient, push)).toEqual({
      invalidated: [],
      reason: 'not a notification of the service',
    });
  });
});
