/**
 * Reading `fs` and merging selections take time linear in their input. The regression this
 * guards: `a.b0,a.b1,…` once rebuilt `a`'s children for every item (1 s at 15 KB, 40 s at 89 KB).
 *
 * Robust on a busy machine: each sample does the same total work (the 1× input parsed 100
 * times, the 10× input 10 times, the 100× input once), so load and GC affect every size alike;
 * each size takes the median of several samples; and the time per item at 100× may be at most 10
 * times that at 1× (100× the input in under 1,000× the time), the middle (in ratios) between
 * linear and quadratic work, which is 100× per item: load slows a large input, which leaves the
 * cache, more than a small one.
 */
import { describe, expect, it } from 'vitest';
import { formatFields, mergeSelections, parseFields, selectionFromMask } from '../../src/query/index.ts';

const BASE = 1_000;
const SIZES = [1, 10, 100] as const;
const SAMPLES = 5;
/** Below this a sample is too short to time; it counts as this long. */
const FLOOR_MS = 1;

/** Median milliseconds of `run(input)` repeated so that every sample covers BASE × 100 items. */
function timePerSize(make: (items: number) => unknown, run: (input: never) => unknown): Map<number, number> {
  const inputs = new Map(SIZES.map((size) => [size, make(BASE * size)] as const));
  for (const input of inputs.values()) run(input as never); // warm up
  const samples = new Map<number, number[]>(SIZES.map((size) => [size, []]));
  for (let round = 0; round < SAMPLES; round++) {
    // Interleaved, so that a slow moment of the machine falls on every size alike.
    for (const size of SIZES) {
      const input = inputs.get(size) as never;
      const repeats = 100 / size;
      const start = performance.now();
      for (let repeat = 0; repeat < repeats; repeat++) run(input);
      samples.get(size)?.push(Math.max(FLOOR_MS, (performance.now() - start) / repeats));
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  return new Map(SIZES.map((size) => [size, median(samples.get(size) as number[])]));
}

function expectLinear(times: Map<number, number>): void {
  const once = times.get(1) as number;
  const report = SIZES.map((size) => `${BASE * size} items: ${(times.get(size) as number).toFixed(2)} ms`).join(', ');
  // 10× the input in under 30× the time, 100× in under 1,000×.
  expect(times.get(10) as number, report).toBeLessThan(30 * once);
  expect(times.get(100) as number, report).toBeLessThan(1000 * once);
}

const sharedParent = (items: number) => Array.from({ length: items }, (_, index) => `a.b${index}`).join(',');

describe('time linear in the input', () => {
  it('parses fs like a.b0,a.b1,… in linear time (1k, 10k, 100k items)', () => {
    expectLinear(timePerSize(sharedParent, (fs: string) => parseFields(fs)));
  }, 60_000);

  it('parses fs that repeats a braced field (a{b0},a{b1},…) in linear time', () => {
    const braced = (items: number) => Array.from({ length: items }, (_, index) => `a{b${index}{c}}`).join(',');
    expectLinear(timePerSize(braced, (fs: string) => parseFields(fs)));
  }, 60_000);

  it('merges selections in linear time', () => {
    const halves = (items: number) =>
      [parseFields(sharedParent(items / 2)), parseFields(sharedParent(items / 2).replaceAll('a.b', 'a.c'))] as const;
    expectLinear(timePerSize(halves, ([left, right]: ReturnType<typeof halves>) => mergeSelections(left, right)));
  }, 60_000);

  it('reads wide masks and writes fs in linear time', () => {
    const mask = (items: number) => ({
      a: Object.fromEntries(Array.from({ length: items }, (_, i) => [`b${i}`, true])),
    });
    expectLinear(timePerSize(mask, (value: ReturnType<typeof mask>) => formatFields(selectionFromMask(value))));
  }, 60_000);
});
