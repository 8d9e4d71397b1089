/**
 * A league that can be seen at any moment, and the timeline of what happens in it: the seasons
 * are simulated once, and each moment's dataset is written from that one simulation.
 */
import { ArgumentError } from '../errors/argument-error.js';
import { buildMedia, buildPublications } from './records/content.js';
import { checkOptions, type Dataset, type DatasetOptions, once, sharedParts, writeDataset } from './records/dataset.js';
import { buildStatistics } from './records/stats-resources.js';
import type { Core } from './simulation/core.js';
import { simulateLeague } from './simulation/core.js';
import { countAtMost } from './simulation/sorted.js';
import { DAY } from './simulation/time.js';
import { buildTimeline, type LeagueEvent } from './simulation/timeline.js';

/** Options of {@link createLeague}: those of `createDataset`, without a moment. */
export type LeagueOptions = Omit<DatasetOptions, 'asOf'>;

/** A league seen at any moment, and its events. See {@link createLeague}. */
export interface League {
  /**
   * The dataset as the service would serve it at `asOf` (UTC milliseconds): games after it
   * scheduled, games under way with their drives so far, standings after the finals, content
   * published by then. Calling it again with the same moment returns the same object.
   *
   * @throws `ArgumentError` when `asOf` is not a finite number.
   */
  at(asOf: number): Dataset;
  /**
   * The events with `from < at <= to`, in order (see {@link LeagueEvent} for when each kind
   * happens). Deterministic: the same options give deeply equal events. `events(-Infinity,
   * Infinity)` gives them all: injury reports come before the first kickoff, news after the
   * last final.
   *
   * @throws `ArgumentError` when `from` or `to` is not a number.
   */
  events(from: number, to: number): readonly LeagueEvent[];
  /** The first kickoff of the simulated seasons, UTC milliseconds. */
  readonly start: number;
  /** The last final (the moment the last game ends), UTC milliseconds. */
  readonly end: number;
}

/**
 * Simulates the league's seasons once, to be seen at any moment (`at`) and played out as a
 * timeline of events (`events`), which agree: at an event's moment `at` shows what it tells.
 *
 * A record's id does not change as time passes: drives not played yet and articles and lists
 * not published yet keep their ids in reserve. So `at(t)` is `createDataset({ ...options, asOf })`
 * except for the ids `createDataset` numbers in order of what is written by then (drives of
 * games under way, articles and lists); once every article is out, the two agree whole.
 *
 * @throws `ArgumentError` for options out of range (as `createDataset`), or an `asOf` among them.
 *
 * @example
 * ```ts
 * import { createLeague } from 'huddle/league';
 * const league = createLeague({ seed: 1 });
 * for (const event of league.events(league.start - 1, league.start + 4 * 3600_000)) {
 *   const game = league.at(event.at).games.find((g) => g.id === event.gameId);
 * }
 * ```
 */
export function createLeague(options: LeagueOptions = {}): League {
  if ('asOf' in options) {
    throw new ArgumentError('asOf', 'createLeague takes no asOf option: pass the moment to league.at(asOf)');
  }
  const { seed, firstSeason, seasons } = checkOptions(options);
  const core: Core = { ...simulateLeague(seed, firstSeason, seasons, undefined), stableIds: true };
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const { games } of core.seasons) {
    for (const { scheduled, sim } of games) {
      start = Math.min(start, scheduled.kickoff);
      end = Math.max(end, sim.realEnd);
    }
  }

  const shared = sharedParts(core);
  let last: { readonly asOf: number; readonly dataset: Dataset } | undefined;
  const timeline = once(() => {
    // A day after the last final every article is out: the news is read from that moment.
    const settled: Core = { ...core, asOf: end + DAY };
    const { articles } = buildPublications(settled, buildMedia(settled), buildStatistics(settled));
    return buildTimeline(core, articles);
  });

  return {
    start,
    end,
    at(asOf) {
      if (typeof asOf !== 'number' || !Number.isFinite(asOf)) {
        throw new ArgumentError(
          'asOf',
          `league.at(asOf): asOf must be a finite number of UTC milliseconds, got ${asOf}`,
        );
      }
      if (last?.asOf !== asOf) last = { asOf, dataset: writeDataset({ ...core, asOf }, shared) };
      return last.dataset;
    },
    events(from, to) {
      for (const [name, value] of [
        ['from', from],
        ['to', to],
      ] as const) {
        if (typeof value !== 'number' || Number.isNaN(value)) {
          throw new ArgumentError(
            name,
            `league.events(from, to): ${name} must be a number of UTC milliseconds, got ${value}`,
          );
        }
      }
      const events = timeline();
      const after = (moment: number) => countAtMost(events, moment, (event) => event.at);
      return events.slice(after(from), Math.max(after(from), after(to)));
    },
  };
}
