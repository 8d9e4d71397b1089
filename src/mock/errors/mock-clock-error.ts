import { HuddleError } from '../../errors/huddle-error.js';

/**
 * A clock move the mock refuses (an unreadable duration or moment, or one that would take the
 * clock outside the range a `Date` holds): thrown before the clock moves, so it stays where it was.
 */
export class MockClockError extends HuddleError {
  override name = 'MockClockError';
  override readonly code = 'ERR_MOCK_CLOCK' as const;
}
