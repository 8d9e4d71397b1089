/**
 * The mock server's push routes over real HTTP: a device's delivery stream (Server-Sent Events)
 * and the send endpoint `huddle trigger` calls.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventStreamReader, type StreamEvent } from '../../../src/cli/listen/event-stream.ts';
import type { PushMessage } from '../../../src/push/index.ts';
import { type MockServer, startMockServer } from '../../../src/server.ts';

const scoring: PushMessage = {
  message: 'Touchdown KC',
  extras: { type: 'teamAlertScoringPlay', more: { gameId: '0042' } },
};
const GROUP = 'teamAlertScoringPlays_KC';

const servers: MockServer[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(): Promise<MockServer> {
  const server = await startMockServer({ clock: 1_000 });
  servers.push(server);
  return server;
}

/** A delivery stream opened with fetch, read event by event (comments too, as `comment`). */
async function openStream(server: MockServer, path: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}${path}`, { headers, signal: controller.signal });
  const reader = response.body?.getReader();
  const parser = eventStreamReader();
  const decoder = new TextDecoder();
  const queue: StreamEvent[] = [];
  let raw = '';
  return {
    response,
    /** Everything read so far, as sent. */
    raw: () => raw,
    /** The next event, reading on as needed; `null` when the stream ends. */
    async next(): Promise<StreamEvent | null> {
      while (queue.length === 0) {
        const chunk = await reader?.read();
        if (chunk === undefined || chunk.done) return null;
        const text = decoder.decode(chunk.value, { stream: true });
        raw += text;
        queue.push(...parser.feed(text));
      }
      return queue.shift() ?? null;
    },
    /** Reads until `text` has come. */
    async until(text: string): Promise<void> {
      while (!raw.includes(text)) {
        const chunk = await reader?.read();
        if (chunk === undefined || chunk.done) throw new Error(`the stream ended before ${JSON.stringify(text)}`);
        const read = decoder.decode(chunk.value, { stream: true });
        raw += read;
        queue.push(...parser.feed(read));
      }
    },
    close: () => controller.abort(),
  };
}

async function setGroups(server: MockServer, device: string, groups: readonly string[]) {
  const response = await fetch(`${server.url}/v1/push/app/devices/${device}/groups`, {
    method: 'PUT',
    headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
    body: JSON.stringify({ groups }),
  });
  expect(response.status).toBe(202);
}

async function send(server: MockServer, body: unknown) {
  const response = await fetch(`${server.url}/_mock/push/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { deliveries?: number; message?: string } };
}

