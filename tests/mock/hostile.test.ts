/**
 * The mock against hostile requests, through msw and the engine: each is a 400 with a one-line
 * message (or a 500 of one line when the mock itself fails), never a stack, never a stall, and
 * never a change to `Object.prototype`. The same over real HTTP: http-server.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createDataset } from '../../src/league/index.ts';
import { createEngine, MAX_PARAMETER_LENGTH, type MockDataset } from '../../src/mock/engine/index.ts';
import { Lru } from '../../src/mock/engine/lru.ts';
import { CACHED_INDEXES, CACHED_PATH_KINDS, Table } from '../../src/mock/engine/table.ts';
import { parseQuery } from '../../src/query/parse-query.ts';
import { useMockApi } from '../support/mock-api.ts';

const BASE = 'https://hostile.example';
useMockApi(BASE);

/** A GET through msw with the query string exactly as written (no encoding added). */
async function raw(path: string, init?: RequestInit) {
  const response = await fetch(`${BASE}${path}`, init);
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>),
  };
}
const get = (path: string, params: Record<string, string>) => {
  const search = new URLSearchParams(params).toString();
  return raw(`${path}?${search}`);
};

/** A 400 (or 500) as the mock writes one: JSON, a one-line message of at most 300 characters. */
function expectOneLine(body: Record<string, unknown> | undefined) {
  expect(typeof body?.message).toBe('string');
  const message = body?.message as string;
  expect(message).not.toContain('\n');
  expect(message).not.toMatch(/\bat .*\.(ts|js):\d+/);
  expect(message.length).toBeLessThanOrEqual(300);
}

const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();
afterEach(() => {
  // No answer may pollute the prototype of every object.
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNames);
  expect(({} as Record<string, unknown>).x).toBeUndefined();
  expect(Object.getPrototypeOf({})).toBe(Object.prototype);
});

describe('malformed % escapes', () => {
  it('answers 400 for a by-id path with a bad escape (/teams/%E0), not a 500 with a stack', async () => {
    const { status, body } = await raw('/teams/%E0');
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'BAD_REQUEST' });
    expect(body?.message).toContain('%E0');
    expectOneLine(body);
  });

  it('answers 400 for a push path with a bad escape in the device or app segment', async () => {
    const put = (path: string) =>
      raw(path, {
        method: 'PUT',
        headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
        body: JSON.stringify({ groups: [] }),
      });
    for (const path of ['/v1/push/app/devices/%E0/groups', '/v1/push/%E0%A4/devices/phone/groups']) {
      const { status, body } = await put(path);
      expect(status).toBe(400);
      expectOneLine(body);
    }
  });

  it('answers 400 naming the parameter for a query string with a bad escape (s=100%, fs=abbr%E0)', async () => {
    const { status, body } = await raw('/games?s=100%');
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'BAD_REQUEST', parameter: 's' });
    expectOneLine(body);
    // A bad escape in fs is read as the replacement character, which no field name holds.
    const fs = await raw('/teams?fs=abbr%E0');
    expect(fs.status).toBe(400);
    expect(fs.body).toMatchObject({ error: 'BAD_REQUEST', parameter: 'fs', position: 4 });
    expectOneLine(fs.body);
  });
});

