/**
 * The TypeScript types of every record. Each is the *complete* record, as the service sends it
 * when every field is selected: fields are present, and null where the service had no data.
 * What a response holds for a narrower selection is derived from these by the query builder;
 * {@link Sparse} is the loosest such shape, the one the schemas accept.
 */
import type * as z from 'zod/mini';
import type { PagerSchema } from './common.js';
import type {
  ArticleSchema,
  ContentItemSchema,
  ContentListSchema,
  ContentVisibilitySchema,
  VideoSchema,
} from './content.js';
import type { DriveSchema, GameSchema, ScoreSchema, StadiumInfoSchema, TeamSummarySchema } from './game.js';
import type { JobSchema, TaskSchema } from './job.js';
import type { AudioSchema, EventSchema } from './media.js';
import type { PersonSchema, UserSchema } from './people.js';
import type {
  PlayerCareerStatSchema,
  PlayerGameStatSchema,
  PlayerSeasonStatSchema,
  PlayerTeamStatSchema,
  TeamGameStatSchema,
  TeamSeasonStatSchema,
  TeamSeasonStatsRecordSchema,
} from './stats.js';
import type { DepthChartEntrySchema, StandingsSchema, TeamSchema } from './team.js';

/** Whether a key is an index signature's (`string`, `number`, `symbol`) rather than a field's. */
type IndexKey<K> = string extends K ? true : number extends K ? true : symbol extends K ? true : false;

/** Values that are not records; `string & {}` of an open enumeration included. */
type Scalar = string | number | boolean | bigint | symbol | null | undefined;

/**
 * Makes every field of a sparse record, at any depth, present (keeping `null`). Fields a form
 * may never have (`never`, such as `data` on a standings object) are left out, and so is the
 * index signature of unknown fields: they are kept at run time, but reading one is a typo far
 * more often than not.
 */
export type Complete<T> = T extends Scalar
  ? T
  : T extends readonly (infer Item)[]
    ? Complete<Item>[]
    : {
        [K in keyof T as IndexKey<K> extends true
          ? never
          : [Exclude<T[K], undefined>] extends [never]
            ? never
            : K]-?: Complete<Exclude<T[K], undefined>>;
      };

/** Makes every field of a record, at any depth, optional: what any `fs` may return. */
export type Sparse<T> = T extends Scalar
  ? T
  : T extends readonly (infer Item)[]
    ? Sparse<Item>[]
    : { [K in keyof T]?: Sparse<T[K]> | undefined };

type Of<Schema extends z.ZodMiniType> = Complete<z.output<Schema>>;

/** A pager: `{}` or any members, each possibly null. */
export type Pager = z.output<typeof PagerSchema>;
/** A collection envelope. */
export interface Envelope<Item> {
  pager?: Pager | null;
  data?: Item[] | null;
}

/** A game. */
export type Game = Of<typeof GameSchema>;
/** A drive of a game. */
export type Drive = Of<typeof DriveSchema>;
/** The team summary embedded in a game. */
export type TeamSummary = Of<typeof TeamSummarySchema>;
/** One team's score in a game. */
export type Score = Of<typeof ScoreSchema>;
/** Where a game is played. */
export type StadiumInfo = Of<typeof StadiumInfoSchema>;
/** A team. */
export type Team = Of<typeof TeamSchema>;
/** A team's standings. */
export type Standings = Of<typeof StandingsSchema>;
/** A line of a depth chart. */
export type DepthChartEntry = Of<typeof DepthChartEntrySchema>;
/** A video. */
export type Video = Of<typeof VideoSchema>;
/** An article. */
export type Article = Of<typeof ArticleSchema>;
/** A content list. */
export type ContentList = Of<typeof ContentListSchema>;
/** An item of a content list: a video, an article, a child list, or another kind. */
export type ContentItem = Of<typeof ContentItemSchema>;
/** Who may see a piece of content. */
export type ContentVisibility = Of<typeof ContentVisibilitySchema>;
/** A video-processing job. */
export type Job = Of<typeof JobSchema>;
/** A task of a job. */
export type Task = Of<typeof TaskSchema>;
/** A user. */
export type User = Of<typeof UserSchema>;
/** A person. */
export type Person = Of<typeof PersonSchema>;
/** A record of `/playerSeasonStats`. */
export type PlayerSeasonStat = Of<typeof PlayerSeasonStatSchema>;
/** A record of `/playerTeamStats`. */
export type PlayerTeamStat = Of<typeof PlayerTeamStatSchema>;
/** A record of `/playerGameStats`. */
export type PlayerGameStat = Of<typeof PlayerGameStatSchema>;
/** A record of `/playerCareerStats`. */
export type PlayerCareerStat = Of<typeof PlayerCareerStatSchema>;
/** A record of `/teamSeasonStats`. */
export type TeamSeasonStatsRecord = Of<typeof TeamSeasonStatsRecordSchema>;
/** A team's season statistics embedded in a team. */
export type TeamSeasonStat = Of<typeof TeamSeasonStatSchema>;
/** A team's game statistics embedded in a team. */
export type TeamGameStat = Of<typeof TeamGameStatSchema>;
/** An audio clip. */
export type Audio = Of<typeof AudioSchema>;
/** An event. */
export type Event = Of<typeof EventSchema>;
