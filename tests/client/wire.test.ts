/**
 * The client against a real HTTP server on 127.0.0.1: what goes over the wire (the raw query
 * string and the headers), and how retries, timeouts, aborts and a 401 behave on a real socket.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AbortError, createClient, HttpError, TimeoutError } from '../../src/index.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let handler: Handler = (_request, response) => response.end('[]');
const seen: { url: string; headers: IncomingMessage['headers']; at: number }[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers, at: Date.now() });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  seen.length = 0;
  handler = (_request, response) => response.end('[]');
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

describe('on the wire', () => {
  it('sends fs and s percent-encoded: braces, $, quotes, spaces and non-ASCII arrive intact', async () => {
    const client = createClient({ baseUrl: base });
    const name = 'Team "Ä" & {B} $c 🏈';
    await client.games.select('id,homeTeam{abbr}').where('homeTeam.fullName', name).list();
    const raw = seen[0]?.url ?? '';
    expect(raw).not.toMatch(/[{}"$ ]/); // nothing unencoded that a proxy could mangle
    const url = new URL(raw, base);
    expect(url.pathname).toBe('/games');
    expect(url.searchParams.get('fs')).toBe('id,homeTeam{abbr}');
    expect(JSON.parse(url.searchParams.get('s') ?? '')).toEqual({ $query: { 'homeTeam.fullName': name } });
  });

  it('sends default headers, never a token on queries by default, and one when asked', async () => {
    await createClient({ baseUrl: base, token: 'abc', headers: { 'x-app': 'huddle-tests' } }).games.list();
    await createClient({ baseUrl: base, token: async () => 'abc', authenticate: 'all' }).games.list();
    expect(seen[0]?.headers['x-app']).toBe('huddle-tests');
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[1]?.headers.authorization).toBe('Bearer abc');
  });

  it('keeps a base URL path prefix', async () => {
    await createClient({ baseUrl: `${base}/api/v3/` })
      .teams.list()
      .catch(() => undefined);
    expect(seen[0]?.url).toBe('/api/v3/teams');
  });
});

describe('retries', () => {
  it('retries a 503, waiting as long as Retry-After says', async () => {
    let calls = 0;
    handler = (_request, response) => {
      calls++;
      if (calls === 1) json(response, 503, { error: 'busy' }, { 'retry-after': '1' });
      else json(response, 200, []);
    };
    const page = await createClient({ baseUrl: base }).games.list();
    expect(page.data).toEqual([]);
    expect(seen).toHaveLength(2);
    expect((seen[1]?.at ?? 0) - (seen[0]?.at ?? 0)).toBeGreaterThanOrEqual(900);
  });

  it('retries 429 and 5xx up to the limit, then reports the last status', async () => {
    handler = (_request, response) => json(response, 500, { error: 'boom' });
    const error = await createClient({ baseUrl: base, retry: { limit: 2, delay: () => 10 } })
      .games.list()
      .catch((caught: unknown) => caught);
    expect(seen).toHaveLength(3);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, bodyExcerpt: '{"error":"boom"}' });
  });

  it('does not retry a 404', async () => {
    handler = (_request, response) => json(response, 404, {});
    await expect(
      createClient({ baseUrl: base, retry: { limit: 3, delay: () => 10 } }).games.list(),
    ).rejects.toMatchObject({ status: 404 });
    expect(seen).toHaveLength(1);
  });
});

describe('time limits and cancellation', () => {
  it('gives up after the timeout with a TimeoutError', async () => {
    handler = () => undefined; // never answers
    const error = await createClient({ baseUrl: base, timeout: 150, retry: 0 })
      .games.list()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeout: 150, request: { method: 'GET' } });
  });

  it('stops a call whose signal aborts, with an AbortError', async () => {
    handler = () => undefined;
    const controller = new AbortController();
    const pending = createClient({ baseUrl: base, retry: 0 }).games.list({ signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toBeInstanceOf(AbortError);
  });
});

describe('401', () => {
  it('asks the token function again and retries once with the new token', async () => {
    handler = (request, response) => {
      if (request.headers.authorization === 'Bearer new') json(response, 200, []);
      else json(response, 401, {});
    };
    let tokens = ['old', 'new'];
    const client = createClient({
      baseUrl: base,
      authenticate: 'all',
      retry: 0,
      token: () => tokens.shift() ?? 'none',
    });
    await expect(client.games.list()).resolves.toMatchObject({ data: [] });
    expect(seen.map((request) => request.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
    tokens = [];
  });
});
