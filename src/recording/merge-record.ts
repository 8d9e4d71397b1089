/**
 * One record seen in several answers, kept once: answers are projected by `fs` and filtered by
 * `s`, so each holds some of a record's fields, and the recording keeps them all.
 */
import { isRecord } from '../untyped-values.js';

/**
 * `seen` and `later` as one record: objects merged field by field (the fields of both, deep), a
 * list the longer of the two (a sub-collection filter or `$takeLast` cut the shorter), any other
 * value the one seen later.
 */
export function mergeRecord(seen: unknown, later: unknown): unknown {
  if (Array.isArray(seen) && Array.isArray(later)) return later.length >= seen.length ? later : seen;
  if (!isRecord(seen) || !isRecord(later)) return later;
  const merged: Record<string, unknown> = { ...seen };
  for (const [key, value] of Object.entries(later)) {
    // Defined, never assigned: a field named `__proto__` stays a field.
    Object.defineProperty(merged, key, {
      value: Object.hasOwn(seen, key) ? mergeRecord(seen[key], value) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return merged;
}

/** The key a record is known by: its `id` (a string or a number), or `null` when it has none. */
export function recordKey(record: unknown): string | null {
  if (!isRecord(record)) return null;
  const { id } = record;
  return typeof id === 'string' || typeof id === 'number' ? `${typeof id}:${id}` : null;
}
