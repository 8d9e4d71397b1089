/**
 * The engine against hostile conditions of its own: a record that cannot be read is a 500 of one
 * line, and per-path caches stay bounded. Hostile requests over HTTP (bad escapes, prototype
 * names, deep and huge inputs) are the shared suite of http.case.ts, over msw and the server.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createDataset } from '../../src/league/index.ts';
import { createEngine, type MockDataset } from '../../src/mock/engine/index.ts';
import { Lru } from '../../src/mock/engine/lru.ts';
import { CACHED_INDEXES, CACHED_PATH_KINDS, ResourceRecords } from '../../src/mock/engine/resource-records.ts';
import { parseQuery } from '../../src/query/parse-query.ts';

const BASE = 'https://hostile.example';

const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();
afterEach(() => {
  // No answer may pollute the prototype of every object.
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNames);
  expect(({} as Record<string, unknown>).x).toBeUndefined();
  expect(Object.getPrototypeOf({})).toBe(Object.prototype);
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
    const table = new ResourceRecords(createDataset().games as readonly Record<string, unknown>[]);
    const ne = () =>
      table.matching(parseQuery({ $query: { 'homeTeam.abbr': 'NE', 'week.week': { $lte: 9 } } }).filter).length;
    const before = ne();
    for (let index = 0; index < 5000; index++) {
      table.matching(parseQuery({ $query: { [`nonesuch${index}.x`]: index, [`other${index}`]: { $gt: 1 } } }).filter);
    }
    expect(table.cached.indexes).toBeLessThanOrEqual(CACHED_INDEXES);
    expect(table.cached.pathKinds).toBeLessThanOrEqual(CACHED_PATH_KINDS);
    expect(ne()).toBe(before);
  });
});