describe('prototype member names', () => {
  it('projects fs=constructor as an unknown field (null), never a member of Object.prototype', async () => {
    const { status, body } = await get('/teams', { fs: 'abbr,constructor' });
    expect(status).toBe(200);
    const [team] = (body as { data: Record<string, unknown>[] }).data;
    expect(team).toEqual({ abbr: expect.any(String), constructor: null });
  });

  it('projects fs=__proto__{x} as an own field that is null, never the prototype of the answer', async () => {
    const { text, body } = await get('/teams', { fs: 'abbr,__proto__{x},toString' });
    expect(text).toContain('"__proto__":null');
    const [team] = (body as { data: Record<string, unknown>[] }).data;
    expect(Object.hasOwn(team as object, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(team)).toBe(Object.prototype);
    expect(Object.keys(team as object)).toEqual(['abbr', '__proto__', 'toString']);
  });

  it('refuses a $query or $sort on __proto__ with a 400 (it matched every record)', async () => {
    for (const s of [
      '{"$query":{"__proto__":{"x":1}}}',
      '{"$query":{"__proto__.x":1}}',
      '{"$query":{"$or":[{"week.week":1},{"homeTeam.__proto__":{"$in":[1]}}]}}',
      '{"$sort":{"__proto__":1}}',
      '{"drives":{"$query":{"__proto__":1}}}',
    ]) {
      const { status, body } = await get('/games', { s });
      expect(status, s).toBe(400);
      expect(body).toMatchObject({ error: 'BAD_REQUEST', parameter: 's' });
      expect(body?.message).toContain('__proto__');
      expectOneLine(body);
    }
  });

  it('matches nothing for a $query on other Object.prototype members (constructor.name, toString)', async () => {
    for (const query of [
      { 'constructor.name': 'Object' },
      { constructor: { $in: [1, 'Object'] } },
      { 'homeTeam.constructor.name': 'Object' },
      { 'toString.length': 0 },
    ]) {
      const { status, body } = await get('/games', { fs: 'id', s: JSON.stringify({ $query: query }) });
      expect(status).toBe(200);
      expect(body, JSON.stringify(query)).toEqual([]);
    }
  });
});

describe('deep and huge inputs', () => {
  const deep = 2000;
  const cases: Record<string, Record<string, string>> = {
    's with $or nested 2,000 deep': { s: `{"$query":${'{"$or":['.repeat(deep)}{"a":1}${']}'.repeat(deep)}}` },
    's with an operand nested 2,000 deep': { s: `{"$query":{"a":${'['.repeat(deep)}${']'.repeat(deep)}}}` },
    's with an object operand nested 2,000 deep': { s: `{"$query":{"a":${'{"b":'.repeat(deep)}1${'}'.repeat(deep)}}}` },
    'fs nested 2,000 deep': { fs: `${'a{'.repeat(deep)}b${'}'.repeat(deep)}` },
    'fs of 100,000 fields': { fs: Array.from({ length: 100_000 }, (_, index) => `f${index}`).join(',') },
    [`s longer than ${MAX_PARAMETER_LENGTH} characters`]: {
      s: JSON.stringify({ $query: { 'homeTeam.abbr': { $in: Array.from({ length: 4000 }, (_, i) => `t${i}`) } } }),
    },
  };
  for (const [name, params] of Object.entries(cases)) {
    it(`answers 400 quickly for ${name}`, async () => {
      const started = performance.now();
      const { status, body } = await get('/games', params);
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: 'BAD_REQUEST', parameter: params.s === undefined ? 'fs' : 's' });
      expectOneLine(body);
      expect(performance.now() - started).toBeLessThan(1000);
    });
  }
});

describe('failures of the mock itself', () => {
  it('answers a 500 of one line, without a stack, when a record cannot be read, and keeps answering', () => {
    const dataset = createDataset();
    const broken = Object.defineProperty({}, 'id', {
      enumerable: true,
      get() {
        throw new Error('record exploded\n    at somewhere (file.ts:1:1)');
      },
    });
    const engine = createEngine({
      dataset: { ...dataset, videos: [broken, ...dataset.videos] } as MockDataset,
      baseUrl: BASE,
    });
    const answer = engine.answer({ method: 'GET', url: new URL(`${BASE}/videos/some-id`) });
    expect(answer).toEqual({ status: 500, body: { error: 'INTERNAL', message: 'Error: record exploded' } });
    expect(engine.answer({ method: 'GET', url: new URL(`${BASE}/teams?fs=abbr`) }).status).toBe(200);
  });
});

describe('bounded caches', () => {
  it('keeps only the most recently used entries of an LRU', () => {
    const lru = new Lru<string, number>(2);
    let built = 0;
    const make = () => ++built;
    lru.get('a', make);
    lru.get('b', make);
    lru.get('a', make); // a is now the most recent
    lru.get('c', make); // b goes
    expect(lru.size).toBe(2);
    expect(lru.get('a', make)).toBe(1);
    expect(lru.get('b', make)).toBe(4);
  });

  it("keeps a table's per-path caches bounded under thousands of unique hostile paths, and still answers right", () => {
    const table = new Table(createDataset().games as readonly Record<string, unknown>[]);
    const ne = () =>
      table.match(parseQuery({ $query: { 'homeTeam.abbr': 'NE', 'week.week': { $lte: 9 } } }).filter).length;
    const before = ne();
    for (let index = 0; index < 5000; index++) {
      table.match(parseQuery({ $query: { [`nonesuch${index}.x`]: index, [`other${index}`]: { $gt: 1 } } }).filter);
    }
    expect(table.cached.indexes).toBeLessThanOrEqual(CACHED_INDEXES);
    expect(table.cached.pathKinds).toBeLessThanOrEqual(CACHED_PATH_KINDS);
    expect(ne()).toBe(before);
  });
});
