import { HuddleError } from '../../errors/huddle-error.js';

/** Why a call of the live mock's own routes failed. */
export type MockControlErrorCode = 'ERR_MOCK_UNREACHABLE' | 'ERR_MOCK_REFUSED';

/**
 * A call of `/_mock/*` that failed: the mock could not be reached (`ERR_MOCK_UNREACHABLE`, with
 * the system's code when there is one), or it answered other than expected (`ERR_MOCK_REFUSED`,
 * with the status and the message of its body).
 */
export class MockControlError extends HuddleError {
  override name = 'MockControlError';
  constructor(
    override readonly code: MockControlErrorCode,
    /** The mock's base URL. */
    readonly baseUrl: string,
    /** The status it answered with, or `null` when it was not reached. */
    readonly status: number | null,
    /** The system's code (`ECONNREFUSED`) or the answer's message, or `''`. */
    readonly detail: string,
  ) {
    super(
      code === 'ERR_MOCK_UNREACHABLE'
        ? `cannot reach the mock at ${baseUrl}${detail === '' ? '' : ` (${detail})`}`
        : `the mock answered ${status}${detail === '' ? '' : `: ${detail}`}`,
    );
  }
}
