/**
 * The dataset: one list of complete records per resource, written from a simulation at one
 * moment.
 */
import { ArgumentError } from '../../errors/argument-error.js';
import type { RecordTypes } from '../../model/record-types.js';
import type { Event, User } from '../../model/types.js';
import type { ResourceName } from '../../resources/resource-table.js';
import { type Core, simulateLeague } from '../simulation/core.js';
import { IdSequence } from '../simulation/ids.js';
import { countAtMost } from '../simulation/sorted.js';
import { buildMedia, buildPublications } from './content.js';
import { buildEvents } from './event-records.js';
import { type SettledGames, writeGames } from './games.js';
import { buildPersons } from './people.js';
import { buildStatistics, type Statistics } from './stats-resources.js';
import { buildTeams } from './team-records.js';
import type {
  DatasetGame,
  DatasetPerson,
  DatasetPlayerCareerStat,
  DatasetPlayerGameStat,
  DatasetPlayerSeasonStat,
  DatasetPlayerTeamStat,
  DatasetTeam,
  DatasetTeamSeasonStat,
} from './types.js';
import { buildUsers } from './users.js';

/** Options of {@link createDataset}. */
export interface DatasetOptions {
  /** Seed of every random choice; the same seed gives the same dataset. Default 1. */
  readonly seed?: number;
  /** The first season (the year its regular season starts), 1970–2500. Default 2024. */
  readonly firstSeason?: number;
  /** How many consecutive seasons, 1–200. Default 1; 37 gives over 10,000 games. */
  readonly seasons?: number;
  /**
   * The moment the data is seen at, as a timestamp (`2024-11-10T16:00:00-05:00`). Games after
   * it are scheduled, games around it under way, content after it unpublished. Default: 90
   * minutes after the last game of the last season ends, when every game is final and the last
   * clips are still being processed.
   */
  readonly asOf?: string;
}

/**
 * The league's own record types, where they say more than the model's (the league's games are
 * never sparse, say); every other resource's records are its model type (`RecordTypes`).
 */
interface LeagueRecords {
  readonly games: DatasetGame;
  readonly teams: DatasetTeam;
  readonly persons: DatasetPerson;
  readonly playerSeasonStats: DatasetPlayerSeasonStat;
  readonly playerTeamStats: DatasetPlayerTeamStat;
  readonly playerGameStats: DatasetPlayerGameStat;
  readonly playerCareerStats: DatasetPlayerCareerStat;
  readonly teamSeasonStats: DatasetTeamSeasonStat;
}

/** The records of each resource of the table, as the league writes them. */
type DatasetLists = {
  readonly [Name in ResourceName]: (Name extends keyof LeagueRecords ? LeagueRecords[Name] : RecordTypes[Name])[];
};

/**
 * Every resource of the resource table (`src/resources/resource-table.ts`), as lists of complete records. The
 * records are shared, read-only data: some sub-objects (a week of the season, a statistics
 * record's player) are the same object in many records. A resource added to the table is one
 * error, at the `sections` of `writeDataset`, until the league writes its records.
 */
export interface Dataset extends DatasetLists {}

/** A function that computes its value once, on the first call. */
export function once<T>(compute: () => T): () => T {
  let done = false;
  let value: T | undefined;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value as T;
  };
}

/** The options, checked, with their defaults. */
export function checkOptions(options: DatasetOptions): { seed: number; firstSeason: number; seasons: number } {
  const seed = options.seed ?? 1;
  const firstSeason = options.firstSeason ?? 2024;
  const seasons = options.seasons ?? 1;
  if (!Number.isFinite(seed)) throw new ArgumentError('seed', `seed must be a finite number, got ${seed}`);
  if (!Number.isInteger(firstSeason) || firstSeason < 1970 || firstSeason > 2500) {
    throw new ArgumentError('firstSeason', `firstSeason must be a year from 1970 to 2500, got ${firstSeason}`);
  }
  if (!Number.isInteger(seasons) || seasons < 1 || seasons > 200) {
    throw new ArgumentError('seasons', `seasons must be an integer from 1 to 200, got ${seasons}`);
  }
  return { seed, firstSeason, seasons };
}

