import { HuddleError } from '../../errors/huddle-error.js';

/**
 * A recording directory the mock cannot serve or add to (`huddle mock --dataset DIR`,
 * `loadRecording`, `startMockProxy({ record })`): a file that is missing, not JSON, or not the
 * recording format, named with the place in it that is wrong.
 */
export class MockRecordingError extends HuddleError {
  override name = 'MockRecordingError';
  override readonly code = 'ERR_MOCK_RECORDING' as const;
  constructor(
    /** The file (`recordings/recording.json`). */
    readonly file: string,
    /** Where in the file, as a path (`answers[3].status`), or `(root)` for the file as a whole. */
    readonly at: string,
    /** What is wrong there. */
    readonly problem: string,
  ) {
    super(`${file}: ${at === '(root)' ? '' : `${at}: `}${problem}`);
  }
}
