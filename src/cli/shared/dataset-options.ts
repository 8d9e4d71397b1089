/** `--seed` and `--seasons`: the options of the season the mock simulates (`huddle/league`), declared once for every command that builds one. */
import type { DatasetOptions } from '../../league/index.js';
import type { OptionDeclaration } from '../core/declaration.js';

/** How many seasons the dataset may hold (as `createDataset` allows). */
const MAX_SEASONS = 200;

/** The two options, as `huddle mock` and `huddle query` declare them. */
export const datasetDeclarations = {
  seed: { type: 'integer', value: 'N', description: 'seed of the generated dataset (default 1)' },
  seasons: {
    type: 'integer',
    value: 'N',
    range: [1, MAX_SEASONS],
    description: `seasons of games to generate, 1 to ${MAX_SEASONS} (default 1)`,
  },
} as const satisfies Record<string, OptionDeclaration>;

/** The dataset options these flags ask for: one season of seed 1 unless told. */
export function datasetOptions(values: {
  readonly seed: number | undefined;
  readonly seasons: number | undefined;
}): Required<Pick<DatasetOptions, 'seed' | 'seasons'>> {
  return { seed: values.seed ?? 1, seasons: values.seasons ?? 1 };
}
