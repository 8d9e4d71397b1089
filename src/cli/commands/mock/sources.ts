/**
 * What `huddle mock` serves: the simulated season (`--seed`, `--seasons`, `--clock`), a real
 * service through the recording proxy (`--proxy URL`, `--record DIR`), or a recording
 * (`--dataset DIR`). One of the three: a flag of another is refused in one line.
 */
import { CliError } from '../../core/errors/cli-error.js';

/** The flags of the simulated season, which neither a proxy nor a recording has. */
const SEASON_FLAGS = ['seed', 'seasons', 'clock', 'start'] as const;

/** What each source is, for the refusal of a flag of another. */
const SOURCES = {
  proxy: { is: 'passes every request to a service', refuses: [...SEASON_FLAGS, 'dataset'] },
  dataset: { is: 'serves a recording', refuses: SEASON_FLAGS },
} as const satisfies Record<string, { readonly is: string; readonly refuses: readonly string[] }>;

/** The flags read here, as the command's values hold them. */
export interface SourceValues {
  readonly proxy: string | undefined;
  readonly record: string | undefined;
  readonly dataset: string | undefined;
  readonly latency: number;
  readonly latitude: boolean;
  readonly seed: number | undefined;
  readonly seasons: number | undefined;
  readonly clock: string | undefined;
  readonly start: string | undefined;
}

/**
 * Refuses flags that do not go together: `--record` without `--proxy`, a season's flag with
 * `--proxy` or `--dataset`, `--latency` or `--latitude` with `--proxy` (the service answers as it does).
 *
 * @throws {@link CliError} naming both flags.
 */
export function checkSources(values: SourceValues): void {
  if (values.record !== undefined && values.proxy === undefined) {
    throw new CliError('--record needs --proxy URL: it records what the service at URL answers');
  }
  for (const source of ['proxy', 'dataset'] as const) {
    if (values[source] === undefined) continue;
    const flag = SOURCES[source].refuses.find((name) => values[name] !== undefined);
    if (flag !== undefined) throw new CliError(`--${source} ${SOURCES[source].is}: it cannot go with --${flag}`);
  }
  const own = values.latency > 0 ? 'latency' : values.latitude ? 'latitude' : null;
  if (values.proxy !== undefined && own !== null) {
    throw new CliError(`--proxy ${SOURCES.proxy.is}: it cannot go with --${own}`);
  }
}
