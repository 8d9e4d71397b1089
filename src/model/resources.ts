/**
 * The schema of each resource's records: the zod layer attached to the plain resource table,
 * keyed by the same names. `satisfies` keeps it complete: a row without a schema does not compile.
 */
import type * as z from 'zod/mini';
import type { ResourceName } from '../resources/resource-table.js';
import { ContentListSchema, VideoSchema } from './content.js';
import { GameSchema } from './game.js';
import { JobSchema } from './job.js';
import { AudioSchema, EventSchema } from './media.js';
import { PersonSchema, UserSchema } from './people.js';
import type { RecordTypes as GeneratedRecordTypes } from './records.generated.js';
import {
  PlayerCareerStatSchema,
  PlayerGameStatSchema,
  PlayerSeasonStatSchema,
  PlayerTeamStatSchema,
  TeamSeasonStatsRecordSchema,
} from './stats.js';
import { TeamSchema } from './team.js';

/** The schemas written here; a row of the table without one is the one error of `satisfies` below. */
const schemaRows = {
  games: GameSchema,
  teams: TeamSchema,
  videos: VideoSchema,
  videoJobs: JobSchema,
  lists: ContentListSchema,
  users: UserSchema,
  persons: PersonSchema,
  playerSeasonStats: PlayerSeasonStatSchema,
  playerTeamStats: PlayerTeamStatSchema,
  playerGameStats: PlayerGameStatSchema,
  playerCareerStats: PlayerCareerStatSchema,
  teamSeasonStats: TeamSeasonStatsRecordSchema,
  audios: AudioSchema,
  events: EventSchema,
} as const satisfies { readonly [Name in ResourceName]: z.core.$ZodType };

/**
 * The schema of one record of every resource of the table. Typed complete even while a row lacks
 * its schema, so that the row's absence is the one error above, not one at every `resourceSchemas[name]`.
 */
export const resourceSchemas = schemaRows as typeof schemaRows & {
  readonly [Name in Exclude<ResourceName, keyof typeof schemaRows>]: z.ZodMiniType;
};

/**
 * The complete record type of each resource of the table: the interfaces `npm run generate`
 * writes from these schemas (records.generated.ts), which tests/model/record-types.test-d.ts
 * holds equal to `Complete<z.output<schema>>`. Plain interfaces, so that an app's compiler reads
 * them rather than infer them from zod's types on every compile (issue 38).
 */
export interface RecordTypes extends GeneratedRecordTypes, NotYetGenerated {}

/**
 * The resources of the table that records.generated.ts does not have yet: none once
 * `npm run generate` has run. Until then each reads as `never`, so that a new row gives the
 * one error below rather than one at every `RecordTypes[Name]` of the client, the mock and
 * `huddle/tanstack`.
 */
type NotYetGenerated = { [Name in Exclude<ResourceName, keyof GeneratedRecordTypes>]: never };

/** Compiles only when records.generated.ts has every resource of the table. */
type StaleWhenNotNever<Missing> = [Missing] extends [never] ? true : { readonly 'run npm run generate': Missing };
const recordTypesGenerated: StaleWhenNotNever<keyof NotYetGenerated> = true;
void recordTypesGenerated;
