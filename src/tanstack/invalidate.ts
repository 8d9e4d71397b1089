/**
 * `invalidateForPush`: refetches exactly the cached huddle queries whose answers a notification
 * may have changed. What each notification type changes is a table beside the catalog
 * (`notificationChanges`, src/push/changes.ts); which fields a query reads is in its key (its
 * canonical `fs` and `s`), and which records it holds is in its cached data.
 */
import type { InfiniteData, Query, QueryClient, QueryKey } from '@tanstack/query-core';
import type { Page } from '../client/response.js';
import { type ChangedFields, type DataChanges, notificationChanges } from '../push/changes.js';
import {
  type Notification,
  type NotificationInput,
  notificationTypes,
  readNotification,
} from '../push/notifications.js';
import type { DecodedPush } from '../push/payload.js';
import { defaultSelection } from '../query/default-selection.js';
import type { Condition, FilterNode, SelectionNode } from '../query/nodes.js';
import { parseFields } from '../query/parse-fields.js';
import { parseQuery } from '../query/parse-query.js';
import { type ConditionVisitor, visitCondition } from '../query/visitor.js';
import type { ResourceName } from '../resources/resource-table.js';

/** What {@link invalidateForPush} did. */
export interface PushInvalidation {
  /** The keys of the queries it invalidated (active ones refetch at once, as `invalidateQueries` does). */
  readonly invalidated: QueryKey[];
  /**
   * Why it invalidated nothing whatever the cache holds: the notification changes no record of the
   * service (`trendingNews`), or it is none of the service's; `null` otherwise.
   */
  readonly reason: string | null;
}

/** What a query reads: the paths its filter and sort read (`all` when it cannot tell), and its selection. */
interface Reads {
  readonly ordering: readonly string[] | 'all';
  /** `null`: every field (no `fs`, and the resource has no default fields). */
  readonly selection: SelectionNode | null;
}

/** The paths a filter's conditions read, for membership and order; `null` for a condition it cannot read. */
const conditionPaths: ConditionVisitor<readonly string[] | null> = {
  equals: ({ path }) => [path],
  compare: ({ path }) => [path],
  or: ({ branches }) => filterPaths(branches),
  and: ({ branches }) => filterPaths(branches),
  // A sub-collection filter filters an embedded list, never its parents: it reads what the
  // selection of that list reads, which the selection's check covers.
  subQuery: () => [],
  raw: () => null,
};

function filterPaths(filters: readonly (FilterNode | null)[]): readonly string[] | null {
  const paths: string[] = [];
  for (const filter of filters) {
    for (const condition of filter?.conditions ?? ([] as Condition[])) {
      const read = visitCondition(condition, conditionPaths, undefined);
      if (read === null) return null;
      paths.push(...read);
    }
  }
  return paths;
}

/** Parsed once per key: keys are immutable, and the same key object stays with its query. */
const readsOfKey = new WeakMap<object, Reads>();

function readsOf(resource: ResourceName, params: { readonly fs: string | null; readonly s?: string | null }): Reads {
  let reads = readsOfKey.get(params);
  if (reads === undefined) {
    const query = params.s === undefined || params.s === null ? null : parseQuery(params.s, { allowUnknown: true });
    const paths = query === null ? [] : filterPaths([query.filter]);
    reads = {
      ordering:
        paths === null || (query !== null && query.raw !== null)
          ? 'all'
          : [...paths, ...(query?.sort ?? []).map(({ path }) => path)],
      selection: params.fs === null ? defaultSelection(resource) : parseFields(params.fs),
    };
    readsOfKey.set(params, reads);
  }
  return reads;
}

