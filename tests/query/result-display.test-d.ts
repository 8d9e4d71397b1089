/** Result types are the selected fields as one object literal (their display: result-display.test.ts). */
import { describe, expectTypeOf, it } from 'vitest';
import { type InferResult, query } from '../../src/query/index.ts';

const selected = query('games').select('id,homeTeam{abbr},week{season}');

describe('result types', () => {
  it('are the selected fields as one object literal', () => {
    expectTypeOf<InferResult<typeof selected>>().toEqualTypeOf<{
      id: string | null;
      homeTeam: { abbr: string | null } | null;
      week: { season: number | null } | null;
    }>();
  });
});
