/**
 * The fault matrix: the client against a real `node:http` server on 127.0.0.1 (and a second one
 * for cross-origin redirects) misbehaving in every way we know of. Each row has a documented
 * outcome and an exact number of requests (counted on the servers); run with `HUDDLE_MATRIX=1`
 * to print the rows as a markdown table, with the wall time each took (shown, never asserted: a
 * busy machine must not fail a row, and a wait that never ends fails it by the test's timeout).
 */
import type { ServerResponse } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AbortError,
  type ClientOptions,
  createClient,
  HttpError,
  NetworkError,
  ResponseTooLargeError,
  TimeoutError,
  ValidationError,
} from '../../src/index.ts';
import { json, useServer } from './support/http-server.ts';
import { rejection } from './support/rejection.ts';

const server = useServer();
/** A second origin, for cross-origin redirects. */
const other = useServer();
const rows: { name: string; outcome: string; requests: number; ms: number }[] = [];
afterAll(() => {
  if (process.env.HUDDLE_MATRIX) {
    const table = rows.map((row) => `| ${row.name} | ${row.outcome} | ${row.requests} | ${Math.round(row.ms)} ms |`);
    console.log(['| case | outcome | requests | wall time |', '|---|---|---|---|', ...table].join('\n'));
  }
});

/**
 * Small retry delays so the whole matrix runs in seconds. The timeout is the client's default
 * (10 s) but in the rows that test it: a busy machine must not turn a slow answer into a row's
 * TimeoutError.
 */
const client = (options: Partial<ClientOptions> = {}) =>
  createClient({ baseUrl: server.base, retry: { limit: 2, delay: () => 10 }, ...options });

/** One row: its name, the documented outcome and the exact request count. */
function row(name: string, outcome: string, requests: number, body: () => Promise<void>): void {
  it(`${name} → ${outcome}`, async () => {
    const start = performance.now();
    await body();
    const ms = performance.now() - start;
    expect(server.seen.length + other.seen.length).toBe(requests);
    rows.push({ name, outcome, requests, ms });
  });
}

const open = (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('[');
};

describe('status storms and Retry-After', () => {
  row('5xx storm (500 on every attempt)', 'HttpError 500 after limit + 1 attempts', 3, async () => {
    server.handle((_request, response) => json(response, 500, { error: 'boom' }));
    expect(await rejection(client().games.list())).toMatchObject({ status: 500, bodyExcerpt: '{"error":"boom"}' });
  });

  row('5xx storm (502, 503, 504 in turn), then 200', 'success after 3 retries', 4, async () => {
    const statuses = [502, 503, 504];
    server.handle((_request, response) => json(response, statuses.shift() ?? 200, []));
    await expect(client({ retry: { limit: 3, delay: () => 10 } }).games.list()).resolves.toMatchObject({ data: [] });
  });

  row('429 with Retry-After: 1 (seconds)', 'waits 1 s, then success', 2, async () => {
    let calls = 0;
    server.handle((_request, response) =>
      calls++ === 0 ? json(response, 429, {}, { 'retry-after': '1' }) : json(response, 200, []),
    );
    await expect(client().games.list()).resolves.toMatchObject({ data: [] });
    expect((server.seen[1]?.at ?? 0) - (server.seen[0]?.at ?? 0)).toBeGreaterThanOrEqual(900);
  });

  row('429 with Retry-After as a date 2 s ahead', 'waits until the date, then success', 2, async () => {
    let calls = 0;
    server.handle((_request, response) =>
      calls++ === 0
        ? json(response, 429, {}, { 'retry-after': new Date(Date.now() + 2000).toUTCString() })
        : json(response, 200, []),
    );
    await expect(client().games.list()).resolves.toMatchObject({ data: [] });
  });

  row('429 with Retry-After: 86400 (huge)', 'HttpError 429 at once, retryAfter 86400000', 1, async () => {
    server.handle((_request, response) => json(response, 429, {}, { 'retry-after': '86400' }));
    expect(await rejection(client().games.list())).toMatchObject({ status: 429, retryAfter: 86_400_000 });
  });

  row('503 with RateLimit-Reset a day ahead', 'HttpError 503 at once', 1, async () => {
    const reset = String(Math.floor(Date.now() / 1000) + 86_400);
    server.handle((_request, response) => json(response, 503, {}, { 'ratelimit-reset': reset }));
    expect(await rejection(client().games.list())).toMatchObject({ status: 503 });
  });
});

describe('connection resets', () => {
  row('reset before the headers', 'NetworkError after limit + 1 attempts', 3, async () => {
    server.handle((request) => request.socket.destroy());
    expect(await rejection(client().games.list())).toBeInstanceOf(NetworkError);
  });

  row('reset during the headers (half a status line)', 'NetworkError after limit + 1 attempts', 3, async () => {
    server.handle((request) => {
      request.socket.write('HTTP/1.1 200 OK\r\nContent-Ty');
      setTimeout(() => request.socket.destroy(), 10);
    });
    expect(await rejection(client().games.list())).toBeInstanceOf(NetworkError);
  });

  row('reset after the headers, mid-body', 'NetworkError after limit + 1 attempts', 3, async () => {
    server.handle((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('[{"id":');
      setTimeout(() => request.socket.destroy(), 10);
    });
    expect(await rejection(client().games.list())).toBeInstanceOf(NetworkError);
  });

  row('reset after the whole body', 'success', 1, async () => {
    server.handle((request, response) => {
      json(response, 200, []);
      response.on('finish', () => setTimeout(() => request.socket.destroy(), 10));
    });
    await expect(client().games.list()).resolves.toMatchObject({ data: [] });
  });
});

