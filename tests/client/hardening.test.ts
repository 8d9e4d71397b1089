/**
 * Regressions of an adversarial review of the client, one block per defect, each against a real
 * `node:http` server on 127.0.0.1 (the wire is what went wrong).
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AbortError,
  createClient,
  HttpError,
  IdError,
  NetworkError,
  ResponseTooLargeError,
  TimeoutError,
  TokenError,
  ValidationError,
} from '../../src/index.ts';
import { json, settle, useServer } from './support/http-server.ts';
import { rejection } from './support/rejection.ts';

const server = useServer();
/** A second origin, for cross-origin redirects. */
const other = useServer();

const fast = { limit: 2, delay: () => 10 };

// No wall-clock bound: a wait the client should not make would be a day or a week, which the
// test's timeout ends; the requests the server saw and the waits scheduled are the behaviour.
describe('waits between attempts are capped', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a Retry-After over maxRetryAfter fails at once with the HttpError instead of sleeping', async () => {
    server.handle((_request, response) => json(response, 503, {}, { 'retry-after': '86400' }));
    const { value } = await settle(createClient({ baseUrl: server.base }).games.list());
    expect(value).toBeInstanceOf(HttpError);
    expect(value).toMatchObject({ status: 503, retryAfter: 86_400_000 });
    expect(server.seen).toHaveLength(1);
  });

  it('a Retry-After date a week ahead fails at once too', async () => {
    const week = new Date(Date.now() + 7 * 86_400_000).toUTCString();
    server.handle((_request, response) => json(response, 429, {}, { 'retry-after': week }));
    const { value } = await settle(createClient({ baseUrl: server.base }).games.list());
    expect(value).toMatchObject({ status: 429 });
    expect((value as HttpError).retryAfter).toBeGreaterThan(6 * 86_400_000);
    expect(server.seen).toHaveLength(1);
  });

  it('a RateLimit-Reset a day ahead (seconds or Unix time) fails at once', async () => {
    for (const reset of ['86400', String(Math.floor(Date.now() / 1000) + 86_400)]) {
      server.reset();
      server.handle((_request, response) => json(response, 429, {}, { 'ratelimit-reset': reset }));
      const { value } = await settle(createClient({ baseUrl: server.base }).games.list());
      expect(value).toMatchObject({ status: 429 });
      expect(server.seen).toHaveLength(1);
    }
  });

  it('a day asked by any header ky reads (X-RateLimit-Retry-After, X-Rate-Limit-Reset) fails at once, not after a capped wait', async () => {
    for (const name of ['x-ratelimit-retry-after', 'x-rate-limit-reset']) {
      server.reset();
      server.handle((_request, response) => json(response, 503, {}, { [name]: '86400' }));
      const { value } = await settle(createClient({ baseUrl: server.base }).games.list());
      expect(value).toMatchObject({ status: 503, retryAfter: 86_400_000 });
      expect(server.seen).toHaveLength(1);
    }
  });

  it('a Retry-After within maxRetryAfter is waited for', async () => {
    let calls = 0;
    server.handle((_request, response) => {
      if (calls++ === 0) json(response, 503, {}, { 'retry-after': '1' });
      else json(response, 200, []);
    });
    await createClient({ baseUrl: server.base, retry: { maxRetryAfter: 1000 } }).games.list();
    expect(server.seen).toHaveLength(2);
    expect((server.seen[1]?.at ?? 0) - (server.seen[0]?.at ?? 0)).toBeGreaterThanOrEqual(900);
  });

  it('backoff is capped by backoffLimit, however long the delay asks for', async () => {
    server.handle((_request, response) => json(response, 500, {}));
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const asked = 1_000_000 + 7; // a thousand seconds, and a number no one else schedules
    const { value } = await settle(
      createClient({ baseUrl: server.base, retry: { limit: 10, delay: () => asked, backoffLimit: 40 } }).games.list(),
    );
    expect(value).toMatchObject({ status: 500 });
    expect(server.seen).toHaveLength(11);
    const delays = timers.mock.calls.map(([, delay]) => delay);
    expect(delays.filter((delay) => delay === 40)).toHaveLength(10);
    expect(delays).not.toContain(asked);
  });
});

describe('the timeout covers the body', () => {
  it('a body trickling one byte at a time ends in a TimeoutError at the deadline', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[');
      const timer = setInterval(() => response.write(' '), 50);
      response.on('close', () => clearInterval(timer));
    });
    // clock: the trickle never ends, so only the deadline can end the read, whatever the load.
    const { value } = await settle(createClient({ baseUrl: server.base, timeout: 300 }).games.list());
    expect(value).toBeInstanceOf(TimeoutError);
    expect(value).toMatchObject({ timeout: 300 }); // clock: the deadline the error names
    expect(server.seen).toHaveLength(1); // a timeout is not retried
  });
});

