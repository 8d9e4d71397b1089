/**
 * huddle/msw never lets a request under the mocked base URL reach the network: a path no route
 * knows is answered 404 by the mock, whatever msw's unhandled-request strategy. A real `node:http`
 * server stands behind the mocked origin and counts what reaches it: nothing may. Requests outside
 * the base URL are msw's business: the next handler, or msw's strategy.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ArgumentError, createClient, HttpError } from '../../src/index.ts';
import { createMockApi, sampleDataset } from '../../src/mock/index.ts';

/** What reached the real server behind the mocked origin. */
const reached: string[] = [];
const real: Server = createServer((request, response) => {
  reached.push(`${request.method} ${request.url}`);
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"from":"the real server"}');
});
await new Promise<void>((resolve) => real.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(real.address() as AddressInfo).port}`;

const HTTPS = 'https://api.example.com';
const WITH_PATH = 'https://paths.example.com/api';
const local = createMockApi({ baseUrl: origin, dataset: sampleDataset() });
const remote = createMockApi({ baseUrl: HTTPS, dataset: sampleDataset() });
const withPath = createMockApi({ baseUrl: WITH_PATH, dataset: sampleDataset() });
const pushElsewhere = createMockApi({
  baseUrl: 'https://query.example.com',
  pushBaseUrl: 'https://push.example.com/p',
  dataset: sampleDataset(),
});
/** Listed after the mocks: answers what none of them took. */
const nextHandler = http.all('https://paths.example.com/*', () => HttpResponse.json({ from: 'the next handler' }));
const server = setupServer(
  ...local.handlers,
  ...remote.handlers,
  ...withPath.handlers,
  ...pushElsewhere.handlers,
  nextHandler,
);
/** Requests msw performed for real (a handler matched but answered nothing, or none matched). */
const bypassed: string[] = [];
/** Requests no handler matched: msw's strategy decides. */
const unhandled: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  server.events.on('response:bypass', ({ request }) => {
    bypassed.push(`${request.method} ${request.url}`);
  });
  server.events.on('request:unhandled', ({ request }) => {
    unhandled.push(`${request.method} ${request.url}`);
  });
});
/** Empties a log, returning what it held. */
const drained = (log: string[]) => log.splice(0, log.length);
afterEach(() => {
  expect({ reached: drained(reached), bypassed: drained(bypassed) }).toEqual({ reached: [], bypassed: [] });
});
afterAll(async () => {
  server.close();
  await new Promise((resolve) => real.close(resolve));
});

async function send(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

const put = (url: string) =>
  send(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
    body: JSON.stringify({ groups: ['breakingNews'] }),
  });

/** The mock's 404: the service's error shape, naming the path. */
const notFound = (path: string) => ({
  status: 404,
  body: { error: 'NOT_FOUND', message: `No endpoint at ${path}` },
});

describe('under the mocked base URL, every request is answered by the mock', () => {
  it('answers a client with a mistyped prefix (baseUrl + /v2) with a 404 HttpError, never the real server', async () => {
    const client = createClient({ baseUrl: `${origin}/v2`, retry: 0 });
    const error = await client.games.list().then(
      () => expect.fail('expected a 404'),
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, body: { error: 'NOT_FOUND', message: 'No endpoint at /v2/games' } });
  });

  it('answers fetch of a path no route knows with a 404', async () => {
    expect(await send(`${origin}/not-a-route`)).toEqual(notFound('/not-a-route'));
    expect(await send(`${origin}/`)).toEqual(notFound('/'));
    expect(await send(origin)).toEqual(notFound('/'));
  });

  it('answers an unknown resource with a 404', async () => {
    expect(await send(`${origin}/gamez?fs=id`)).toEqual(notFound('/gamez'));
  });

  it('answers a by-id path on a resource that has none (/games, /users) with a 404', async () => {
    expect(await send(`${origin}/games/abc`)).toEqual(notFound('/games/abc'));
    expect(await send(`${origin}/users/abc`)).toEqual(notFound('/users/abc'));
  });

  it('answers a PUT to a push path the service does not have with a 404', async () => {
    expect(await put(`${origin}/v1/push/app/devices/d1/group`)).toEqual(notFound('/v1/push/app/devices/d1/group'));
    expect(await put(`${origin}/v2/push/app/devices/d1/groups`)).toEqual(notFound('/v2/push/app/devices/d1/groups'));
    expect(local.groupsOf('app', 'd1')).toBeUndefined();
  });

  it('answers a malformed escape itself: 400 on a by-id path, 404 on a path no route knows', async () => {
    expect(await send(`${origin}/teams/%E0`)).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
    expect(await send(`${origin}/%E0/x`)).toEqual(notFound('/%E0/x'));
  });

  it('answers other methods on a path no route knows too', async () => {
    expect(await send(`${origin}/nothing`, { method: 'DELETE' })).toEqual(notFound('/nothing'));
    expect(await send(`${origin}/nothing`, { method: 'POST', body: '{}' })).toEqual(notFound('/nothing'));
  });

  it('answers an https base without a lookup of its host: the 404 comes from the mock', async () => {
    expect(await send(`${HTTPS}/not-a-route`)).toEqual(notFound('/not-a-route'));
    const client = createClient({ baseUrl: `${HTTPS}/v2`, retry: 0 });
    await expect(client.teams.list()).rejects.toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
  });

  it("lets a test's own server.use handler answer first, under the base URL too", async () => {
    server.use(http.get(`${origin}/custom`, () => HttpResponse.json({ from: 'the test' })));
    try {
      expect(await send(`${origin}/custom`)).toEqual({ status: 200, body: { from: 'the test' } });
      expect(await send(`${origin}/custom2`)).toEqual(notFound('/custom2'));
    } finally {
      server.resetHandlers();
    }
    expect(await send(`${origin}/custom`)).toEqual(notFound('/custom'));
  });

  it('answers under pushBaseUrl too, when it is not under baseUrl', async () => {
    expect(await put('https://push.example.com/p/v1/push/app/devices/d1/groups')).toEqual({
      status: 202,
      body: undefined,
    });
    expect(await put('https://push.example.com/p/v1/push/app/devices/d1/group')).toEqual(
      notFound('/p/v1/push/app/devices/d1/group'),
    );
    expect(await send('https://push.example.com/p/games')).toEqual(notFound('/p/games'));
  });
});

describe('a base URL with a path (https://paths.example.com/api)', () => {
  it('answers /api/x with a 404 and /api/games from the dataset', async () => {
    expect(await send(`${WITH_PATH}/x`)).toEqual(notFound('/api/x'));
    expect(await send(`${WITH_PATH}`)).toEqual(notFound('/api'));
    const games = await send(`${WITH_PATH}/games?fs=id`);
    expect(games.status).toBe(200);
    expect(games.body).toEqual(sampleDataset().games.map(({ id }) => ({ id })));
  });

  it('leaves /api2/games, which is not under /api, to the handlers after it', async () => {
    expect(await send('https://paths.example.com/api2/games')).toEqual({
      status: 200,
      body: { from: 'the next handler' },
    });
  });
});

describe('outside every mocked base URL', () => {
  it("leaves a request to msw's strategy: under 'error' it fails, and nothing is sent", async () => {
    drained(unhandled);
    // The real server under another name is another origin: not under the mocked base.
    const elsewhere = `${origin.replace('127.0.0.1', 'localhost')}/games`;
    await expect(fetch(elsewhere)).rejects.toThrow();
    expect(drained(unhandled)).toEqual([`GET ${elsewhere}`]);
  });

  it('leaves nothing under a mocked base URL unhandled', async () => {
    drained(unhandled);
    await send(`${origin}/not-a-route`);
    await put(`${HTTPS}/v1/push/a/devices/d/nope`);
    expect(drained(unhandled)).toEqual([]);
  });
});

describe('base URLs', () => {
  it('refuses a baseUrl or pushBaseUrl that is no absolute URL with an ArgumentError naming it', () => {
    expect(() => createMockApi({ baseUrl: 'api.example.com', dataset: sampleDataset() })).toThrow(
      new ArgumentError('baseUrl', 'baseUrl must be an absolute URL, found "api.example.com"'),
    );
    expect(() => createMockApi({ baseUrl: HTTPS, pushBaseUrl: '/push' })).toThrow(
      expect.objectContaining({ name: 'ArgumentError', message: expect.stringContaining('pushBaseUrl must be') }),
    );
  });
});
