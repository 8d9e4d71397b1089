/**
 * The /_mock/* route table and its typed client (`createMockControl`), against a real
 * `startMockServer` on 127.0.0.1: the paths the server routes by are the paths the client builds,
 * and each failure is a `MockControlError` with a code to switch on.
 */
import { createServer } from 'node:net';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { eventStreamReader } from '../../../src/cli/commands/listen/event-stream.ts';
import { openingComment } from '../../../src/mock/live/push-routes.ts';
import {
  createMockControl,
  MockControlError,
  type MockServer,
  mockRoutes,
  startMockServer,
} from '../../../src/mock/server/index.ts';

const servers: MockServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(): Promise<MockServer> {
  const server = await startMockServer({ clock: Date.UTC(2024, 8, 5) });
  servers.push(server);
  return server;
}

const breaking = { message: 'Trade!', extras: { type: 'breakingNews', more: { articleId: '9' } } };

/** A port that was free a moment ago and has nothing listening on it. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the /_mock route table', () => {
  it('writes the paths the docs name, each segment of a stream path encoded', () => {
    expect(mockRoutes.clock.path()).toBe('/_mock/clock');
    expect(mockRoutes.send.path()).toBe('/_mock/push/send');
    expect(mockRoutes.stream.template).toBe('/_mock/push/{app}/{device}');
    expect(mockRoutes.stream.path('my app', 'a/b')).toBe('/_mock/push/my%20app/a%2Fb');
  });

  it('a stream path the table builds is the device the server registers, for any app and device', async () => {
    const server = await start();
    const mock = createMockControl(server.url);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.string({ minLength: 1, maxLength: 12 }),
        async (app, device) => {
          const controller = new AbortController();
          const reader = (await mock.stream(app, device, { platform: 'aps' }, controller.signal)).getReader();
          const decoder = new TextDecoder();
          let opening = '';
          while (!opening.includes('\n\n')) {
            const { value, done } = await reader.read();
            if (done) break;
            opening += decoder.decode(value, { stream: true });
          }
          controller.abort();
          expect(opening).toBe(openingComment(app, device, 'aps'));
        },
      ),
      { numRuns: 15 },
    );
  });

  it('answers a path under /_mock/push/ that is in no row with 404 naming the rows', async () => {
    const server = await start();
    const response = await fetch(`${server.url}/_mock/push/a`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(
      `Expected ${mockRoutes.stream.template} or ${mockRoutes.send.template}`,
    );
  });
});

describe('createMockControl', () => {
  it('sends to a group and the registered device receives it on its stream', async () => {
    const server = await start();
    const mock = createMockControl(`${server.url}/`);
    expect(mock.baseUrl).toBe(server.url);
    const controller = new AbortController();
    const body = await mock.stream('demo', 'phone', { platform: 'data' }, controller.signal);
    const response = await fetch(`${server.url}/v1/push/demo/devices/phone/groups`, {
      method: 'PUT',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: JSON.stringify({ groups: ['breakingNews'] }),
    });
    expect(response.status).toBe(202);
    expect(await mock.send('breakingNews', breaking)).toBe(1);
    const reader = eventStreamReader();
    const decoder = new TextDecoder();
    for await (const chunk of body) {
      const [event] = reader.feed(decoder.decode(chunk, { stream: true })).filter((e) => e.event === 'delivery');
      if (event === undefined) continue;
      expect(JSON.parse(event.data)).toMatchObject({ app: 'demo', device: 'phone', group: 'breakingNews' });
      break;
    }
    controller.abort();
  });

  it('tells and moves the clock', async () => {
    const server = await start();
    const mock = createMockControl(server.url);
    const before = await mock.clock();
    expect(before).toEqual({ now: '2024-09-05T00:00:00.000Z', ms: Date.UTC(2024, 8, 5) });
    expect((await mock.moveClock({ advance: '15m' })).ms).toBe(before.ms + 15 * 60_000);
    expect((await mock.moveClock({ set: '2024-09-06T00:00:00Z' })).now).toBe('2024-09-06T00:00:00.000Z');
  });

  it('a refused call is a MockControlError ERR_MOCK_REFUSED with the status and the field the mock names', async () => {
    const server = await start();
    const error = await createMockControl(server.url)
      .send('no group', breaking)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MockControlError);
    expect(error).toMatchObject({ code: 'ERR_MOCK_REFUSED', status: 400, baseUrl: server.url });
    expect((error as MockControlError).detail).toMatch(/^group: /);
    expect((error as MockControlError).message).toMatch(/^the mock answered 400: group: /);
  });

  it('a mock that is not there is a MockControlError ERR_MOCK_UNREACHABLE with the system code', async () => {
    const base = `http://127.0.0.1:${await closedPort()}`;
    const error = await createMockControl(base)
      .clock()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'ERR_MOCK_UNREACHABLE', status: null, detail: 'ECONNREFUSED' });
    expect((error as Error).message).toBe(`cannot reach the mock at ${base} (ECONNREFUSED)`);
  });
});