describe('errors while reading the body are typed', () => {
  it('a reset mid-body is a NetworkError, retried like any network error', async () => {
    server.handle((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      response.write('[{"id":');
      setTimeout(() => request.socket.destroy(), 20);
    });
    const { value } = await settle(createClient({ baseUrl: server.base, retry: fast }).games.list());
    expect(value).toBeInstanceOf(NetworkError);
    expect(server.seen).toHaveLength(3);
  });

  it('an abort after the headers is an AbortError whose cause is the caller reason', async () => {
    const controller = new AbortController();
    const reason = new Error('user left');
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[');
      setTimeout(() => controller.abort(reason), 50);
    });
    const { value } = await settle(createClient({ baseUrl: server.base }).games.list({ signal: controller.signal }));
    expect(value).toBeInstanceOf(AbortError);
    expect((value as AbortError).cause).toBe(reason);
  });
});

describe('tokens are checked before they reach a header', () => {
  it('a token holding a line break or NUL is refused, and no error holds it', async () => {
    for (const token of ['secret\nx-evil: 1', 'secret\0']) {
      const error = await rejection(
        createClient({ baseUrl: server.base, token: () => token, authenticate: 'all' }).games.list(),
      );
      expect(error).toBeInstanceOf(TokenError);
      expect(JSON.stringify([String(error), (error as Error).stack, (error as Error).cause])).not.toContain('secret');
      expect(() => createClient({ baseUrl: server.base, token })).toThrow(TokenError);
    }
    expect(server.seen).toHaveLength(0);
  });

  it('an empty token is refused, never sent as "Bearer "', async () => {
    expect(() => createClient({ baseUrl: server.base, token: '' })).toThrow(TokenError);
    await expect(
      createClient({ baseUrl: server.base, token: () => '', authenticate: 'all' }).games.list(),
    ).rejects.toBeInstanceOf(TokenError);
    expect(server.seen).toHaveLength(0);
  });

  it('a token function giving undefined or a non-string is refused, never sent as "Bearer undefined"', async () => {
    for (const given of [undefined, null, 42]) {
      const client = createClient({ baseUrl: server.base, token: () => given as unknown as string });
      await expect(client.push.setGroups({ appName: 'a', deviceId: 'd', groups: [] })).rejects.toBeInstanceOf(
        TokenError,
      );
    }
    expect(server.seen).toHaveLength(0);
  });

  it('a network error holds no request headers in its message or cause', async () => {
    server.handle((request) => request.socket.destroy());
    const error = await rejection(
      createClient({ baseUrl: server.base, token: 'topsecret', authenticate: 'all', retry: 0 }).games.list(),
    );
    expect(error).toBeInstanceOf(NetworkError);
    const seenDeep: string[] = [];
    for (let at: unknown = error; at instanceof Error; at = at.cause) {
      seenDeep.push(String(at), ...Object.values(at).map(String));
    }
    expect(seenDeep.join(' ')).not.toMatch(/topsecret|authorization/i);
  });
});

describe('ids cannot step out of their path segment', () => {
  it("refuses '.' and '..' as ids and push names, before sending", async () => {
    const client = createClient({ baseUrl: server.base, token: 't' });
    for (const id of ['.', '..']) {
      await expect(client.teams.get(id)).rejects.toBeInstanceOf(IdError);
      await expect(client.push.setGroups({ appName: id, deviceId: 'd', groups: [] })).rejects.toBeInstanceOf(IdError);
      await expect(client.push.setGroups({ appName: 'a', deviceId: id, groups: [] })).rejects.toBeInstanceOf(IdError);
    }
    expect(server.seen).toHaveLength(0);
  });

  it('keeps ids holding dots and slashes inside one segment', async () => {
    server.handle((_request, response) => json(response, 200, { id: 'x' }));
    await createClient({ baseUrl: server.base }).teams.get('../a/.b');
    expect(server.seen[0]?.url).toBe('/teams/..%2Fa%2F.b');
  });

  it('refuses an id or push name holding a lone surrogate with an IdError naming it and the index, not a URIError', async () => {
    const client = createClient({ baseUrl: server.base, token: 't' });
    expect(await rejection(client.teams.get('\ud800'))).toMatchObject({
      name: 'IdError',
      field: 'id',
      value: '\ud800',
      message: 'teams.get(): id holds a lone surrogate at index 0, which no URL can carry',
    });
    const appName = await rejection(client.push.setGroups({ appName: 'app\udc00', deviceId: 'd', groups: [] }));
    expect(appName).toBeInstanceOf(IdError);
    expect(appName).toMatchObject({
      field: 'appName',
      message: 'setGroups: appName holds a lone surrogate at index 3, which no URL can carry',
    });
    const deviceId = await rejection(client.push.setGroups({ appName: 'a', deviceId: '🏈\ud83c', groups: [] }));
    expect(deviceId).toMatchObject({ name: 'IdError', field: 'deviceId', message: expect.stringContaining('index 2') });
    expect(server.seen).toHaveLength(0);
  });

  it('sends any id or push name as one segment that decodes back to it, or refuses it with an IdError', async () => {
    server.handle((request, response) =>
      request.method === 'PUT' ? json(response, 202, {}) : json(response, 200, { id: 'x' }),
    );
    const client = createClient({ baseUrl: server.base, token: 't', retry: 0 });
    // Any UTF-16 text: lone and paired surrogates, the characters URLs give meaning to, dots.
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
      fc.constantFrom('.', '/', '%', '?', '#', '\ud83c\udfc8', '\ud800', '\udfff', 'a'),
    );
    const segment = fc.string({ unit, maxLength: 8 });
    const outcome = async (call: Promise<unknown>, value: string, at: (url: string) => string | undefined) => {
      server.seen.length = 0;
      try {
        await call;
      } catch (error) {
        expect(error).toBeInstanceOf(IdError);
        expect(server.seen).toHaveLength(0);
        return;
      }
      expect(server.seen).toHaveLength(1);
      expect(decodeURIComponent(at(server.seen[0]?.url ?? '') ?? '')).toBe(value);
    };
    await fc.assert(
      fc.asyncProperty(segment, segment, async (id, name) => {
        await outcome(client.teams.get(id), id, (url) => /^\/teams\/([^/?]*)$/.exec(url)?.[1]);
        await outcome(
          client.push.setGroups({ appName: name, deviceId: 'd', groups: [] }),
          name,
          (url) => /^\/v1\/push\/([^/?]*)\/devices\/d\/groups$/.exec(url)?.[1],
        );
        await outcome(
          client.push.setGroups({ appName: 'a', deviceId: id, groups: [] }),
          id,
          (url) => /^\/v1\/push\/a\/devices\/([^/?]*)\/groups$/.exec(url)?.[1],
        );
      }),
      { numRuns: 60 },
    );
  });
});

