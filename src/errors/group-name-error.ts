import { HuddleError } from './huddle-error.js';

/** A subscription group name that is not one the service defines, with the reason. */
export class GroupNameError extends HuddleError {
  override name = 'GroupNameError';
  override readonly code = 'ERR_GROUP_NAME' as const;
  constructor(
    /** The name that was refused. */
    readonly group: string,
    /** Why. */
    readonly reason: string,
  ) {
    super(`Invalid group ${JSON.stringify(group)}: ${reason}`);
  }
}