/**
 * The parts of a dataset that do not depend on its moment, and the game records that no longer
 * change: a league seen at many moments builds them once and shares them between its views.
 */
export interface SharedParts {
  readonly users: () => User[];
  readonly events: () => Event[];
  /** Used only when the core keeps ids stable (`core.stableIds`). */
  readonly settledGames: SettledGames;
  /** The parts written from the final games alone, for a view's moment. */
  readonly afterFinals: (view: Core) => FinalsParts;
}

/**
 * What is written from the final games alone (which games are final, not the moment itself):
 * the same for every moment between one game's end and the next's.
 */
interface FinalsParts {
  readonly statistics: () => Statistics;
  readonly teams: () => DatasetTeam[];
  readonly persons: () => DatasetPerson[];
}

function finalsParts(core: Core): FinalsParts {
  const statistics = once(() => buildStatistics(core));
  return {
    statistics,
    teams: once(() => buildTeams(core, statistics())),
    persons: once(() => buildPersons(core, statistics())),
  };
}

/** The moment-free parts of the datasets of a simulation, built on first use. */
export function sharedParts(core: Core): SharedParts {
  const ends = once(() =>
    core.seasons.flatMap(({ games }) => games.map((game) => game.sim.realEnd)).sort((a, b) => a - b),
  );
  let last: { readonly finals: number; readonly parts: FinalsParts } | undefined;
  return {
    users: once(() => buildUsers(core.root.fork('users'), new IdSequence('user', core.seed))),
    events: once(() => buildEvents(core)),
    settledGames: new Map(),
    afterFinals(view) {
      // Games end one after another: how many have ended tells which.
      const finals = countAtMost(ends(), view.asOf, (end) => end);
      if (last?.finals !== finals) last = { finals, parts: finalsParts(view) };
      return last.parts;
    },
  };
}

/**
 * The dataset of a simulation at its moment (`core.asOf`). Each resource's records are written
 * the first time the resource is read, then kept (the property becomes a plain value).
 */
export function writeDataset(core: Core, shared: SharedParts = sharedParts(core)): Dataset {
  const finals = once(() => shared.afterFinals(core));
  const statistics = () => finals().statistics();
  const media = once(() => buildMedia(core));
  const publications = once(() => buildPublications(core, media(), statistics()));

  const sections: { readonly [K in keyof Dataset]: () => Dataset[K] } = {
    games: once(() => writeGames(core, shared.settledGames)),
    teams: () => finals().teams(),
    videos: () => media().videos,
    videoJobs: () => media().jobs,
    lists: () => publications().lists,
    users: shared.users,
    persons: () => finals().persons(),
    playerSeasonStats: () => statistics().playerSeasonStats,
    playerTeamStats: () => statistics().playerTeamStats,
    playerGameStats: () => statistics().playerGameStats,
    playerCareerStats: () => statistics().playerCareerStats,
    teamSeasonStats: () => statistics().teamSeasonStats,
    audios: () => publications().audios,
    events: shared.events,
  };

  const dataset = {} as Dataset;
  for (const key of Object.keys(sections) as (keyof Dataset)[]) {
    Object.defineProperty(dataset, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = sections[key]();
        Object.defineProperty(dataset, key, { value, enumerable: true, writable: false, configurable: false });
        return value;
      },
    });
  }
  return dataset;
}

/**
 * Builds the dataset. The same options always give a deeply equal dataset.
 *
 * @throws `ArgumentError` for options out of range; `InvalidTimestampError` for a bad `asOf`.
 */
export function createDataset(options: DatasetOptions = {}): Dataset {
  const { seed, firstSeason, seasons } = checkOptions(options);
  return writeDataset(simulateLeague(seed, firstSeason, seasons, options.asOf));
}
