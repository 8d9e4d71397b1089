/**
 * Sub-collection filters: an embedded list (`drives`, `standings`, `playerStats.seasonStats`, …)
 * filtered, and cut to its last entries with `$takeLast`, without filtering the record that
 * holds it. Records are never changed: the path down to the list is copied.
 */
import { QueryError } from '../../errors/query-error.js';
import type { FilterNode, QueryNode } from '../../query/nodes.js';
import { type ResourceName, resources } from '../../resources/resource-table.js';
import { compileFilter } from '../../semantics/predicate.js';
import { viewOf } from '../../semantics/query-views.js';
import { isEnvelope } from '../../untyped-values.js';
import type { InsideQueryFilter } from './filter-facts.js';
import type { ResourceRecords } from './resource-records.js';

type Item = Readonly<Record<string, unknown>>;

function keepMatching(items: readonly unknown[], keep: (item: Item) => boolean, takeLast: number | null): unknown[] {
  const kept = items.filter((item) => typeof item === 'object' && item !== null && keep(item as Item));
  return takeLast === null ? kept : kept.slice(Math.max(0, kept.length - takeLast));
}

/**
 * A filtered list's pager: `offset`, `limit` and `total` counted anew where the pager gives them,
 * and nothing added, so a pager in one of the spec's other forms (`{}`, null members, as the
 * mock's latitude serves) keeps its form.
 */
function recounted(pager: unknown, count: number): Item {
  if (typeof pager !== 'object' || pager === null) return {};
  const counts: Readonly<Record<string, number>> = { offset: 0, limit: count, total: count };
  return Object.fromEntries(
    Object.entries(pager).map(([member, old]) => [
      member,
      old !== null && Object.hasOwn(counts, member) ? counts[member] : old,
    ]),
  );
}

/** The record with the list at `path` filtered by `keep` (and cut to its last `takeLast`). */
export function filterSubCollection(
  record: Item,
  path: readonly string[],
  keep: (item: Item) => boolean,
  takeLast: number | null,
): Item {
  const [name, ...rest] = path as [string, ...string[]];
  const value = record[name];
  if (rest.length > 0) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return record;
    return { ...record, [name]: filterSubCollection(value as Item, rest, keep, takeLast) };
  }
  if (Array.isArray(value)) return { ...record, [name]: keepMatching(value, keep, takeLast) };
  if (isEnvelope(value)) {
    const data = keepMatching(value.data, keep, takeLast);
    return { ...record, [name]: { ...value, pager: recounted(value.pager, data.length), data } };
  }
  // A collection the record holds as one object: kept whole, or null when it does not match.
  if (typeof value === 'object' && value !== null) return keep(value as Item) ? record : { ...record, [name]: null };
  return record;
}

/** A test for items of an embedded collection, whose timestamp paths are judged under `collection`. */
function subCollectionItemTest(
  records: ResourceRecords,
  collection: string,
  filter: FilterNode,
): (item: object) => boolean {
  const test = compileFilter(filter, (path) => records.isTimestampPath(`${collection}.${path}`));
  return (item) => test(viewOf(item));
}

/** A filter of an embedded list: where the list is, which items stay, how many of the last. */
export interface SubCollectionFilter {
  readonly path: readonly string[];
  readonly keep: (item: object) => boolean;
  readonly takeLast: number | null;
}

/**
 * The sub-queries of a query as filters of the collections the resource table names, compiled
 * once for every record of the answer. A collection the resource does not have is refused.
 */
export function subCollectionFilters(
  name: ResourceName,
  records: ResourceRecords,
  query: QueryNode,
  inQuery: readonly InsideQueryFilter[],
): SubCollectionFilter[] {
  const known = resources[name].subQueries;
  const filterOf = (collection: string, filter: FilterNode, takeLast: number | null): SubCollectionFilter => ({
    path: collection.split('.'),
    keep: subCollectionItemTest(records, collection, filter),
    takeLast,
  });
  const inside = inQuery.map(({ collection, filter }) => {
    if (!known.some((candidate) => candidate.placement === 'inside-query' && candidate.collection === collection)) {
      throw new QueryError(
        ['$query', collection],
        `${name} has no embedded collection ${collection} to filter inside $query`,
      );
    }
    return filterOf(collection, filter, query.takeLast);
  });
  const beside = query.subQueries.map(({ keys, filter }) => {
    const definition = known.find(
      (candidate) => candidate.placement === 'beside-query' && candidate.keys.join('.') === keys.join('.'),
    );
    if (definition === undefined) {
      throw new QueryError([...keys], `${name} has no embedded collection filtered by ${keys.join('.')}`);
    }
    return filterOf(definition.collection, filter, null);
  });
  return [...inside, ...beside];
}
