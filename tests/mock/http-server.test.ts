/**
 * The mock over a real `node:http` server on 127.0.0.1: what a device or a browser sees. The HTTP
 * behaviour it shares with the msw handlers is the suite of http.case.ts; what only a socket shows
 * (CORS, the log, body limits, ports) is here.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/index.ts';
import { createDataset } from '../../src/league/index.ts';
import { MAX_PARAMETER_LENGTH } from '../../src/mock/engine/index.ts';
import { type MockServer, type RequestLogEntry, startMockServer } from '../../src/mock/server/index.ts';
import { runMockHttpSuite } from './http.case.ts';

describe('the shared HTTP suite', () => {
  runMockHttpSuite({
    start: async () => {
      const started = await startMockServer({ dataset: createDataset() });
      return { baseUrl: started.url, service: started.service, stop: () => started.close() };
    },
    skip: [
      {
        reason:
          "the URL is over 16 KiB: Node's HTTP parser answers 431 for so long a request head before the mock reads it (see 'answers 431 for a request head over 16 KiB')",
        cases: [
          'answers 400 quickly for s with $or nested 2,000 deep',
          'answers 400 quickly for s with an object operand nested 2,000 deep',
          'answers 400 quickly for fs of 100,000 fields',
          `answers 400 quickly for s longer than ${MAX_PARAMETER_LENGTH} characters`,
        ],
      },
    ],
  });
});

let server: MockServer;
const lines: string[] = [];
const entries: RequestLogEntry[] = [];
beforeAll(async () => {
  server = await startMockServer({
    dataset: createDataset({ seed: 1 }),
    log: (line, entry) => {
      lines.push(line);
      entries.push(entry);
    },
  });
});

/** A GET sent exactly as written, without the URL parser's normalising. */
function rawGet(path: string): Promise<number> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const sent = request({ host: hostname, port, path, method: 'GET' }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    sent.once('error', reject);
    sent.end();
  });
}
afterAll(() => server.close());

/** A request with a body of `size` bytes sent in 64 KiB chunks, until the server answers or cuts it. */
function sendBody(
  target: MockServer,
  path: string,
  size: number,
  { declare = true } = {},
): Promise<{ status: number; sent: number; body: string; reason: string | undefined }> {
  const { hostname, port } = new URL(target.url);
  const chunk = Buffer.alloc(64 * 1024, 'x');
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const sending = request(
      {
        host: hostname,
        port,
        path,
        method: 'PUT',
        headers: {
          authorization: 'Bearer t',
          'content-type': 'application/json',
          ...(declare && { 'content-length': size }),
        },
      },
      (response) => {
        answered = true;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          body += text;
        });
        const reason = response.headers['x-huddle-reason']?.toString();
        response.once('end', () => resolve({ status: response.statusCode ?? 0, sent, body, reason }));
        response.once('error', () => resolve({ status: response.statusCode ?? 0, sent, body, reason }));
      },
    );
    sending.once('error', (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && !sending.destroyed && sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!sending.write(part)) return void sending.once('drain', pump);
      }
      if (sent >= size && !sending.writableEnded) sending.end();
    };
    pump();
  });
}

