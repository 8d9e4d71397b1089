/**
 * `huddle/tanstack`: TanStack Query options for a huddle client. `queries(client)` gives, for
 * every resource, `list`, `infinite` and (where the resource has a by-id path) `get` options and
 * key prefixes; `mutations(client)` gives the push call with an optimistic update, and
 * `registerMutationDefaults(queryClient, client)` lets a save persisted offline run again after a
 * restart; `invalidateForPush(queryClient, push)` refetches the cached queries a push may have
 * changed. Keys are built from the canonical `fs` and `s`, so equal queries share a cache entry,
 * and never from the transport, so server and browser agree. Nothing of TanStack is imported at
 * run time: the options are plain objects, typed with `@tanstack/query-core` (an optional peer
 * dependency), that React, Vue, Solid and Svelte Query and the `QueryClient` take as they are.
 *
 * @packageDocumentation
 */

export type { ByIdResource } from '../resources/resource-table.js';
export { invalidateForPush, type PushInvalidation } from './invalidate.js';
export type {
  Device,
  GetKey,
  InfiniteKey,
  ListKey,
  PreferencesKey,
  QueryKeyParams,
  QueryOf,
  QueryScopeKey,
  ResourceKey,
  SetGroupsMutationKey,
} from './keys.js';
export {
  type HuddleMutations,
  mutations,
  registerMutationDefaults,
  type SetGroupsMutationOptions,
} from './mutations.js';
export type { SaveVariables } from './pending-saves.js';
export {
  type ByIdQueries,
  type GetQueryOptions,
  type HuddleQueries,
  type InfiniteQueryOptions,
  type ListQueryOptions,
  type PreferencesQueryOptions,
  queries,
  type ResourceQueries,
} from './queries.js';
export type { PreferencesData } from './revive-preferences.js';
