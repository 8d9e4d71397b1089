/**
 * mingo 7, the engine's test oracle: a `$query` filter tree as mingo criteria over the query
 * views (the spec's operators map one to one onto MongoDB's), run by mingo with those operators
 * only, and mingo's `$sort`. The engine evaluates filters and sorts itself (predicate.ts,
 * sort.ts); property tests hold it to what mingo answers.
 */
import { Context } from 'mingo/core';
import { $eq, $gt, $gte, $in, $lt, $lte } from 'mingo/operators/query/comparison';
import { $and, $or } from 'mingo/operators/query/logical';
import { Query } from 'mingo/query';
import type { FilterNode, SortKey } from '../../src/query/nodes.ts';
import { type ConditionVisitor, visitCondition } from '../../src/query/visitor.ts';
import { type IsTimestampPath, operand } from '../../src/semantics/predicate.ts';

/** mingo criteria. */
type Criteria = Record<string, unknown>;

/** Each condition as mingo criteria; `null` for a sub-query, which filters no record. */
const criteriaOf: ConditionVisitor<Criteria | null, IsTimestampPath> = {
  equals: ({ path, value }, isTimestampPath) => ({ [path]: operand(value, isTimestampPath(path)) }),
  compare: ({ path, comparisons }, isTimestampPath) => {
    const timestamp = isTimestampPath(path);
    const operators: Criteria = {};
    for (const { operator, value } of comparisons) operators[operator] = operand(value, timestamp);
    return { [path]: operators };
  },
  or: ({ branches }, isTimestampPath) => ({
    $or: branches.map((branch) => translate(branch, isTimestampPath)),
  }),
  and: ({ branches }, isTimestampPath) => ({
    $and: branches.map((branch) => translate(branch, isTimestampPath)),
  }),
  subQuery: () => null,
  raw: () => {
    throw new Error('raw conditions are refused by the parser');
  },
};

/** A filter as mingo criteria; sub-collection filters (`standings: { $query }`) filter no record. */
function translate(filter: FilterNode | null, isTimestampPath: IsTimestampPath = () => false): Criteria {
  const all = (filter?.conditions ?? []).flatMap(
    (condition) => visitCondition(condition, criteriaOf, isTimestampPath) ?? [],
  );
  return all.length === 1 ? (all[0] as Criteria) : all.length === 0 ? {} : { $and: all };
}

const context = Context.init({ query: { $eq, $gt, $gte, $lt, $lte, $in, $and, $or } });

/** A compiled mingo query for criteria, with the spec's operators only. */
const mingoQuery = (criteria: Criteria): Query => new Query(criteria, { context });

/** The views mingo keeps for a filter. */
export const mingoFilter = <View extends object>(
  views: readonly View[],
  filter: FilterNode | null,
  isTimestampPath?: IsTimestampPath,
): View[] => {
  const query = mingoQuery(translate(filter, isTimestampPath));
  return views.filter((view) => query.test(view as Record<string, unknown>));
};

/** The views in mingo's `$sort` order for the sort keys, as the engine wrote them before it sorted itself. */
export const mingoSort = <View extends object>(views: readonly View[], keys: readonly SortKey[]): View[] => {
  const order = Object.fromEntries(keys.map(({ path, direction }) => [path, direction]));
  return mingoQuery({})
    .find([...views])
    .sort(order)
    .all() as View[];
};
