/**
 * The options' types as React Query, Vue Query and query-core's QueryClient read them: the data of
 * a selection, of its pages and of the cache, through their own signatures.
 */
import { type InfiniteData, QueryClient } from '@tanstack/query-core';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { useInfiniteQuery as useVueInfiniteQuery, useQuery as useVueQuery } from '@tanstack/vue-query';
import { describe, expectTypeOf, it } from 'vitest';
import type { Ref } from 'vue';
import { createClient, type InferResult, type Page } from '../../src/index.ts';
import type { Preferences } from '../../src/push/index.ts';
import { query } from '../../src/query/index.ts';
import {
  mutations,
  type PreferencesData,
  queries,
  registerMutationDefaults,
  type SaveVariables,
} from '../../src/tanstack/index.ts';

const client = createClient({ baseUrl: 'https://api.example.com' });
const q = queries(client);
const games = client.games.select('id,gameTime,homeTeam{abbr}').where('week.season', 2024);
type Game = InferResult<typeof games>;

describe('React Query', () => {
  it('types useQuery and useSuspenseQuery by the selection', () => {
    expectTypeOf<keyof Game>().toEqualTypeOf<'id' | 'gameTime' | 'homeTeam'>();
    expectTypeOf(useQuery(q.games.list(games)).data).toEqualTypeOf<Page<Game> | undefined>();
    expectTypeOf(useSuspenseQuery(q.games.list(games)).data).toEqualTypeOf<Page<Game>>();
    expectTypeOf(useQuery(q.games.list(games)).data?.data[0]?.homeTeam?.abbr).toEqualTypeOf<
      string | null | undefined
    >();
  });

  it('types useInfiniteQuery’s pages, with a number page parameter', () => {
    const { data } = useInfiniteQuery(q.games.infinite(games.take(20)));
    expectTypeOf(data?.pages).toEqualTypeOf<Page<Game>[] | undefined>();
    // TanStack's own infiniteQueryOptions leave the hook's page parameters unknown too.
    expectTypeOf(data?.pageParams).toEqualTypeOf<unknown[] | undefined>();
    expectTypeOf(useSuspenseInfiniteQuery(q.games.infinite(games)).data.pages).toEqualTypeOf<Page<Game>[]>();
  });

  it('types huddle/query’s builder, a by-id record and the default fields alike', () => {
    const loose = query('games').select({ id: true });
    expectTypeOf(useQuery(q.games.list(loose)).data?.data).toEqualTypeOf<InferResult<typeof loose>[] | undefined>();
    expectTypeOf<InferResult<typeof loose>>().toEqualTypeOf<{ id: string | null }>();
  });

  it('types a by-id record as the client’s get() does', async () => {
    const abbr = await client.teams.get('kc', { fs: 'abbr' });
    expectTypeOf(useQuery(q.teams.get('kc', { fs: 'abbr' })).data).toEqualTypeOf<typeof abbr | undefined>();
    const named = await client.teams.get('kc', { fs: { fullName: true } });
    expectTypeOf(useQuery(q.teams.get('kc', { fs: { fullName: true } })).data).toEqualTypeOf<
      typeof named | undefined
    >();
    const whole = await client.teams.get('kc');
    expectTypeOf(useQuery(q.teams.get('kc')).data).toEqualTypeOf<typeof whole | undefined>();
    expectTypeOf(useQuery(q.games.list()).data?.data[0]).toEqualTypeOf<InferResult<typeof client.games> | undefined>();
  });

  it('composes with queryOptions and the hooks’ own options', () => {
    const options = queryOptions({ ...q.games.list(games), staleTime: 60_000 });
    expectTypeOf(useQuery(options).data).toEqualTypeOf<Page<Game> | undefined>();
    const selected = useQuery({ ...q.games.list(games), select: (page) => page.data.map((game) => game.id) });
    expectTypeOf(selected.data).toEqualTypeOf<(string | null)[] | undefined>();
  });

  it('types useMutation by the Preferences that go in and come back', () => {
    const save = useMutation(mutations(client).setGroups({ appName: 'app', deviceId: 'd' }));
    expectTypeOf(save.mutate).parameter(0).toEqualTypeOf<Preferences>();
    expectTypeOf(save.data).toEqualTypeOf<Preferences | undefined>();
    expectTypeOf(useQuery(q.push.preferences({ appName: 'app', deviceId: 'd' }, {} as Preferences)).data).toEqualTypeOf<
      Preferences | undefined
    >();
  });

  it('types a restored save’s variables as Preferences or their JSON, and keeps mutate to Preferences', () => {
    const queryClient = new QueryClient();
    expectTypeOf(registerMutationDefaults(queryClient, client)).toEqualTypeOf<void>();
    expectTypeOf<SaveVariables>().toEqualTypeOf<Preferences | PreferencesData>();
    expectTypeOf<PreferencesData['groups'][number]['enabled']>().toEqualTypeOf<boolean>();
    // Preferences' own data is PreferencesData: what JSON keeps of them.
    expectTypeOf<Pick<Preferences, 'groups'>>().toExtend<PreferencesData>();
    const save = useMutation(mutations(client).setGroups({ appName: 'app', deviceId: 'd' }));
    // @ts-expect-error: a save made in the app takes Preferences, not their JSON
    save.mutate({ groups: [] });
  });

  it('refuses a query of another resource, and get() where there is no by-id path', () => {
    // @ts-expect-error: a teams query is not a games query
    q.games.list(client.teams.select('abbr'));
    // @ts-expect-error: games have no by-id path
    q.games.get('id');
    // @ts-expect-error: the field does not exist
    q.teams.get('kc', { fs: 'nope' });
  });
});

describe('the QueryClient', () => {
  it('types getQueryData by the tagged key', () => {
    const queryClient = new QueryClient();
    expectTypeOf(queryClient.getQueryData(q.games.list(games).queryKey)).toEqualTypeOf<Page<Game> | undefined>();
    expectTypeOf(queryClient.getQueryData(q.games.infinite(games).queryKey)).toEqualTypeOf<
      InfiniteData<Page<Game>, number> | undefined
    >();
    expectTypeOf(queryClient.fetchQuery(q.games.list(games))).resolves.toEqualTypeOf<Page<Game>>();
  });
});

describe('Vue Query', () => {
  it('types useQuery and useInfiniteQuery by the selection', () => {
    expectTypeOf(useVueQuery(q.games.list(games)).data.value).toEqualTypeOf<Page<Game> | undefined>();
    expectTypeOf(useVueQuery(q.games.list(games)).data).toExtend<Ref<Page<Game> | undefined>>();
    expectTypeOf(useVueInfiniteQuery(q.games.infinite(games)).data.value?.pages).toEqualTypeOf<
      Page<Game>[] | undefined
    >();
  });
});
