import { QueryError } from '../errors/query-error.js';
import { describeKind as describe } from '../untyped-values.js';
import { MAX_VALUE_DEPTH } from './limits.js';
import type { JsonValue } from './nodes.js';

type Place = readonly (string | number)[];

function read(value: unknown, path: Place, ancestors: object[]): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new QueryError(path, `${value} is not a JSON number`);
    return value === 0 ? 0 : value; // -0 has no JSON form of its own
  }
  if (value instanceof Date) {
    let time = Number.NaN;
    try {
      time = value.getTime(); // throws for an object that only inherits from Date.prototype
    } catch {}
    if (Number.isNaN(time)) throw new QueryError(path, 'an invalid Date');
    return new Date(time).toISOString();
  }
  const isArray = Array.isArray(value);
  if (!isArray && (typeof value !== 'object' || ![Object.prototype, null].includes(Object.getPrototypeOf(value)))) {
    throw new QueryError(path, `${describe(value)} is not a JSON value`);
  }
  if (ancestors.includes(value)) throw new QueryError(path, 'the value contains itself');
  if (ancestors.length >= MAX_VALUE_DEPTH) {
    throw new QueryError(path, `the value nests arrays and objects deeper than ${MAX_VALUE_DEPTH} levels`);
  }
  ancestors.push(value);
  let result: JsonValue;
  if (isArray) result = Object.freeze(value.map((item, index) => read(item, [...path, index], ancestors)));
  else {
    const entries: Record<string, JsonValue> = Object.create(null);
    const object = value as Record<string, unknown>;
    for (const key of Object.keys(object)) entries[key] = read(object[key], [...path, key], ancestors);
    result = Object.freeze(entries);
  }
  ancestors.pop();
  return result;
}

/**
 * A value as `s` carries it: JSON values as they are, `Date`s as ISO 8601 strings. Anything
 * else (`undefined`, functions, `NaN`, an invalid `Date`) is refused with its place in `s`, and
 * so is a value that contains itself or nests more than {@link MAX_VALUE_DEPTH} arrays and
 * objects. Objects come back without a prototype, so a `__proto__` key stays data, and frozen,
 * as query nodes hold them.
 */
export function toJsonValue(value: unknown, path: Place): JsonValue {
  return read(value, path, []);
}