describe('slow servers', () => {
  row('no headers ever', 'TimeoutError at the timeout (not retried)', 1, async () => {
    server.handle(() => undefined);
    // clock: the server never answers, so the deadline is the only outcome whatever the load
    expect(await rejection(client({ timeout: 200 }).games.list())).toBeInstanceOf(TimeoutError);
  });

  row('a body trickling one byte per 20 ms', 'TimeoutError at the timeout (not retried)', 1, async () => {
    server.handle((_request, response) => {
      open(response);
      const timer = setInterval(() => response.write(' '), 20);
      response.on('close', () => clearInterval(timer));
    });
    // clock: the trickle never ends, so the deadline is the only outcome whatever the load
    expect(await rejection(client({ timeout: 300 }).games.list())).toMatchObject({
      name: 'TimeoutError',
      // clock: the deadline the error names, not one of its own
      timeout: 300,
    });
  });
});

describe('aborts', () => {
  const reason = new Error('caller gave up');

  row('abort before sending', 'AbortError, nothing sent', 0, async () => {
    const error = await rejection(client().games.list({ signal: AbortSignal.abort(reason) }));
    expect(error).toBeInstanceOf(AbortError);
    expect((error as Error).cause).toBe(reason);
  });

  row('abort while waiting for the headers', 'AbortError, cause = reason', 1, async () => {
    const controller = new AbortController();
    server.handle(() => setTimeout(() => controller.abort(reason), 20));
    const error = await rejection(client().games.list({ signal: controller.signal }));
    expect(error).toBeInstanceOf(AbortError);
    expect((error as Error).cause).toBe(reason);
  });

  row('abort mid-body', 'AbortError, cause = reason', 1, async () => {
    const controller = new AbortController();
    server.handle((_request, response) => {
      open(response);
      setTimeout(() => controller.abort(reason), 20);
    });
    const error = await rejection(client().games.list({ signal: controller.signal }));
    expect(error).toBeInstanceOf(AbortError);
    expect((error as Error).cause).toBe(reason);
  });

  row('abort during the wait before a retry', 'AbortError at once', 1, async () => {
    const controller = new AbortController();
    // Were the wait of an hour not cut short, the test's timeout would end it first.
    server.handle((_request, response) => {
      json(response, 503, {}, { 'retry-after': '3600' });
      setTimeout(() => controller.abort(reason), 50);
    });
    const waitsAnHour = client({ retry: { limit: 2, delay: () => 10, maxRetryAfter: 3_600_000 } });
    const error = await rejection(waitsAnHour.games.list({ signal: controller.signal }));
    expect(error).toBeInstanceOf(AbortError);
  });
});

describe('bodies that are not what they claim', () => {
  row('malformed JSON', 'ValidationError (not retried)', 1, async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('[{"id": "g1",');
    });
    expect(await rejection(client().games.list())).toBeInstanceOf(ValidationError);
  });

  row('an HTML page with 200', 'ValidationError "expected a JSON body"', 1, async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><h1>Welcome to the captive portal</h1>');
    });
    expect(await rejection(client().games.list())).toMatchObject({ name: 'ValidationError', expected: 'a JSON body' });
  });

  row('an HTML error page with 502', 'HttpError 502 with the excerpt, retried', 3, async () => {
    server.handle((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html>Bad gateway</html>');
    });
    expect(await rejection(client().games.list())).toMatchObject({
      status: 502,
      bodyExcerpt: '<html>Bad gateway</html>',
    });
  });

  row('JSON labelled text/plain', 'read as JSON: the content type is not checked', 1, async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('[{"id":"g1"}]');
    });
    await expect(client().games.list()).resolves.toMatchObject({ data: [{ id: 'g1' }] });
  });

  row(
    'a content list of arrays nested 3,000 deep',
    'ValidationError (not a record), no stack overflow',
    1,
    async () => {
      server.handle((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(`{"items":{"pager":{},"data":[${'['.repeat(3000)}${']'.repeat(3000)}]}}`);
      });
      expect(await rejection(client().videos.list())).toBeInstanceOf(ValidationError);
    },
  );
});

describe('a 50 MB body', () => {
  const big = JSON.stringify([{ id: 'g1', blob: 'x'.repeat(50 * 1024 * 1024) }]);
  const send = () =>
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(big);
    });

  row('50 MB body, maxResponseBytes 1 MiB', 'ResponseTooLargeError, reading stops at 1 MiB', 1, async () => {
    send();
    expect(await rejection(client({ maxResponseBytes: 1024 * 1024 }).games.list())).toBeInstanceOf(
      ResponseTooLargeError,
    );
  });

  row('50 MB body, maxResponseBytes 64 MiB', 'success', 1, async () => {
    send();
    const page = await client({ maxResponseBytes: 64 * 1024 * 1024, timeout: false }).games.list();
    expect(page.data).toHaveLength(1);
  });
});

