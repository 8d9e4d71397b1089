/**
 * A `$query` filter tree as mingo criteria over the query views: the spec's operators map one to
 * one onto MongoDB's. Operands of timestamp fields become `Date`s, date-only strings included
 * (`"2024-09-05"` is midnight UTC), so that they compare with the views' timestamps.
 */
import { isDateOnly, isTimestamp, toDate } from '../../model/timestamp.js';
import type { FilterNode, JsonValue } from '../../query/nodes.js';
import { type ConditionVisitor, visitCondition } from '../../query/visitor.js';
import type { Branches } from './filter-facts.js';

/** What the criteria need to know of the data: whether a path holds timestamps. */
export type IsTimestampPath = (path: string) => boolean;

/** mingo criteria. */
export type Criteria = Record<string, unknown>;

/** An operand as the views hold its kind of value: a `Date` on a timestamp path. */
export function operand(value: JsonValue, timestamp: boolean): unknown {
  if (timestamp && typeof value === 'string' && (isTimestamp(value) || isDateOnly(value))) return toDate(value);
  if (Array.isArray(value)) return value.map((item) => operand(item, timestamp));
  return value;
}

/** Each condition as mingo criteria; `null` for a sub-query, which filters no record. */
const criteriaOf: ConditionVisitor<Criteria | null, IsTimestampPath> = {
  equals: ({ path, value }, isTimestampPath) => ({ [path]: operand(value, isTimestampPath(path)) }),
  compare: ({ path, comparisons }, isTimestampPath) => {
    const timestamp = isTimestampPath(path);
    const operators: Criteria = {};
    for (const { operator, value } of comparisons) operators[operator] = operand(value, timestamp);
    return { [path]: operators };
  },
  or: ({ branches }: Branches, isTimestampPath) => ({
    $or: branches.map((branch) => translate(branch, isTimestampPath)),
  }),
  and: ({ branches }: Branches, isTimestampPath) => ({
    $and: branches.map((branch) => translate(branch, isTimestampPath)),
  }),
  subQuery: () => null,
  raw: () => {
    throw new Error('raw conditions are refused by the parser before they reach the engine');
  },
};

/** A filter as mingo criteria; sub-collection filters (`standings: { $query }`) filter no record. */
export function translate(filter: FilterNode | null, isTimestampPath: IsTimestampPath): Criteria {
  const all = (filter?.conditions ?? []).flatMap(
    (condition) => visitCondition(condition, criteriaOf, isTimestampPath) ?? [],
  );
  return all.length === 1 ? (all[0] as Criteria) : all.length === 0 ? {} : { $and: all };
}
