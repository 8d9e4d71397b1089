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
import {
  PlayerCareerStatSchema,
  PlayerGameStatSchema,
  PlayerSeasonStatSchema,
  PlayerTeamStatSchema,
  TeamSeasonStatsRecordSchema,
} from './stats.js';
import { TeamSchema } from './team.js';

/** The schema of one record of every resource of the table. */
export const resourceSchemas = {
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
 * The complete record type of each resource of the table: the interfaces `npm run generate`
 * writes from these schemas (records.generated.ts), which tests/model/record-types.test-d.ts
 * holds equal to `Complete<z.output<schema>>`. Plain interfaces, so that an app's compiler reads
 * them rather than infer them from zod's types on every compile (issue 38).
 */
export type { RecordTypes } from './records.generated.js';
