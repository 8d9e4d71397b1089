/**
 * Adding conditions to a filter so that its wire form stays one JSON object with each key
 * once: comparisons on the same path merge (`{ $gte: 1, $lte: 5 }`), and a condition whose key
 * is taken moves into `$and`, where it still applies.
 */
import { QueryError } from '../errors/query-error.js';
import { shown } from './checks.js';
import { toJsonValue } from './json-value.js';
import { MAX_CONDITION_DEPTH } from './limits.js';
import { Comparison, type ComparisonOperator, Condition, FilterNode, type JsonValue } from './nodes.js';
import { type ConditionVisitor, visitCondition } from './visitor.js';

/** The comparison operators, as `where(path, operator, value)` takes them. */
export const COMPARISON_OPERATORS: readonly ComparisonOperator[] = ['$gt', '$lt', '$gte', '$lte', '$in'];

/** The wire keys a condition occupies in its `$query` object. */
const wireKeys: ConditionVisitor<readonly string[]> = {
  equals: (condition) => [condition.path],
  compare: (condition) => [condition.path],
  or: () => ['$or'],
  and: () => ['$and'],
  subQuery: (condition) => [condition.collection],
  raw: (condition) => Object.keys(condition.entries),
};

/** @internal The wire keys a condition occupies in its `$query` object. */
export function keysOf(condition: Condition): readonly string[] {
  return visitCondition(condition, wireKeys, undefined);
}

/** The existing condition with the added one merged into it, or `null` when they do not merge. */
const merging: ConditionVisitor<Condition | null, Condition> = {
  equals: () => null,
  compare: (existing, added) => {
    if (added.kind !== 'compare' || existing.path !== added.path) return null;
    const taken = new Set(existing.comparisons.map((comparison) => comparison.operator));
    if (added.comparisons.some((comparison) => taken.has(comparison.operator))) return null;
    return Condition.compare(existing.path, [...existing.comparisons, ...added.comparisons]);
  },
  or: () => null,
  and: (existing, added) =>
    added.kind === 'and' ? Condition.branches('and', [...existing.branches, ...added.branches]) : null,
  subQuery: (existing, added) =>
    added.kind === 'subQuery' && existing.collection === added.collection
      ? Condition.subQuery(
          existing.collection,
          FilterNode.create([...existing.filter.conditions, ...added.filter.conditions]),
        )
      : null,
  raw: () => null,
};

/** How many levels of filters a condition holds below itself. */
const depthBelow: ConditionVisitor<number> = {
  equals: () => 0,
  compare: () => 0,
  or: (condition) => 1 + deepestBranch(condition.branches),
  and: (condition) => 1 + deepestBranch(condition.branches),
  subQuery: (condition) => 1 + filterDepth(condition.filter),
  raw: () => 0,
};

function deepestBranch(branches: readonly FilterNode[]): number {
  let depth = 0;
  for (const branch of branches) depth = Math.max(depth, filterDepth(branch));
  return depth;
}

/** How many levels of filters a filter holds below itself (`$or` branches, sub-collection filters). */
export function filterDepth(filter: FilterNode): number {
  let depth = 0;
  for (const condition of filter.conditions) depth = Math.max(depth, visitCondition(condition, depthBelow, undefined));
  return depth;
}

/**
 * Refuses a filter that, `above` levels below the top-level `$query`, would nest deeper than
 * the parser reads.
 */
export function assertFilterDepth(filter: FilterNode, above: number, at: readonly (string | number)[]): void {
  if (above + filterDepth(filter) > MAX_CONDITION_DEPTH) {
    throw new QueryError(at, `conditions nest deeper than ${MAX_CONDITION_DEPTH} levels`);
  }
}

/** The filter with `condition` added, all conditions still applying. */
export function addCondition(filter: FilterNode | null, condition: Condition): FilterNode {
  const keys = keysOf(condition);
  if (visitCondition(condition, depthBelow, undefined) > MAX_CONDITION_DEPTH) {
    throw new QueryError(['$query', ...keys.slice(0, 1)], `conditions nest deeper than ${MAX_CONDITION_DEPTH} levels`);
  }
  const conditions = filter?.conditions ?? [];
  const clash = conditions.findIndex((existing) => keysOf(existing).some((key) => keys.includes(key)));
  if (clash < 0) return FilterNode.cloneWithCondition(filter, condition);
  const merged = visitCondition(conditions[clash] as Condition, merging, condition);
  if (merged !== null)
    return FilterNode.create(conditions.map((existing, index) => (index === clash ? merged : existing)));
  return addCondition(filter, Condition.branches('and', [FilterNode.create([condition])]));
}

/** A condition from `where`'s arguments: `(path, value)` or `(path, operator, value)`. */
export function conditionFrom(path: string, args: readonly unknown[]): Condition {
  const at = ['$query', path];
  if (args.length === 1) return Condition.equals(path, toJsonValue(args[0], at));
  const [operator, value] = args;
  if (!COMPARISON_OPERATORS.includes(operator as ComparisonOperator)) {
    throw new QueryError(
      at,
      `unknown operator ${shown(operator)} (use ${COMPARISON_OPERATORS.join(', ')}, or one value for equality)`,
    );
  }
  const operand: JsonValue = toJsonValue(value, [...at, operator as string]);
  if (operator === '$in' && !Array.isArray(operand)) {
    throw new QueryError([...at, '$in'], 'expected an array of values');
  }
  return Condition.compare(path, [Comparison.create(operator as ComparisonOperator, operand)]);
}
