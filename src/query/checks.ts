/** Checks shared by the parsers and the builder, so that both refuse the same input alike. */
import { QueryError } from '../errors/query-error.js';
import { describeKind } from '../untyped-values.js';
import { FIELD_PATH } from './names.js';

type Place = readonly (string | number)[];

/**
 * A value as an error message shows it: its JSON, shortened, or its kind when it has no JSON
 * (`undefined`, a function, a bigint, a value that contains itself).
 */
export function shown(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  if (text === undefined) return describeKind(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** A count of records (`$take`, `$skip`, `$takeLast`): a whole, non-negative number. */
export function recordCount(value: unknown, at: Place): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new QueryError(at, `expected a whole number of records, found ${shown(value)}`);
  }
  return value === 0 ? 0 : value; // -0 has no JSON form of its own: it is written, and read back, as 0
}

/** A dotted field path, by its syntax alone. */
export function fieldPathSyntax(path: unknown, at: Place): asserts path is string {
  if (typeof path !== 'string' || !FIELD_PATH.test(path)) {
    throw new QueryError(at, `${shown(path)} is not a field path (names of letters, digits and _, joined by dots)`);
  }
}
