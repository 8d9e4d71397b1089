/**
 * The record of each resource as an interface, for the builder's type to name. A builder's type
 * carries its record; as the mapped type the model derives from zod it has no name, so the
 * compiler spelled the whole record out wherever it printed the builder: in every hover, every
 * error, and every exported query of a declaration build (about 2,700 instantiations for the
 * first query of `games`, and as many for each other resource). Named, it prints as
 * `QueryBuilder<GameRecord, …>`. Each interface is its model type exactly (it only extends it).
 */
import type { RecordTypes } from '../model/resources.js';
import type { ResourceName, resources } from '../resources/table.js';
import type { WithFields } from './types.js';

/** The model's record type of a resource (an interface extends a name, not an indexed access). */
type ModelRecord<Name extends ResourceName> = RecordTypes[Name];

/** A record of `games`. */
export interface GameRecord extends ModelRecord<'games'> {}
/** A record of `teams`. */
export interface TeamRecord extends ModelRecord<'teams'> {}
/** A record of `videos`. */
export interface VideoRecord extends ModelRecord<'videos'> {}
/** A record of `videoJobs`. */
export interface VideoJobRecord extends ModelRecord<'videoJobs'> {}
/** A record of `lists`. */
export interface ListRecord extends ModelRecord<'lists'> {}
/** A record of `users`. */
export interface UserRecord extends ModelRecord<'users'> {}
/** A record of `persons`. */
export interface PersonRecord extends ModelRecord<'persons'> {}
/** A record of `playerSeasonStats`. */
export interface PlayerSeasonStatsRecord extends ModelRecord<'playerSeasonStats'> {}
/** A record of `playerTeamStats`. */
export interface PlayerTeamStatsRecord extends ModelRecord<'playerTeamStats'> {}
/** A record of `playerGameStats`. */
export interface PlayerGameStatsRecord extends ModelRecord<'playerGameStats'> {}
/** A record of `playerCareerStats`. */
export interface PlayerCareerStatsRecord extends ModelRecord<'playerCareerStats'> {}
/** A record of `teamSeasonStats`. */
export interface TeamSeasonStatsRecord extends ModelRecord<'teamSeasonStats'> {}
/** A record of `audios`. */
export interface AudioRecord extends ModelRecord<'audios'> {}
/** A record of `events`. */
export interface EventRecord extends ModelRecord<'events'> {}

/** The named record of every resource (a resource missing here fails to compile in {@link QueryRecord}). */
export interface QueryRecords {
  readonly games: GameRecord;
  readonly teams: TeamRecord;
  readonly videos: VideoRecord;
  readonly videoJobs: VideoJobRecord;
  readonly lists: ListRecord;
  readonly users: UserRecord;
  readonly persons: PersonRecord;
  readonly playerSeasonStats: PlayerSeasonStatsRecord;
  readonly playerTeamStats: PlayerTeamStatsRecord;
  readonly playerGameStats: PlayerGameStatsRecord;
  readonly playerCareerStats: PlayerCareerStatsRecord;
  readonly teamSeasonStats: TeamSeasonStatsRecord;
  readonly audios: AudioRecord;
  readonly events: EventRecord;
}

/** The named record of a resource. */
export type QueryRecord<Name extends ResourceName> = { readonly [N in ResourceName]: QueryRecords[N] }[Name];

/** The fields `/games` returns without `fs`, named as the records are. */
export interface GameDefaultRecord extends WithFields<GameRecord, DefaultFieldOf<'games'>> {}

/** The default record of every resource whose row gives default fields. */
interface DefaultRecords {
  readonly games: GameDefaultRecord;
}

/** The resources whose rows give default fields. */
export type WithDefaultFields = {
  [Name in ResourceName]: (typeof resources)[Name]['defaultFields'] extends readonly string[] ? Name : never;
}[ResourceName];

type DefaultFieldOf<Name extends WithDefaultFields> = NonNullable<(typeof resources)[Name]['defaultFields']>[number];

/** The named default record of a resource (one missing from {@link DefaultRecords} fails to compile here). */
export type DefaultRecord<Name extends WithDefaultFields> = {
  readonly [N in WithDefaultFields]: DefaultRecords[N];
}[Name];
