/** The mock API's behaviour beyond queries: errors, routing, paging links, push, overrides. */
import { describe, expect, it } from 'vitest';
import { createClient, HttpError } from '../../src/index.ts';
import { createDataset } from '../../src/league/index.ts';
import { createMockApi, sampleDataset } from '../../src/mock/index.ts';
import { useMockApi } from '../support/mock-api.ts';

const BASE = 'https://mock.example';
const { api, client } = useMockApi(BASE);
const get = async (path: string, params: Record<string, unknown> = {}) => {
  const url = new URL(`${BASE}${path}`);
  for (const [key, value] of Object.entries(params))
    url.searchParams.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const rejection = async (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );

describe('malformed queries and unknown records', () => {
  it('answers 400 naming the position in a malformed fs', async () => {
    const { status, body } = await get('/games', { fs: 'id,homeTeam{abbr' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'BAD_REQUEST', parameter: 'fs', position: 11 });
    expect(body.message).toContain('{');
  });

  it('answers 400 naming the path in a malformed s, an unknown operator, or a collection the resource lacks', async () => {
    expect((await get('/games', { s: '{"$query":' })).body).toMatchObject({ parameter: 's', path: [] });
    expect((await get('/games', { s: { $query: { 'week.week': { $regex: 'x' } } } })).body).toMatchObject({
      parameter: 's',
      path: ['$query', 'week.week', '$regex'],
    });
    expect((await get('/users', { s: { drives: { $query: { yards: 1 } } } })).status).toBe(400);
  });

  it('reaches the client as an HttpError with the problem in its excerpt', async () => {
    // Well-formed for the client, refused by the service: users have no drives to filter.
    const error = await rejection(client.users.list({ s: { drives: { $query: { yards: 1 } } } }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400 });
    expect((error as HttpError).bodyExcerpt).toContain('drives');
  });

  it('answers 404 for an unknown id (the spec leaves GET errors open: the mock chooses 404)', async () => {
    const error = await rejection(client.videos.get('no-such-video'));
    expect(error).toMatchObject({ status: 404 });
  });
});

describe('routing', () => {
  it('serves /videos/assets/jobs as the list and /videos/assets/{id} as one job', async () => {
    const list = await client.videoJobs.select('id, status').take(3).list();
    expect(list.data).toHaveLength(3);
    const job = await client.videoJobs.get(list.data[0]?.id as string, { fs: 'id, tasks{status}' });
    expect(job.id).toBe(list.data[0]?.id);
  });

  it('serves /teams/ and /contentList, and one content list for an id query', async () => {
    expect((await get('/teams/', { fs: 'abbr', s: { $take: 2 } })).body.data).toHaveLength(2);
    const lists = await get('/contentList', { fs: 'id,title' });
    const [firstList] = lists.body.data as { id: string; title: string }[];
    const one = await get('/lists', { fs: 'id,title', s: { $query: { id: firstList?.id } } });
    expect(one.body).toEqual(firstList);
  });

  it('fills the pager: total, limit, offset and links that page', async () => {
    const page = await client.users.select('id').skip(10).take(10).list();
    expect(page.pager).toMatchObject({ total: api.dataset.users.length, limit: 10, offset: 10 });
    const next = new URL(page.pager.next as string);
    expect(JSON.parse(next.searchParams.get('s') as string)).toEqual({ $skip: 20, $take: 10 });
    expect(JSON.parse(new URL(page.pager.previous as string).searchParams.get('s') as string)).toEqual({ $take: 10 });
    const followed = await get(next.pathname, Object.fromEntries(next.searchParams));
    expect((followed.body.data as { id: string }[])[0]?.id).toBe((api.dataset.users[20] as { id: string }).id);
  });
});

describe('push', () => {
  const put = (body: unknown, token: string | null = 'secret') =>
    fetch(`${BASE}/v1/push/my%20app/devices/d-1/groups`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(token !== null && { authorization: `Bearer ${token}` }) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it("records a device's groups for assertions and answers 202", async () => {
    await client.push.setGroups({
      appName: 'my app',
      deviceId: 'd-1',
      groups: ['breakingNews', 'teamAlertGameEnd_NE'],
    });
    expect(api.groupsOf('my app', 'd-1')).toEqual(['breakingNews', 'teamAlertGameEnd_NE']);
  });

  it('answers 400 for a bad body or an unknown group, 401 without a bearer token', async () => {
    expect((await put('{not json')).status).toBe(400);
    expect((await put({ groups: 'breakingNews' })).status).toBe(400);
    expect((await put({ groups: ['breakingNews', 'teamAlertGameEnd_ne'] })).status).toBe(400);
    expect((await put({ groups: ['breakingNews'] }, null)).status).toBe(401);
    expect(api.groupsOf('my app', 'd-1')).toBeUndefined();
    expect((await put({ groups: ['breakingNews'] })).status).toBe(202);
  });
});

describe('per-test overrides', () => {
  it('injects a failure for one resource, count times, and leaves the others alone', async () => {
    api.fail('games', { status: 503, count: 2 });
    expect(await rejection(client.games.list())).toMatchObject({ status: 503 });
    expect((await client.teams.select('id').take(1).list()).data).toHaveLength(1);
    expect(await rejection(client.games.list())).toMatchObject({ status: 503 });
    expect(Array.isArray((await client.games.take(1).list()).data)).toBe(true);
  });

  it('a client that retries gets through a single failure', async () => {
    api.fail('users', { status: 500 });
    const retrying = createClient({ baseUrl: BASE, retry: { limit: 2, delay: () => 0 } });
    expect((await retrying.users.select('id').take(1).list()).data).toHaveLength(1);
  });

  it('delays a failure and adds latency to every answer', async () => {
    api.fail('events', { status: 502, delay: 60 });
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

  it('serves the sample by default, each mock its own copy of it', () => {
    const one = createMockApi({ baseUrl: BASE });
    const other = createMockApi({ baseUrl: BASE });
    expect(one.dataset).toEqual(sampleDataset());
    expect(other.dataset).toEqual(one.dataset);
    expect(other.dataset.games[0]).not.toBe(one.dataset.games[0]);
    expect(one.dataset.games).toHaveLength(1);
  });
});
