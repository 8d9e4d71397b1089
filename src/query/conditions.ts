/**
 * Adding conditions to a filter so that its wire form stays one JSON object with each key
 * once: comparisons on the same path merge (`{ $gte: 1, $lte: 5 }`), and a condition whose key
 * is taken moves into `$and`, where it still applies.
 */
import { QueryError } from '../errors/query-error.js';
import { shown } from './checks.js';
import { toJsonValue } from './json-value.js';
import { MAX_CONDITION_DEPTH } from './limits.js';
import type { Comparison, ComparisonOperator, Condition, FilterNode, JsonValue } from './nodes.js';

/** The comparison operators, as `where(path, operator, value)` takes them. */
export const COMPARISON_OPERATORS: readonly ComparisonOperator[] = ['$gt', '$lt', '$gte', '$lte', '$in'];

/** The wire key a condition occupies in its `$query` object. */
function keysOf(condition: Condition): string[] {
  switch (condition.kind) {
    case 'equals':
    case 'compare':
      return [condition.path];
    case 'or':
    case 'and':
      return [`$${condition.kind}`];
    case 'subQuery':
      return [condition.collection];
    case 'raw':
      return Object.keys(condition.entries);
  }
}

function mergeInto(existing: Condition, added: Condition): Condition | null {
  if (existing.kind === 'compare' && added.kind === 'compare' && existing.path === added.path) {
    const taken = new Set(existing.comparisons.map((comparison) => comparison.operator));
    if (added.comparisons.every((comparison) => !taken.has(comparison.operator))) {
      return { ...existing, comparisons: [...existing.comparisons, ...added.comparisons] };
    }
  }
  if (existing.kind === 'and' && added.kind === 'and')
    return { ...existing, branches: [...existing.branches, ...added.branches] };
  if (existing.kind === 'subQuery' && added.kind === 'subQuery' && existing.collection === added.collection) {
    return {
      ...existing,
      filter: { kind: 'filter', conditions: [...existing.filter.conditions, ...added.filter.conditions] },
    };
  }
  return null;
}

/** How many levels of filters a filter holds below itself (`$or` branches, sub-collection filters). */
export function filterDepth(filter: FilterNode): number {
  let depth = 0;
  for (const condition of filter.conditions) depth = Math.max(depth, conditionDepth(condition));
  return depth;
}

function conditionDepth(condition: Condition): number {
  if (condition.kind === 'subQuery') return 1 + filterDepth(condition.filter);
  if (condition.kind !== 'or' && condition.kind !== 'and') return 0;
  let depth = 0;
  for (const branch of condition.branches) depth = Math.max(depth, filterDepth(branch));
  return 1 + depth;
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
  assertFilterDepth({ kind: 'filter', conditions: [condition] }, 0, ['$query', ...keysOf(condition).slice(0, 1)]);
  const conditions = [...(filter?.conditions ?? [])];
  const keys = keysOf(condition);
  const clash = conditions.findIndex((existing) => keysOf(existing).some((key) => keys.includes(key)));
  if (clash < 0) return { kind: 'filter', conditions: [...conditions, condition] };
  const merged = mergeInto(conditions[clash] as Condition, condition);
  if (merged !== null) {
    conditions[clash] = merged;
    return { kind: 'filter', conditions };
  }
  return addCondition(
    { kind: 'filter', conditions },
    { kind: 'and', branches: [{ kind: 'filter', conditions: [condition] }] },
  );
}

/** A condition from `where`'s arguments: `(path, value)` or `(path, operator, value)`. */
export function conditionFrom(path: string, args: readonly unknown[]): Condition {
  const at = ['$query', path];
  if (args.length === 1) return { kind: 'equals', path, value: toJsonValue(args[0], at) };
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
  const comparison: Comparison = { operator: operator as ComparisonOperator, value: operand };
  return { kind: 'compare', path, comparisons: [comparison] };
}
