/**
 * Replays a parsed `s` (a query tree from `parseQuery`) onto a resource's builder, through the
 * builder's own methods: the paths are checked against the resource's model as `where()` and
 * `sort()` check them, and `--where`/`--sort` given beside `--s` merge the way the builder
 * merges conditions. The wire form is the canonical one `formatQuery` writes.
 */

import { type ResourceName, resources } from '../../index.js';
import {
  type Comparison,
  type ComparisonOperator,
  type Condition,
  FilterNode,
  type JsonValue,
  QueryNode,
  queryObject,
} from '../../query/index.js';

type Entries = { readonly [key: string]: JsonValue };

/** The conditions half of a builder, as the replay drives it (untyped paths). */
interface LooseConditions<Self> {
  where(path: string, value: JsonValue): Self;
  where(path: string, operator: ComparisonOperator, value: JsonValue): Self;
  whereRaw(entries: Entries): Self;
  or(...branches: ((branch: LooseFilter) => LooseFilter)[]): Self;
  and(...branches: ((branch: LooseFilter) => LooseFilter)[]): Self;
}

/** A `$or`/`$and` branch or sub-collection filter under construction. */
interface LooseFilter extends LooseConditions<LooseFilter> {}

/** A query builder, as the replay drives it: the client's `client.games` or `query('games')`. */
export interface LooseBuilder<Self> extends LooseConditions<Self> {
  filter(collection: string, build: (filter: LooseFilter) => LooseFilter): Self;
  sort(path: string, direction: 1 | -1): Self;
  take(count: number): Self;
  skip(count: number): Self;
  takeLast(count: number): Self;
  raw(entries: Entries): Self;
}

/** A condition's entries in its `$query` object, as the wire has them. */
function wireEntries(condition: Condition): Entries {
  const object = queryObject(QueryNode.create({ filter: FilterNode.create([condition]) }));
  return (object?.$query ?? {}) as Entries;
}

function replayCondition<B extends LooseConditions<B>>(
  builder: B,
  condition: Condition,
  subQuery: ((builder: B, collection: string, filter: FilterNode) => B | null) | null,
): B {
  switch (condition.kind) {
    case 'equals':
      return builder.where(condition.path, condition.value);
    case 'compare':
      return condition.comparisons.reduce(
        (next: B, { operator, value }: Comparison) => next.where(condition.path, operator, value),
        builder,
      );
    case 'or':
    case 'and': {
      const branches = condition.branches.map((branch) => (start: LooseFilter) => replayFilter(start, branch, null));
      return condition.kind === 'or' ? builder.or(...branches) : builder.and(...branches);
    }
    case 'subQuery':
      return subQuery?.(builder, condition.collection, condition.filter) ?? builder.whereRaw(wireEntries(condition));
    case 'raw':
      return builder.whereRaw(condition.entries);
  }
}

function replayFilter<B extends LooseConditions<B>>(
  builder: B,
  filter: FilterNode,
  subQuery: ((builder: B, collection: string, filter: FilterNode) => B | null) | null,
): B {
  return filter.conditions.reduce((next: B, condition) => replayCondition(next, condition, subQuery), builder);
}

/** The collection whose wire keys these are, among the resource's sub-collection filters. */
function collectionOf(resource: ResourceName, keys: readonly string[], placement: 'beside-query' | 'inside-query') {
  return resources[resource].subQueries.find(
    (definition) => definition.placement === placement && definition.keys.join('.') === keys.join('.'),
  )?.collection;
}

/**
 * `builder` with everything `node` holds: conditions, sub-collection filters, sort, take, skip,
 * takeLast, raw keys. A sub-collection filter the resource does not have fails as `filter()` fails.
 */
export function replayQuery<B extends LooseBuilder<B>>(builder: B, resource: ResourceName, node: QueryNode): B {
  // A list filtered inside `$query` (standings) goes through filter() where the table places it
  // there; anywhere else it is sent as written.
  const inQuery = (next: B, key: string, filter: FilterNode): B | null => {
    const collection = collectionOf(resource, [key], 'inside-query');
    return collection === undefined ? null : next.filter(collection, (start) => replayFilter(start, filter, null));
  };
  let next = node.filter === null ? builder : replayFilter(builder, node.filter, inQuery);
  for (const { keys, filter } of node.subQueries) {
    const collection = collectionOf(resource, keys, 'beside-query') ?? keys.join('.');
    next = next.filter(collection, (start) => replayFilter(start, filter, null));
  }
  for (const { path, direction } of node.sort) next = next.sort(path, direction);
  if (node.take !== null) next = next.take(node.take);
  if (node.skip !== null) next = next.skip(node.skip);
  if (node.takeLast !== null) next = next.takeLast(node.takeLast);
  if (node.raw !== null) next = next.raw(node.raw);
  return next;
}
