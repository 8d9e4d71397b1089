/**
 * client.push.setGroups against msw and against a real node:http server on 127.0.0.1.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, createClient, GroupNameError, HttpError } from '../../src/index.ts';
import { rejection } from './support/rejection.ts';

describe('setGroups with msw', () => {
  const mock = setupServer();
  beforeAll(() => mock.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => mock.close());

  it('PUTs the groups with the token, and resolves on 202', async () => {
    const requests: { url: string; auth: string | null; type: string | null; body: unknown }[] = [];
    mock.use(
      http.put('https://push.test/v1/push/:app/devices/:id/groups', async ({ request }) => {
        requests.push({
          url: request.url,
          auth: request.headers.get('authorization'),
          type: request.headers.get('content-type'),
          body: await request.json(),
        });
        return new HttpResponse(null, { status: 202 });
      }),
    );
    const client = createClient({ baseUrl: 'https://api.test', pushBaseUrl: 'https://push.test', token: 't0k' });
    await expect(
      client.push.setGroups({ appName: 'my app', deviceId: 'dev/1?x', groups: ['breakingNews', 'teamAlertNews_NE'] }),
    ).resolves.toBeUndefined();
    expect(requests).toEqual([
      {
        url: 'https://push.test/v1/push/my%20app/devices/dev%2F1%3Fx/groups',
        auth: 'Bearer t0k',
        type: 'application/json',
        body: { groups: ['breakingNews', 'teamAlertNews_NE'] },
      },
    ]);
  });

  it('rejects a 400 with BadRequestError', async () => {
    mock.use(http.put('https://api.test/v1/push/app/devices/d/groups', () => new HttpResponse(null, { status: 400 })));
    const client = createClient({ baseUrl: 'https://api.test', token: 't' });
    const error = await rejection(client.push.setGroups({ appName: 'app', deviceId: 'd', groups: [] }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, request: { method: 'PUT' } });
  });

  it('refuses bad names, repeated names and a missing token before sending anything', async () => {
    const client = createClient({ baseUrl: 'https://api.test', token: 't' });
    await expect(
      client.push.setGroups({ appName: 'a', deviceId: 'd', groups: ['teamAlertNews_ne'] }),
    ).rejects.toBeInstanceOf(GroupNameError);
    await expect(
      client.push.setGroups({ appName: 'a', deviceId: 'd', groups: ['breakingNews', 'breakingNews'] }),
    ).rejects.toThrow('listed twice');
    await expect(
      createClient({ baseUrl: 'https://api.test' }).push.setGroups({ appName: 'a', deviceId: 'd', groups: [] }),
    ).rejects.toThrow('setGroups needs a token');
    await expect(client.push.setGroups({ appName: '', deviceId: 'd', groups: [] })).rejects.toThrow(
      'non-empty appName',
    );
  });

  it('refuses a name outside the catalog from untyped code with a GroupNameError, as typed code cannot write it', async () => {
    const client = createClient({ baseUrl: 'https://api.test', token: 't' });
    // Typed, `groups` takes catalog names only (tests/declarations/push-groups.test-d.ts).
    const untyped = client.push as unknown as {
      setGroups(request: { appName: string; deviceId: string; groups: string[] }): Promise<void>;
    };
    const error = await rejection(untyped.setGroups({ appName: 'a', deviceId: 'd', groups: ['breakingnews'] }));
    expect(error).toBeInstanceOf(GroupNameError);
    expect(error).toMatchObject({ message: expect.stringContaining('breakingnews') });
  });
});

describe('setGroups on the wire', () => {
  let server: Server;
  let base: string;
  const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  let answers: number[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
        const status = request.headers.authorization ? (answers.shift() ?? 202) : 401;
        response.writeHead(status, status === 503 ? { 'retry-after': '0' } : {});
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends method, encoded path, headers and body exactly', async () => {
    seen.length = 0;
    answers = [202];
    await createClient({ baseUrl: base, token: 'abc' }).push.setGroups({
      appName: 'huddle ü',
      deviceId: 'a/b',
      groups: ['trendingNews'],
    });
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      url: '/v1/push/huddle%20%C3%BC/devices/a%2Fb/groups',
      body: '{"groups":["trendingNews"]}',
    });
    expect(seen[0]?.headers.authorization).toBe('Bearer abc');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('rejects a 400 with BadRequestError, without retrying', async () => {
    seen.length = 0;
    answers = [400];
    const error = await rejection(
      createClient({ baseUrl: base, token: 'abc' }).push.setGroups({
        appName: 'app',
        deviceId: 'd',
        groups: ['breakingNews'],
      }),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect(seen).toHaveLength(1);
  });

  it('retries a 500, then resolves on the 202', async () => {
    seen.length = 0;
    answers = [500, 202];
    await createClient({ baseUrl: base, token: 'abc', retry: { limit: 2, delay: () => 10 } }).push.setGroups({
      appName: 'app',
      deviceId: 'd',
      groups: [],
    });
    expect(seen.map((request) => request.method)).toEqual(['PUT', 'PUT']);
  });

  it('answers 401 with HttpError, after asking a token function once more', async () => {
    seen.length = 0;
    answers = [401, 401];
    const reasons: string[] = [];
    const client = createClient({
      baseUrl: base,
      retry: 0,
      token: ({ reason }) => {
        reasons.push(reason);
        return 'stale';
      },
    });
    await expect(client.push.setGroups({ appName: 'app', deviceId: 'd', groups: [] })).rejects.toMatchObject({
      status: 401,
    });
    expect(reasons).toEqual(['request', 'unauthorized']);
  });
});
