import { withArticle } from '../indefinite-article.js';
import { HuddleError } from './huddle-error.js';

/** Shows where in `input` the problem is: the text with a caret under `position`. */
function pointAt(input: string, position: number): string {
  const start = Math.max(0, position - 30);
  const end = Math.min(input.length, position + 30);
  // Line breaks, tabs and invisible characters would misplace the caret: each shows as a space.
  const text = input.slice(start, end).replace(/[\p{Cc}\p{Cf}\p{Z}]/gu, (char) => ' '.repeat(char.length));
  const excerpt = `${start > 0 ? '…' : ''}${text}${end < input.length ? '…' : ''}`;
  const caret = ' '.repeat(position - start + (start > 0 ? 1 : 0));
  return `\n  ${excerpt}\n  ${caret}^`;
}

/** A field selector (`fs`) that cannot be read: names the position and the reason. */
export class FieldSelectorError extends HuddleError {
  override name = 'FieldSelectorError';
  override readonly code = 'ERR_FIELD_SELECTOR' as const;
  constructor(
    /** The selector that was read. */
    readonly input: string,
    /** Zero-based index of the offending character in {@link FieldSelectorError.input}. */
    readonly position: number,
    /** What is wrong there. */
    readonly reason: string,
  ) {
    super(`Invalid fs at position ${position}: ${reason}${pointAt(input, position)}`);
  }
}

/**
 * A query (`s`) or a path in one that cannot be read or is not allowed: names the place, as
 * keys from the root of `s` (`$query.week.season.$gte`), and the reason.
 */
export class QueryError extends HuddleError {
  override name = 'QueryError';
  override readonly code = 'ERR_QUERY' as const;
  constructor(
    /** Where, as keys and indexes from the root of `s`. */
    readonly path: readonly (string | number)[],
    /** What is wrong there. */
    readonly reason: string,
  ) {
    super(`Invalid s at ${formatQueryPath(path)}: ${reason}`);
  }
}

/** Writes a query path as `$query.$or[1].week.season` (`(root)` when empty). */
export function formatQueryPath(path: readonly (string | number)[]): string {
  if (path.length === 0) return '(root)';
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`)).join('');
}

/** A selection mask with something other than `true`, `false` or a non-empty mask in it. */
export class SelectionMaskError extends HuddleError {
  override name = 'SelectionMaskError';
  override readonly code = 'ERR_SELECTION_MASK' as const;
  constructor(
    /** The keys leading to the offending entry. */
    readonly path: readonly string[],
    /** What is wrong there. */
    readonly reason: string,
  ) {
    super(`Invalid selection at ${path.length === 0 ? '(root)' : path.join('.')}: ${reason}`);
  }
}

/** A field path that the resource's model does not have. */
export class UnknownFieldError extends HuddleError {
  override name = 'UnknownFieldError';
  override readonly code = 'ERR_UNKNOWN_FIELD' as const;
  constructor(
    /** The resource whose model was searched. */
    readonly resource: string,
    /** The dotted path asked for. */
    readonly path: string,
    /** The name that does not exist. */
    readonly missing: string,
    /** The dotted path of the object it was looked for in (`''` for the record itself). */
    readonly parent: string,
    /** The fields that object does have. */
    readonly candidates: readonly string[],
  ) {
    const where = parent === '' ? `${withArticle(resource)} record` : `${resource} ${parent}`;
    const has = candidates.length > 0 ? `it has ${candidates.join(', ')}` : 'it is not an object';
    super(`Unknown field "${path}": ${where} has no "${missing}" (${has})`);
  }
}
