/**
 * The query keys of huddle's TanStack options: built from a query's canonical `fs` and `s`, never
 * from the client's transport (base URL, headers, token), so a server and a browser that render
 * the same query agree on its key, and two spellings of one query share one cache entry.
 */
import { assertQueryOf, type BuiltQuery } from '../query/builder.js';
import { canonicalParams } from '../query/canonical.js';
import type { RecordTypes } from '../query/types.js';
import type { ResourceName } from '../resources/resource-table.js';

/**
 * A query of one resource, as `list()`, `infinite()` and `key()` take it: a client's builder
 * (`client.games.where(…)`) or `huddle/query`'s (`query('games').where(…)`).
 */
export interface QueryOf<Name extends ResourceName> extends BuiltQuery<RecordTypes[Name]> {}

/** What names a query in its key: its canonical `fs` and `s`, `null` where it has none. */
export interface QueryKeyParams {
  readonly fs: string | null;
  readonly s: string | null;
}

/** Every key of a resource starts with this: `['huddle', 'games']`. */
export type ResourceKey<Name extends ResourceName> = readonly ['huddle', Name];
/** Every key of one query (its list and its infinite form) starts with this. */
export type QueryScopeKey<Name extends ResourceName> = readonly ['huddle', Name, QueryKeyParams];
/** The key of `list(query)`. */
export type ListKey<Name extends ResourceName> = readonly ['huddle', Name, QueryKeyParams, 'list'];
/** The key of `infinite(query)`: no page in it, the pages live in its data. */
export type InfiniteKey<Name extends ResourceName> = readonly ['huddle', Name, QueryKeyParams, 'infinite'];
/** The key of `get(id, { fs })`. */
export type GetKey<Name extends ResourceName> = readonly [
  'huddle',
  Name,
  'get',
  string,
  { readonly fs: string | null },
];

/** A device on the push interface. */
export interface Device {
  /** The application's name on the service. */
  readonly appName: string;
  /** The device's identifier. */
  readonly deviceId: string;
}

/** The key of a device's preferences: its groups as last saved. */
export type PreferencesKey = readonly ['huddle', 'push', string, string];

/** The canonical `fs` and `s` of a query of `resource`, checked to be a query of it. */
export function keyParams(resource: ResourceName, query: QueryOf<ResourceName> | undefined): QueryKeyParams {
  if (query === undefined) return Object.freeze({ fs: null, s: null });
  assertQueryOf(query, resource, `queries(client).${resource}`, `client.${resource} or query('${resource}')`);
  const { fs = null, s = null } = canonicalParams(query.toNode());
  return Object.freeze({ fs, s });
}

/** The key of a device's preferences. */
export const preferencesKey = ({ appName, deviceId }: Device): PreferencesKey =>
  Object.freeze(['huddle', 'push', appName, deviceId] as const);

/** The key of a device's saves: the key of its preferences, then `'setGroups'`. */
export type SetGroupsMutationKey = readonly ['huddle', 'push', string, string, 'setGroups'];

/** The key of a device's saves. */
export const setGroupsKey = (device: Device): SetGroupsMutationKey =>
  Object.freeze([...preferencesKey(device), 'setGroups'] as const);
