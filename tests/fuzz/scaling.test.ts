/**
 * Linear growth: every target on a few structured shapes (many fs items, long s arrays, long
 * messages, many parameters) at 1×, 10× and 100× the size. Superlinear growth fails.
 */
import { describe, expect, it } from 'vitest';
import { formatScaling, measureShape } from './scaling.ts';
import { targets } from './targets.ts';

describe('fuzz targets grow linearly', () => {
  for (const target of targets) {
    for (const shape of target.scaling) {
      it(`${target.name}: ${shape.shape}`, () => {
        const result = measureShape(target, shape);
        expect(result.problem, formatScaling(result)).toBeNull();
      }, 60_000);
    }
  }
});
