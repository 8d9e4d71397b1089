import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod';
import type {
  Complete,
  ContentItem,
  DepthChartEntry,
  Game,
  GameSchema,
  Job,
  OpenEnum,
  Pager,
  Sparse,
  Team,
} from '../../src/schemas.ts';

describe('record types', () => {
  it('are complete: every field present, null where the service had no data', () => {
    expectTypeOf<Game['id']>().toEqualTypeOf<string | null>();
    expectTypeOf<NonNullable<Game['week']>['season']>().toEqualTypeOf<number | null>();
    expectTypeOf<NonNullable<Game['drives']>[number]['firstDowns']>().toEqualTypeOf<number | null>();
    expectTypeOf<Game>().not.toHaveProperty('homeTeamAbbr');
  });

  it('keep the sparse form as the schema output: any field may be absent', () => {
    type Parsed = z.output<typeof GameSchema>;
    expectTypeOf<Parsed>().toExtend<Sparse<Game>>();
    expectTypeOf<{ id: 'x' }>().toExtend<Parsed>();
    expectTypeOf<Complete<Parsed>>().toEqualTypeOf<Game>();
  });

  it('type open enumerations as the known values plus any string', () => {
    type Status = Exclude<Job['status'], null>; // NonNullable would collapse 'A' | (string & {}) to string
    expectTypeOf<'IN_PROGRESS'>().toExtend<Status>();
    expectTypeOf<'SOMETHING_NEW'>().toExtend<Status>();
    expectTypeOf<Status>().toEqualTypeOf<OpenEnum<'IN_PROGRESS' | 'COMPLETED' | 'WAITING' | 'PENDING'>>();
    expectTypeOf<42>().not.toExtend<Status>();
  });

  it('type closed enumerations as exactly their values', () => {
    type Size = NonNullable<NonNullable<NonNullable<Team['branding']>['logos']>[number]['size']>;
    expectTypeOf<Size>().toEqualTypeOf<'THUMB' | 'SMALL' | 'MEDIUM' | 'MEZZANINE'>();
    expectTypeOf<DepthChartEntry['unit']>().toExtend<string | null>();
  });

  it('type the two forms of team fields', () => {
    expectTypeOf<'AFC'>().toExtend<NonNullable<Team['conference']>>();
    expectTypeOf<{ abbr: 'AFC'; id: null; name: null }>().toExtend<NonNullable<Team['conference']>>();
    type Standings = NonNullable<Team['standings']>;
    expectTypeOf<{ overallWins: 3 } & Record<string, unknown>>().not.toExtend<Standings>();
  });

  it('let a content item narrow by its type', () => {
    type ArticleItem = Extract<ContentItem, { type: 'ARTICLE' }>;
    expectTypeOf<NonNullable<ArticleItem['author']>['lastName']>().toEqualTypeOf<string | null>();
    type ChildList = Extract<ContentItem, { type: 'CONTENT_LIST' }>;
    type GrandChild = NonNullable<NonNullable<NonNullable<ChildList['items']>['data']>[number]>;
    expectTypeOf<Extract<GrandChild, { type: 'VIDEO' }>>().toHaveProperty('videoAsset');
  });

  it('type the pager with nullable members', () => {
    expectTypeOf<Record<never, never>>().toExtend<Pager>();
    expectTypeOf<{ total: null; next: 'x' }>().toExtend<Pager>();
    expectTypeOf<{ total: '3' }>().not.toExtend<Pager>();
  });
});
