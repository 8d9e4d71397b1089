/** Plain-object helpers of the record factories: a deep merge and a walk of overrides' leaves. */

/** A plain JSON object (not a list, not null). */
export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A deep copy of JSON-like data, so made records never share objects with the dataset. */
export const copy = <T>(value: T): T => structuredClone(value);

/**
 * `overrides` laid over `base`: objects merge field by field, anything else (a list, a scalar,
 * `null`) replaces. Fields are written as own fields, so `__proto__` is a field like any other.
 */
export function deepMerge(base: unknown, overrides: unknown): unknown {
  if (!isObject(base) || !isObject(overrides)) return overrides === undefined ? base : copy(overrides);
  const entries = new Map(Object.entries(base));
  for (const [key, value] of Object.entries(overrides)) entries.set(key, deepMerge(entries.get(key), value));
  return Object.fromEntries(entries);
}

/** The value at a dotted path, through objects only. */
export function valueAt(record: unknown, path: readonly string[]): unknown {
  let value = record;
  for (const name of path) value = isObject(value) && Object.hasOwn(value, name) ? value[name] : undefined;
  return value;
}

/** Every leaf of the overrides (a value that is not an object), with its path. */
export function* leaves(overrides: unknown, path: readonly string[] = []): Generator<[readonly string[], unknown]> {
  if (!isObject(overrides)) {
    yield [path, overrides];
    return;
  }
  for (const [key, value] of Object.entries(overrides)) yield* leaves(value, [...path, key]);
}