describe('setGroups succeeds on 202 only', () => {
  it('a cross-origin 303 is not followed: an HttpError, and the other origin sees nothing', async () => {
    server.handle((_request, response) => {
      response.writeHead(303, { location: `${other.base}/elsewhere` });
      response.end();
    });
    const client = createClient({ baseUrl: server.base, token: 'secret', retry: 0 });
    const error = await rejection(client.push.setGroups({ appName: 'a', deviceId: 'd', groups: [] }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 303 });
    expect(other.seen).toHaveLength(0);
  });

  it('a 200 or 204 is an HttpError, not success', async () => {
    for (const status of [200, 204]) {
      server.handle((_request, response) => {
        response.writeHead(status);
        response.end();
      });
      const client = createClient({ baseUrl: server.base, token: 'secret' });
      await expect(client.push.setGroups({ appName: 'a', deviceId: 'd', groups: [] })).rejects.toMatchObject({
        status,
      });
    }
  });
});

describe('maxResponseBytes caps bodies while they stream', () => {
  it('stops reading a chunked body at the limit with a ResponseTooLargeError', async () => {
    let written = 0;
    let closed = false;
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[');
      const chunk = `${'"x",'.repeat(16_384)}`;
      const pump = () => {
        while (!closed && written < 200 * 1024 * 1024) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
      };
      response.on('close', () => {
        closed = true;
      });
      pump();
    });
    const { value } = await settle(createClient({ baseUrl: server.base, maxResponseBytes: 1024 * 1024 }).games.list());
    expect(value).toBeInstanceOf(ResponseTooLargeError);
    expect(value).toMatchObject({ limit: 1024 * 1024 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(true);
    expect(written).toBeLessThan(50 * 1024 * 1024); // the rest was never sent
  });

  it('refuses a declared Content-Length over the limit without reading', async () => {
    server.handle((_request, response) =>
      json(
        response,
        200,
        Array.from({ length: 1000 }, () => 'x'),
      ),
    );
    await expect(createClient({ baseUrl: server.base, maxResponseBytes: 100 }).games.list()).rejects.toBeInstanceOf(
      ResponseTooLargeError,
    );
  });
});

describe('bodies nested past any sane depth', () => {
  it('a field nested 3,000 deep that the model does not have is read as it is, not a stack overflow', async () => {
    const deep = `${'['.repeat(3000)}${']'.repeat(3000)}`;
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(`{"items":{"pager":{},"data":[{"id":"v","nested":${deep}}]}}`);
    });
    const page = await createClient({ baseUrl: server.base }).videos.list();
    expect(page.data).toMatchObject([{ id: 'v' }]);
  });

  it('content lists holding content lists 3,000 deep are a ValidationError, not a RangeError from the validator', async () => {
    // The fast validator recurses once per nested list (src/model/fast-validator.ts, lazy items).
    let list = '{"type":"CONTENT_LIST","items":{"pager":{},"data":[]}}';
    for (let level = 0; level < 3000; level++) list = `{"type":"CONTENT_LIST","items":{"pager":{},"data":[${list}]}}`;
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(list);
    });
    const error = await rejection(createClient({ baseUrl: server.base }).lists.list());
    expect(error).toBeInstanceOf(ValidationError);
  });

  it('brackets inside strings do not count as nesting', async () => {
    server.handle((_request, response) => json(response, 200, [{ id: `${'[{'.repeat(500)}\\"` }]));
    await expect(createClient({ baseUrl: server.base }).games.list()).resolves.toMatchObject({ data: [{}] });
  });
});