describe('the mock server', () => {
  it('listens on the loopback interface, on a free port by default', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers the client over HTTP, readable by a loopback page, and one log line per request', async () => {
    const client = createClient({ baseUrl: server.url });
    const before = lines.length;
    const { data } = await client.teams.select('abbr').where('abbr', '$in', ['NE', 'KC']).sort('abbr').list();
    expect(data).toEqual([{ abbr: 'KC' }, { abbr: 'NE' }]);
    const response = await fetch(`${server.url}/teams?fs=abbr&s=${encodeURIComponent('{"$take":1}')}`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('vary')).toBe('Origin');
    expect(lines.length - before).toBe(2);
    // The path as the request sent it, still percent-encoded: decoding could fail, or forge lines.
    expect(lines.at(-1)).toMatch(/^GET \/teams\?fs=abbr&s=%7B%22%24take%22%3A1%7D → 200 \(\d+\.\d ms\)$/);
  });

  it('answers a CORS preflight for the push call', async () => {
    const response = await fetch(`${server.url}/v1/push/app/devices/d/groups`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('lets an allowed page read why the push call refused: x-huddle-reason is exposed, on a 400 and a 415', async () => {
    const page = 'http://localhost:5173';
    const path = `${server.url}/v1/push/app/devices/d/groups`;
    for (const [type, status] of [
      ['application/json', 400],
      ['text/plain', 415],
    ] as const) {
      const response = await fetch(path, {
        method: 'PUT',
        headers: { origin: page, authorization: 'Bearer t', 'content-type': type },
        body: JSON.stringify({ groups: ['noSuchGroup'] }),
      });
      expect(response.status).toBe(status);
      expect(await response.text()).toBe('');
      expect(response.headers.get('access-control-allow-origin')).toBe(page);
      expect(response.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('x-huddle-reason');
      expect(response.headers.get('x-huddle-reason')).toMatch(/\S/);
    }
  });

  it('keeps a JSON error body off the push path: a 415 on /_mock/push/send says why in JSON', async () => {
    const response = await fetch(`${server.url}/_mock/push/send`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it("records a device's groups set through the client", async () => {
    const client = createClient({ baseUrl: server.url, token: 't0ken' });
    await client.push.setGroups({ appName: 'app', deviceId: 'phone 1', groups: ['trendingNews'] });
    expect(server.service.groupsOf('app', 'phone 1')).toEqual(['trendingNews']);
  });

  it('logs a path with a malformed % escape as sent, and keeps answering', async () => {
    expect(await rawGet('/games?x=%E0&fs=id')).toBe(200);
    expect(lines.at(-1)).toMatch(/^GET \/games\?x=%E0&fs=id → 200 /);
    expect(entries.at(-1)).toMatchObject({ method: 'GET', path: '/games?x=%E0&fs=id', status: 200 });
    expect(await rawGet('/teams?fs=abbr')).toBe(200);
  });

  it('answers 413 at once for a body declared over 1 MiB (300 MB), reading none of it', async () => {
    const { status, sent, body, reason } = await sendBody(server, '/v1/push/app/devices/d/groups', 300 * 1024 * 1024);
    expect(status).toBe(413);
    // The push call's answers have no body (spec: "`400` Bad Request, no body"): the reason is a header.
    expect(body).toBe('');
    expect(reason).toMatch(/\S/);
    expect(sent).toBeLessThan(64 * 1024 * 1024);
    expect(entries.at(-1)).toMatchObject({ status: 413 });
    expect(await rawGet('/teams?fs=abbr')).toBe(200);
  });

  it('answers 413 for an undeclared (chunked) body once it passes 1 MiB, and stops reading it', async () => {
    const { status, sent } = await sendBody(server, '/v1/push/app/devices/d/groups', 300 * 1024 * 1024, {
      declare: false,
    });
    expect(status).toBe(413);
    // What the sockets' buffers hold, not the 300 MB.
    expect(sent).toBeLessThan(64 * 1024 * 1024);
    expect(await rawGet('/teams?fs=abbr')).toBe(200);
  });

  it('takes its body limit as maxBodyBytes', async () => {
    const small = await startMockServer({ maxBodyBytes: 1024 });
    try {
      expect((await sendBody(small, '/v1/push/app/devices/d/groups', 2048)).status).toBe(413);
      expect((await sendBody(small, '/v1/push/app/devices/d/groups', 2048, { declare: false })).status).toBe(413);
      const groups = await fetch(`${small.url}/v1/push/app/devices/d/groups`, {
        method: 'PUT',
        headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
        body: JSON.stringify({ groups: ['trendingNews'] }),
      });
      expect(groups.status).toBe(202);
    } finally {
      await small.close();
    }
  });

  it('logs a failing answer as a 500 (the answer itself: the shared suite)', async () => {
    const { service } = server;
    const serve = service.serve;
    service.serve = () => Promise.reject(new Error('engine exploded'));
    try {
      expect((await fetch(`${server.url}/games`)).status).toBe(500);
      expect(entries.at(-1)).toMatchObject({ path: '/games', status: 500 });
    } finally {
      service.serve = serve;
    }
  });

  it("answers 431 for a request head over 16 KiB (Node's limit, before the mock), and keeps answering", async () => {
    expect(await rawGet(`/games?fs=${'a,'.repeat(10_000)}id`)).toBe(431);
    expect(await rawGet('/teams?fs=abbr')).toBe(200);
  });

  it('keeps serving when its log throws', async () => {
    const throwing = await startMockServer({
      log: () => {
        throw new Error('log exploded');
      },
    });
    try {
      expect((await fetch(`${throwing.url}/teams?fs=abbr`)).status).toBe(200);
      expect((await fetch(`${throwing.url}/teams?fs=abbr`)).status).toBe(200);
    } finally {
      await throwing.close();
    }
  });

  it('frees its port when closed', async () => {
    const other = await startMockServer();
    await other.close();
    const again = await startMockServer({ port: other.port });
    expect(again.url).toBe(other.url);
    await again.close();
  });

  it('refuses a port that is taken with the EADDRINUSE error', async () => {
    await expect(startMockServer({ port: server.port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
