/**
 * `invalidateForPush` against the live mock: random cached queries, random moments of a seeded
 * league, and the notifications the league sends at each. Every query whose answer the moment
 * changed is invalidated (sound); the share invalidated without a change is the false-refetch
 * rate, which bench/live-data.ts records (tests/support/push/push-soundness.ts has the harness).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLeague } from '../../src/league/index.ts';
import {
  appQueryArbitrary,
  around,
  momentsOf,
  namedIds,
  outcomeOf,
  queryArbitrary,
} from '../support/push/push-soundness.ts';

const league = createLeague({ seed: 1 });
const moments = momentsOf(league);
const momentAt = (index: number) => moments[index] as (typeof moments)[number];
/** The engines around the last moment asked for: a case asks twice, once for its queries. */
let last: { index: number; engines: ReturnType<typeof around> } | undefined;
const enginesAt = (index: number) => {
  if (last?.index !== index) last = { index, engines: around(league, momentAt(index).at) };
  return last.engines;
};

describe('invalidateForPush over the live mock', () => {
  it('invalidates every cached query whose answer a moment of the league changed', { timeout: 120_000 }, async () => {
    let cases = 0;
    let invalidated = 0;
    let unchanged = 0;
    await fc.assert(
      fc.asyncProperty(
        fc
          .nat({ max: moments.length - 1 })
          .chain((index) =>
            fc.tuple(
              fc.constant(index),
              fc.array(
                fc.oneof(
                  queryArbitrary(enginesAt(index).beforeDataset, namedIds(momentAt(index))),
                  appQueryArbitrary(enginesAt(index).beforeDataset, namedIds(momentAt(index))),
                ),
                { minLength: 20, maxLength: 20 },
              ),
            ),
          ),
        async ([index, queries]) => {
          const moment = momentAt(index);
          const outcome = await outcomeOf(moment, enginesAt(index), queries);
          cases += queries.length;
          invalidated += outcome.invalidated;
          unchanged += outcome.unchanged;
          expect(outcome.missed, `${moment.events.map((event) => event.kind).join(',')} at ${moment.at}`).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
    // The false-refetch rate is bench/live-data.ts's figure; here, that it is counted at all.
    expect(unchanged).toBeLessThanOrEqual(invalidated);
    console.log(`${cases} cached queries; ${invalidated} invalidated, ${unchanged} of them unchanged`);
    expect(cases).toBeGreaterThanOrEqual(1000);
  });
});
