/** Teams and what they embed: standings, depth chart, branding (`/teams`). */
import * as z from 'zod/mini';
import { envelope, integer, openEnum, record } from './common.js';
import { SeasonTypeSchema } from './game.js';
import { isEnvelopeShaped } from './refinements.js';
import { TeamGameStatSchema, TeamSeasonStatSchema } from './stats.js';

/** A team's standing for a week of a season. */
export const StandingsSchema = record({
  week: record({ seasonType: SeasonTypeSchema, week: integer }),
  overallWins: integer,
  overallLosses: integer,
  overallTies: integer,
  overallWinPct: z.number(),
  overallRank: integer,
  overallPointsFor: integer,
  overallPointsAgainst: integer,
  netTouchDowns: integer,
  homeWins: integer,
  homeLosses: integer,
  roadWins: integer,
  roadLosses: integer,
  divisionWins: integer,
  divisionLosses: integer,
  divisionTies: integer,
  conferenceWins: integer,
  conferenceLosses: integer,
  overallStreak: z.string(),
  last5Wins: integer,
  last5Losses: integer,
  clinchDivision: z.boolean(),
  clinchDivisionAndHomefield: z.boolean(),
  clinchWildcard: z.boolean(),
  clinchPlayoff: z.boolean(),
  conferenceRank: integer,
  divisionRank: integer,
  playoffStatus: openEnum(['NOT_CLINCH_PLAYOFF']),
  divisionLeaderGamesBack: z.number(),
  wildcardGamesBack: z.number(),
});

/**
 * A team's standings: the object itself, or an envelope of them when a standings sub-query is
 * applied. An object with `pager` or `data` is the envelope and nothing else, so a bad record
 * inside it is reported rather than read away as an empty standings object.
 */
export const TeamStandingsSchema = z.union([
  envelope(StandingsSchema).check(
    z.refine(isEnvelopeShaped, {
      message: 'a standings object, or an envelope { pager, data }',
      abort: true,
    }),
  ),
  z.extend(StandingsSchema, { pager: z.optional(z.never()), data: z.optional(z.never()) }),
]);

/** One line of a team's depth chart. */
export const DepthChartEntrySchema = record({
  person: record({ id: z.string(), displayName: z.string() }),
  unit: openEnum(['OFFENSE', 'DEFENSE']),
  positionAbbr: z.string(),
  group: integer,
  depthOrder: integer,
});

/** Sizes a logo comes in; the spec lists them as a closed set. */
export const LogoSizeSchema = z.enum(['THUMB', 'SMALL', 'MEDIUM', 'MEZZANINE']);

/** A team's logo in one size. */
export const LogoSchema = record({ href: z.string(), size: LogoSizeSchema });

/** A team's home venue and ticketing. */
export const VenueSchema = record({
  name: z.string(),
  ticketPhoneNumber: z.string(),
  ticketUrl: z.string(),
});

/**
 * A conference or division: its abbreviation (`"NFC"`, `"NFC North"`) when selected whole, an
 * object when sub-selected, of which the spec promises only `abbr` ("string when selected whole;
 * object with `abbr` when sub-selected"): every member may be missing, as in any record.
 */
export const GroupingSchema = z.union([z.string(), record({ id: z.string(), abbr: z.string(), name: z.string() })]);

/** A team (`/teams`, `/teams/{team_id}`). */
export const TeamSchema = record({
  id: z.string(),
  season: integer,
  name: z.string(),
  fullName: z.string(),
  nickName: z.string(),
  abbr: z.string(),
  cityStateRegion: z.string(),
  teamType: z.string(),
  conference: GroupingSchema,
  division: GroupingSchema,
  webDomain: z.string(),
  established: integer,
  venue: VenueSchema,
  branding: record({ logos: z.array(LogoSchema) }),
  standings: TeamStandingsSchema,
  depthChart: envelope(DepthChartEntrySchema),
  teamSeasonStats: z.array(TeamSeasonStatSchema),
  teamGameStats: z.array(TeamGameStatSchema),
});
