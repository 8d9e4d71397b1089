import { HuddleError } from './huddle-error.js';

/**
 * An entry of huddle needs what this runtime or install lacks: a newer Node (`huddle/msw` on
 * Node 20), or an optional peer dependency. Thrown when the entry is imported, so the first line
 * a test run prints says what to do, rather than a failure deep inside the missing part.
 */
export class RequirementError extends HuddleError {
  override name = 'RequirementError';
  override readonly code = 'ERR_REQUIREMENT' as const;
  constructor(
    /** The entry that needs it (`huddle/msw`). */
    readonly entry: string,
    /** What it needs, and what this runtime or install has instead. */
    readonly needs: string,
    /** What to do about it. */
    readonly remedy: string,
  ) {
    super(`${entry} needs ${needs}. ${remedy}`);
  }
}
