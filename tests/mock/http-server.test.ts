/** The mock over a real `node:http` server on 127.0.0.1: what a device or a browser sees. */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/index.ts';
import { createDataset } from '../../src/league/index.ts';
import { type MockServer, type RequestLogEntry, startMockServer } from '../../src/server.ts';

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
): Promise<{ status: number; sent: number; body: string }> {
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
        response.once('end', () => resolve({ status: response.statusCode ?? 0, sent, body }));
        response.once('error', () => resolve({ status: response.statusCode ?? 0, sent, body }));
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

  it('answers the client over HTTP, with CORS open and one log line per request', async () => {
    const client = createClient({ baseUrl: server.url });
    const before = lines.length;
    const { data } = await client.teams.select('abbr').where('abbr', '$in', ['NE', 'KC']).sort('abbr').list();
    expect(data).toEqual([{ abbr: 'KC' }, { abbr: 'NE' }]);
    const response = await fetch(`${server.url}/teams?fs=abbr&s=${encodeURIComponent('{"$take":1}')}`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
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
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it("records a device's groups set through the client", async () => {
    const client = createClient({ baseUrl: server.url, token: 't0ken' });
    await client.push.setGroups({ appName: 'app', deviceId: 'phone 1', groups: ['trendingNews'] });
    expect(server.service.groupsOf('app', 'phone 1')).toEqual(['trendingNews']);
  });

  it('answers 404 with a JSON body for a path the service does not have', async () => {
    const response = await fetch(`${server.url}/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('logs a path with a malformed % escape as sent, and keeps answering', async () => {
    expect(await rawGet('/games?x=%E0&fs=id')).toBe(200);
    expect(lines.at(-1)).toMatch(/^GET \/games\?x=%E0&fs=id → 200 /);
    expect(entries.at(-1)).toMatchObject({ method: 'GET', path: '/games?x=%E0&fs=id', status: 200 });
    expect(await rawGet('/teams?fs=abbr')).toBe(200);
  });

  it('answers 400 for a by-id or push path with a malformed % escape, and keeps answering', async () => {
    expect(await rawGet('/teams/%E0')).toBe(400);
    expect(entries.at(-1)).toMatchObject({ path: '/teams/%E0', status: 400 });
    const push = await sendBody(server, '/v1/push/app/devices/%E0/groups', 0);
    expect(push.status).toBe(400);
    expect(JSON.parse(push.body)).toMatchObject({ error: 'BAD_REQUEST' });
    expect(await rawGet('/games?s=100%')).toBe(400);
    expect(await rawGet('/teams?fs=abbr')).toBe(200);
  });

  it('answers 413 at once for a body declared over 1 MiB (300 MB), reading none of it', async () => {
    const { status, sent, body } = await sendBody(server, '/v1/push/app/devices/d/groups', 300 * 1024 * 1024);
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
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

  it('answers 500 when the service fails, logs it, and serves the next request', async () => {
    const { service } = server;
    const serve = service.serve;
    service.serve = () => Promise.reject(new Error('engine exploded'));
    try {
      const response = await fetch(`${server.url}/games`);
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ error: 'INTERNAL', message: 'Error: engine exploded' });
      expect(entries.at(-1)).toMatchObject({ path: '/games', status: 500 });
    } finally {
      service.serve = serve;
    }
    expect((await fetch(`${server.url}/games?fs=id`)).status).toBe(200);
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
