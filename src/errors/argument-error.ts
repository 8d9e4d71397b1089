import { HuddleError } from './huddle-error.js';

/**
 * An option or argument huddle cannot use, refused before anything is done with it: a base URL
 * that is no http(s) URL, a `retry.limit` that is no whole number, a header holding a line
 * break, an unknown resource, a query of another resource, a call that needs a token without one.
 */
export class ArgumentError extends HuddleError {
  override name = 'ArgumentError';
  override readonly code = 'ERR_ARGUMENT' as const;
  constructor(
    /** The option or argument refused (`baseUrl`, `retry.limit`, `headers.x-app`, `resource`). */
    readonly argument: string,
    message: string,
  ) {
    super(message);
  }
}
