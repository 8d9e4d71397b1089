/** `--seed` and `--seasons`: the options of the season the mock simulates (`huddle/league`), checked. */
import type { DatasetOptions } from '../../league/index.js';
import { integerOption } from '../args.js';
import { CliError } from '../command.js';

/** How many seasons the dataset may hold (as `createDataset` allows). */
const MAX_SEASONS = 200;

/** The dataset options these flags ask for. */
export function datasetOptions(
  command: string,
  values: { readonly seed?: string | undefined; readonly seasons?: string | undefined },
): Required<Pick<DatasetOptions, 'seed' | 'seasons'>> {
  const seed = integerOption(command, 'seed', values.seed, 1);
  const seasons = integerOption(command, 'seasons', values.seasons, 1);
  if (!Number.isSafeInteger(seed)) throw new CliError(`huddle ${command}: --seed must be a whole number up to 2^53`);
  if (seasons < 1 || seasons > MAX_SEASONS) {
    throw new CliError(`huddle ${command}: --seasons must be between 1 and ${MAX_SEASONS}, got ${seasons}`);
  }
  return { seed, seasons };
}
