/**
 * `queries(client)`: TanStack Query options for every resource of the table, and for a device's
 * push preferences. Plain objects, typed with `@tanstack/query-core`'s types and importing nothing
 * of TanStack at run time, so every adapter (React, Vue, Solid, Svelte) and the `QueryClient`
 * itself take them as they are.
 */
import type {
  DataTag,
  GetNextPageParamFunction,
  GetPreviousPageParamFunction,
  InfiniteData,
  QueryClient,
  QueryFunction,
} from '@tanstack/query-core';
import type { HuddleClient } from '../client/create-client.js';
import type { CallOptions } from '../client/options.js';
import { DEFAULT_PAGE_SIZE, pageStep } from '../client/paging.js';
import type { ResourceQuery } from '../client/resource-query.js';
import type { Page } from '../client/response.js';
import type { Preferences } from '../push/preferences.js';
import type { InferResult, QueryTree } from '../query/builder.js';
import type { CheckedSelector, FieldsMask } from '../query/fs-types.js';
import type { MaskOf, RecordTypes, ResultOf, Selected } from '../query/types.js';
import { type ByIdResource, type ResourceName, resourceNames, resources } from '../resources/resource-table.js';
import {
  type Device,
  type GetKey,
  type InfiniteKey,
  keyParams,
  type ListKey,
  type PreferencesKey,
  preferencesKey,
  type QueryKeyParams,
  type QueryOf,
  type QueryScopeKey,
  type ResourceKey,
} from './keys.js';
import { lastChosen } from './pending-saves.js';

/**
 * Options of one page of a query (`useQuery`, `useSuspenseQuery`, `fetchQuery`, …). `retry` is
 * off: the client already retries what is worth retrying (network errors, 408, 429, 5xx,
 * honouring `Retry-After`), and TanStack's retries on top would multiply the requests.
 */
export interface ListQueryOptions<Name extends ResourceName, Row> {
  readonly queryKey: DataTag<ListKey<Name>, Page<Row>>;
  readonly queryFn: QueryFunction<Page<Row>, ListKey<Name>>;
  readonly retry: false;
}

/** Options of a query paged by `$skip`/`$take` (`useInfiniteQuery`, `fetchInfiniteQuery`, …). */
export interface InfiniteQueryOptions<Name extends ResourceName, Row> {
  readonly queryKey: DataTag<InfiniteKey<Name>, InfiniteData<Page<Row>, number>>;
  readonly queryFn: QueryFunction<Page<Row>, InfiniteKey<Name>, number>;
  /** The query's `skip`, or 0. */
  readonly initialPageParam: number;
  readonly getNextPageParam: GetNextPageParamFunction<number, Page<Row>>;
  readonly getPreviousPageParam: GetPreviousPageParamFunction<number, Page<Row>>;
  readonly retry: false;
}

/** Options of one record by id. */
export interface GetQueryOptions<Name extends ResourceName, Row> {
  readonly queryKey: DataTag<GetKey<Name>, Row>;
  readonly queryFn: QueryFunction<Row, GetKey<Name>>;
  readonly retry: false;
}

/**
 * Options of a device's push preferences. The service has no call that reads a device's groups,
 * so the cache is the app's record of them: it starts from `initial` and then holds what
 * `mutations(client).setGroups` saved. It is never stale (`staleTime: 'static'`), so no
 * invalidation replaces what was saved with `initial` again. While a save of the device waits to
 * be sent (offline, restored from a persister after a restart), it starts from that save's
 * preferences instead: the groups last chosen.
 */
export interface PreferencesQueryOptions {
  readonly queryKey: DataTag<PreferencesKey, Preferences>;
  readonly queryFn: QueryFunction<Preferences, PreferencesKey>;
  readonly staleTime: 'static';
  /** It reads no network, so an app started offline shows the preferences at once. */
  readonly networkMode: 'always';
  readonly retry: false;
}

/** The options of one resource's queries. */
export interface ResourceQueries<Name extends ResourceName> {
  /** The prefix of every key of the resource, for `invalidateQueries`. */
  key(): ResourceKey<Name>;
  /** The prefix of the keys of one query: its `list` and `infinite` forms. */
  key(query: QueryOf<Name>): QueryScopeKey<Name>;
  /** One page of the query (the resource's default fields and first page without one). */
  list<Query extends QueryOf<Name> = ResourceQuery<Name>>(query?: Query): ListQueryOptions<Name, InferResult<Query>>;
  /**
   * The query page by page: the query's `take` is the page size (50 otherwise) and its `skip`
   * the first page's offset. Pages end where the client's `pages()` ends.
   */
  infinite<Query extends QueryOf<Name> = ResourceQuery<Name>>(
    query?: Query,
  ): InfiniteQueryOptions<Name, InferResult<Query>>;
}

/** `get()`, on the resources that have a by-id path. */
export interface ByIdQueries<Name extends ResourceName> {
  /** The whole record. */
  get(id: string, options?: { readonly fs?: undefined }): GetQueryOptions<Name, RecordTypes[Name]>;
  /** The record's fields a mask selects. */
  get<const Mask extends MaskOf<RecordTypes[Name]>>(
    id: string,
    options: { readonly fs: Mask },
  ): GetQueryOptions<Name, Selected<RecordTypes[Name], Mask>>;
  /** The record's fields an `fs` string selects. */
  get<const Fs extends string>(
    id: string,
    options: { readonly fs: CheckedSelector<RecordTypes[Name], Fs> },
  ): GetQueryOptions<Name, ResultOf<RecordTypes[Name], FieldsMask<Fs>, RecordTypes[Name]>>;
}

