import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countAtMost } from '../../src/league/simulation/sorted.ts';

describe('countAtMost', () => {
  it('counts the items of a sorted list with a key at most the limit, as a scan would', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 })), fc.integer({ min: -60, max: 60 }), (values, limit) => {
        const items = [...values].sort((a, b) => a - b).map((at) => ({ at }));
        expect(countAtMost(items, limit, (item) => item.at)).toBe(items.filter((item) => item.at <= limit).length);
      }),
    );
  });

  it('takes infinite limits: none below -Infinity, all up to Infinity', () => {
    expect(countAtMost([1, 2, 3], Number.NEGATIVE_INFINITY, (v) => v)).toBe(0);
    expect(countAtMost([1, 2, 3], Number.POSITIVE_INFINITY, (v) => v)).toBe(3);
  });
});
