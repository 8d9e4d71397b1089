import { describe, expectTypeOf, it } from 'vitest';
import type { CheckedSelector } from '../../src/query/fs-types.ts';
import { type InferResult, parseFields, parseQuery, query } from '../../src/query/index.ts';
import type { GameDefaultRow, GameRow, QueryRecord, TeamRow } from '../../src/query/records.ts';
import type { CheckedPath, PartialRecord, RecordTypes, WithFields } from '../../src/query/types.ts';
import type { ResourceName, resources } from '../../src/resources/resource-table.ts';
import type { Game, Team } from '../../src/schemas.ts';

type Nullable<T> = T | null;

describe('result types follow the selection', () => {
  it('gives exactly the selected fields of a mask, nullability kept', () => {
    const built = query('games').select({ id: true, homeTeam: { abbr: true }, drives: { yards: true } });
    expectTypeOf<InferResult<typeof built>>().toEqualTypeOf<{
      id: string | null;
      homeTeam: Nullable<{ abbr: string | null }>;
      drives: Nullable<{ yards: number | null }[]>;
    }>();
  });

  it('types a selector string exactly like the same mask', () => {
    const fromString = query('games').select('id, homeTeam{abbr}, drives(yards), week.season');
    const fromMask = query('games').select({
      id: true,
      homeTeam: { abbr: true },
      drives: { yards: true },
      week: { season: true },
    });
    expectTypeOf<InferResult<typeof fromString>>().toEqualTypeOf<InferResult<typeof fromMask>>();
  });

  it('gives a field selected whole its complete type', () => {
    const built = query('games').select({ stadiumInfo: true });
    expectTypeOf<InferResult<typeof built>>().toEqualTypeOf<{ stadiumInfo: Game['stadiumInfo'] }>();
  });

  it('adds selections up', () => {
    const built = query('games').select({ id: true }).select('gameTime');
    expectTypeOf<InferResult<typeof built>>().toEqualTypeOf<{ id: string | null; gameTime: string | null }>();
  });

  it('puts the fields of records selected through an envelope in its data', () => {
    const built = query('teams').select('depthChart{person{displayName}}');
    type DepthChart = NonNullable<InferResult<typeof built>['depthChart']>;
    expectTypeOf<DepthChart['data']>().toEqualTypeOf<
      Nullable<{ person: Nullable<{ displayName: string | null }> }[]>
    >();
    expectTypeOf<DepthChart['pager']>().toEqualTypeOf<NonNullable<Team['depthChart']>['pager'] | undefined>();
  });

  it('returns the default fields of /games, and whole records elsewhere, when nothing is selected', () => {
    const games = query('games');
    type Games = InferResult<typeof games>;
    expectTypeOf<keyof Games>().toEqualTypeOf<
      | 'id'
      | 'week'
      | 'gameTime'
      | 'gameType'
      | 'homeTeam'
      | 'visitorTeam'
      | 'gameStatus'
      | 'homeTeamScore'
      | 'visitorTeamScore'
    >();
    const teams = query('teams');
    expectTypeOf<InferResult<typeof teams>>().toEqualTypeOf<Team>();
  });

  it('names each record by an interface that is exactly its model type (no field lost or loosened)', () => {
    expectTypeOf<{ [Name in ResourceName]: QueryRecord<Name> }>().toEqualTypeOf<RecordTypes>();
    expectTypeOf<GameDefaultRow>().toEqualTypeOf<
      WithFields<RecordTypes['games'], (typeof resources)['games']['defaultFields'][number]>
    >();
  });

  it('reads nested braces, parentheses and whitespace in a selector string as the same mask', () => {
    const fromString = query('teams').select(
      ' abbr , depthChart{ person(displayName,id) , unit },standings.week{seasonType}',
    );
    const fromMask = query('teams').select({
      abbr: true,
      depthChart: { person: { displayName: true, id: true }, unit: true },
      standings: { week: { seasonType: true } },
    });
    expectTypeOf<InferResult<typeof fromString>>().toEqualTypeOf<InferResult<typeof fromMask>>();
    // @ts-expect-error no such field inside a nested selection
    query('teams').select('abbr,depthChart{person{displayName,nick},unit}');
  });

  it('checks paths, masks and selectors six levels deep and beyond without TS2589', () => {
    const lists = query('lists');
    // Seven names, through three content lists in content lists.
    lists.where('items.data.items.data.items.data.title', 'Highlights');
    lists.where('items.data.items.data.items.data.title', '$in', ['a', 'b']);
    lists.sort('items.data.items.data.items.pager.total', 'desc');
    // @ts-expect-error a title is a string, at any depth
    lists.where('items.data.items.data.items.data.title', 1);
    // @ts-expect-error no such field six levels down
    lists.where('items.data.items.data.items.data.headline', 'x');
    const byMask = lists.select({ items: { data: { items: { data: { items: { data: { title: true } } } } } } });
    const byString = lists.select('items{data{items{data{items{data{title}}}}}}');
    expectTypeOf<InferResult<typeof byMask>>().toEqualTypeOf<InferResult<typeof byString>>();
  });

  it('follows recursive content lists to the depth cap without TS2589', () => {
    const built = query('lists').select('items{data{items{data{items{data{items{data{title}}}}}}}}');
    expectTypeOf<InferResult<typeof built>>().not.toBeNever();
  });
});

