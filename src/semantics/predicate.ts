/**
 * A `$query` filter compiled once into a test of query views: the spec's operators (`equals`,
 * `$gt $lt $gte $lte $in`, `$or`, `$and`) with MongoDB's semantics, which mingo 7 implements and
 * a property test holds the engine to (tests/mock/predicate.test.ts):
 * - a path through a list matches when an item matches (`drives.yards: 80` holds for a game with
 *   such a drive), and so does a list that equals the operand whole;
 * - `null` matches a missing field as well as `null`; `$in` with `null` in it, too;
 * - `$gt $lt $gte $lte` compare only values of the operand's kind: `"3"` is never above 2;
 * - operands of timestamp paths are instants, date-only strings included (`"2024-09-05"` is
 *   midnight UTC), as the views hold timestamps.
 * Sub-collection filters (`standings: { $query }`) filter no record: they cut the record's list.
 */
import { isDateOnly, isTimestamp, toDate } from '../model/timestamp.js';
import type { FilterNode, JsonValue } from '../query/nodes.js';
import type { ComparisonOperator } from '../query/operators.js';
import { type ConditionVisitor, visitCondition } from '../query/visitor.js';
import { compilePath } from './path-values.js';
import { compareValues, kindOf, sameValue } from './value-order.js';

/** A test of one query view. */
export type Predicate = (view: unknown) => boolean;

/** What the filter needs to know of the data: whether a path holds timestamps. */
export type IsTimestampPath = (path: string) => boolean;

/** An operand as the views hold its kind of value: a `Date` on a timestamp path. */
export function operand(value: JsonValue, timestamp: boolean): unknown {
  if (timestamp && typeof value === 'string' && (isTimestamp(value) || isDateOnly(value))) return toDate(value);
  if (Array.isArray(value)) return value.map((item) => operand(item, timestamp));
  return value;
}

const isNil = (value: unknown) => value === undefined || value === null;

/** The items of nested lists, flattened `depth` levels down. */
function flatten(items: readonly unknown[], depth: number): unknown[] {
  return depth === 0 ? [...items] : items.flatMap((item) => (Array.isArray(item) ? flatten(item, depth - 1) : [item]));
}

/**
 * Whether a value read at a path equals the operand: whole, or by one of its items, or by an item
 * of the lists within it down to one level per name of the path after the first.
 */
function equalsAt(found: unknown, expected: unknown, depth: number): boolean {
  if (sameValue(found, expected) || (isNil(found) && isNil(expected))) return true;
  if (!Array.isArray(found)) return false;
  return (
    found.some((item) => sameValue(item, expected)) || flatten(found, depth).some((item) => sameValue(item, expected))
  );
}

/** Whether a value read at a path, or one of its items, is one of the operands. */
function isAmong(found: unknown, expected: readonly unknown[]): boolean {
  if (isNil(found)) return expected.includes(null);
  const items = Array.isArray(found) ? found : [found];
  return items.some((item) => expected.some((candidate) => sameValue(item, candidate)));
}

/** Whether a value read at a path, or one of its items, of the operand's kind, stands so to it. */
function ordersAt(found: unknown, bound: unknown, test: (order: number) => boolean): boolean {
  const kind = kindOf(bound);
  const items = Array.isArray(found) ? found : [found];
  return items.some((item) => kindOf(item) === kind && test(compareValues(item, bound)));
}

/**
 * What each operator of the table means: whether the value read at a path passes, given the
 * operand (read as the path's kind). Keyed by the operator table, so a new operator does not
 * compile here until it says what it means.
 */
const OPERATOR_TESTS: Readonly<Record<ComparisonOperator, (found: unknown, bound: unknown) => boolean>> = {
  $gt: (found, bound) => ordersAt(found, bound, (order) => order > 0),
  $gte: (found, bound) => ordersAt(found, bound, (order) => order >= 0),
  $lt: (found, bound) => ordersAt(found, bound, (order) => order < 0),
  $lte: (found, bound) => ordersAt(found, bound, (order) => order <= 0),
  $in: (found, bound) => isAmong(found, bound as readonly unknown[]),
};

const always: Predicate = () => true;

const conditionTest: ConditionVisitor<Predicate, IsTimestampPath> = {
  equals: ({ path, value }, isTimestampPath) => {
    const read = compilePath(path, { unwrap: true });
    const expected = operand(value, isTimestampPath(path));
    const depth = path.split('.').length - 1;
    return (view) => equalsAt(read(view), expected, depth);
  },
  compare: ({ path, comparisons }, isTimestampPath) => {
    const read = compilePath(path, { unwrap: true });
    const timestamp = isTimestampPath(path);
    const tests = comparisons.map(({ operator, value }): ((found: unknown) => boolean) => {
      const bound = operand(value, timestamp);
      const test = OPERATOR_TESTS[operator];
      return (found) => test(found, bound);
    });
    return (view) => {
      const found = read(view);
      return tests.every((test) => test(found));
    };
  },
  or: ({ branches }, isTimestampPath) => {
    const tests = branches.map((branch) => compileFilter(branch, isTimestampPath));
    return (view) => tests.some((test) => test(view));
  },
  and: ({ branches }, isTimestampPath) => {
    const tests = branches.map((branch) => compileFilter(branch, isTimestampPath));
    return (view) => tests.every((test) => test(view));
  },
  subQuery: () => always,
  raw: () => {
    throw new Error('raw conditions are refused by the parser before they reach the engine');
  },
};

/** Compiles a filter into a test of query views; `null` (no filter) lets every view through. */
export function compileFilter(filter: FilterNode | null, isTimestampPath: IsTimestampPath): Predicate {
  const tests = (filter?.conditions ?? [])
    .map((condition) => visitCondition(condition, conditionTest, isTimestampPath))
    .filter((test) => test !== always);
  if (tests.length === 0) return always;
  if (tests.length === 1) return tests[0] as Predicate;
  return (view) => tests.every((test) => test(view));
}
