/**
 * Adding conditions to a filter so that its wire form stays one JSON object with each key
 * once: comparisons on the same path merge (`{ $gte: 1, $lte: 5 }`), and a condition whose key
 * is taken moves into `$and`, where it still applies.
 */
import { QueryError } from '../errors/query-error.js';
import { isRecord } from '../untyped-values.js';
import { shown } from './checks.js';
import { toJsonValue } from './json-value.js';
import { MAX_CONDITION_DEPTH } from './limits.js';
import { Comparison, type ComparisonOperator, Condition, FilterNode, type JsonValue } from './nodes.js';
import { OPERATORS } from './operators.js';
import { type ConditionOf, type ConditionVisitor, visitCondition } from './visitor.js';

/** The comparison operators, as `where(path, operator, value)` takes them. */
export const COMPARISON_OPERATORS = Object.keys(OPERATORS) as readonly ComparisonOperator[];

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
function keysOf(condition: Condition): readonly string[] {
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
  // Whatever clashes with a `$and` holds `$and` itself: it joins the branches (flat when it is a `$and`).
  and: (existing, added) => Condition.branches('and', [...existing.branches, ...branchesOf(added)]),
  subQuery: (existing, added) =>
    added.kind === 'subQuery' && existing.collection === added.collection
      ? Condition.subQuery(
          existing.collection,
          FilterNode.create([...existing.filter.conditions, ...added.filter.conditions]),
        )
      : null,
  raw: (existing, added) => {
    const and = asAnd(existing);
    return and === null ? null : visitCondition(and, merging, added);
  },
};

/**
 * A condition as a `$and` of branches, or `null` when it is not one: a `$and` condition, or raw
 * entries that are only a `$and` of condition objects (`whereRaw({ $and: [...] })`), which the
 * wire cannot tell from one.
 */
function asAnd(condition: Condition): ConditionOf<'and'> | null {
  if (condition.kind === 'and') return condition;
  if (condition.kind !== 'raw') return null;
  const items = condition.entries.$and;
  if (!isOnly(condition.entries, '$and') || !Array.isArray(items) || items.length === 0) return null;
  const branches: FilterNode[] = [];
  for (const item of items) {
    if (!isJsonObject(item) || Object.keys(item).length === 0) return null;
    branches.push(FilterNode.create([Condition.raw(item)]));
  }
  return Condition.branches('and', branches) as ConditionOf<'and'>;
}

/** The branches a condition adds to a `$and`: its own if it is one, else itself as one branch. */
const branchesOf = (condition: Condition): readonly FilterNode[] =>
  asAnd(condition)?.branches ?? [FilterNode.create([condition])];

/** How many levels of filters a condition holds below itself. */
const depthBelow: ConditionVisitor<number> = {
  equals: () => 0,
  compare: () => 0,
  or: (condition) => 1 + deepestBranch(condition.branches),
  and: (condition) => 1 + deepestBranch(condition.branches),
  subQuery: (condition) => 1 + filterDepth(condition.filter),
  raw: (condition) => rawDepth(condition.entries),
};

/**
 * How many levels of filters raw entries hold below themselves, as the parser reads them: a
 * `$or`/`$and` of branches, and a field's `{ $query }` filter. (Their values nest at most
 * `MAX_VALUE_DEPTH` deep, so this recursion is bounded.)
 */
function rawDepth(entries: JsonObject): number {
  let depth = 0;
  for (const [key, value] of Object.entries(entries)) {
    if ((key === '$or' || key === '$and') && Array.isArray(value)) {
      for (const branch of value) depth = Math.max(depth, 1 + (isJsonObject(branch) ? rawDepth(branch) : 0));
    } else if (!key.startsWith('$') && isJsonObject(value) && isOnly(value, '$query')) {
      const filter = value.$query;
      depth = Math.max(depth, 1 + (isJsonObject(filter) ? rawDepth(filter) : 0));
    }
  }
  return depth;
}

type JsonObject = { readonly [key: string]: JsonValue };
const isJsonObject = (value: JsonValue | undefined): value is JsonObject => isRecord(value);
/** Whether an object's one key is `key`. */
const isOnly = (value: JsonObject, key: string): boolean => {
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === key;
};

function deepestBranch(branches: readonly FilterNode[]): number {
  let depth = 0;
  for (const branch of branches) depth = Math.max(depth, filterDepth(branch));
  return depth;
}

/** How many levels of filters a filter holds below itself (`$or` branches, sub-collection filters). */
function filterDepth(filter: FilterNode): number {
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

/**
 * The filter, `level` levels below the top-level `$query`, with `condition` added, all
 * conditions still applying.
 *
 * @throws {@link QueryError} when the filter would then nest deeper than the parser reads.
 */
export function addCondition(filter: FilterNode | null, condition: Condition, level: number): FilterNode {
  const keys = keysOf(condition);
  if (level + visitCondition(condition, depthBelow, undefined) > MAX_CONDITION_DEPTH) {
    throw new QueryError(['$query', ...keys.slice(0, 1)], `conditions nest deeper than ${MAX_CONDITION_DEPTH} levels`);
  }
  const conditions = filter?.conditions ?? [];
  const clash = conditions.findIndex((existing) => keysOf(existing).some((key) => keys.includes(key)));
  if (clash < 0) return FilterNode.cloneWithCondition(filter, condition);
  const existing = conditions[clash] as Condition;
  const merged = visitCondition(existing, merging, condition);
  if (merged !== null) {
    // What joins a `$and` as a branch sits one level below it.
    if (merged.kind === 'and')
      for (const branch of branchesOf(condition)) assertFilterDepth(branch, level + 1, ['$query', '$and']);
    return FilterNode.create(conditions.map((other, index) => (index === clash ? merged : other)));
  }
  const wrapped = (moved: Condition) => Condition.branches('and', [FilterNode.create([moved])]);
  if (!keys.includes('$and')) return addCondition(filter, wrapped(condition), level);
  // The added condition holds `$and` itself, so in a `$and` of its own it would clash again: the
  // existing one moves into the filter's `$and` instead, and the added one joins it there. Each
  // step moves one condition, so this ends.
  const rest = conditions.filter((_, index) => index !== clash);
  const moved = addCondition(rest.length === 0 ? null : FilterNode.create(rest), wrapped(existing), level);
  return addCondition(moved, condition, level);
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
