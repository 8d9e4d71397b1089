/**
 * The sample dataset, a mock's `dataset` for a test that wants few records: a small, consistent
 * slice of the league simulator's season (seed 1, seen the morning after week 1), pinned as data.
 * (Without a `dataset`, every mock serves the season itself, as `huddle mock` does.)
 */
import type { MockDataset } from './engine/index.js';
import { sampleJson } from './sample-dataset.generated.js';

/**
 * The sample dataset: the season's opening game and its two teams, their skill-position
 * starters with their statistics, the game's videos and jobs, the week's content lists cut to
 * them, and a few users, audio clips and events. Every identifier a record holds of another
 * record names a record of the sample, and every record is valid against the resource schemas.
 * Each call builds a new copy (well under a millisecond), so mocks never share records.
 *
 * A mock serves the full season when given no `dataset`.
 *
 * @example
 * const { games, teams } = sampleDataset(); // 1 game, 2 teams
 */
export function sampleDataset(): MockDataset {
  // Written by `npm run generate` from the simulator's own records (tests/league/sample.test.ts
  // checks them against the schemas).
  return JSON.parse(sampleJson) as MockDataset;
}
