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