describe('401 and the token', () => {
  row('401, then a refreshed token', 'success; token function asked again', 2, async () => {
    const tokens = ['old', 'new'];
    server.handle((request, response) =>
      request.headers.authorization === 'Bearer new' ? json(response, 200, []) : json(response, 401, {}),
    );
    await client({ authenticate: 'all', token: () => tokens.shift() ?? 'none' }).games.list();
    expect(server.seen.map((request) => request.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  row('401 again after the refresh', 'HttpError 401', 2, async () => {
    server.handle((_request, response) => json(response, 401, {}));
    expect(await rejection(client({ authenticate: 'all', token: () => 'stale' }).games.list())).toMatchObject({
      status: 401,
    });
  });
});

describe('redirects', () => {
  for (const code of [301, 302, 303, 307, 308]) {
    for (const cross of [false, true]) {
      const where = cross ? 'cross origin' : 'same origin';
      row(`GET, ${code} ${where}`, `followed; token ${cross ? 'dropped' : 'kept'}`, 2, async () => {
        const target = cross ? other : server;
        server.handle((request, response) => {
          if (request.url?.startsWith('/moved')) return json(response, 200, [{ id: 'moved' }]);
          response.writeHead(code, { location: `${target.base}/moved` });
          response.end();
        });
        other.handle((_request, response) => json(response, 200, [{ id: 'moved' }]));
        const page = await client({ authenticate: 'all', token: 'secret' }).games.list();
        expect(page.data).toEqual([{ id: 'moved' }]);
        const landed = (cross ? other : server).seen.at(-1);
        expect(landed?.headers.authorization).toBe(cross ? undefined : 'Bearer secret');
      });

      row(`PUT setGroups, ${code} ${where}`, `HttpError ${code}, not followed`, 1, async () => {
        const target = cross ? other : server;
        server.handle((_request, response) => {
          response.writeHead(code, { location: `${target.base}/moved` });
          response.end();
        });
        const error = await rejection(
          client({ token: 'secret' }).push.setGroups({ appName: 'a', deviceId: 'd', groups: ['breakingNews'] }),
        );
        expect(error).toBeInstanceOf(HttpError);
        expect(error).toMatchObject({ status: code });
      });
    }
  }
});

describe('pagers that lie', () => {
  const records = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: `g${from + i}` }));
  const skipOf = (url = '') => JSON.parse(new URL(url, server.base).searchParams.get('s') ?? '{}').$skip ?? 0;
  const collect = async (iterator: AsyncIterable<unknown>) => {
    const out: unknown[] = [];
    for await (const item of iterator) out.push(item);
    return out;
  };

  row('bare list ignoring $skip', 'ends at the repeated page: 2 records', 2, async () => {
    server.handle((_request, response) => json(response, 200, records(0, 2)));
    expect(await collect(client().games.take(2).all())).toHaveLength(2);
  });

  row('pager: {} over repeated data', 'ends at the repeated page: 2 records', 2, async () => {
    server.handle((_request, response) => json(response, 200, { pager: {}, data: records(0, 2) }));
    expect(await collect(client().games.take(2).all())).toHaveLength(2);
  });

  row('offset echoed over repeated data', 'ends at the repeated page: 2 records', 2, async () => {
    server.handle((request, response) =>
      json(response, 200, { pager: { offset: skipOf(request.url), total: 1000 }, data: records(0, 2) }),
    );
    expect(await collect(client().games.take(2).all())).toHaveLength(2);
  });

  row('offset stuck at 0', 'ends at the offset that did not advance: 2 records', 2, async () => {
    server.handle((_request, response) => json(response, 200, { pager: { offset: 0 }, data: records(0, 2) }));
    expect(await collect(client().games.take(2).all())).toHaveLength(2);
  });

  row('total too high', 'ends at the short page: 5 records', 3, async () => {
    server.handle((request, response) => {
      const skip = skipOf(request.url);
      json(response, 200, {
        pager: { offset: skip, total: 1_000_000 },
        data: records(skip, Math.max(0, Math.min(2, 5 - skip))),
      });
    });
    expect(await collect(client().games.take(2).all())).toHaveLength(5);
  });

  row('total too low', 'ends at total: 4 records', 2, async () => {
    server.handle((request, response) => {
      const skip = skipOf(request.url);
      json(response, 200, { pager: { offset: skip, total: 3 }, data: records(skip, 2) });
    });
    expect(await collect(client().games.take(2).all())).toHaveLength(4);
  });

  row('endless distinct full pages', 'ends after maxPages (5) requests', 5, async () => {
    server.handle((request, response) => {
      const skip = skipOf(request.url);
      json(response, 200, { pager: { offset: skip, total: 1e12 }, data: records(skip, 2) });
    });
    expect(await collect(client().games.take(2).all({ maxPages: 5 }))).toHaveLength(10);
  });
});