describe('GET /_mock/push/{app}/{device}', () => {
  it('registers the device and streams each of its deliveries as an SSE event, CORS open', async () => {
    const server = await start();
    const stream = await openStream(server, '/_mock/push/app/my%20phone?platform=toast');
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('access-control-allow-origin')).toBe('*');
    await stream.until('registered');
    await setGroups(server, 'my%20phone', [GROUP]);

    expect(await send(server, { group: GROUP, notification: scoring })).toEqual({
      status: 202,
      body: { deliveries: 1 },
    });
    const event = await stream.next();
    const [delivery] = server.service.outbox('app', 'my phone');
    expect(delivery).toMatchObject({ platform: 'toast', sequence: 1, at: 1_000 });
    expect(event).toEqual({ event: 'delivery', id: '1', data: JSON.stringify(delivery) });
    expect(JSON.parse(event?.data ?? '')).toEqual(delivery);
    stream.close();
  });

  it('registers the carrier given, so the device receives closeGameCarrier', async () => {
    const server = await start();
    const stream = await openStream(server, '/_mock/push/app/d?platform=aps&carrier=Acme');
    await stream.until('registered');
    await setGroups(server, 'd', ['closeGameCarrier']);
    const close = { message: 'Close', extras: { type: 'relationalAlertGameDiff', more: { gameId: '9' } } };
    expect((await send(server, { group: 'closeGameCarrier', notification: close })).body).toEqual({ deliveries: 1 });
    expect(JSON.parse((await stream.next())?.data ?? '')).toMatchObject({ group: 'closeGameCarrier', platform: 'aps' });
    stream.close();
  });

  it('sends first what the device received after Last-Event-ID, when a client reconnects', async () => {
    const server = await start();
    const first = await openStream(server, '/_mock/push/app/d?platform=data');
    await first.until('registered');
    await setGroups(server, 'd', [GROUP]);
    for (let count = 0; count < 3; count++) await send(server, { group: GROUP, notification: scoring });
    first.close();
    const again = await openStream(server, '/_mock/push/app/d?platform=data', { 'last-event-id': '1' });
    expect((await again.next())?.id).toBe('2');
    expect((await again.next())?.id).toBe('3');
    again.close();
  });

  it('writes a comment line every 15 seconds to keep the connection open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const server = await start();
    const stream = await openStream(server, '/_mock/push/app/d?platform=aps');
    await stream.until('registered');
    vi.advanceTimersByTime(14_999);
    vi.advanceTimersByTime(1);
    await stream.until(': keep-alive\n\n');
    expect(stream.raw().match(/keep-alive/g)).toHaveLength(1);
    stream.close();
  });

  it('ends the stream cleanly when the server closes, without waiting for its grace period', async () => {
    const server = await start();
    const stream = await openStream(server, '/_mock/push/app/d?platform=aps');
    await stream.until('registered');
    vi.useFakeTimers({ toFake: ['setTimeout'] }); // the grace period's cut never comes: the server ends the stream
    await server.close();
    servers.splice(0);
    expect(await stream.next()).toBeNull();
  });

  it('refuses a missing or unknown platform, an empty carrier, another method or path, naming what is wrong', async () => {
    const server = await start();
    const get = async (path: string, method = 'GET') => {
      const response = await fetch(`${server.url}${path}`, { method });
      return { status: response.status, body: await response.json() };
    };
    expect(await get('/_mock/push/app/d')).toEqual({
      status: 400,
      body: { error: 'BAD_REQUEST', message: 'platform: expected aps, data or toast, found none' },
    });
    expect((await get('/_mock/push/app/d?platform=wns')).body.message).toBe(
      'platform: expected aps, data or toast, found "wns"',
    );
    expect((await get('/_mock/push/app/d?platform=aps&carrier=')).body.message).toMatch(/^carrier: /);
    expect((await get('/_mock/push/app/d?platform=aps', 'DELETE')).status).toBe(405);
    expect((await get('/_mock/push/app')).status).toBe(404);
    expect((await get('/_mock/push/send')).status).toBe(405);
  });
});

describe('POST /_mock/push/send', () => {
  it('answers 202 with how many devices received it (none subscribed: 0)', async () => {
    const server = await start();
    expect(await send(server, { group: GROUP, notification: scoring })).toEqual({
      status: 202,
      body: { deliveries: 0 },
    });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const server = await start();
    const message = async (body: unknown) => {
      const answer = await send(server, body);
      expect(answer.status).toBe(400);
      return answer.body.message;
    };
    expect(await message('not json')).toMatch(/^body: /);
    expect(await message({ notification: scoring })).toBe('group: expected a group name, found undefined');
    expect(await message({ group: 'teamAlertScoringPlay_KC', notification: scoring })).toMatch(/^group: Invalid group/);
    expect(await message({ group: GROUP })).toMatch(/^notification: expected an object/);
    expect(
      await message({ group: GROUP, notification: { message: 'm', extras: { type: 'scoring', more: {} } } }),
    ).toMatch(/^notification\.extras\.type: "scoring" is no notification type/);
    expect(
      await message({ group: GROUP, notification: { message: 'm', extras: { type: 'teamAlertScoringPlay' } } }),
    ).toBe('notification.extras.more.gameId: missing: teamAlertScoringPlay needs it');
  });
});
