import { loneSurrogateAt } from '../untyped-values.js';
import { HuddleError } from './huddle-error.js';

/**
 * An id or name that cannot be one segment of a URL path: empty, not a string, `.`/`..` (which
 * URLs resolve as "this" and "parent" directories, even percent-encoded), or holding a lone
 * surrogate (which no URL can carry). Raised before sending.
 */
export class IdError extends HuddleError {
  override name = 'IdError';
  override readonly code = 'ERR_ID' as const;
  constructor(
    /** What the value was for (`id`, `appName`, `deviceId`). */
    readonly field: string,
    /** The value refused. */
    readonly value: unknown,
    message: string,
  ) {
    super(message);
  }
}

/** Checks that `value` can be one path segment, refusing it with an {@link IdError}; the router encodes it. */
export function pathSegment(field: string, value: unknown, where: string): string {
  if (typeof value !== 'string' || value === '') {
    throw new IdError(field, value, `${where} needs a non-empty ${field}`);
  }
  if (value === '.' || value === '..') {
    throw new IdError(field, value, `${where}: ${field} ${JSON.stringify(value)} would be read as a path step`);
  }
  const surrogate = loneSurrogateAt(value);
  if (surrogate !== -1) {
    throw new IdError(
      field,
      value,
      `${where}: ${field} holds a lone surrogate at index ${surrogate}, which no URL can carry`,
    );
  }
  return value;
}
