/**
 * `HttpError.body`: the error response's body, parsed when it says JSON, its text otherwise, and
 * bounded by `maxResponseBytes`; on a real `node:http` server and through msw.
 */
import type { ServerResponse } from 'node:http';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError, createClient, HttpError, type SetGroupsRequest } from '../../src/index.ts';
import { createMockApi, sampleDataset } from '../../src/mock/index.ts';
import { useServer } from './support/http-server.ts';
import { rejection } from './support/rejection.ts';

const server = useServer();

const send = (status: number, type: string | null, body: string) =>
  server.handle((_request, response: ServerResponse) => {
    response.writeHead(status, type === null ? {} : { 'content-type': type });
    response.end(body);
  });

/** The HttpError a list call fails with. */
async function failure(options: { maxResponseBytes?: number } = {}): Promise<HttpError> {
  const error = await rejection(createClient({ baseUrl: server.base, retry: 0, ...options }).games.list());
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('HttpError.body on a real socket', () => {
  it('is the parsed JSON when the response says application/json', async () => {
    send(422, 'application/json; charset=utf-8', '{"error":"BAD_FS","at":[1,2]}');
    expect(await failure()).toMatchObject({ status: 422, body: { error: 'BAD_FS', at: [1, 2] } });
  });

  it('is parsed for a +json type too (problem details)', async () => {
    send(404, 'application/problem+json', '{"title":"Not Found"}');
    expect((await failure()).body).toEqual({ title: 'Not Found' });
  });

  it('is the text for any other type, even when the text is JSON', async () => {
    send(502, 'text/html', '<html>Bad gateway</html>');
    expect((await failure()).body).toBe('<html>Bad gateway</html>');
    send(404, 'text/plain', '{"looks":"like json"}');
    expect((await failure()).body).toBe('{"looks":"like json"}');
  });

  it('is the text when a body labelled JSON does not parse', async () => {
    send(500, 'application/json', '{"error":');
    expect((await failure()).body).toBe('{"error":');
  });

  it('is undefined when there was no body', async () => {
    send(404, 'application/json', '');
    expect(await failure()).toMatchObject({ body: undefined, bodyExcerpt: '' });
  });

  it('keeps a body far longer than the excerpt whole', async () => {
    const message = 'y'.repeat(100_000);
    send(400, 'application/json', JSON.stringify({ message }));
    const error = await failure();
    expect(error.body).toEqual({ message });
    expect(error.bodyExcerpt).toHaveLength(201);
  });

  it('is undefined past maxResponseBytes, where reading stops; the excerpt shows how it began', async () => {
    send(500, 'application/json', JSON.stringify({ message: 'z'.repeat(10_000) }));
    const error = await failure({ maxResponseBytes: 1000 });
    expect(error.body).toBeUndefined();
    expect(error.bodyExcerpt.startsWith('{"message":"zzz')).toBe(true);
  });

  it("is the push call's 400 body too", async () => {
    send(400, 'application/json', '{"invalid":["x"]}');
    const error = await rejection(
      createClient({ baseUrl: server.base, token: 't', retry: 0 }).push.setGroups({
        appName: 'a',
        deviceId: 'd',
        groups: [],
      }),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ status: 400, body: { invalid: ['x'] } });
  });
});

describe('HttpError.body through msw', () => {
  const BASE = 'https://api.test';
  const mock = setupServer();
  beforeAll(() => mock.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => mock.resetHandlers());
  afterAll(() => mock.close());
  const client = createClient({ baseUrl: BASE, retry: 0 });

  it('is the parsed JSON of HttpResponse.json', async () => {
    mock.use(http.get(`${BASE}/teams/t1`, () => HttpResponse.json({ error: 'NOT_FOUND' }, { status: 404 })));
    await expect(client.teams.get('t1')).rejects.toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
  });

  it('is the text of HttpResponse.text', async () => {
    mock.use(http.get(`${BASE}/games`, () => HttpResponse.text('down for maintenance', { status: 503 })));
    await expect(client.games.list()).rejects.toMatchObject({ status: 503, body: 'down for maintenance' });
  });
});

/**
 * The push call's refusals have no body (spec: "`400` Bad Request, no body"); huddle's mock says
 * why in the `x-huddle-reason` header, and the error's message shows it where the body is empty.
 */
describe('HttpError.reason: the x-huddle-reason header', () => {
  const setGroups = (groups: SetGroupsRequest['groups']) =>
    rejection(
      createClient({ baseUrl: server.base, token: 't', retry: 0 }).push.setGroups({
        appName: 'a',
        deviceId: 'd',
        groups,
      }),
    );

  it('is in the message of a 400 with no body', async () => {
    server.handle((_request, response: ServerResponse) => {
      response.writeHead(400, { 'x-huddle-reason': 'Unknown group "breakingNewz"' });
      response.end();
    });
    const error = (await setGroups(['breakingNews'])) as HttpError;
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({
      status: 400,
      body: undefined,
      bodyExcerpt: '',
      reason: 'Unknown group "breakingNewz"',
    });
    expect(error.message).toContain('answered 400: Unknown group "breakingNewz"');
  });

  it('gives way to the body in the message when there is one, and is null without the header', async () => {
    server.handle((_request, response: ServerResponse) => {
      response.writeHead(400, { 'content-type': 'text/plain', 'x-huddle-reason': 'from the header' });
      response.end('from the body');
    });
    const error = (await setGroups(['breakingNews'])) as HttpError;
    expect(error.message).toContain('answered 400: from the body');
    expect(error.reason).toBe('from the header');
    send(404, null, '');
    expect((await failure()).reason).toBeNull();
  });

  it("carries the mock's own reason for a refusal of its push call", async () => {
    const BASE = 'https://push.test';
    const api = createMockApi({ baseUrl: BASE, dataset: sampleDataset() });
    const mock = setupServer(...api.handlers);
    mock.listen({ onUnhandledFrame: 'error' });
    try {
      const client = createClient({ baseUrl: BASE, token: 't', retry: 0 });
      // The client refuses bad names before sending: the mock is made to refuse the call instead.
      api.fail('push', { status: 400 });
      const error = (await rejection(
        client.push.setGroups({ appName: 'a', deviceId: 'd', groups: ['breakingNews'] }),
      )) as HttpError;
      expect(error).toMatchObject({ status: 400, body: undefined, reason: 'Injected 400 for push' });
      expect(error.message).toContain('answered 400: Injected 400 for push');
    } finally {
      mock.close();
    }
  });
});
