/**
 * mock.fail() with its defaults against a default client: one call fails whole (the first attempt
 * and the client's 2 retries), with the documented error body, and the next call succeeds.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, HttpError } from '../../src/index.ts';
import { MAX_GROUPS } from '../../src/mock/engine/push-call.ts';
import { createMockApi, createMockService, type MockService } from '../../src/mock/index.ts';

const BASE = 'https://mock.example';
const api = createMockApi({ baseUrl: BASE });
const server = setupServer(...api.handlers);
const requests: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => {
  api.reset();
  requests.length = 0;
});
afterAll(() => server.close());

describe('fail() by default', () => {
  it('fails one whole call of a default client (3 requests) with the HttpError, and the next call succeeds', async () => {
    const client = createClient({ baseUrl: BASE });
    api.fail('games');
    const error = await client.games
      .select('id')
      .list()
      .then(
        () => expect.fail('expected the call to fail'),
        (failure: unknown) => failure,
      );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503 });
    expect((error as HttpError).bodyExcerpt).toBe(
      JSON.stringify({ error: 'INJECTED_FAILURE', message: 'Injected 503 for games' }),
    );
    expect(requests).toEqual(['GET /games', 'GET /games', 'GET /games']);
    expect((await client.games.select('id').list()).data).toHaveLength(api.dataset.games.length);
    expect(requests).toHaveLength(4);
  }, 10_000);

  it('fails a status the client does not retry once: one call of any client', async () => {
    const client = createClient({ baseUrl: BASE, token: 'token' });
    api.fail('push', { status: 400 });
    const call = () => client.push.setGroups({ appName: 'app', deviceId: 'd', groups: ['breakingNews'] });
    await expect(call()).rejects.toMatchObject({ status: 400 });
    expect(requests).toEqual(['PUT /v1/push/app/devices/d/groups']);
    await expect(call()).resolves.toBeUndefined();
  });

  it('fails count calls of a client with retry: 0', async () => {
    const client = createClient({ baseUrl: BASE, retry: 0 });
    api.fail('teams', { status: 500, count: 2 });
    await expect(client.teams.list()).rejects.toMatchObject({ status: 500 });
    await expect(client.teams.list()).rejects.toMatchObject({ status: 500 });
    expect((await client.teams.select('id').list()).data).toHaveLength(api.dataset.teams.length);
    expect(requests).toHaveLength(3);
  });
});

describe('the push call', () => {
  const put = (service: MockService, path: string, groups: unknown) =>
    service.serve({
      method: 'PUT',
      url: new URL(`${BASE}/v1/push/${path}/groups`),
      headers: { get: (name) => (name === 'authorization' ? 'Bearer t' : null) },
      body: { groups },
    });

  it('refuses a list that names a group twice, with a 400 of no body naming the duplicate and where', async () => {
    const service = createMockService({ baseUrl: BASE });
    // The spec: "`400` Bad Request, no body": the reason goes in a header.
    expect(await put(service, 'app/devices/d', ['breakingNews', 'trendingNews', 'breakingNews'])).toEqual({
      status: 400,
      headers: { 'x-huddle-reason': 'groups[2]: "breakingNews" is there twice' },
    });
    const duplicates = Array.from({ length: 55_001 }, () => 'teamAlertNews_KC');
    expect((await put(service, 'app/devices/d', duplicates)).status).toBe(400);
    expect(service.groupsOf('app', 'd')).toBeUndefined();
  });

  it('refuses more groups than the limit, with a 400 of no body saying so', async () => {
    const service = createMockService({ baseUrl: BASE });
    const distinct = Array.from({ length: MAX_GROUPS + 1 }, (_, index) => `teamAlertNews_T${index}`);
    expect(await put(service, 'app/devices/d', distinct)).toEqual({
      status: 400,
      headers: { 'x-huddle-reason': `groups: 1001 names, over the mock's limit of ${MAX_GROUPS}` },
    });
    expect((await put(service, 'app/devices/d', distinct.slice(0, MAX_GROUPS))).status).toBe(202);
  });

  it('keeps the groups of app "a/b", device "c" apart from those of app "a", device "b/c"', async () => {
    const service = createMockService({ baseUrl: BASE });
    expect((await put(service, 'a%2Fb/devices/c', ['breakingNews'])).status).toBe(202);
    expect(service.groupsOf('a/b', 'c')).toEqual(['breakingNews']);
    expect(service.groupsOf('a', 'b/c')).toBeUndefined();
    expect(service.devices.get('a', 'b/c')).toBeUndefined();
  });
});
