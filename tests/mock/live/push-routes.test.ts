/**
 * The mock server's push routes over real HTTP: a device's delivery stream (Server-Sent Events)
 * and the send endpoint `huddle trigger` calls.
 */
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventStreamReader, type StreamEvent } from '../../../src/cli/commands/listen/event-stream.ts';
import { openingComment } from '../../../src/mock/live/push-routes.ts';
import { type MockServer, type MockServerOptions, startMockServer } from '../../../src/mock/server/index.ts';
import type { PushMessage } from '../../../src/push/index.ts';
import { platformChoices } from '../../support/push/platform-choices.ts';

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

async function start(options: MockServerOptions = {}): Promise<MockServer> {
  const server = await startMockServer({ clock: 1_000, ...options });
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
  it('registers the device and streams each of its deliveries as an SSE event, readable by a loopback page', async () => {
    const server = await start();
    const page = { origin: 'http://localhost:5173' };
    const stream = await openStream(server, '/_mock/push/app/my%20phone?platform=toast', page);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('access-control-allow-origin')).toBe(page.origin);
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

  it('writes nothing after a stream has ended: a delivery just as the server closes is dropped, not thrown', async () => {
    const server = await start();
    const stream = await openStream(server, '/_mock/push/app/d?platform=aps');
    await stream.until('registered');
    await setGroups(server, 'd', [GROUP]);
    const closing = server.close();
    servers.splice(0);
    expect(server.service.push.send(scoring, { group: GROUP })).toHaveLength(1);
    await closing;
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
      body: { error: 'BAD_REQUEST', message: `platform: expected ${platformChoices}, found none` },
    });
    expect((await get('/_mock/push/app/d?platform=wns')).body.message).toBe(
      `platform: expected ${platformChoices}, found "wns"`,
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

/** A scoring notification some 3,000 characters long, so that a few hundred fill a socket. */
const long: PushMessage = { ...scoring, message: `Touchdown KC ${'x'.repeat(3_000)}` };

/** Resolves once `condition` holds, looking again after every few milliseconds. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A client that sends its GET over a raw socket and never reads a byte of the answer. */
async function neverReading(server: MockServer, path: string, headers = ''): Promise<Socket> {
  const socket = connect(server.port, '127.0.0.1');
  socket.pause();
  await once(socket, 'connect');
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n${headers}\r\n`);
  return socket;
}

/** Registers `app/d` on toast with GROUP set, and fills its outbox with `count` long deliveries. */
async function deviceWithOutbox(server: MockServer, count: number): Promise<void> {
  server.service.push.register('app', 'd', { platform: 'toast' });
  await setGroups(server, 'd', [GROUP]);
  for (let index = 0; index < count; index++) server.service.push.send(long, { group: GROUP });
}

describe('delivery streams stay within their limits', () => {
  it('closes a never-reading stream once it holds more than its buffered bytes, while a reading client of the device gets every delivery', async () => {
    // Over Node's own buffer of a socket (64 KiB), so that deliveries wait in the stream's queue.
    const cap = 128 * 1024;
    const server = await start({
      streamLimits: { bufferedBytes: cap, replay: 2_000 },
      pushLimits: { outbox: 2_000 },
    });
    await deviceWithOutbox(server, 2_000);
    const stuck = await neverReading(server, '/_mock/push/app/d?platform=toast', 'Last-Event-ID: 0\r\n');
    await until(() => server.deliveryStreams().length === 1);
    // Some 14 MB to replay, over what loopback's kernel buffers take (some 4 MB): written only as
    // far as the socket takes it, the rest left waiting as references to the outbox.
    const [held] = server.deliveryStreams();
    expect(held?.written).toBeLessThan(2_000);
    expect(held?.waiting).toBe(2_000 - (held?.written ?? 0));
    expect(held?.bufferedBytes).toBeLessThanOrEqual(cap);
    const reader = await openStream(server, '/_mock/push/app/d?platform=toast');
    await reader.until('registered');
    expect(server.deliveryStreams()).toHaveLength(2);

    let most = 0;
    const received: string[] = [];
    const sent: number[] = [];
    // One delivery at a time, read by the reading client, until the stuck stream is closed.
    while (server.deliveryStreams().length === 2 && sent.length < 10_000) {
      const [delivery] = server.service.push.send(long, { group: GROUP });
      sent.push(delivery?.sequence ?? 0);
      for (const { bufferedBytes } of server.deliveryStreams()) most = Math.max(most, bufferedBytes);
      received.push((await reader.next())?.id ?? 'end');
    }
    const [open] = server.deliveryStreams();
    expect(server.deliveryStreams()).toHaveLength(1);
    // The stuck client never closed its socket: the server did, within the cap.
    expect(stuck.destroyed).toBe(false);
    expect(most).toBeLessThanOrEqual(cap);
    expect(sent.length).toBeGreaterThan(0);
    expect(received).toEqual(sent.map(String));
    expect(open?.written).toBe(sent.length);
    stuck.destroy();
    reader.close();
  }, 30_000);

  it('replays at most the replay limit to Last-Event-ID: 0, the newest, at the pace of a client that reads', async () => {
    // 1,000 long deliveries, some 7 MB: more than loopback's kernel buffers take (some 4 MB) and
    // far over 64 KiB, so the replay goes on only as the client reads ('drain').
    const server = await start({
      streamLimits: { bufferedBytes: 64 * 1024, replay: 1_000 },
      pushLimits: { outbox: 1_500 },
    });
    await deviceWithOutbox(server, 1_500);
    const outbox = server.service.outbox('app', 'd');
    expect(outbox).toHaveLength(1_500);
    const stream = await openStream(server, '/_mock/push/app/d?platform=toast', { 'last-event-id': '0' });
    const ids: string[] = [];
    for (let index = 0; index < 1_000; index++) ids.push((await stream.next())?.id ?? 'end');
    expect(ids).toEqual(outbox.slice(-1_000).map(({ sequence }) => String(sequence)));
    // Nothing more was replayed: the next event is the next live delivery.
    const [live] = server.service.push.send(scoring, { group: GROUP });
    expect((await stream.next())?.id).toBe(String(live?.sequence));
    stream.close();
  }, 30_000);

  it('replays the newest 100 by default', async () => {
    const server = await start();
    await deviceWithOutbox(server, 150);
    const stream = await openStream(server, '/_mock/push/app/d?platform=toast', { 'last-event-id': '0' });
    const ids: string[] = [];
    for (let index = 0; index < 100; index++) ids.push((await stream.next())?.id ?? 'end');
    expect(ids[0]).toBe('51');
    const [live] = server.service.push.send(scoring, { group: GROUP });
    expect((await stream.next())?.id).toBe(String(live?.sequence));
    stream.close();
  });

  it('refuses a stream limit that is not a whole number of at least 1, naming it', async () => {
    const refused = startMockServer({ streamLimits: { perDevice: 0 } });
    await expect(refused).rejects.toThrow('streamLimits.perDevice: expected a whole number of at least 1, found 0');
    await expect(refused).rejects.toMatchObject({ code: 'ERR_ARGUMENT', argument: 'streamLimits.perDevice' });
  });

  it('keeps at most the per-device limit of streams open: a newer one closes the oldest', async () => {
    const server = await start({ streamLimits: { perDevice: 2 } });
    const streams = [];
    for (let index = 0; index < 3; index++) {
      const stream = await openStream(server, '/_mock/push/app/d?platform=aps');
      await stream.until('registered');
      streams.push(stream);
    }
    const [oldest, second, newest] = streams;
    expect(await oldest?.next()).toBeNull();
    expect(server.deliveryStreams().map(({ device }) => device)).toEqual(['d', 'd']);
    // Another device's streams are not counted with these.
    const other = await openStream(server, '/_mock/push/app/e?platform=aps');
    await other.until('registered');
    expect(server.deliveryStreams()).toHaveLength(3);
    await setGroups(server, 'd', [GROUP]);
    const [delivery] = server.service.push.send(scoring, { group: GROUP });
    expect((await second?.next())?.id).toBe(String(delivery?.sequence));
    expect((await newest?.next())?.id).toBe(String(delivery?.sequence));
    for (const stream of [second, newest, other]) stream?.close();
  });
});

describe('the opening comment', () => {
  const eventsIn = (text: string) => eventStreamReader().feed(text);

  it('lets no app name forge an event (the name is JSON on one comment line)', async () => {
    const server = await start();
    const forged = encodeURIComponent('x\nevent: delivery\nid: 9999\ndata: {"forged":true}\n\n');
    const stream = await openStream(server, `/_mock/push/${forged}/dev?platform=aps`);
    await stream.until('registered');
    expect(eventsIn(stream.raw())).toEqual([]);
    expect(stream.raw()).toBe(
      `: ${JSON.stringify('x\nevent: delivery\nid: 9999\ndata: {"forged":true}\n\n')} "dev" registered (aps)\n\n`,
    );
    stream.close();
  });

  it('parses to no event, on one line, for any app and device', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'binary' }),
        fc.constantFrom('aps', 'data', 'toast' as const),
        (app, device, platform) => {
          const comment = openingComment(app, device, platform);
          expect(eventsIn(comment)).toEqual([]);
          expect(comment.split(/\r\n|\r|\n/)).toHaveLength(3);
          expect(comment.endsWith('\n\n')).toBe(true);
        },
      ),
    );
  });

  it('parses to no event for any app and device on the wire, before the first delivery', async () => {
    const server = await start();
    const segment = fc.string({ unit: 'grapheme', minLength: 1 });
    await fc.assert(
      fc.asyncProperty(segment, segment, async (app, device) => {
        const path = `/_mock/push/${encodeURIComponent(app)}/${encodeURIComponent(device)}?platform=data`;
        const stream = await openStream(server, path);
        await stream.until('registered (data)\n\n');
        stream.close();
        expect(eventsIn(stream.raw())).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});
