import { HuddleError } from './huddle-error.js';

/** A string that `toDate` cannot read as a timestamp or a date, or that names a day that does not exist. */
export class InvalidTimestampError extends HuddleError {
  override readonly name = 'InvalidTimestampError';
  override readonly code = 'ERR_TIMESTAMP' as const;
  constructor(
    /** The rejected input. */
    readonly value: string,
    reason: string,
  ) {
    super(`Invalid timestamp ${JSON.stringify(value)}: ${reason}`);
  }
}
