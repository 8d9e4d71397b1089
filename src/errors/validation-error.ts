import { HuddleError } from './huddle-error.js';

/** A path into a value: object keys and array indexes. */
export type ValuePath = readonly (string | number)[];

/** One thing wrong with a validated value. */
export interface ValidationProblem {
  /** Where, from the root of the validated value. */
  readonly path: ValuePath;
  /** What was expected there. */
  readonly expected: string;
  /** A short description of what was found there (`number 42`, `missing`, `null`). */
  readonly found: string;
}

/** Writes a path as `data[0].homeTeam.abbr` (`(root)` when empty). */
export function formatPath(path: ValuePath): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) text += text === '' ? segment : `.${segment}`;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text === '' ? '(root)' : text;
}

/**
 * A value did not match the model of the resource it claims to be. Names the resource, the path
 * of the first bad field and what was found there; {@link ValidationError.problems} lists all.
 */
export class ValidationError extends HuddleError {
  override name = 'ValidationError';
  override readonly code = 'ERR_VALIDATION' as const;
  /** The resource whose model was applied (`games`, `teams`, …). */
  readonly resource: string;
  /** The path of the first bad field. */
  readonly path: ValuePath;
  /** What was expected at {@link ValidationError.path}. */
  readonly expected: string;
  /** What was found at {@link ValidationError.path}. */
  readonly found: string;
  /** Every problem found, first one first. */
  readonly problems: readonly ValidationProblem[];

  constructor(resource: string, problems: readonly [ValidationProblem, ...ValidationProblem[]]) {
    const [first] = problems;
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
    super(`Invalid ${resource} at ${formatPath(first.path)}: expected ${first.expected}, found ${first.found}${more}`);
    this.resource = resource;
    this.path = first.path;
    this.expected = first.expected;
    this.found = first.found;
    this.problems = problems;
  }
}

/** The same error, its paths taken as relative to `at` (where the value sat in a response). */
export function atPath(error: ValidationError, at: ValuePath): ValidationError {
  if (at.length === 0) return error;
  const problems = error.problems.map((problem) => ({ ...problem, path: [...at, ...problem.path] }));
  return new ValidationError(error.resource, problems as unknown as [ValidationProblem, ...ValidationProblem[]]);
}
