/**
 * The seeded share of the fuzzing (`npm run fuzz` runs the rest): a few thousand inputs per
 * target with a fixed seed, so `npm test` is deterministic. On a failure fast-check prints the
 * seed, the path and the shrunk counterexample; replay it with
 * `FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run tests/fuzz/fuzz.test.ts -t '<target>'`.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyOf, seedFrom } from './harness.ts';
import { targets } from './targets.ts';

const SEED = seedFrom(20_261_123);
const RUNS = Number(process.env.FUZZ_SUITE_RUNS ?? 1500);
const PATH = process.env.FUZZ_PATH || undefined;

describe(`fuzz share (seed ${SEED}, ${RUNS} inputs per target; FUZZ_SEED replays)`, () => {
  for (const target of targets) {
    it(`${target.name}: only typed errors, no prototype pollution, every input fast`, () => {
      fc.assert(propertyOf(target), {
        seed: SEED,
        numRuns: RUNS,
        ...(PATH !== undefined && { path: PATH, endOnFailure: true }),
      });
    }, 120_000);
  }
});
