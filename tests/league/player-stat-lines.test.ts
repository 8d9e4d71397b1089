import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addGroups, copyGroups, emptyGroups } from '../../src/league/records/player-stat-lines.ts';
import type { StatGroups } from '../../src/league/records/types.ts';

const counter = fc.integer({ min: 0, max: 10_000 });

const groups: fc.Arbitrary<StatGroups> = fc.record({
  passing: fc.record({
    attempts: counter,
    completions: counter,
    yards: counter,
    touchdowns: counter,
    interceptions: counter,
  }),
  rushing: fc.record({ attempts: counter, yards: counter, touchdowns: counter, fumbles: counter }),
  receiving: fc.record({ receptions: counter, yards: counter, touchdowns: counter }),
});

describe('counter groups', () => {
  it('addGroups adds every counter of every group into the same counter, and nothing else', () => {
    fc.assert(
      fc.property(groups, groups, (a, b) => {
        const into = copyGroups(a);
        addGroups(into, b);
        expect(into).toEqual({
          passing: {
            attempts: a.passing.attempts + b.passing.attempts,
            completions: a.passing.completions + b.passing.completions,
            yards: a.passing.yards + b.passing.yards,
            touchdowns: a.passing.touchdowns + b.passing.touchdowns,
            interceptions: a.passing.interceptions + b.passing.interceptions,
          },
          rushing: {
            attempts: a.rushing.attempts + b.rushing.attempts,
            yards: a.rushing.yards + b.rushing.yards,
            touchdowns: a.rushing.touchdowns + b.rushing.touchdowns,
            fumbles: a.rushing.fumbles + b.rushing.fumbles,
          },
          receiving: {
            receptions: a.receiving.receptions + b.receiving.receptions,
            yards: a.receiving.yards + b.receiving.yards,
            touchdowns: a.receiving.touchdowns + b.receiving.touchdowns,
          },
        });
      }),
    );
  });

  it('copyGroups is a deep copy: adding into the copy leaves the original as it was', () => {
    fc.assert(
      fc.property(groups, groups, (a, b) => {
        const before = structuredClone(a);
        addGroups(copyGroups(a), b);
        expect(a).toEqual(before);
        expect(copyGroups(emptyGroups())).toEqual(emptyGroups());
      }),
    );
  });
});
