import { QueryError } from '../errors/query-error.js';
import { describeKind as describe } from '../values.js';
import type { JsonValue } from './nodes.js';

/**
 * A value as `s` carries it: JSON values as they are, `Date`s as ISO 8601 strings. Anything
 * else (`undefined`, functions, `NaN`, an invalid `Date`) is refused with its place in `s`.
 * Objects come back without a prototype, so a `__proto__` key stays data.
 */
export function toJsonValue(value: unknown, path: readonly (string | number)[]): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new QueryError(path, `${value} is not a JSON number`);
    return value === 0 ? 0 : value; // -0 has no JSON form of its own
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new QueryError(path, 'an invalid Date');
    return value.toISOString();
  }
  if (Array.isArray(value)) return value.map((item, index) => toJsonValue(item, [...path, index]));
  if (typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    const result: Record<string, JsonValue> = Object.create(null);
    for (const [key, item] of Object.entries(value as object)) result[key] = toJsonValue(item, [...path, key]);
    return result;
  }
  throw new QueryError(path, `${describe(value)} is not a JSON value`);
}
