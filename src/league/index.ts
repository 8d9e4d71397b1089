/**
 * `huddle/league`: the league simulator, seeded seasons of the 32 teams for the mock to serve
 * (`huddle/msw`, `huddle/server`, `huddle mock`). A deterministic, realistic in-memory dataset:
 * one list of complete records per resource of the resource table, all derived from one seed.
 *
 * The league has its 32 real teams. Each season has a schedule built as the league builds it,
 * games simulated drive by drive (so scores are the sums of drive points), standings computed
 * from the results, rosters that change over the seasons, player statistics shared out from the
 * drives, and content (videos, jobs, lists, articles, audio) published around the games. The
 * data is seen at one moment, `asOf`: games after it are scheduled, games around it under way,
 * content after it not yet published.
 *
 * `createDataset` simulates the seasons; each resource's records are written the first time the
 * resource is read, then kept (the property becomes a plain value). Every resource is derived
 * from the simulation alone, with its own random streams and identifier sequences, so the data
 * does not depend on which resource is read first.
 *
 * `createLeague` simulates the seasons once to see them at any moment (`league.at(asOf)`) and
 * plays them out as a timeline of events (`league.events(from, to)`: kickoffs, scores, close
 * games, overtimes, finals, injuries, news) that agrees with what `at` shows; docs/mock.md,
 * "Live games: what happens when", states the rules.
 *
 * What a seed produces is pinned (tests/league/golden.test.ts): a change to the records of
 * `createDataset({ seed: 1 })` is a breaking change, since apps' tests assert on them.
 *
 * @example
 * ```ts
 * import { createDataset } from 'huddle/league';
 * import { createMockApi } from 'huddle/msw';
 * const api = createMockApi({ baseUrl: 'https://api.example.com', dataset: createDataset({ seed: 1 }) });
 * const { games, teams } = createDataset({ seed: 7, seasons: 2 });
 * ```
 *
 * @packageDocumentation
 */
export { ArgumentError } from '../errors/argument-error.js';
export { createLeague, type League, type LeagueOptions } from './league.js';
export { createDataset, type Dataset, type DatasetOptions } from './records/dataset.js';
export type * from './records/types.js';
export type { LeagueEvent, LeagueEventKind } from './simulation/timeline.js';