describe('paths, values and masks are checked', () => {
  it('rejects unknown paths everywhere a path goes', () => {
    const games = query('games');
    // @ts-expect-error no such field
    games.where('homeTeam.abbrev', 'NE');
    // @ts-expect-error no such field in a mask
    games.select({ homeTeam: { code: true } });
    // @ts-expect-error no such field in a selector string
    games.select('id,homeTeam{code}');
    // @ts-expect-error no such sort key
    games.sort('kickoff');
    // @ts-expect-error teams have no drives to filter
    query('teams').filter('drives', (f) => f);
    // @ts-expect-error drives have no abbr
    games.filter('drives', (d) => d.where('abbr', 'NE'));
    expectTypeOf(games.where('drives.firstDowns', '$gte', 3)).toEqualTypeOf(games);
  });

  it('refuses a path that goes on past a field with no fields', () => {
    // @ts-expect-error an id is a string
    query('games').where('id.value', 'x');
    // @ts-expect-error a week number has no fields
    query('games').sort('week.week.x');
  });

  it('names the unknown path of a selector, and passes a selector whose paths all exist', () => {
    expectTypeOf<
      CheckedSelector<GameRow, 'id,homeTeam{abbr},week.season'>
    >().toEqualTypeOf<'id,homeTeam{abbr},week.season'>();
    // The same sub-selection fits one field and not another.
    expectTypeOf<CheckedSelector<GameRow, 'homeTeam{abbr},week{abbr}'>>().toEqualTypeOf<'unknown field: week.abbr'>();
    expectTypeOf<CheckedSelector<GameRow, 'id{value}'>>().toEqualTypeOf<'unknown field: id.value'>();
    expectTypeOf<
      CheckedSelector<TeamRow, 'depthChart{person{displayName},unit}'>
    >().toEqualTypeOf<'depthChart{person{displayName},unit}'>();
    expectTypeOf<
      CheckedSelector<TeamRow, 'depthChart{person{nick}}'>
    >().toEqualTypeOf<'unknown field: depthChart.person.nick'>();
  });

  it('names, for an unknown path, the paths that continue its known part', () => {
    expectTypeOf<CheckedPath<RecordTypes['games'], 'homeTeam.abbrev'>>().toEqualTypeOf<
      'homeTeam' | 'homeTeam.id' | 'homeTeam.season' | 'homeTeam.fullName' | 'homeTeam.nickName' | 'homeTeam.abbr'
    >();
    expectTypeOf<CheckedPath<RecordTypes['games'], 'id.value'>>().toEqualTypeOf<'id'>();
    expectTypeOf<CheckedPath<RecordTypes['games'], 'homeTeam.abbr'>>().toEqualTypeOf<'homeTeam.abbr'>();
  });

  it("gives an operator's value the field's type, and $in an array of it", () => {
    const games = query('games');
    games.where('week.season', 2024);
    games.where('homeTeam.abbr', '$in', ['NE', 'KC']);
    games.where('gameTime', '$gte', new Date());
    games.where('stadiumInfo.name', null);
    games.where('week.seasonType', 'POST');
    // @ts-expect-error a season is a number
    games.where('week.season', '2024');
    // @ts-expect-error $in takes an array
    games.where('homeTeam.abbr', '$in', 'NE');
    // @ts-expect-error of strings
    games.where('homeTeam.abbr', '$in', [1]);
    // @ts-expect-error a Date only where the field is a string
    games.where('week.week', '$gt', new Date());
  });

  it('types sub-collection filters on the list items', () => {
    query('teams').filter('standings', (s) => s.where('week.seasonType', 'REG').where('overallWins', '$gt', 10));
    query('persons').filter('playerStats.seasonStats', (s) => s.where('season', 2024));
    // @ts-expect-error a season is a number
    query('persons').filter('playerStats.seasonStats', (s) => s.where('season', 'x'));
  });

  it('lets a loose query take any path and value', () => {
    const loose = query()
      .where('any.path', { deep: [1] })
      .select({ whatever: { goes: true } })
      .sort('x.y', 'desc');
    expectTypeOf(loose.toParams()).toEqualTypeOf<{ fs?: string; s?: string }>();
  });
});

describe('from({ fs, s }) types its result as select() does', () => {
  it('by a literal fs string or mask', () => {
    const fromString = query('games').from({ fs: 'id,homeTeam{abbr}', s: '{"$take":1}' });
    expectTypeOf<InferResult<typeof fromString>>().toEqualTypeOf<{
      id: string | null;
      homeTeam: Nullable<{ abbr: string | null }>;
    }>();
    const fromMask = query('games').from({ fs: { id: true } });
    expectTypeOf<InferResult<typeof fromMask>>().toEqualTypeOf<{ id: string | null }>();
    // @ts-expect-error no such field
    query('games').from({ fs: 'id,homeTeam{abbrev}' });
  });

  it('as partial records for a tree, and keeps the selection for s alone', () => {
    const fromTree = query('games').from({ fs: parseFields('id') });
    expectTypeOf<InferResult<typeof fromTree>>().toEqualTypeOf<PartialRecord<Game>>();
    const selectedTree = query('games').select(parseFields('id'));
    expectTypeOf<InferResult<typeof selectedTree>>().toEqualTypeOf<PartialRecord<Game>>();
    const sAlone = query('games')
      .select('id')
      .from({ s: parseQuery('{}') });
    expectTypeOf<InferResult<typeof sAlone>>().toEqualTypeOf<{ id: string | null }>();
  });
});
