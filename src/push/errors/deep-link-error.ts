import { HuddleError } from '../../errors/huddle-error.js';

/** A deep link that has no path (an empty id, a lone surrogate, an unknown screen) or a bad scheme. */
export class DeepLinkError extends HuddleError {
  override name = 'DeepLinkError';
  override readonly code = 'ERR_DEEP_LINK' as const;
  constructor(
    /** The link's field that was refused (`gameId`, `screen`), `scheme`, or `link` when it is no object. */
    readonly field: string,
    /** Why. */
    readonly reason: string,
  ) {
    super(`deep link, ${field}: ${reason}`);
  }
}
