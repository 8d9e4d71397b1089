/**
 * huddle/tanstack with a real QueryClient (@tanstack/query-core) against huddle/msw: cache hits,
 * invalidation by prefix, infinite paging, cancelling, typed errors, retries, and the traps
 * generators' users keep reporting (shared infinite keys, pages in keys, transport in keys, a
 * dropped 0).
 */
import {
  dehydrate,
  hydrate,
  InfiniteQueryObserver,
  isCancelledError,
  QueryClient,
  QueryObserver,
  type QueryObserverResult,
} from '@tanstack/query-core';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ClientOptions,
  createClient,
  HttpError,
  HuddleError,
  isHuddleError,
  ValidationError,
} from '../../src/index.ts';
import { createDataset } from '../../src/league/index.ts';
import { createMockApi } from '../../src/mock/index.ts';
import { query } from '../../src/query/index.ts';
import { queries } from '../../src/tanstack/index.ts';
import { HANG_GUARD } from '../support/suite/deadlines.ts';

const BASE = 'https://api.test/v1';
const api = createMockApi({ baseUrl: BASE, dataset: createDataset({ seed: 1 }) });
const server = setupServer(...api.handlers);
/** The URL of every request the mock received, in order. */
let requests: URL[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(new URL(request.url));
});
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  api.reset();
  requests = [];
});
afterAll(() => server.close());

const clientOf = (options: Partial<ClientOptions> = {}) =>
  createClient({ baseUrl: BASE, token: 'token', retry: 0, ...options });
const client = clientOf();
const q = queries(client);
const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });

/** Requests to a resource's list path, optionally only those whose `s` includes `text`. */
const requestsTo = (path: string, text = '') =>
  requests.filter((url) => url.pathname.endsWith(path) && (url.searchParams.get('s') ?? '').includes(text)).length;

/** Resolves once an observer's result satisfies `done`. */
function until<Result>(
  observer: { subscribe(listener: (result: Result) => void): () => void; getCurrentResult(): Result },
  done: (result: Result) => boolean,
): Promise<Result> {
  return new Promise((resolve) => {
    if (done(observer.getCurrentResult())) return resolve(observer.getCurrentResult());
    const stop = observer.subscribe((result) => {
      if (!done(result)) return;
      stop();
      resolve(result);
    });
  });
}
const settled = (result: QueryObserverResult<unknown>) => !result.isFetching && result.status !== 'pending';

const week1 = client.games.select('id,gameTime').where('week.season', 2024).where('week.week', 1).sort('gameTime');

describe('keys', () => {
  it('are equal for two spellings of one query, so the second is a cache hit', async () => {
    const queryClient = newQueryClient();
    const a = client.games.select('id,gameTime').where('week.season', 2024).where('week.week', 1);
    // Another builder (huddle/query's), fields and conditions in the other order.
    const b = query('games').select({ gameTime: true, id: true }).where('week.week', 1).where('week.season', 2024);
    expect(a.toParams()).not.toEqual(b.toParams());
    expect(q.games.list(b).queryKey).toEqual(q.games.list(a).queryKey);
    const first = await queryClient.fetchQuery({ ...q.games.list(a), staleTime: 60_000 });
    const second = await queryClient.fetchQuery({ ...q.games.list(b), staleTime: 60_000 });
    expect(requestsTo('/games')).toBe(1);
    expect(second).toBe(first);
    expect(first.data.length).toBeGreaterThan(0);
  });

  it('differ for queries that differ: a value, a field, a sort direction, a page', () => {
    const keys = [
      q.games.list(week1),
      q.games.list(week1.where('homeTeam.abbr', 'KC')),
      q.games.list(client.games.select('id').where('week.season', 2024).where('week.week', 1).sort('gameTime')),
      q.games.list(
        client.games.select('id,gameTime').where('week.season', 2024).where('week.week', 1).sort('gameTime', 'desc'),
      ),
      q.games.list(week1.take(5)),
      q.games.list(week1.take(5).skip(5)),
      q.games.list(),
      q.teams.list(),
    ].map((options) => JSON.stringify(options.queryKey));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keep a list and an infinite query of the same request apart, under one prefix', () => {
    const list = q.games.list(week1.take(5)).queryKey;
    const infinite = q.games.infinite(week1.take(5)).queryKey;
    expect(list).not.toEqual(infinite);
    const prefix = q.games.key(week1.take(5));
    expect(list.slice(0, prefix.length)).toEqual(prefix);
    expect(infinite.slice(0, prefix.length)).toEqual(prefix);
    expect(q.games.key()).toEqual(['huddle', 'games']);
  });

  it('hold nothing of the transport: clients with other base URLs, headers and tokens agree', () => {
    const other = createClient({
      baseUrl: 'https://elsewhere.example/api',
      headers: { 'x-app': 'web' },
      token: 'secret-token',
      authenticate: 'all',
      validate: 'off',
    });
    const theirs = queries(other);
    expect(theirs.games.list(week1).queryKey).toEqual(q.games.list(week1).queryKey);
    expect(theirs.games.infinite(week1).queryKey).toEqual(q.games.infinite(week1).queryKey);
    expect(theirs.teams.get('team-kc', { fs: 'abbr' }).queryKey).toEqual(
      q.teams.get('team-kc', { fs: 'abbr' }).queryKey,
    );
    const text = JSON.stringify([theirs.games.list(week1).queryKey, theirs.teams.get('x').queryKey]);
    for (const secret of ['elsewhere', 'secret-token', 'x-app', 'api.test']) expect(text).not.toContain(secret);
  });

  it('let a page rendered on the server hydrate in the browser without a request', async () => {
    const onServer = newQueryClient();
    const serverQueries = queries(clientOf({ headers: { 'x-rendered-by': 'server' } }));
    await onServer.prefetchQuery(serverQueries.games.list(week1));
    await onServer.prefetchInfiniteQuery(serverQueries.games.infinite(week1.take(4)));
    const state = JSON.parse(JSON.stringify(dehydrate(onServer)));
    const inBrowser = newQueryClient();
    hydrate(inBrowser, state);
    const before = requests.length;
    const browserQueries = queries(createClient({ baseUrl: 'https://other-origin.test/v1' }));
    const observer = new QueryObserver(inBrowser, { ...browserQueries.games.list(week1), staleTime: 60_000 });
    const stop = observer.subscribe(() => {});
    expect(observer.getCurrentResult().data?.data.length).toBeGreaterThan(0);
    expect(inBrowser.getQueryData(browserQueries.games.infinite(week1.take(4)).queryKey)?.pages).toHaveLength(1);
    stop();
    expect(requests.length).toBe(before);
  });

  it('refuse a query of another resource, or a loose one, naming what to start from', () => {
    expect(() => q.games.list(client.teams.select('abbr') as never)).toThrow(HuddleError);
    expect(() => q.games.list(client.teams.select('abbr') as never)).toThrow(
      /given a query of teams; start it from client.games/,
    );
    expect(() => q.games.list(query() as never)).toThrow(/given a query of no resource/);
  });
});

