/** Applies a schema and turns zod's issues into a {@link ValidationError}. */
import * as z from 'zod/mini';
import { ValidationError, type ValidationProblem } from '../errors/validation-error.js';
import { describeValue } from '../untyped-values.js';

type Issue = z.core.$ZodIssue;

function valueAt(root: unknown, path: readonly PropertyKey[]): { present: boolean; value: unknown } {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) {
      return { present: false, value: undefined };
    }
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return { present: true, value };
}

function expectation(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return 'an integer';
      if (issue.expected === 'nonoptional') return 'a value';
      if (issue.expected === 'never') return 'no such field';
      return issue.expected;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return `at least ${String(issue.minimum)}`;
    case 'too_big':
      return `at most ${String(issue.maximum)}`;
    case 'unrecognized_keys':
      return `no key ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

/**
 * A failed union offers one list of issues per option. The option the value was meant to be is
 * the one that got furthest into it: its deepest issue wins, and at equal depth an issue about a
 * value that is there beats one about a missing field (that option's shape did not fit at all).
 */
function mostSpecific(root: unknown, issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const absolute = issue.errors.map((option) =>
    option.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as Issue),
  );
  const reach = (option: readonly Issue[]) =>
    Math.max(...option.map((inner) => inner.path.length + (valueAt(root, inner.path).present ? 0.5 : 0)));
  let best = absolute[0] as Issue[];
  for (const option of absolute) if (reach(option) > reach(best)) best = option;
  return best.flatMap((inner) => mostSpecific(root, inner));
}

function toProblem(root: unknown, issue: Issue): ValidationProblem {
  const path = issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key));
  const found = valueAt(root, path);
  return {
    path,
    expected: expectation(issue),
    found: found.present ? describeValue(found.value) : 'missing',
  };
}

/**
 * Validates `value` against `schema`, returning the parsed value or throwing a
 * {@link ValidationError} that names `resource`, the field's path and what was found.
 */
export function validate<Schema extends z.core.$ZodType>(
  schema: Schema,
  value: unknown,
  resource: string,
): z.output<Schema> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const problems = result.error.issues
    .flatMap((issue) => mostSpecific(value, issue))
    .map((issue) => toProblem(value, issue));
  throw new ValidationError(resource, problems as [ValidationProblem, ...ValidationProblem[]]);
}
