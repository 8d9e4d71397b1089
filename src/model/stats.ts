/** Statistics: the five statistics resources and the stat groups embedded elsewhere. */
import * as z from 'zod/mini';
import { integer, record } from './common.js';
import { GameWeekSchema, ScoreSchema, SeasonTypeSchema } from './game.js';

/** Passing figures embedded in persons and teams. */
export const PassingStatsSchema = record({
  attempts: integer,
  completions: integer,
});

/** Rushing figures embedded in persons and teams. */
export const RushingStatsSchema = record({
  attempts: integer,
  yardsPerAttempt: z.number(),
});

/** Rushing counters of the player statistics resources. */
export const RushingCountersSchema = record({
  attempts: integer,
  yards: integer,
  touchdowns: integer,
  fumbles: integer,
});

/** Passing counters of `/playerGameStats`. */
export const PassingCountersSchema = record({
  attempts: integer,
  completions: integer,
  yards: integer,
  touchdowns: integer,
  interceptions: integer,
});

/** Receiving counters of `/playerCareerStats`. */
export const ReceivingCountersSchema = record({
  receptions: integer,
  yards: integer,
  touchdowns: integer,
});

/** Defensive counters of `/teamSeasonStats`. */
export const DefensiveCountersSchema = record({
  interceptions: integer,
  interceptionsTouchdowns: integer,
  interceptionsYards: integer,
});

/** A team named by its nickname, as statistics records embed it. */
export const TeamNickNameSchema = record({ nickName: z.string() });

/** The player a statistics record is about. */
export const StatPlayerSchema = record({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  team: TeamNickNameSchema,
});

/** The game a `/playerGameStats` record belongs to. */
export const StatGameSchema = record({
  id: z.string(),
  week: GameWeekSchema,
  homeTeam: record({ abbr: z.string() }),
  visitorTeam: record({ abbr: z.string() }),
});

const seasonFields = { id: z.string(), season: integer, seasonType: SeasonTypeSchema };

/** A record of `/playerSeasonStats`. */
export const PlayerSeasonStatSchema = record({
  ...seasonFields,
  player: StatPlayerSchema,
  rushing: RushingCountersSchema,
});

/** A record of `/playerTeamStats`: a player's figures for one team. */
export const PlayerTeamStatSchema = record({
  ...seasonFields,
  player: StatPlayerSchema,
  team: TeamNickNameSchema,
  rushing: RushingCountersSchema,
});

/** A record of `/playerGameStats`. */
export const PlayerGameStatSchema = record({
  ...seasonFields,
  player: StatPlayerSchema,
  game: StatGameSchema,
  passing: PassingCountersSchema,
});

/** A record of `/playerCareerStats`. */
export const PlayerCareerStatSchema = record({
  id: z.string(),
  player: StatPlayerSchema,
  receiving: ReceivingCountersSchema,
});

/** A record of `/teamSeasonStats`. */
export const TeamSeasonStatsRecordSchema = record({
  ...seasonFields,
  team: TeamNickNameSchema,
  defensive: DefensiveCountersSchema,
});

/** A team's season statistics, embedded in a team (`teamSeasonStats`). */
export const TeamSeasonStatSchema = record({
  id: z.string(),
  season: integer,
  seasonType: SeasonTypeSchema,
  passingStats: PassingStatsSchema,
  rushingStats: RushingStatsSchema,
});

/** A team's statistics for one game, embedded in a team (`teamGameStats`). */
export const TeamGameStatSchema = record({
  id: z.string(),
  team: record({ id: z.string() }),
  game: record({ id: z.string(), homeTeamScore: ScoreSchema }),
  passingStats: PassingStatsSchema,
  rushingStats: RushingStatsSchema,
});
