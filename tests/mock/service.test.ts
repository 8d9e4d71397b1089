/**
 * mock.fail() with its defaults against a default client: one call fails whole (the first attempt
 * and the client's 2 retries), with the documented error body, and the next call succeeds.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, HttpError } from '../../src/index.ts';
import { createMockApi } from '../../src/mock/index.ts';

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
