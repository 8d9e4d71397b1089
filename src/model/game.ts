/** Games, their drives and the objects embedded in them (`/games`). */
import * as z from 'zod/mini';
import { clock, integer, openEnum, record, timestamp } from './common.js';

/** Season types the spec shows; others exist but are not listed. */
export const SeasonTypeSchema = openEnum(['REG']);

/** The week a game belongs to. */
export const GameWeekSchema = record({
  season: integer,
  seasonType: SeasonTypeSchema,
  week: integer,
});

/** The summary of a team embedded in a game. */
export const TeamSummarySchema = record({
  id: z.string(),
  season: integer,
  fullName: z.string(),
  nickName: z.string(),
  abbr: z.string(),
});

/** The live situation of a game. */
export const GameStatusSchema = record({
  gameClock: clock,
  down: integer,
  yardsToGo: integer,
  yardLineSide: z.string(),
  yardLineNumber: integer,
  period: integer,
  phase: z.string(),
  possessionTeamId: z.string(),
  redZone: z.boolean(),
  homeTimeoutsRemaining: integer,
  visitorTimeoutsRemaining: integer,
});

/** One team's points in a game, by quarter. */
export const ScoreSchema = record({
  pointsTotal: integer,
  pointsQ1: integer,
  pointsQ2: integer,
  pointsQ3: integer,
  pointsQ4: integer,
  pointsOvertime: integer,
  pointsOvertimeTotal: integer,
});

/** A point on the globe. */
export const GeoCoordinatesSchema = record({
  type: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/** A stadium's address. */
export const LocationSchema = record({
  formattedAddress: z.string(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  geoCoordinates: GeoCoordinatesSchema,
});

/** Where a game is played. */
export const StadiumInfoSchema = record({
  id: z.string(),
  name: z.string(),
  location: LocationSchema,
});

/** A drive: one possession, embedded in a game. */
export const DriveSchema = record({
  id: z.string(),
  possessionTeam: z.string(),
  orderSequence: integer,
  quarterStart: integer,
  quarterEnd: integer,
  gameClockStart: clock,
  gameClockEnd: clock,
  realTimeStart: timestamp,
  realTimeEnd: timestamp,
  startYardLine: z.string(),
  endYardLine: z.string(),
  yards: integer,
  firstDowns: integer,
});

/** A game (`/games`). */
export const GameSchema = record({
  id: z.string(),
  week: GameWeekSchema,
  gameTime: timestamp,
  gameType: SeasonTypeSchema,
  homeTeam: TeamSummarySchema,
  visitorTeam: TeamSummarySchema,
  gameStatus: GameStatusSchema,
  homeTeamScore: ScoreSchema,
  visitorTeamScore: ScoreSchema,
  stadiumInfo: StadiumInfoSchema,
  drives: z.array(DriveSchema),
});
