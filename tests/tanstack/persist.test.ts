/**
 * `Page` data and keys through the real persister: a list, an infinite list and a record fetched
 * from a real `node:http` mock server, persisted with `@tanstack/query-persist-client-core` to an
 * in-memory storage (so through JSON), and restored into a new `QueryClient`, show on screen with
 * no request, the same data, the same keys, and the same types.
 */
import { type InfiniteData, InfiniteQueryObserver, QueryClient, QueryObserver } from '@tanstack/query-core';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/query-persist-client-core';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createClient, type InferResult, type Page, type RecordTypes } from '../../src/index.ts';
import { createDataset } from '../../src/league/index.ts';
import { type MockServer, type RequestLogEntry, startMockServer } from '../../src/mock/server/index.ts';
import { queries } from '../../src/tanstack/index.ts';
import { memoryPersister } from './support/memory-persister.ts';

let server: MockServer;
const requests: RequestLogEntry[] = [];
beforeAll(async () => {
  server = await startMockServer({ dataset: createDataset({ seed: 1 }), log: (_line, entry) => requests.push(entry) });
});
afterAll(() => server.close());

describe('a persisted cache', () => {
  it('shows a list, an infinite list and a record after a restart with zero requests, data and keys unchanged', async () => {
    const client = createClient({ baseUrl: server.url, retry: 0 });
    const q = queries(client);
    const week1 = client.games
      .select('id,gameTime,homeTeam{abbr},visitorTeam{abbr}')
      .where('week.season', 2024)
      .where('week.week', 1)
      .sort('gameTime');
    const teams = client.teams.select('id,abbr').sort('abbr').take(3);

    // Before the restart: the screens are fetched, and the cache persisted.
    const before = new QueryClient();
    const list = await before.fetchQuery(q.games.list(week1));
    const infinite = await before.fetchInfiniteQuery({ ...q.games.infinite(week1.take(4)), pages: 2 });
    const teamId = (await before.fetchQuery(q.teams.list(teams))).data[0]?.id;
    if (teamId == null) throw new Error('the dataset has no team');
    const team = await before.fetchQuery(q.teams.get(teamId, { fs: 'abbr,fullName' }));
    expect(list.data.length).toBeGreaterThan(0);
    expect(infinite.pages).toHaveLength(2);
    const persister = memoryPersister();
    await persistQueryClientSave({ queryClient: before, persister });
    const keysBefore = before
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryHash, query.queryKey]);

    // After the restart: a new client and QueryClient, restored from the storage.
    requests.length = 0;
    const restartedClient = createClient({ baseUrl: server.url, retry: 0 });
    const r = queries(restartedClient);
    const after = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    await persistQueryClientRestore({ queryClient: after, persister });
    expect(
      after
        .getQueryCache()
        .getAll()
        .map((query) => [query.queryHash, query.queryKey]),
    ).toStrictEqual(keysBefore);

    const screens = {
      list: new QueryObserver(after, r.games.list(week1)),
      infinite: new InfiniteQueryObserver(after, r.games.infinite(week1.take(4))),
      team: new QueryObserver(after, r.teams.get(teamId, { fs: 'abbr,fullName' })),
    };
    const stops = Object.values(screens).map((observer) => observer.subscribe(() => {}));
    expect(after.isFetching()).toBe(0);
    const shown = {
      list: screens.list.getCurrentResult().data,
      infinite: screens.infinite.getCurrentResult().data,
      team: screens.team.getCurrentResult().data,
    };
    expect(shown.list).toStrictEqual(list);
    expect(shown.infinite).toStrictEqual(infinite);
    expect(shown.team).toStrictEqual(team);
    expect(after.getQueryData(r.games.list(week1).queryKey)).toStrictEqual(list);
    await restartedClient.teams.select('id').take(1).list(); // one request, so the log is known to be live
    for (const stop of stops) stop();
    expect(requests.map((request) => request.path)).toEqual([expect.stringMatching(/^\/teams\?/)]);

    // And typed as they were before the restart.
    type Game = InferResult<typeof week1>;
    expectTypeOf(shown.list).toEqualTypeOf<Page<Game> | undefined>();
    expectTypeOf(shown.infinite?.pages).toEqualTypeOf<Page<Game>[] | undefined>();
    expectTypeOf(after.getQueryData(r.games.infinite(week1.take(4)).queryKey)).toEqualTypeOf<
      InfiniteData<Page<Game>, number> | undefined
    >();
    expectTypeOf(shown.team).toEqualTypeOf<
      { abbr: RecordTypes['teams']['abbr']; fullName: RecordTypes['teams']['fullName'] } | undefined
    >();
    expectTypeOf(after.getQueryData(r.games.list(week1).queryKey)).toEqualTypeOf<Page<Game> | undefined>();
  });
});
