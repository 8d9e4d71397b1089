import { HuddleError } from '../../errors/huddle-error.js';

/**
 * Overrides that `mock.make` cannot turn into a record consistent with the mock's dataset: a
 * team the dataset lacks, a season it does not cover, points that do not add up.
 */
export class MockRecordError extends HuddleError {
  override name = 'MockRecordError';
  override readonly code = 'ERR_MOCK_RECORD' as const;
  constructor(
    /** The resource whose record was being made (`games`). */
    readonly resource: string,
    /** The dotted path of the override refused (`homeTeam.abbr`). */
    readonly path: string,
    message: string,
  ) {
    super(`make.${resource}: ${path}: ${message}`);
  }
}