describe('with a QueryClient', () => {
  it('invalidates by prefix exactly the queries under it', async () => {
    const queryClient = newQueryClient();
    const kc = week1.where('homeTeam.abbr', 'KC');
    const observers = [
      new QueryObserver(queryClient, q.games.list(week1)),
      new QueryObserver(queryClient, q.games.list(kc)),
      new QueryObserver(queryClient, q.teams.list(client.teams.select('abbr'))),
    ];
    const infinite = new InfiniteQueryObserver(queryClient, q.games.infinite(week1));
    const stops = [...observers, infinite].map((observer) => observer.subscribe(() => {}));
    await Promise.all(observers.map((observer) => until(observer, settled)));
    await until(infinite, (result) => !result.isFetching && result.status === 'success');
    requests = [];

    await queryClient.invalidateQueries({ queryKey: q.games.key(week1) });
    // The list and the infinite form of week1 (its one page): the KC games and the teams are left alone.
    expect(requests.map((url) => url.searchParams.get('s'))).toEqual(
      expect.arrayContaining([q.games.list(week1).queryKey[2].s]),
    );
    expect(requestsTo('/games', 'KC')).toBe(0);
    expect(requestsTo('/teams')).toBe(0);
    expect(requestsTo('/games')).toBe(2);

    requests = [];
    await queryClient.invalidateQueries({ queryKey: q.games.key() });
    expect(requestsTo('/games')).toBe(3);
    expect(requestsTo('/teams')).toBe(0);
    for (const stop of stops) stop();
  });

  it('pages an infinite query to the end, as the client’s all() does, with no page in its key', async () => {
    const queryClient = newQueryClient();
    const options = q.games.infinite(week1.take(5));
    const observer = new InfiniteQueryObserver(queryClient, options);
    const stop = observer.subscribe(() => {});
    let result = await until(observer, (r) => r.status === 'success' && !r.isFetching);
    while (result.hasNextPage) {
      await observer.fetchNextPage();
      result = observer.getCurrentResult();
    }
    const expected: unknown[] = [];
    for await (const game of week1.take(5).all()) expected.push(game);
    expect(expected.length).toBeGreaterThan(5);
    expect(result.data?.pages.flatMap((page) => page.data)).toEqual(expected);
    expect(result.data?.pageParams).toEqual(expected.map((_, index) => index).filter((index) => index % 5 === 0));
    // One cache entry, under the key it started with.
    const cached = queryClient.getQueryCache().findAll({ queryKey: q.games.key() });
    expect(cached.map((entry) => entry.queryKey)).toEqual([options.queryKey]);
    stop();
  });

  it('keeps 0 as a page parameter: the page before the second is offset 0', async () => {
    const queryClient = newQueryClient();
    const options = q.games.infinite(week1.take(4));
    expect(options.initialPageParam).toBe(0);
    const observer = new InfiniteQueryObserver(queryClient, { ...options, maxPages: 1 });
    const stop = observer.subscribe(() => {});
    await until(observer, (r) => r.status === 'success' && !r.isFetching);
    await observer.fetchNextPage();
    expect(observer.getCurrentResult().data?.pageParams).toEqual([4]);
    expect(observer.getCurrentResult().hasPreviousPage).toBe(true);
    await observer.fetchPreviousPage();
    const { data, hasPreviousPage } = observer.getCurrentResult();
    expect(data?.pageParams).toEqual([0]);
    expect(hasPreviousPage).toBe(false);
    const firstPage = await week1.take(4).list();
    expect(data?.pages[0]?.data).toEqual(firstPage.data);
    stop();
  });

  it('starts an infinite query at the query’s skip, and pages back no further than it', async () => {
    const options = q.games.infinite(week1.skip(3).take(4));
    expect(options.initialPageParam).toBe(3);
    const page = await week1.skip(3).take(4).list();
    expect(options.getNextPageParam(page, [page], 3, [3])).toBe(7);
    expect(options.getPreviousPageParam(page, [page], 3, [3])).toBeNull();
    expect(options.getPreviousPageParam(page, [page], 5, [5])).toBe(3);
  });

  it('aborts the request when the query is cancelled', async () => {
    const signals: AbortSignal[] = [];
    const spied = queries(
      clientOf({
        fetch: (input, init) => {
          signals.push(input instanceof Request ? input.signal : (init?.signal as AbortSignal));
          return fetch(input, init);
        },
      }),
    );
    api.setLatency(5_000);
    const queryClient = newQueryClient();
    const options = spied.games.list(week1);
    const fetching = queryClient.fetchQuery(options);
    await vi.waitFor(() => expect(signals).toHaveLength(1), { timeout: HANG_GUARD });
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    const error = await fetching.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(isCancelledError(error)).toBe(true);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('hands huddle’s typed errors to the query: an HttpError, a ValidationError', async () => {
    const queryClient = newQueryClient();
    api.fail('games', { status: 404, count: 1 });
    const failed = await queryClient.fetchQuery(q.games.list(week1)).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(HttpError);
    expect((failed as HttpError).status).toBe(404);
    expect(isHuddleError(failed)).toBe(true);

    api.replace({ games: [{ id: 42 }] as never });
    const observer = new QueryObserver(queryClient, q.games.list(client.games.select('id')));
    const stop = observer.subscribe(() => {});
    const result = await until(observer, (r) => r.status === 'error');
    expect(result.error).toBeInstanceOf(ValidationError);
    stop();
  });

  it('does not multiply retries: the client retries, TanStack does not (3 requests, not 12)', async () => {
    const patient = queries(clientOf({ retry: { limit: 2, delay: () => 0 } }));
    api.fail('games', { status: 503, count: 100 });
    const queryClient = newQueryClient(); // TanStack's default: retry 3 on observers
    const observer = new QueryObserver(queryClient, patient.games.list(week1));
    const stop = observer.subscribe(() => {});
    const result = await until(observer, (r) => r.status === 'error');
    stop();
    expect(result.error).toBeInstanceOf(HttpError);
    expect(requestsTo('/games')).toBe(3);

    // What the default saves: the same options with TanStack's retries back on.
    requests = [];
    const multiplied = new QueryObserver(newQueryClient(), { ...patient.games.list(week1), retry: 3 });
    const stopAgain = multiplied.subscribe(() => {});
    await until(multiplied, (r) => r.status === 'error');
    stopAgain();
    expect(requestsTo('/games')).toBe(12);
  });

  it('gets one record by id, selected by a canonical fs', async () => {
    const queryClient = newQueryClient();
    const id = (api.dataset.teams[0] as { id: string }).id;
    const a = q.teams.get(id, { fs: 'fullName,abbr' });
    const b = q.teams.get(id, { fs: { abbr: true, fullName: true } });
    expect(a.queryKey).toEqual(b.queryKey);
    expect(a.queryKey).toEqual(['huddle', 'teams', 'get', id, { fs: 'abbr,fullName' }]);
    const team = await queryClient.fetchQuery(a);
    expect(team).toEqual(await client.teams.get(id, { fs: 'abbr,fullName' }));
    expect(Object.keys(team)).toEqual(expect.arrayContaining(['abbr', 'fullName']));
    expect(q.teams.get(id).queryKey[4]).toEqual({ fs: null });
    expect('get' in q.games).toBe(false);
  });
});
