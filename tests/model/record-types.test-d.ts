/**
 * The record types huddle ships are written out by `npm run generate` (scripts/record-types.ts,
 * src/model/records.generated.ts) rather than inferred from the zod schemas, so that an app's
 * compiler does not run zod's inference (issue 38). These tests hold each written type exactly
 * equal to what zod infers, `Complete<z.output<schema>>`: a schema changed without regenerating,
 * or a generator that writes a field, a `null`, an optional mark, a `readonly` or a union member
 * wrongly, fails here (and `npm run generate:check` fails in CI).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import type * as model from '../../src/model/index.ts';
import type { RecordTypes } from '../../src/model/record-types.ts';
import type { resourceSchemas } from '../../src/model/resources.ts';
import type { Complete } from '../../src/model/types.ts';
import type { ResourceName } from '../../src/resources/resource-table.ts';

/** What zod infers for a schema, made complete as the records are. */
type Inferred<Schema extends z.ZodMiniType> = Complete<z.output<Schema>>;
type InferredRecord<Name extends ResourceName> = Inferred<(typeof resourceSchemas)[Name]>;

describe('the generated record type of each resource is exactly what zod infers from its schema', () => {
  it('has a record type for every resource and no other', () => {
    expectTypeOf<keyof RecordTypes>().toEqualTypeOf<ResourceName>();
  });

  it('games', () => expectTypeOf<RecordTypes['games']>().toEqualTypeOf<InferredRecord<'games'>>());
  it('teams', () => expectTypeOf<RecordTypes['teams']>().toEqualTypeOf<InferredRecord<'teams'>>());
  it('videos', () => expectTypeOf<RecordTypes['videos']>().toEqualTypeOf<InferredRecord<'videos'>>());
  it('videoJobs', () => expectTypeOf<RecordTypes['videoJobs']>().toEqualTypeOf<InferredRecord<'videoJobs'>>());
  it('lists', () => expectTypeOf<RecordTypes['lists']>().toEqualTypeOf<InferredRecord<'lists'>>());
  it('users', () => expectTypeOf<RecordTypes['users']>().toEqualTypeOf<InferredRecord<'users'>>());
  it('persons', () => expectTypeOf<RecordTypes['persons']>().toEqualTypeOf<InferredRecord<'persons'>>());
  it('playerSeasonStats', () =>
    expectTypeOf<RecordTypes['playerSeasonStats']>().toEqualTypeOf<InferredRecord<'playerSeasonStats'>>());
  it('playerTeamStats', () =>
    expectTypeOf<RecordTypes['playerTeamStats']>().toEqualTypeOf<InferredRecord<'playerTeamStats'>>());
  it('playerGameStats', () =>
    expectTypeOf<RecordTypes['playerGameStats']>().toEqualTypeOf<InferredRecord<'playerGameStats'>>());
  it('playerCareerStats', () =>
    expectTypeOf<RecordTypes['playerCareerStats']>().toEqualTypeOf<InferredRecord<'playerCareerStats'>>());
  it('teamSeasonStats', () =>
    expectTypeOf<RecordTypes['teamSeasonStats']>().toEqualTypeOf<InferredRecord<'teamSeasonStats'>>());
  it('audios', () => expectTypeOf<RecordTypes['audios']>().toEqualTypeOf<InferredRecord<'audios'>>());
  it('events', () => expectTypeOf<RecordTypes['events']>().toEqualTypeOf<InferredRecord<'events'>>());
});

describe('the named record types huddle exports are exactly what zod infers from their schemas', () => {
  it('of games', () => {
    expectTypeOf<model.Game>().toEqualTypeOf<Inferred<typeof model.GameSchema>>();
    expectTypeOf<model.Drive>().toEqualTypeOf<Inferred<typeof model.DriveSchema>>();
    expectTypeOf<model.TeamSummary>().toEqualTypeOf<Inferred<typeof model.TeamSummarySchema>>();
    expectTypeOf<model.Score>().toEqualTypeOf<Inferred<typeof model.ScoreSchema>>();
    expectTypeOf<model.StadiumInfo>().toEqualTypeOf<Inferred<typeof model.StadiumInfoSchema>>();
  });

  it('of teams', () => {
    expectTypeOf<model.Team>().toEqualTypeOf<Inferred<typeof model.TeamSchema>>();
    expectTypeOf<model.Standings>().toEqualTypeOf<Inferred<typeof model.StandingsSchema>>();
    expectTypeOf<model.DepthChartEntry>().toEqualTypeOf<Inferred<typeof model.DepthChartEntrySchema>>();
    expectTypeOf<model.TeamSeasonStat>().toEqualTypeOf<Inferred<typeof model.TeamSeasonStatSchema>>();
    expectTypeOf<model.TeamGameStat>().toEqualTypeOf<Inferred<typeof model.TeamGameStatSchema>>();
  });

  it('of content', () => {
    expectTypeOf<model.Video>().toEqualTypeOf<Inferred<typeof model.VideoSchema>>();
    expectTypeOf<model.Article>().toEqualTypeOf<Inferred<typeof model.ArticleSchema>>();
    expectTypeOf<model.ContentList>().toEqualTypeOf<Inferred<typeof model.ContentListSchema>>();
    expectTypeOf<model.ContentItem>().toEqualTypeOf<Inferred<typeof model.ContentItemSchema>>();
    expectTypeOf<model.ContentVisibility>().toEqualTypeOf<Inferred<typeof model.ContentVisibilitySchema>>();
  });

  it('of jobs, people, statistics and media', () => {
    expectTypeOf<model.Job>().toEqualTypeOf<Inferred<typeof model.JobSchema>>();
    expectTypeOf<model.Task>().toEqualTypeOf<Inferred<typeof model.TaskSchema>>();
    expectTypeOf<model.User>().toEqualTypeOf<Inferred<typeof model.UserSchema>>();
    expectTypeOf<model.Person>().toEqualTypeOf<Inferred<typeof model.PersonSchema>>();
    expectTypeOf<model.PlayerSeasonStat>().toEqualTypeOf<Inferred<typeof model.PlayerSeasonStatSchema>>();
    expectTypeOf<model.PlayerTeamStat>().toEqualTypeOf<Inferred<typeof model.PlayerTeamStatSchema>>();
    expectTypeOf<model.PlayerGameStat>().toEqualTypeOf<Inferred<typeof model.PlayerGameStatSchema>>();
    expectTypeOf<model.PlayerCareerStat>().toEqualTypeOf<Inferred<typeof model.PlayerCareerStatSchema>>();
    expectTypeOf<model.TeamSeasonStatsRecord>().toEqualTypeOf<Inferred<typeof model.TeamSeasonStatsRecordSchema>>();
    expectTypeOf<model.Audio>().toEqualTypeOf<Inferred<typeof model.AudioSchema>>();
    expectTypeOf<model.Event>().toEqualTypeOf<Inferred<typeof model.EventSchema>>();
  });

  it('of the pager: every member optional and nullable, as the schema accepts it', () => {
    expectTypeOf<z.output<typeof model.PagerSchema>>().toExtend<model.Pager>();
    expectTypeOf<model.Pager>().toExtend<z.output<typeof model.PagerSchema>>();
  });
});
