/** People: users (`/users`) and persons (`/persons`). */
import * as z from 'zod/mini';
import { integer, openEnum, record } from './common.js';
import { RosterStatusSchema } from './content.js';
import { SeasonTypeSchema } from './game.js';
import { PassingStatsSchema, RushingStatsSchema, TeamNickNameSchema } from './stats.js';

/** A user (`/users`). */
export const UserSchema = record({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  city: z.string(),
  state: z.string(),
  socialNetworks: z.array(record({ name: z.string(), gender: z.string() })),
});

/** One rendition of a person's picture. */
export const ImageSchema = record({
  id: z.string(),
  type: openEnum(['IMAGE']),
  asset: record({
    id: z.string(),
    fileName: z.string(),
    title: z.string(),
    height: integer,
    width: integer,
  }),
});

/** A person (`/persons`): players and other people of the sport. */
export const PersonSchema = record({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  player: record({ rosterStatus: RosterStatusSchema }),
  picture: record({
    id: z.string(),
    largeImage: ImageSchema,
    mediumImage: ImageSchema,
    smallImage: ImageSchema,
  }),
  playerStats: record({
    seasonStats: z.array(
      record({
        season: integer,
        seasonType: SeasonTypeSchema,
        passingStats: PassingStatsSchema,
        rushingStats: RushingStatsSchema,
      }),
    ),
    teamStats: z.array(
      record({
        team: TeamNickNameSchema,
        passingStats: PassingStatsSchema,
        rushingStats: RushingStatsSchema,
      }),
    ),
  }),
});
