import { HuddleError } from '../../errors/huddle-error.js';

/** Something the mock was asked to send or register that it cannot: names the field and the reason. */
export class MockPushError extends HuddleError {
  override name = 'MockPushError';
  override readonly code = 'ERR_MOCK_PUSH' as const;
  constructor(
    /** Where: `notification.extras.type`, `platform`, `event.gameId`. */
    readonly field: string,
    /** What was wrong there. */
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}
