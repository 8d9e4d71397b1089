/**
 * The client as React Native runs it: no `AbortSignal.any`, `AbortSignal.timeout` or
 * `structuredClone`, and a `fetch` (whatwg-fetch over XMLHttpRequest) that resolves once the
 * whole body has arrived, with a Response that has no stream: its `body` is `undefined` (a spec
 * Response without one says `null`; both are tried) while `text()` and `arrayBuffer()` work.
 *
 * And no `URL` or `URLSearchParams` that huddle could build a URL with. React Native's
 * (Libraries/Blob/URL.js) have getters only, most of which throw ("URL.pathname not
 * implemented"), append a `/` to a URL given without a base, and keep `searchParams` as a copy
 * appended on `toString()`. Stricter than that, here huddle's own code may not touch either
 * global at all, nor ky `URL`: both throw when read from there (see {@link guardUrlGlobals}).
 *
 * The globals are removed before huddle, and with it ky, is first imported: ky decides when it
 * loads whether to use `AbortSignal.any`, and had it decided yes, every request here (all carry a
 * signal) would fail on the missing function. Real HTTP throughout: the mock service of
 * huddle/server over the league's season for data, a bare node:http server for the failures.
 */
import { getEventListeners } from 'node:events';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, useServer } from './support/http-server.ts';
import { rejection } from './support/rejection.ts';

type Huddle = typeof import('../../src/index.ts');
type MockServer = Awaited<ReturnType<typeof import('../../src/mock/server/index.ts').startMockServer>>;
type Fetch = typeof fetch;

const missing = [
  [AbortSignal, 'any'],
  [AbortSignal, 'timeout'],
  [globalThis, 'structuredClone'],
] as const;
const saved = missing.map(([owner, name]) => [owner, name, Object.getOwnPropertyDescriptor(owner, name)] as const);

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const KY = fileURLToPath(new URL('../../node_modules/ky/', import.meta.url));
const guarded = ['URL', 'URLSearchParams'] as const;
const savedGlobals = guarded.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
/** Every read of a guarded global from code that may not touch it: the global and the frame. */
const touches: string[] = [];

/** The frames of the stack of a getter call, from the code that read the property on. */
function readerFrames(): string[] {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 100;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return stack.split('\n').slice(3); // "Error", readerFrames, the getter
}

/**
 * Makes `URL` and `URLSearchParams` throw when huddle's code reads them (the mock's, which runs
 * in Node and browsers, aside), and `URL` also when ky does. Everyone else sees the real ones:
 * Node's own fetch and Request are built on `URL`, where React Native's whatwg-fetch is not; the
 * mock and the test server stand for a service elsewhere; and ky reads `URLSearchParams` only in
 * `instanceof` checks, which React Native's answers as well.
 */
function guardUrlGlobals(): void {
  for (const [name, descriptor] of savedGlobals) {
    const real: unknown = descriptor?.value;
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        const frames = readerFrames();
        const reader = frames[0] ?? '';
        const byMock = frames.some((frame) => frame.includes(`${SRC}mock/`));
        const byHuddle = reader.includes(SRC) && !byMock;
        const byKy = name === 'URL' && reader.includes(KY);
        if (!byHuddle && !byKy) return real;
        touches.push(`${name} read ${reader.trim()}`);
        throw new TypeError(`globalThis.${name} is not for huddle's client (React Native's cannot build a URL)`);
      },
    });
  }
}

let huddle: Huddle;
let mock: MockServer;

beforeAll(async () => {
  for (const [owner, name] of missing) {
    Reflect.deleteProperty(owner, name);
    if (name in owner) throw new Error(`${name} could not be removed`);
  }
  guardUrlGlobals();
  huddle = await import('../../src/index.ts');
  const [{ startMockServer }, { createDataset }] = await Promise.all([
    import('../../src/mock/server/index.ts'),
    import('../../src/league/index.ts'),
  ]);
  mock = await startMockServer({ dataset: createDataset({ seed: 1 }) });
}, 30_000);

afterAll(async () => {
  await mock.close();
  for (const [owner, name, descriptor] of saved) if (descriptor) Object.defineProperty(owner, name, descriptor);
  for (const [name, descriptor] of savedGlobals) if (descriptor) Object.defineProperty(globalThis, name, descriptor);
});