/** Whether two dotted paths overlap: one is the other, or lies under it. */
function overlap(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

/** Whether a selection reads anything under a changed path. */
function selects(selection: SelectionNode | null, path: string): boolean {
  if (selection === null) return true;
  const [name, ...rest] = path.split('.');
  const field = selection.fields.find((candidate) => candidate.name === name);
  if (field === undefined) return false;
  return field.children === null || rest.length === 0 || selects(field.children, rest.join('.'));
}

const readsChanged = (paths: readonly string[] | 'all', fields: ChangedFields['fields']) =>
  paths === 'all' ||
  (paths.length > 0 && (fields === 'all' || paths.some((path) => fields.some((f) => overlap(path, f)))));

const selectsChanged = (selection: SelectionNode | null, fields: ChangedFields['fields']) =>
  fields === 'all' ? selection === null || selection.fields.length > 0 : fields.some((f) => selects(selection, f));

/** The rows a list or infinite query holds in its cache. */
function cachedRows(data: unknown): readonly unknown[] | null {
  if (typeof data !== 'object' || data === null) return null;
  if (Array.isArray((data as Page<unknown>).data)) return (data as Page<unknown>).data;
  const { pages } = data as InfiniteData<Page<unknown>>;
  if (!Array.isArray(pages)) return null;
  const holding = (page: unknown): page is Page<unknown> =>
    typeof page === 'object' && page !== null && Array.isArray((page as Page<unknown>).data);
  // A page that is no page (`{ pages: [null] }`, restored from a persister) leaves nothing to tell by.
  return pages.every(holding) ? pages.flatMap((page) => page.data) : null;
}

/**
 * Whether cached rows may hold the record of id `id`: one of them is it, or one has no `id` to
 * tell (its selection left `id` out), or there are none cached to tell by.
 */
function mayHold(data: unknown, id: string): boolean {
  const rows = cachedRows(data);
  if (rows === null) return true;
  return rows.some((row) => {
    const value = typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined;
    return value === undefined || value === null || value === id;
  });
}

/**
 * Whether a cached huddle query's answer may have changed. A key of a changed resource that cannot
 * be read (an `fs` or `s` that no longer parses, nested past the stack, a `get` without its
 * params) may have: it is invalidated, to be safe, and the other queries are judged as ever.
 */
function mayHaveChanged(query: Query, changes: DataChanges, named: string | null): boolean {
  const [, resource] = query.queryKey as readonly unknown[];
  // Own members only: a resource named `constructor` or `__proto__` is none the push changes.
  if (typeof resource !== 'string' || !Object.hasOwn(changes, resource)) return false;
  try {
    return readChanged(query, changes, named);
  } catch {
    return true;
  }
}

function readChanged(query: Query, changes: DataChanges, named: string | null): boolean {
  const [, resource, third, fourth, fifth] = query.queryKey as readonly unknown[];
  const change = changes[resource as ResourceName];
  if (change === undefined) return false;
  const name = resource as ResourceName;
  if (third === 'get') {
    const { selection } = readsOf(name, fifth as { fs: string | null });
    if (change.records === 'named' && fourth !== named) return false;
    return selectsChanged(selection, change.fields);
  }
  if (typeof third !== 'object' || third === null) return false;
  const { ordering, selection } = readsOf(name, third as { fs: string | null; s: string | null });
  if (change.records === 'added' || readsChanged(ordering, change.fields)) return true;
  if (!selectsChanged(selection, change.fields)) return false;
  return change.records !== 'named' || named === null || mayHold(query.state.data, named);
}

/** The notification a push carries, or `null` when it carries none of the service's. */
function notificationOf(push: DecodedPush | NotificationInput): Notification | null {
  return 'extras' in push ? readNotification(push.extras) : readNotification(push);
}

/**
 * Invalidates the cached huddle queries whose answers a notification may have changed, and says
 * which. A query is invalidated when:
 * - its resource is one the notification's type changes (`notificationChanges`), and
 * - its filter or sort reads a changed field (its records or their order may change), or records
 *   of the resource may appear; or
 * - its selection reads a changed field and its cached data holds the record the notification
 *   names (or cannot tell, its selection leaving out `id`); a `get` only when it is that record.
 *
 * Nothing else is refetched. A type that changes no record (`trendingNews`) invalidates nothing
 * and says so in `reason`.
 *
 * @param push - A decoded push (`decode(payload)` of huddle/push) or its notification (`more`
 * may be left out where the type requires no parameter: `{ type: 'trendingNews' }`).
 *
 * @example
 * messaging().onMessage((message) => {
 *   const { invalidated } = invalidateForPush(queryClient, decode(message));
 * });
 */
export function invalidateForPush(queryClient: QueryClient, push: DecodedPush | NotificationInput): PushInvalidation {
  const notification = notificationOf(push);
  if (notification === null) return { invalidated: [], reason: 'not a notification of the service' };
  const changes: DataChanges = notificationChanges[notification.type];
  if (Object.keys(changes).length === 0) {
    return { invalidated: [], reason: `${notification.type} changes no record of the service` };
  }
  const { parameter } = notificationTypes[notification.type];
  const named = parameter === null ? null : ((notification.more as Record<string, string>)[parameter] ?? null);
  const stale = queryClient
    .getQueryCache()
    .findAll({ queryKey: ['huddle'] })
    .filter((query) => mayHaveChanged(query, changes, named));
  const invalidating = new Set(stale);
  if (stale.length > 0) void queryClient.invalidateQueries({ predicate: (query) => invalidating.has(query) });
  return { invalidated: stale.map((query) => query.queryKey), reason: null };
}
