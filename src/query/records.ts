/**
 * The record of each resource as an interface, for a builder's type to name. A builder's type
 * carries its record; named, a builder prints as `QueryBuilder<GameRow, null, GameDefaultRow,
 * "drives">` in a hover, an error, and each exported query of a declaration build, rather than the
 * whole record spelt out. Each interface only extends the model's record type, which
 * `npm run generate` writes out from the schemas (src/model/records.generated.ts), so it is that
 * type exactly and an app's compiler does not infer it from zod (issue 38).
 */
import type { RecordTypes } from '../model/record-types.js';
import type { ResourceName, resources } from '../resources/resource-table.js';

/** The model's record type of a resource (an interface extends a name, not an indexed access). */
type ModelRecord<Name extends ResourceName> = RecordTypes[Name];

/** A record of `games`, as `query('games')` names it. */
export interface GameRow extends ModelRecord<'games'> {}
/** A record of `teams`, as `query('teams')` names it. */
export interface TeamRow extends ModelRecord<'teams'> {}
/** A record of `videos`, as `query('videos')` names it. */
export interface VideoRow extends ModelRecord<'videos'> {}
/** A record of `videoJobs`, as `query('videoJobs')` names it. */
export interface VideoJobRow extends ModelRecord<'videoJobs'> {}
/** A record of `lists`, as `query('lists')` names it. */
export interface ListRow extends ModelRecord<'lists'> {}
/** A record of `users`, as `query('users')` names it. */
export interface UserRow extends ModelRecord<'users'> {}
/** A record of `persons`, as `query('persons')` names it. */
export interface PersonRow extends ModelRecord<'persons'> {}
/** A record of `playerSeasonStats`, as `query('playerSeasonStats')` names it. */
export interface PlayerSeasonStatsRow extends ModelRecord<'playerSeasonStats'> {}
/** A record of `playerTeamStats`, as `query('playerTeamStats')` names it. */
export interface PlayerTeamStatsRow extends ModelRecord<'playerTeamStats'> {}
/** A record of `playerGameStats`, as `query('playerGameStats')` names it. */
export interface PlayerGameStatsRow extends ModelRecord<'playerGameStats'> {}
/** A record of `playerCareerStats`, as `query('playerCareerStats')` names it. */
export interface PlayerCareerStatsRow extends ModelRecord<'playerCareerStats'> {}
/** A record of `teamSeasonStats`, as `query('teamSeasonStats')` names it. */
export interface TeamSeasonStatsRow extends ModelRecord<'teamSeasonStats'> {}
/** A record of `audios`, as `query('audios')` names it. */
export interface AudioRow extends ModelRecord<'audios'> {}
/** A record of `events`, as `query('events')` names it. */
export interface EventRow extends ModelRecord<'events'> {}

/** The named record of the resources given an interface here (the others are named by {@link QueryRecord} by their model type). */
export interface QueryRecords {
  readonly games: GameRow;
  readonly teams: TeamRow;
  readonly videos: VideoRow;
  readonly videoJobs: VideoJobRow;
  readonly lists: ListRow;
  readonly users: UserRow;
  readonly persons: PersonRow;
  readonly playerSeasonStats: PlayerSeasonStatsRow;
  readonly playerTeamStats: PlayerTeamStatsRow;
  readonly playerGameStats: PlayerGameStatsRow;
  readonly playerCareerStats: PlayerCareerStatsRow;
  readonly teamSeasonStats: TeamSeasonStatsRow;
  readonly audios: AudioRow;
  readonly events: EventRow;
}

/**
 * The named record of a resource: its interface above, or the model's record type itself for a
 * resource not named here (a name is for hovers and declaration builds; a new resource needs none).
 */
export type QueryRecord<Name extends ResourceName> = {
  readonly [N in ResourceName]: N extends keyof QueryRecords ? QueryRecords[N] : RecordTypes[N];
}[Name];

/** A record with only the named top-level fields, as the default fields of `/games` give. */
export type WithFields<T, Fields extends string> = { [K in Fields & keyof T]: T[K] } & {};

/** The fields `/games` returns without `fs`, named as the records are. */
export interface GameDefaultRow extends WithFields<GameRow, DefaultFieldOf<'games'>> {}

/** The default record of every resource whose row gives default fields. */
interface DefaultRecords {
  readonly games: GameDefaultRow;
}

/** The resources whose rows give default fields. */
export type WithDefaultFields = {
  [Name in ResourceName]: (typeof resources)[Name]['defaultFields'] extends readonly string[] ? Name : never;
}[ResourceName];

type DefaultFieldOf<Name extends WithDefaultFields> = NonNullable<(typeof resources)[Name]['defaultFields']>[number];

/**
 * The named default record of a resource. A resource whose row gives default fields and that
 * has no entry in `DefaultRecords` fails to compile here.
 */
export type DefaultRecord<Name extends WithDefaultFields> = {
  readonly [N in WithDefaultFields]: DefaultRecords[N];
}[Name];