// A read huddle caught and turned into another error still fails the test that made it.
afterEach(() => {
  expect(touches.splice(0)).toEqual([]);
});

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** A fetch, and the signal of every request it was handed. */
interface RecordingFetch {
  readonly fetch: Fetch;
  readonly signals: AbortSignal[];
}

const signalOf = (input: Parameters<Fetch>[0], init: Parameters<Fetch>[1]) =>
  init?.signal ?? (input instanceof Request ? input.signal : undefined);

/** `response` without a stream: `body` reads as `body`, the body methods still work. */
function withoutStream(response: Response, body: null | undefined): Response {
  Object.defineProperty(response, 'body', { value: body });
  return response;
}

/** React Native's fetch: it resolves once the whole body has arrived, with no stream. */
function reactNativeFetch(body: null | undefined): RecordingFetch {
  const signals: AbortSignal[] = [];
  const fetchLike: Fetch = async (input, init) => {
    const signal = signalOf(input, init);
    if (signal) signals.push(signal);
    const real = await fetch(input, init);
    const bytes = NULL_BODY_STATUSES.has(real.status) ? null : await real.arrayBuffer();
    return withoutStream(new Response(bytes, real), body);
  };
  return { fetch: fetchLike, signals };
}

/**
 * A fetch without a stream whose body never finishes reading and ignores every abort: only the
 * client's race of the read against its signal ends the wait.
 */
function stalledBodyFetch(): RecordingFetch {
  const signals: AbortSignal[] = [];
  const fetchLike: Fetch = async (input, init) => {
    const signal = signalOf(input, init);
    if (signal) signals.push(signal);
    const response = withoutStream(await fetch(input, init), undefined);
    const never = () => new Promise<never>(() => undefined);
    Object.defineProperty(response, 'text', { value: never });
    Object.defineProperty(response, 'arrayBuffer', { value: never });
    return response;
  };
  return { fetch: fetchLike, signals };
}

/** Resolves when the server's response closes, with whether it closed before being finished. */
function closed(response: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => response.on('close', () => resolve(!response.writableFinished)));
}

/**
 * Whether the server saw its response closed before it was finished. No deadline of its own: a
 * connection that is never closed fails the test by its timeout, and a busy machine cannot.
 */
const closedEarly = (closing: Promise<boolean> | undefined): Promise<boolean> =>
  closing ?? Promise.reject(new Error('no request arrived'));

