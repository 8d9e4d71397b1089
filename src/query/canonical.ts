/**
 * The canonical form of a query tree: the same query written one way, so that two trees that ask
 * the same thing compile to the same `fs` and `s`. Only what the service reads without regard to
 * order is reordered: the fields of a selection, the conditions of a filter (and a comparison's
 * operators, the branches of `$or`/`$and`, the entries of raw conditions), the sub-collection
 * filters and the top-level keys of `s`. The order of `$sort` keys, which is the sort's
 * priority, and of `$in` values and raw values, which huddle does not interpret, is kept.
 */
import type { QueryTree } from './builder.js';
import { compile, type QueryParams } from './compile.js';
import { conditionText } from './format-query.js';
import {
  Condition,
  FieldNode,
  FilterNode,
  type JsonValue,
  QueryNode,
  SelectionNode,
  SiblingSubQuery,
} from './nodes.js';
import { type ConditionVisitor, visitCondition } from './visitor.js';

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** `items` sorted by the text each one is written as (computed once per item). */
function sortedBy<T>(items: readonly T[], text: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, text: text(item) }))
    .sort((a, b) => compareText(a.text, b.text))
    .map(({ item }) => item);
}

/** An object with the same entries, its keys in code-unit order (no prototype: any key is data). */
function sortedEntries(entries: { readonly [key: string]: JsonValue }): { [key: string]: JsonValue } {
  const sorted: { [key: string]: JsonValue } = Object.create(null);
  for (const key of Object.keys(entries).sort(compareText)) sorted[key] = entries[key] as JsonValue;
  return sorted;
}

function canonicalSelection(selection: SelectionNode): SelectionNode {
  const fields = [...selection.fields].sort((a, b) => compareText(a.name, b.name));
  return SelectionNode.create(
    fields.map((field) =>
      field.children === null ? field : FieldNode.create(field.name, canonicalSelection(field.children)),
    ),
  );
}

const filterKey = (filter: FilterNode): string => filter.conditions.map(conditionText).join(',');

const canonicalCondition: ConditionVisitor<Condition> = {
  equals: (condition) => condition,
  compare: ({ path, comparisons }) =>
    Condition.compare(
      path,
      [...comparisons].sort((a, b) => compareText(a.operator, b.operator)),
    ),
  or: ({ branches }) => Condition.branches('or', sortedBy(branches.map(canonicalFilter), filterKey)),
  and: ({ branches }) => Condition.branches('and', sortedBy(branches.map(canonicalFilter), filterKey)),
  subQuery: ({ collection, filter }) => Condition.subQuery(collection, canonicalFilter(filter)),
  raw: ({ entries }) => Condition.raw(sortedEntries(entries)),
};

function canonicalFilter(filter: FilterNode): FilterNode {
  const conditions = filter.conditions.map((condition) => visitCondition(condition, canonicalCondition, undefined));
  return FilterNode.create(sortedBy(conditions, conditionText));
}

function canonicalQuery(query: QueryNode): QueryNode {
  const subQueries = query.subQueries.map(({ keys, filter }) => SiblingSubQuery.create(keys, canonicalFilter(filter)));
  return QueryNode.create({
    filter: query.filter === null ? null : canonicalFilter(query.filter),
    subQueries: sortedBy(subQueries, ({ keys }) => keys.join('\u0000')),
    sort: query.sort,
    take: query.take,
    skip: query.skip,
    takeLast: query.takeLast,
    raw: query.raw === null ? null : sortedEntries(query.raw),
  });
}

/** The tree in canonical form (see the module's description). */
export function canonicalTree(tree: QueryTree): QueryTree {
  return Object.freeze({
    selection: tree.selection === null ? null : canonicalSelection(tree.selection),
    query: canonicalQuery(tree.query),
  });
}

/**
 * The `fs` and `s` of a tree in canonical form: equal for trees that ask the same thing in a
 * different order.
 *
 * @throws {@link QueryError} as {@link compile} does.
 */
export function canonicalParams(tree: QueryTree): QueryParams {
  return compile(canonicalTree(tree));
}
