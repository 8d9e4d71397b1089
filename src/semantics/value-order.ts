/**
 * Equality and order of the values the query views hold (strings, numbers, booleans, `null`,
 * `Date`s, plain objects and arrays, or nothing), as MongoDB defines them and as mingo 7 (the
 * engine's test oracle) implements them: values of different kinds order by kind
 * (missing < null < numbers < strings < objects < arrays < booleans < dates), values of one kind by
 * value; objects by their sorted keys, then their values; arrays by their sorted items.
 */

/** The kind of a value, the unit within which comparison operators compare. */
export type ValueKind = 'missing' | 'null' | 'number' | 'string' | 'boolean' | 'date' | 'array' | 'object';

/** Where each kind sorts among the others. */
const KIND_RANK: Readonly<Record<ValueKind, number>> = {
  missing: 1,
  null: 2,
  number: 3,
  string: 4,
  object: 6,
  array: 7,
  boolean: 9,
  date: 10,
};

/** The kind of a value; objects of any prototype (operands have none) are objects. */
export function kindOf(value: unknown): ValueKind {
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'undefined':
      return 'missing';
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return value instanceof Date ? 'date' : 'object';
}

/** Whether two values are equal: instants by time, arrays item by item, objects key by key in any order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b || Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const kind = kindOf(a);
  if (kind !== kindOf(b)) return false;
  if (kind === 'date') return (a as Date).getTime() === (b as Date).getTime();
  if (kind === 'array') {
    const left = a as readonly unknown[];
    const right = b as readonly unknown[];
    return left.length === right.length && left.every((item, index) => sameValue(item, right[index]));
  }
  const left = a as Readonly<Record<string, unknown>>;
  const right = b as Readonly<Record<string, unknown>>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]))
  );
}

const ascending = <T extends string | number | boolean>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

/** Arrays of one kind of value compare by their items, each side sorted first. */
function compareArrays(a: readonly unknown[], b: readonly unknown[]): number {
  const left = [...a].sort(compareSameLevel);
  const right = [...b].sort(compareSameLevel);
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const order = compareSameLevel(left[index], right[index]);
    if (order !== 0) return order;
  }
  return ascending(left.length, right.length);
}

function compareObjects(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): number {
  const keys = Object.keys(a).sort();
  const order = compareArrays(keys, Object.keys(b).sort());
  if (order !== 0) return order;
  for (const key of keys) {
    const value = compareSameLevel(a[key], b[key]);
    if (value !== 0) return value;
  }
  return 0;
}

/**
 * Orders two values. With `intoArrays`, an array against a value of another kind orders as its
 * least item would (its greatest, when on the right), as `$sort` orders a list by its items; an
 * empty array first.
 */
function compare(a: unknown, b: unknown, intoArrays: boolean): number {
  if (a === b || Object.is(a, b)) return 0;
  const kindA = kindOf(a);
  const kindB = kindOf(b);
  if (kindA === kindB) {
    switch (kindA) {
      case 'date':
        return ascending((a as Date).getTime(), (b as Date).getTime());
      case 'array':
        return compareArrays(a as readonly unknown[], b as readonly unknown[]);
      case 'object':
        return compareObjects(a as Readonly<Record<string, unknown>>, b as Readonly<Record<string, unknown>>);
      default:
        return ascending(a as string, b as string);
    }
  }
  if (kindA === 'missing') return -1;
  if (kindB === 'missing') return 1;
  if (intoArrays && kindA === 'array') {
    const items = a as readonly unknown[];
    if (items.length === 0) return -1;
    let least = 1;
    for (const item of [...items].sort(compareSameLevel)) {
      least = Math.min(least, compareSameLevel(item, b));
      if (least < 0) return least;
    }
    return least;
  }
  if (intoArrays && kindB === 'array') {
    const items = b as readonly unknown[];
    if (items.length === 0) return 1;
    let greatest = -1;
    for (const item of [...items].sort(compareSameLevel)) {
      greatest = Math.max(greatest, compareSameLevel(a, item));
      if (greatest > 0) return greatest;
    }
    return greatest;
  }
  return ascending(KIND_RANK[kindA], KIND_RANK[kindB]);
}

/** Orders two values, arrays as values of their own kind (inside arrays and objects). */
const compareSameLevel = (a: unknown, b: unknown): number => compare(a, b, false);

/** Orders two values as comparison operators and `$sort` do: arrays against other kinds by their items. */
export const compareValues = (a: unknown, b: unknown): number => compare(a, b, true);
