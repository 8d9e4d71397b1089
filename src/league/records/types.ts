/**
 * The record types of the dataset: the model's complete record types, plus the few fields the
 * dataset adds. Records are loose objects in the model (unknown fields are accepted and kept),
 * and the spec says the field lists it shows are not complete; the additions are what makes
 * the data checkable: a drive's result and points, every counter group on each statistics
 * record, a team's points on its season statistics, a player's position, number and team, the
 * season of a standings entry's week.
 */
import type {
  Drive,
  Game,
  Person,
  PlayerCareerStat,
  PlayerGameStat,
  PlayerSeasonStat,
  PlayerTeamStat,
  Team,
  TeamSeasonStatsRecord,
} from '../../model/types.js';
import type { DriveResult } from '../simulation/drives.js';
import type { DatasetStandings } from '../simulation/standings.js';
import type { WholePager } from './pager.js';

export type { DriveResult } from '../simulation/drives.js';
export type { SeasonWeek } from '../simulation/schedule.js';
export type { DatasetStandings } from '../simulation/standings.js';

/** Passing counters, as `/playerGameStats` has them. */
export interface PassingCounters {
  attempts: number;
  completions: number;
  yards: number;
  touchdowns: number;
  interceptions: number;
}

/** Rushing counters, as `/playerSeasonStats` and `/playerTeamStats` have them. */
export interface RushingCounters {
  attempts: number;
  yards: number;
  touchdowns: number;
  fumbles: number;
}

/** Receiving counters, as `/playerCareerStats` has them. */
export interface ReceivingCounters {
  receptions: number;
  yards: number;
  touchdowns: number;
}

/** Every counter group: each player statistics record of the dataset carries all three. */
export interface StatGroups {
  passing: PassingCounters;
  rushing: RushingCounters;
  receiving: ReceivingCounters;
}

/** A drive, with how it ended and the points the offense scored on it. */
export type DatasetDrive = Drive & {
  /** How the drive ended; `null` for a drive still going on. */
  result: DriveResult | null;
  /** Points scored by the team in possession: 0, 3, 6, 7 or 8. */
  points: number;
};

/** A game whose drives carry their results and points. */
export type DatasetGame = Omit<Game, 'drives'> & { drives: DatasetDrive[] };

/**
 * A team's record for a season, its standings the envelope of one entry per completed week of
 * the regular season, week 1 first (what the spec's standings sub-query filters).
 */
export type DatasetTeam = Omit<Team, 'standings'> & {
  standings: { pager: WholePager; data: DatasetStandings[] };
};

/** A `/playerGameStats` record with every counter group. */
export type DatasetPlayerGameStat = Omit<PlayerGameStat, keyof StatGroups> & StatGroups;
/** A `/playerSeasonStats` record with every counter group. */
export type DatasetPlayerSeasonStat = Omit<PlayerSeasonStat, keyof StatGroups> & StatGroups;
/** A `/playerTeamStats` record with every counter group. */
export type DatasetPlayerTeamStat = Omit<PlayerTeamStat, keyof StatGroups> & StatGroups;
/** A `/playerCareerStats` record with every counter group. */
export type DatasetPlayerCareerStat = Omit<PlayerCareerStat, keyof StatGroups> & StatGroups;

/** A team's scoring over a season, added to `/teamSeasonStats` records. */
export interface ScoringCounters {
  gamesPlayed: number;
  pointsFor: number;
  pointsAgainst: number;
  touchdowns: number;
  fieldGoals: number;
}

/** A `/teamSeasonStats` record with the team's scoring. */
export type DatasetTeamSeasonStat = Omit<TeamSeasonStatsRecord, 'scoring'> & { scoring: ScoringCounters };

/** A team as persons and statistics name it. */
export interface TeamRef {
  id: string;
  abbr: string;
  nickName: string;
  fullName: string;
}

/** What the dataset adds to a person's `player` object. */
export interface PlayerFacts {
  /** `QB`, `RB`, `WR`, `TE`, `OT`, `OG`, `C`, `DE`, `DT`, `LB`, `CB`, `S`, `K`, `P` or `LS`. */
  position: string;
  jerseyNumber: number;
  /** The team he last played for. */
  currentTeam: TeamRef;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  /** Feet-inches, `6-2`. */
  height: string;
  /** Pounds. */
  weight: number;
  college: string;
}

/** What the dataset adds for a person who is a coach rather than a player. */
export interface CoachFacts {
  title: string;
  currentTeam: TeamRef;
}

/** A person: a player (with position, number and team) or a coach. */
export type DatasetPerson = Omit<Person, 'player'> & {
  player: (NonNullable<Person['player']> & PlayerFacts) | null;
  coach: CoachFacts | null;
};