/** What `queries(client)` gives: each resource's options, and the push preferences'. */
export type HuddleQueries = {
  readonly [Name in ResourceName]: ResourceQueries<Name> & (Name extends ByIdResource ? ByIdQueries<Name> : unknown);
} & {
  /** The prefix of every huddle key. */
  key(): readonly ['huddle'];
  readonly push: {
    /** The key of a device's preferences. */
    key(device: Device): PreferencesKey;
    /** A device's preferences, starting from `initial` (see {@link PreferencesQueryOptions}). */
    preferences(
      device: Device,
      initial: Preferences | (() => Preferences | Promise<Preferences>),
    ): PreferencesQueryOptions;
  };
};

/** The client's builder of a resource, as these options drive it (types are the caller's). */
interface Sender {
  from(source: { readonly fs?: string; readonly s?: string }): Sender;
  skip(count: number): Sender;
  take(count: number): Sender;
  list(options: CallOptions): Promise<Page<never>>;
  get(id: string, options: CallOptions & { readonly fs?: string }): Promise<never>;
  select(selection: unknown): { toNode(): QueryTree };
}

const fromParams = ({ fs, s }: QueryKeyParams) => ({ ...(fs !== null && { fs }), ...(s !== null && { s }) });

function resourceQueries(client: HuddleClient, name: ResourceName): object {
  const sender = () => client[name] as unknown as Sender;
  const key = (query?: QueryOf<ResourceName>) =>
    Object.freeze(query === undefined ? ['huddle', name] : ['huddle', name, keyParams(name, query)]);
  const list = (query?: QueryOf<ResourceName>) => {
    const params = keyParams(name, query);
    return {
      queryKey: Object.freeze(['huddle', name, params, 'list']),
      queryFn: ({ signal }: { signal: AbortSignal }) => sender().from(fromParams(params)).list({ signal }),
      retry: false,
    };
  };
  const infinite = (query?: QueryOf<ResourceName>) => {
    const params = keyParams(name, query);
    const { take, skip } = query?.toNode().query ?? { take: null, skip: null };
    const pageSize = take ?? DEFAULT_PAGE_SIZE;
    const start = skip ?? 0;
    return {
      queryKey: Object.freeze(['huddle', name, params, 'infinite']),
      queryFn: ({ signal, pageParam }: { signal: AbortSignal; pageParam: number }) =>
        sender().from(fromParams(params)).skip(pageParam).take(pageSize).list({ signal }),
      initialPageParam: start,
      getNextPageParam: (last: Page<unknown>, pages: Page<unknown>[], offset: number) => {
        const before = pages.length > 1 ? pages[pages.length - 2] : undefined;
        const previous = before?.data.length === pageSize ? JSON.stringify(before.data) : null;
        return pageStep(last, { offset, pageSize, start }, previous).next;
      },
      // Pages before the first exist only once TanStack's `maxPages` has dropped some.
      getPreviousPageParam: (_first: Page<unknown>, _pages: Page<unknown>[], offset: number) =>
        offset > start ? Math.max(start, offset - pageSize) : null,
      retry: false,
    };
  };
  const get = (id: string, options: { readonly fs?: unknown } = {}) => {
    const fs =
      options.fs === undefined
        ? null
        : (keyParams(name, sender().select(options.fs) as QueryOf<ResourceName>).fs ?? null);
    return {
      queryKey: Object.freeze(['huddle', name, 'get', id, Object.freeze({ fs })]),
      queryFn: ({ signal }: { signal: AbortSignal }) => sender().get(id, { signal, ...(fs !== null && { fs }) }),
      retry: false,
    };
  };
  return Object.freeze(resources[name].byIdPath === null ? { key, list, infinite } : { key, list, infinite, get });
}

/**
 * TanStack Query options for every resource of `client`, and for a device's push preferences.
 *
 * @example
 * ```ts
 * const q = queries(client);
 * const games = useQuery(q.games.list(client.games.select('id,gameTime').where('week.season', 2024)));
 * const pages = useInfiniteQuery(q.games.infinite(client.games.select('id').take(20)));
 * await queryClient.invalidateQueries({ queryKey: q.games.key() });
 * ```
 */
export function queries(client: HuddleClient): HuddleQueries {
  const push = Object.freeze({
    key: preferencesKey,
    preferences: (device: Device, initial: Preferences | (() => Preferences | Promise<Preferences>)) => ({
      queryKey: preferencesKey(device),
      queryFn: async ({ client: queryClient }: { readonly client: QueryClient }) =>
        (await lastChosen(queryClient, device)) ?? (typeof initial === 'function' ? initial() : initial),
      staleTime: 'static',
      networkMode: 'always',
      retry: false,
    }),
  });
  return Object.freeze({
    ...Object.fromEntries(resourceNames.map((name) => [name, resourceQueries(client, name)])),
    key: () => Object.freeze(['huddle'] as const),
    push,
  }) as unknown as HuddleQueries;
}
