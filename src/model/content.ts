/** Videos, articles, content lists and the visibility they share (`/videos`, `/lists`). */
import * as z from 'zod/mini';
import {
  envelope,
  integer,
  listOrEnvelope,
  openEnum,
  type PagerSchema,
  record,
  type SparseField,
  type SparseShape,
  timestamp,
} from './common.js';
import { GameWeekSchema, SeasonTypeSchema } from './game.js';
import { isOtherItemType, KNOWN_ITEM_TYPES } from './refinements.js';

/** A role allowed to see a piece of content. */
export const ConsumerRoleSchema = record({ id: z.string() });

/** Who may see a piece of content, and since when. */
export const ContentVisibilitySchema = record({
  consumerRoles: envelope(ConsumerRoleSchema),
  promotionLevel: openEnum(['NONE']),
  publishState: openEnum(['PUBLISHED']),
  originalPublishDate: timestamp,
});

/** The week of a season a piece of content belongs to. */
export const WeekOfSeasonSchema = record({
  id: z.string(),
  season: integer,
  weekOrder: integer,
  seasonType: SeasonTypeSchema,
  week: integer,
  weekType: z.string(),
  name: z.string(),
});

/** Clip categories used in video queries. */
export const ClipCategorySchema = openEnum(['preview', 'recap', 'game-highlight', 'in-game-highlight']);

/** A reference to a related game. */
export const GameRefSchema = record({ id: z.string() });

/** A video (`/videos`, `/videos/{video_id}`). */
export const VideoSchema = record({
  id: z.string(),
  title: z.string(),
  caption: z.string(),
  url: z.string(),
  type: openEnum(['VIDEO']),
  lastModifiedDate: timestamp,
  originalImage: record({ asset: record({ source: z.string() }) }),
  videoAsset: record({
    clipCategory: ClipCategorySchema,
    playBackInfo: record({ videoUrl: z.string() }),
  }),
  weekOfSeason: WeekOfSeasonSchema,
  /** The game week, as `/videos` is filtered (`week.season`); shaped like a game's week. */
  week: GameWeekSchema,
  show: record({
    id: z.string(),
    name: z.string(),
    season: integer,
    episode: integer,
    premieredDate: timestamp,
  }),
  advertisingChannel: record({ id: z.string(), name: z.string(), advertisingId: z.string() }),
  contentVisibility: ContentVisibilitySchema,
  propertyMetadata: record({ NOW: record({ clipType: envelope(z.string()) }) }),
  related: record({ games: listOrEnvelope(GameRefSchema) }),
});

/** Roster status values the spec has seen. */
export const RosterStatusSchema = openEnum(['ACTIVE']);

/** An article, as an item of a content list. */
export const ArticleSchema = record({
  id: z.string(),
  type: openEnum(['ARTICLE']),
  title: z.string(),
  caption: z.string(),
  weekOfSeason: WeekOfSeasonSchema,
  thumbnail: record({ id: z.string() }),
  createdDate: timestamp,
  lastModifiedDate: timestamp,
  author: record({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  rightsHolder: record({
    contentProvider: record({ id: z.string(), name: z.string() }),
    contentProviderCreatedDate: timestamp,
    copyright: z.string(),
  }),
  related: record({
    teams: envelope(record({ id: z.string(), abbr: z.string(), fullName: z.string(), nickName: z.string() })),
    persons: envelope(
      record({
        id: z.string(),
        displayName: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        player: record({ rosterStatus: RosterStatusSchema }),
      }),
    ),
  }),
  contentVisibility: ContentVisibilitySchema,
});

/** A video as an item of a content list: its `type` tells it apart. */
export const VideoItemSchema = z.extend(VideoSchema, { type: z.literal('VIDEO') });

/** An article as an item of a content list. */
export const ArticleItemSchema = z.extend(ArticleSchema, { type: z.literal('ARTICLE') });

/**
 * An item of a kind the spec does not describe, or whose `type` was not selected. Kept whole,
 * so nothing the service sends is dropped.
 */
export const OtherContentItemSchema = z.looseObject({
  type: z.optional(
    z.nullable(
      z.string().check(
        z.refine(isOtherItemType, {
          message: `a type other than ${KNOWN_ITEM_TYPES.join(', ')}`,
          abort: true,
        }),
      ),
    ),
  ),
});

const contentListFields = {
  id: z.string(),
  title: z.string(),
  caption: z.string(),
  type: openEnum(['CONTENT_LIST']),
  listType: openEnum(['VIDEO_CHANNEL_CATEGORY', 'VIDEO_CHANNEL']),
  contentListType: openEnum(['RANKING', 'VIDEO_CHANNEL_CATEGORY', 'VIDEO_CHANNEL']),
  contentCurationType: openEnum(['CURATED']),
  createdDate: timestamp,
  lastModifiedDate: timestamp,
  contentVisibility: ContentVisibilitySchema,
};

/*
 * Content lists hold content lists, so their schema types are spelled out: TypeScript cannot
 * infer a type that refers to itself.
 */
type ContentItemsSchema = z.ZodMiniObject<
  {
    pager: SparseField<typeof PagerSchema>;
    data: SparseField<z.ZodMiniArray<ContentItemSchemaType>>;
  },
  z.core.$loose
>;
type ContentListSchemaType = z.ZodMiniObject<
  SparseShape<typeof contentListFields> & { items: SparseField<ContentItemsSchema> },
  z.core.$loose
>;
type ContentListItemSchemaType = z.ZodMiniObject<
  Omit<SparseShape<typeof contentListFields>, 'type'> & {
    items: SparseField<ContentItemsSchema>;
    type: z.ZodMiniLiteral<'CONTENT_LIST'>;
  },
  z.core.$loose
>;
type ContentItemSchemaType = z.ZodMiniUnion<
  [
    z.ZodMiniDiscriminatedUnion<[typeof VideoItemSchema, typeof ArticleItemSchema, ContentListItemSchemaType]>,
    typeof OtherContentItemSchema,
  ]
>;

/** A content list (`/lists`, `/contentList`): child lists, videos and articles. */
export const ContentListSchema: ContentListSchemaType = record({
  ...contentListFields,
  get items(): ContentItemsSchema {
    return envelope(ContentItemSchema);
  },
});

/** A child list as an item of a content list. */
export const ContentListItemSchema: ContentListItemSchemaType = z.extend(ContentListSchema, {
  type: z.literal('CONTENT_LIST'),
});

/** An item of a content list, told apart by `type`. */
export const ContentItemSchema: ContentItemSchemaType = z.union([
  z.discriminatedUnion('type', [VideoItemSchema, ArticleItemSchema, ContentListItemSchema]),
  OtherContentItemSchema,
]);