describe('the URL guard', () => {
  it("throws at a read from huddle's code, and records it", () => {
    const builder = huddle.createClient({ baseUrl: mock.url }).games.select('id');
    expect(() => builder.toSearchParams()).toThrow("globalThis.URLSearchParams is not for huddle's client");
    expect(touches.splice(0)).toEqual([expect.stringMatching(/^URLSearchParams read at .*src\/query\/builder\.ts/)]);
  });

  it('throws at a read of URL from ky, which is handed strings and so never reads it', async () => {
    const { default: ky } = await import('ky');
    const error = await rejection(Promise.resolve().then(() => ky(new AbortController() as never)));
    expect(error).toMatchObject({
      message: "globalThis.URL is not for huddle's client (React Native's cannot build a URL)",
    });
    expect(touches.splice(0)).toEqual([expect.stringMatching(/^URL read at .*node_modules\/ky\//)]);
  });

  it('hands everyone else the real globals: the test, the mock, Node', () => {
    expect(new URL('http://h/a?x=1').searchParams.get('x')).toBe('1');
  });
});

describe.each([
  ['undefined (whatwg-fetch)', undefined],
  ['null', null],
] as const)('with a fetch whose responses have no stream (body %s)', (_name, body) => {
  /** A client against the mock service; `signal` stands for an app's own signal, never aborted. */
  const client = (options: { retry?: number } = {}) =>
    huddle.createClient({ baseUrl: mock.url, token: 't0k', fetch: reactNativeFetch(body).fetch, ...options });
  const signal = new AbortController().signal;

  it('lists a page', async () => {
    const { data } = await client().teams.select({ id: true, abbr: true }).take(5).list({ signal });
    const expected = mock.service.dataset.teams.slice(0, 5).map(({ id, abbr }) => ({ id, abbr }));
    expect(data).toEqual(expected);
  });

  it('walks every page with .all()', async () => {
    const abbrs: (string | null)[] = [];
    for await (const team of client().teams.select({ abbr: true }).take(10).all({ signal })) abbrs.push(team.abbr);
    expect(abbrs).toEqual(mock.service.dataset.teams.map((team) => team.abbr));
    expect(abbrs.length).toBeGreaterThan(10); // more than one page
  });

  it('gets a record by id', async () => {
    const team = mock.service.dataset.teams[3];
    if (typeof team?.id !== 'string') throw new Error('the dataset has no fourth team with an id');
    expect(await client().teams.select({ abbr: true }).get(team.id, { signal })).toEqual({ abbr: team.abbr });
  });

  it('sends the push call', async () => {
    const groups = ['breakingNews', 'teamAlertNews_NE'] as const;
    await client().push.setGroups({ appName: 'rn-app', deviceId: `device-${String(body)}`, groups, signal });
    expect(mock.service.groupsOf('rn-app', `device-${String(body)}`)).toEqual(groups);
  });

  it('retries a 503, then reads the answer', async () => {
    mock.service.fail('teams', { status: 503, count: 1 });
    const fetchLike = reactNativeFetch(body);
    const rn = huddle.createClient({ baseUrl: mock.url, fetch: fetchLike.fetch, retry: { limit: 1, delay: () => 10 } });
    const { data } = await rn.teams.select({ abbr: true }).take(2).list({ signal });
    expect(data).toHaveLength(2);
    expect(fetchLike.signals).toHaveLength(2);
  });
});

describe('time limits and cancellation without AbortSignal.any', () => {
  const server = useServer();

  it('a timeout while waiting for the headers aborts the fetch: the server sees the connection closed', async () => {
    let closing: Promise<boolean> | undefined;
    server.handle((_request, response) => {
      closing = closed(response); // never answers
    });
    const fetchLike = reactNativeFetch(undefined);
    // clock: the server never answers, so the deadline is the only outcome whatever the load
    const client = huddle.createClient({ baseUrl: server.base, fetch: fetchLike.fetch, timeout: 200, retry: 0 });
    const error = await rejection(client.teams.list({ signal: new AbortController().signal }));
    expect(error).toBeInstanceOf(huddle.TimeoutError);
    expect(fetchLike.signals.map((handed) => handed.aborted)).toEqual([true]);
    expect(await closedEarly(closing)).toBe(true);
  });

  it('a timeout while the body is read ends the read and aborts the fetch', async () => {
    let closing: Promise<boolean> | undefined;
    server.handle((_request, response) => {
      closing = closed(response);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[');
    });
    const fetchLike = stalledBodyFetch();
    // clock: the server never answers, so the deadline is the only outcome whatever the load
    const client = huddle.createClient({ baseUrl: server.base, fetch: fetchLike.fetch, timeout: 200, retry: 0 });
    const error = await rejection(client.teams.list()); // the stalled body would never end the read
    expect(error).toBeInstanceOf(huddle.TimeoutError);
    expect(fetchLike.signals.map((handed) => handed.aborted)).toEqual([true]);
    expect(await closedEarly(closing)).toBe(true);
  });

  it("the caller's abort while waiting for the headers aborts the fetch", async () => {
    let closing: Promise<boolean> | undefined;
    server.handle((_request, response) => {
      closing = closed(response);
    });
    const fetchLike = reactNativeFetch(undefined);
    const client = huddle.createClient({ baseUrl: server.base, fetch: fetchLike.fetch, retry: 0 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('screen left')), 100);
    const error = await rejection(client.teams.list({ signal: controller.signal }));
    expect(error).toBeInstanceOf(huddle.AbortError);
    expect(error).toMatchObject({ cause: { message: 'screen left' } });
    expect(fetchLike.signals.map((handed) => handed.aborted)).toEqual([true]);
    expect(await closedEarly(closing)).toBe(true);
  });

  it("the caller's abort while the body is read ends the read at once", async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[');
    });
    const fetchLike = stalledBodyFetch();
    const client = huddle.createClient({ baseUrl: server.base, fetch: fetchLike.fetch, retry: 0 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('screen left')), 100);
    const error = await rejection(client.teams.list({ signal: controller.signal })); // nor would the stalled body
    expect(error).toBeInstanceOf(huddle.AbortError);
    expect(fetchLike.signals.map((handed) => handed.aborted)).toEqual([true]);
  });

  it("the caller's abort during the wait before a retry ends the call at once, and nothing more is sent", async () => {
    server.handle((_request, response) => json(response, 500, {}));
    // ky cannot cut its own wait short here: were the call not ended beside it, two minutes would pass.
    const client = huddle.createClient({
      baseUrl: server.base,
      fetch: reactNativeFetch(undefined).fetch,
      retry: { limit: 1, delay: () => 120_000, backoffLimit: 120_000 },
    });
    const controller = new AbortController();
    const calling = rejection(client.games.list({ signal: controller.signal }));
    while (server.seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort(new Error('screen left'));
    const error = await calling;
    expect(error).toBeInstanceOf(huddle.AbortError);
    expect(error).toMatchObject({ cause: { message: 'screen left' } });
    expect(server.seen).toHaveLength(1);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it("leaves no listener on the caller's signal, however many calls it served", async () => {
    server.handle((_request, response) => json(response, 200, []));
    const client = huddle.createClient({ baseUrl: server.base, fetch: reactNativeFetch(undefined).fetch });
    const caller = new AbortController().signal;
    for (let call = 0; call < 5; call++) await client.games.list({ signal: caller });
    expect(server.seen).toHaveLength(5);
    expect(getEventListeners(caller, 'abort')).toHaveLength(0);
  });
});

describe('maxResponseBytes without a stream', () => {
  const server = useServer();
  const limit = 1_000;
  /** Answers `text`, as one chunk with its length declared or as two without. */
  const answer = (status: number, type: string, text: string, declared: boolean) => {
    server.handle((_request, response) => {
      const length = declared ? { 'content-length': String(Buffer.byteLength(text)) } : {}; // else chunked
      response.writeHead(status, { 'content-type': type, ...length });
      response.write(text.slice(0, 1));
      response.end(text.slice(1));
    });
    return Buffer.byteLength(text);
  };
  /** `count` games (`/games` answers a bare list), each with the id `id(index)`, as JSON. */
  const games = (count: number, declared = false, id = (index: number) => `game-${index}`) =>
    answer(
      200,
      'application/json',
      JSON.stringify(Array.from({ length: count }, (_, index) => ({ id: id(index) }))),
      declared,
    );
  const list = (maxResponseBytes = limit) =>
    huddle
      .createClient({ baseUrl: server.base, fetch: reactNativeFetch(undefined).fetch, maxResponseBytes, retry: 0 })
      .games.select({ id: true })
      .list();

  it('refuses a body over the limit, whether its length was declared or only counted', async () => {
    for (const declared of [true, false]) {
      expect(games(80, declared)).toBeGreaterThan(limit);
      const error = await rejection(list());
      expect(error).toBeInstanceOf(huddle.ResponseTooLargeError);
      expect(error).toMatchObject({ limit });
    }
  });

  it('reads a body of exactly the limit, and refuses it one byte under', async () => {
    const size = games(20);
    expect((await list(size)).data).toHaveLength(20);
    expect(await rejection(list(size - 1))).toBeInstanceOf(huddle.ResponseTooLargeError);
  });

  it('counts UTF-8 bytes, not characters', async () => {
    const size = games(1, false, () => 'é'.repeat(400)); // about 400 characters, 800 bytes
    const error = await rejection(list(600));
    expect(size).toBeGreaterThan(600);
    expect(error).toBeInstanceOf(huddle.ResponseTooLargeError);
  });

  it('explains a refused record with zod, loaded on demand as the app would load it', async () => {
    answer(200, 'application/json', JSON.stringify([{ id: 'game-0' }, { id: 7 }]), true);
    const error = await rejection(list());
    expect(error).toBeInstanceOf(huddle.ValidationError);
    expect((error as Error).message).toBe('Invalid games at [1].id: expected string, found number 7');
  });

  it('keeps an error body within the limit, cut between characters', async () => {
    answer(500, 'text/plain; charset=utf-8', 'é'.repeat(600), false); // 1200 bytes
    const error = await rejection(list(101));
    expect(error).toBeInstanceOf(huddle.HttpError);
    // 50 characters are 100 bytes; a 51st would need 102.
    expect(error).toMatchObject({ status: 500, body: undefined, bodyExcerpt: 'é'.repeat(50) });
  });
});
