/**
 * A `$query` filter tree as mingo criteria over the query views: the spec's operators map one to
 * one onto MongoDB's. Operands of timestamp fields become `Date`s, date-only strings included
 * (`"2024-09-05"` is midnight UTC), so that they compare with the views' timestamps.
 */
import { isDateOnly, isTimestamp, toDate } from '../../model/timestamp.js';
import type { Condition, FilterNode, JsonValue } from '../../query/nodes.js';

/** What the criteria need to know of the data: whether a path holds timestamps. */
export type IsTimestampPath = (path: string) => boolean;

/** mingo criteria. */
export type Criteria = Record<string, unknown>;

/** The conditions of a filter that filter records, and the sub-queries it holds. */
export interface TranslatedFilter {
  readonly criteria: Criteria;
  readonly subQueries: readonly { readonly collection: string; readonly filter: FilterNode }[];
}

/** An operand as the views hold its kind of value: a `Date` on a timestamp path. */
export function operand(value: JsonValue, timestamp: boolean): unknown {
  if (timestamp && typeof value === 'string' && (isTimestamp(value) || isDateOnly(value))) return toDate(value);
  if (Array.isArray(value)) return value.map((item) => operand(item, timestamp));
  return value;
}

function translateCondition(condition: Condition, isTimestampPath: IsTimestampPath): Criteria | null {
  switch (condition.kind) {
    case 'equals':
      return { [condition.path]: operand(condition.value, isTimestampPath(condition.path)) };
    case 'compare': {
      const timestamp = isTimestampPath(condition.path);
      const operators: Criteria = {};
      for (const { operator, value } of condition.comparisons) operators[operator] = operand(value, timestamp);
      return { [condition.path]: operators };
    }
    case 'or':
    case 'and':
      return {
        [`$${condition.kind}`]: condition.branches.map((branch) => translate(branch, isTimestampPath).criteria),
      };
    case 'subQuery':
      return null;
    case 'raw':
      throw new Error('raw conditions are refused by the parser before they reach the engine');
  }
}

/** Translates a filter; sub-queries (`standings: { $query }`) are returned beside the criteria. */
export function translate(filter: FilterNode | null, isTimestampPath: IsTimestampPath): TranslatedFilter {
  if (filter === null) return { criteria: {}, subQueries: [] };
  const all: Criteria[] = [];
  const subQueries: { collection: string; filter: FilterNode }[] = [];
  for (const condition of filter.conditions) {
    if (condition.kind === 'subQuery') subQueries.push({ collection: condition.collection, filter: condition.filter });
    const criteria = translateCondition(condition, isTimestampPath);
    if (criteria !== null) all.push(criteria);
  }
  return { criteria: all.length === 1 ? (all[0] as Criteria) : all.length === 0 ? {} : { $and: all }, subQueries };
}
