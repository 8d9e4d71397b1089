/**
 * The seed policy of the property tests (docs/testing.md#property-tests), read from the
 * environment: `npm test` draws every `fc.assert` from {@link FIXED_SEED}, so a run is
 * deterministic; `HUDDLE_FC_SEED` replaces the seed (to replay what fast-check printed) and
 * `HUDDLE_FC_RUNS` the runs of a property that sets none (`npm run test:explore` sets both).
 */

/** The seed of `npm test`. Changing it is a commit of its own, with the suite green at the new one. */
export const FIXED_SEED = 20_261_123;

/** What fast-check's global configuration gets: a seed, and the runs when not fast-check's 100. */
export interface PropertySettings {
  readonly seed: number;
  readonly numRuns?: number;
}

/** Thrown at start-up for a variable that does not say a number of the kind it must. */
export class PropertySettingsError extends Error {
  override readonly name = 'PropertySettingsError';
}

function integerFrom(env: Readonly<Record<string, string | undefined>>, name: string, min: number, max: number) {
  const text = env[name];
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  if (!/^\s*-?\d+\s*$/.test(text) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new PropertySettingsError(
      `${name} must be a whole number from ${min} to ${max}, found ${JSON.stringify(text)}`,
    );
  }
  return value;
}

/** The settings `env` asks for: {@link FIXED_SEED} and fast-check's own runs unless it says otherwise. */
export function propertySettings(env: Readonly<Record<string, string | undefined>>): PropertySettings {
  // fast-check prints seeds as 32-bit integers, signed or not.
  const seed = integerFrom(env, 'HUDDLE_FC_SEED', -(2 ** 31), 2 ** 32 - 1) ?? FIXED_SEED;
  const numRuns = integerFrom(env, 'HUDDLE_FC_RUNS', 1, 1_000_000);
  return numRuns === undefined ? { seed } : { seed, numRuns };
}
