/** Checks shared by the parsers and the builder, so that both refuse the same input alike. */
import { QueryError } from '../errors/query-error.js';
import { describeKind } from '../values.js';
import { FIELD_PATH } from './names.js';

type Place = readonly (string | number)[];

/** A count of records (`$take`, `$skip`, `$takeLast`): a whole, non-negative number. */
export function recordCount(value: unknown, at: Place): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new QueryError(
      at,
      `expected a whole number of records, found ${JSON.stringify(value) ?? describeKind(value)}`,
    );
  }
  return value;
}

/** A dotted field path, by its syntax alone. */
export function fieldPathSyntax(path: unknown, at: Place): asserts path is string {
  if (typeof path !== 'string' || !FIELD_PATH.test(path)) {
    throw new QueryError(
      at,
      `${JSON.stringify(path)} is not a field path (names of letters, digits and _, joined by dots)`,
    );
  }
}
