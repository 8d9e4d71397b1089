/**
 * The seeded share of the fuzzing (`npm run fuzz` runs the rest): 500 inputs per target from the
 * suite's seed (docs/testing.md#property-tests: fixed in `npm test`, so it is deterministic). The
 * linear-growth shapes are timings, so they run in `npm run fuzz`, never in `npm test`. On a
 * failure fast-check prints the seed, the path and the shrunk counterexample; replay it with
 * `FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run tests/fuzz -t '<target>'` (`HUDDLE_FC_SEED`
 * works too; `FUZZ_SEED` wins, as in `npm run fuzz`).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertySettings } from '../support/properties/property-settings.ts';
import { propertyOf, seedFrom } from './harness.ts';
import { targets } from './targets.ts';

const SEED = seedFrom(propertySettings(process.env).seed);
const RUNS = Number(process.env.FUZZ_SUITE_RUNS ?? 500);
const PATH = process.env.FUZZ_PATH || undefined;

describe(`fuzz share (seed ${SEED}, ${RUNS} inputs per target; FUZZ_SEED replays)`, () => {
  for (const target of targets) {
    it(`${target.name}: only typed errors, no prototype pollution, every output check holding`, () => {
      fc.assert(propertyOf(target), {
        seed: SEED,
        numRuns: RUNS,
        ...(PATH !== undefined && { path: PATH, endOnFailure: true }),
      });
    }, 120_000);
  }
});
