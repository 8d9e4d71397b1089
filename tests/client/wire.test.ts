/**
 * The client against a real HTTP server on 127.0.0.1: what goes over the wire (the raw query
 * string and the headers), and how retries, timeouts, aborts and a 401 behave on a real socket.
 */
import { describe, expect, it } from 'vitest';
import { AbortError, createClient, HttpError, TimeoutError } from '../../src/index.ts';
import { json, useServer } from './support/http-server.ts';
import { rejection } from './support/rejection.ts';

const server = useServer();

describe('on the wire', () => {
  it('sends fs and s percent-encoded: braces, $, quotes, spaces and non-ASCII arrive intact', async () => {
    const client = createClient({ baseUrl: server.base });
    const name = 'Team "Ä" & {B} $c 🏈';
    await client.games.select('id,homeTeam{abbr}').where('homeTeam.fullName', name).list();
    const raw = server.seen[0]?.url ?? '';
    expect(raw).not.toMatch(/[{}"$ ]/); // nothing unencoded that a proxy could mangle
    const url = new URL(raw, server.base);
    expect(url.pathname).toBe('/games');
    expect(url.searchParams.get('fs')).toBe('id,homeTeam{abbr}');
    expect(JSON.parse(url.searchParams.get('s') ?? '')).toEqual({ $query: { 'homeTeam.fullName': name } });
  });

  it('sends default headers, never a token on queries by default, and one when asked', async () => {
    await createClient({ baseUrl: server.base, token: 'abc', headers: { 'x-app': 'huddle-tests' } }).games.list();
    await createClient({ baseUrl: server.base, token: async () => 'abc', authenticate: 'all' }).games.list();
    expect(server.seen[0]?.headers['x-app']).toBe('huddle-tests');
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
    expect(server.seen[1]?.headers.authorization).toBe('Bearer abc');
  });

  it('keeps a base URL path prefix', async () => {
    await createClient({ baseUrl: `${server.base}/api/v3/` })
      .teams.list()
      .catch(() => undefined);
    expect(server.seen[0]?.url).toBe('/api/v3/teams');
  });
});

describe('retries', () => {
  it('retries a 503, waiting as long as Retry-After says', async () => {
    let calls = 0;
    server.handle((_request, response) => {
      calls++;
      if (calls === 1) json(response, 503, { error: 'busy' }, { 'retry-after': '1' });
      else json(response, 200, []);
    });
    const page = await createClient({ baseUrl: server.base }).games.list();
    expect(page.data).toEqual([]);
    expect(server.seen).toHaveLength(2);
    expect((server.seen[1]?.at ?? 0) - (server.seen[0]?.at ?? 0)).toBeGreaterThanOrEqual(900);
  });

  it('retries 429 and 5xx up to the limit, then reports the last status', async () => {
    server.handle((_request, response) => json(response, 500, { error: 'boom' }));
    const error = await rejection(
      createClient({ baseUrl: server.base, retry: { limit: 2, delay: () => 10 } }).games.list(),
    );
    expect(server.seen).toHaveLength(3);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, bodyExcerpt: '{"error":"boom"}' });
  });

  it('does not retry a 404', async () => {
    server.handle((_request, response) => json(response, 404, {}));
    await expect(
      createClient({ baseUrl: server.base, retry: { limit: 3, delay: () => 10 } }).games.list(),
    ).rejects.toMatchObject({ status: 404 });
    expect(server.seen).toHaveLength(1);
  });
});

describe('time limits and cancellation', () => {
  it('gives up after the timeout with a TimeoutError', async () => {
    server.handle(() => undefined); // never answers
    // clock: the server never answers, so the deadline is the only outcome whatever the load
    const error = await rejection(createClient({ baseUrl: server.base, timeout: 150, retry: 0 }).games.list());
    expect(error).toBeInstanceOf(TimeoutError);
    // clock: the deadline the error names, not one of its own
    expect(error).toMatchObject({ timeout: 150, request: { method: 'GET' } });
  });

  it('stops a call whose signal aborts, with an AbortError', async () => {
    server.handle(() => undefined);
    const controller = new AbortController();
    const pending = createClient({ baseUrl: server.base, retry: 0 }).games.list({ signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toBeInstanceOf(AbortError);
  });
});

describe('401', () => {
  it('asks the token function again and retries once with the new token', async () => {
    server.handle((request, response) => {
      if (request.headers.authorization === 'Bearer new') json(response, 200, []);
      else json(response, 401, {});
    });
    let tokens = ['old', 'new'];
    const client = createClient({
      baseUrl: server.base,
      authenticate: 'all',
      retry: 0,
      token: () => tokens.shift() ?? 'none',
    });
    await expect(client.games.list()).resolves.toMatchObject({ data: [] });
    expect(server.seen.map((request) => request.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
    tokens = [];
  });
});
