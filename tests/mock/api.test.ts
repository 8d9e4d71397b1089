/**
 * The mock API through the client: errors as the client sees them, push, per-test overrides. Its
 * HTTP behaviour (routes, error bodies, paging links, push statuses) is the shared suite of
 * http.case.ts, run over msw and over the node:http server.
 */
import { describe, expect, it } from 'vitest';
import { createClient, HttpError } from '../../src/index.ts';
import { createDataset } from '../../src/league/index.ts';
import { createMockApi, sampleDataset } from '../../src/mock/index.ts';
import { useMockApi } from '../support/mock/mock-api.ts';

const BASE = 'https://mock.example';
const { api, client } = useMockApi(BASE);
const rejection = async (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );

describe('malformed queries and unknown records', () => {
  it('reaches the client as an HttpError with the problem in its excerpt', async () => {
    // Well-formed for the client, refused by the service: users have no drives to filter.
    const error = await rejection(client.users.raw({ drives: { $query: { yards: 1 } } }).list());
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400 });
    expect((error as HttpError).bodyExcerpt).toContain('drives');
  });
});

describe('push', () => {
  it("records a device's groups for assertions and answers 202", async () => {
    await client.push.setGroups({
      appName: 'my app',
      deviceId: 'd-1',
      groups: ['breakingNews', 'teamAlertGameEnd_NE'],
    });
    expect(api.groupsOf('my app', 'd-1')).toEqual(['breakingNews', 'teamAlertGameEnd_NE']);
  });
});

describe('per-test overrides', () => {
  it('a client that retries gets through a single failure', async () => {
    api.fail('users', { status: 500, count: 1 });
    const retrying = createClient({ baseUrl: BASE, retry: { limit: 2, delay: () => 0 } });
    expect((await retrying.users.select('id').take(1).list()).data).toHaveLength(1);
  });

  it('delays a failure and adds latency to every answer', async () => {
    api.fail('events', { status: 502, count: 1, delay: 60 });
    let started = performance.now();
    await rejection(client.events.list());
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    api.setLatency(40);
    started = performance.now();
    await client.events.select('id').list();
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('replaces or extends the dataset, and reset() brings it back', async () => {
    const [a, b] = api.dataset.users as { id: string }[];
    api.replace({ users: [a as object] });
    expect((await client.users.select('id').list()).data.map((user) => user.id)).toEqual([a?.id]);
    api.extend({ users: [{ ...b, id: 'added' }] });
    expect((await client.users.select('id').list()).data.map((user) => user.id)).toEqual([a?.id, 'added']);
    api.reset();
    expect((await client.users.select('id').list()).pager.total).toBeGreaterThan(2);
  });

  it('is deterministic: the same seed gives the same answers', async () => {
    const again = createMockApi({ baseUrl: BASE, dataset: createDataset({ seed: 1 }) });
    expect(again.dataset.games.map((game) => (game as { id: string }).id)).toEqual(
      api.dataset.games.map((game) => (game as { id: string }).id),
    );
  });

  it("serves huddle mock's season by default, each mock its own copy of it (one default for every door)", () => {
    const one = createMockApi({ baseUrl: BASE });
    const other = createMockApi({ baseUrl: BASE });
    const ids = (games: readonly object[]) => games.map((game) => (game as { id: string }).id);
    expect(ids(one.dataset.games)).toEqual(ids(createDataset().games));
    expect(one.dataset.games).toHaveLength(272);
    expect(ids(other.dataset.games)).toEqual(ids(one.dataset.games));
    expect(other.dataset.games[0]).not.toBe(one.dataset.games[0]);
  });

  it('serves the pinned sample when given it', () => {
    expect(createMockApi({ baseUrl: BASE, dataset: sampleDataset() }).dataset).toEqual(sampleDataset());
  });
});
