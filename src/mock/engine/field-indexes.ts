/**
 * Single-field indexes over the query views: the query planner of the mock. A condition on a
 * path that never reaches into a list, comparing with a string, number, boolean or instant, is
 * answered exactly by the path's index (equality and `$in` through a hash of values, ranges
 * through the values in order, each kind of value apart, as MongoDB brackets comparisons by type).
 * What the indexes cannot answer (lists, `$or`, null, mixed kinds) is left to the compiled filter
 * (predicate.ts), over the records the indexes kept.
 */
import type { ComparisonOperator, Condition, FilterNode, JsonValue } from '../../query/nodes.js';
import { type ConditionVisitor, visitCondition } from '../../query/visitor.js';

/** The index of one path. */
export interface FieldIndex {
  /** Positions by value: strings, numbers and booleans as they are, instants by `i` + time. */
  readonly byValue: ReadonlyMap<string | number | boolean, readonly number[]>;
  /** [number, position] pairs in order of the number. */
  readonly numbers: readonly (readonly [number, number])[];
  /** [time, position] pairs in order of the instant. */
  readonly instants: readonly (readonly [number, number])[];
}

type Key = string | number | boolean;
const instantKey = (date: Date) => `i${date.getTime()}`;
const keyOf = (value: unknown): Key | undefined =>
  value instanceof Date
    ? instantKey(value)
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : undefined;

/** Builds the index of a dotted path, or `null` when some record holds a list on the way. */
export function buildIndex(views: readonly Record<string, unknown>[], path: string): FieldIndex | null {
  const names = path.split('.');
  const byValue = new Map<Key, number[]>();
  const numbers: [number, number][] = [];
  const instants: [number, number][] = [];
  for (const [position, view] of views.entries()) {
    let value: unknown = view;
    for (const name of names) {
      if (Array.isArray(value)) return null;
      // Own fields only, as path-values.ts reads them: `constructor.name` is no field of a record.
      value =
        typeof value === 'object' && value !== null && Object.hasOwn(value, name)
          ? (value as Record<string, unknown>)[name]
          : undefined;
    }
    if (Array.isArray(value)) return null;
    const key = keyOf(value);
    if (key === undefined) continue;
    const positions = byValue.get(key);
    if (positions === undefined) byValue.set(key, [position]);
    else positions.push(position);
    if (typeof value === 'number') numbers.push([value, position]);
    else if (value instanceof Date) instants.push([value.getTime(), position]);
  }
  numbers.sort((a, b) => a[0] - b[0]);
  instants.sort((a, b) => a[0] - b[0]);
  return { byValue, numbers, instants };
}

/** The first entry whose value is at least (or, `strict`, above) `bound`. */
function lowerBound(ordered: FieldIndex['numbers'], bound: number, strict: boolean): number {
  let low = 0;
  let high = ordered.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const value = (ordered[middle] as readonly [number, number])[0];
    if (value < bound || (strict && value === bound)) low = middle + 1;
    else high = middle;
  }
  return low;
}

type Operand = (path: string, value: JsonValue) => unknown;

/**
 * How an index answers each operator: the positions of a set of values, or one side of a bound
 * in the ordered values. Keyed by the operator table, so a new operator does not compile here
 * until it says how an index answers it (or that none can: then the filter is scanned).
 */
type IndexPlan =
  | { readonly kind: 'scan' }
  | { readonly kind: 'set' }
  | { readonly kind: 'range'; readonly side: 'above' | 'below'; readonly inclusive: boolean };

const INDEX_PLANS: Readonly<Record<ComparisonOperator, IndexPlan>> = {
  $gt: { kind: 'range', side: 'above', inclusive: false },
  $gte: { kind: 'range', side: 'above', inclusive: true },
  $lt: { kind: 'range', side: 'below', inclusive: false },
  $lte: { kind: 'range', side: 'below', inclusive: true },
  $in: { kind: 'set' },
};

/** What answering a condition from the indexes needs: the index of a path, and operands as the views hold them. */
interface IndexLookup {
  readonly indexOf: (path: string) => FieldIndex | null;
  readonly operand: Operand;
}

/** Conditions no single-field index answers exactly. */
const unanswered = () => null;

/** The positions a condition matches, from its path's index; `null` when the index cannot say exactly. */
const positionsFromIndex: ConditionVisitor<number[][] | null, IndexLookup> = {
  equals: ({ path, value }, { indexOf, operand }) => {
    const key = keyOf(operand(path, value));
    const index = key === undefined ? null : indexOf(path);
    return index === null ? null : [(index.byValue.get(key as Key) ?? []) as number[]];
  },
  compare: ({ path, comparisons }, { indexOf, operand }) => {
    const index = indexOf(path);
    if (index === null) return null;
    const lists: number[][] = [];
    for (const { operator, value } of comparisons) {
      const converted = operand(path, value);
      const plan = INDEX_PLANS[operator];
      if (plan.kind === 'scan') return null;
      if (plan.kind === 'set') {
        if (!Array.isArray(converted)) return null;
        const keys = converted.map(keyOf);
        if (keys.includes(undefined)) return null;
        // Each value once: `$in: ["NE", "NE"]` must not list a position twice, as the intersection
        // below counts the lists that hold a position.
        lists.push([...new Set(keys)].flatMap((key) => (index.byValue.get(key as Key) ?? []) as number[]));
        continue;
      }
      const ordered = converted instanceof Date ? index.instants : typeof converted === 'number' ? index.numbers : null;
      if (ordered === null) return null;
      const bound = converted instanceof Date ? converted.getTime() : (converted as number);
      // Above: from the first value past the bound (or at it, inclusive). Below: up to it.
      const [from, to] =
        plan.side === 'above'
          ? [lowerBound(ordered, bound, !plan.inclusive), ordered.length]
          : [0, lowerBound(ordered, bound, plan.inclusive)];
      lists.push(ordered.slice(from, to).map(([, position]) => position));
    }
    return lists;
  },
  or: unanswered,
  and: unanswered,
  subQuery: unanswered,
  raw: unanswered,
};

/** How a filter is run: the positions the indexes kept (`null`: all), and what the compiled filter must still test. */
export interface Plan {
  readonly positions: readonly number[] | null;
  readonly residual: FilterNode | null;
}

/** Plans a filter over `count` records. */
export function plan(
  filter: FilterNode | null,
  count: number,
  indexOf: (path: string) => FieldIndex | null,
  operand: Operand,
): Plan {
  if (filter === null) return { positions: null, residual: null };
  const lists: number[][] = [];
  const rest: Condition[] = [];
  for (const condition of filter.conditions) {
    const answered = visitCondition(condition, positionsFromIndex, { indexOf, operand });
    if (answered === null) rest.push(condition);
    else lists.push(...answered);
  }
  const residual = rest.length === 0 ? null : { kind: 'filter' as const, conditions: rest };
  if (lists.length === 0) return { positions: null, residual };
  // A position is kept when every list has it: count the lists that do, each list once however
  // often it names the position (`seen` holds the last list that counted it, plus one).
  const hits = new Uint32Array(count);
  const seen = new Uint32Array(count);
  for (const [number, list] of lists.entries()) {
    for (const position of list) {
      if (seen[position] === number + 1) continue;
      seen[position] = number + 1;
      hits[position] = (hits[position] as number) + 1;
    }
  }
  const positions: number[] = [];
  for (let position = 0; position < count; position++) if (hits[position] === lists.length) positions.push(position);
  return { positions, residual };
}
