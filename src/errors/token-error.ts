import { HuddleError } from './huddle-error.js';

/**
 * A token that cannot be sent: missing, empty, not a string, or holding characters a header
 * cannot carry (anything but visible ASCII). Raised before sending; the message never quotes
 * the token.
 */
export class TokenError extends HuddleError {
  override name = 'TokenError';
  override readonly code = 'ERR_TOKEN' as const;
  constructor(
    /** Why the token was refused. */
    readonly reason: string,
  ) {
    super(`Token refused, nothing was sent: ${reason}`);
  }
}
