/**
 * The `latitude` option of the mock (`createMockApi`, `startMockServer`, `huddle mock --latitude`,
 * `mock.setLatitude`): which of the forms the spec leaves open the mock varies, and from which seed.
 */
import { ArgumentError } from '../../errors/argument-error.js';

/** Which variations to make, and the seed they are drawn from. Every variation is on unless turned off. */
export interface MockLatitudeOptions {
  /** The seed every variation is drawn from; {@link DEFAULT_LATITUDE_SEED} by default. */
  readonly seed?: number | undefined;
  /** Pagers: some `{}`, some with null members (top-level and embedded envelopes). */
  readonly pagers?: boolean | undefined;
  /** Nulls where the spec's resource tables say a value is nullable. */
  readonly nulls?: boolean | undefined;
  /** Timestamps rewritten to the same instant with another offset form (`Z`, `±hh:mm`, `±hh`). */
  readonly timestamps?: boolean | undefined;
  /**
   * Also the compact offset `±hhmm`, which the spec's "such as" leaves open but does not show;
   * off by default.
   */
  readonly compactOffsets?: boolean | undefined;
}

/**
 * The mock's latitude: `false` (the default) answers as it always does; `true` turns every
 * variation on with the default seed; an object picks the seed and the variations.
 */
export type MockLatitude = boolean | MockLatitudeOptions;

/** The seed of `latitude: true`. */
export const DEFAULT_LATITUDE_SEED = 1;

/** A latitude option read: everything decided. */
export interface LatitudeSettings {
  readonly seed: number;
  readonly pagers: boolean;
  readonly nulls: boolean;
  readonly timestamps: boolean;
  readonly compactOffsets: boolean;
}

const switches = ['pagers', 'nulls', 'timestamps', 'compactOffsets'] as const;
const defaults: LatitudeSettings = {
  seed: DEFAULT_LATITUDE_SEED,
  pagers: true,
  nulls: true,
  timestamps: true,
  compactOffsets: false,
};

/**
 * The settings of a latitude option, or `null` when it is off.
 *
 * @throws `ArgumentError` naming the member that is wrong: a key that is no option, a seed that is
 * no safe integer, a switch that is no boolean.
 */
export function latitudeSettings(option: MockLatitude | undefined): LatitudeSettings | null {
  if (option === undefined || option === false) return null;
  if (option === true) return defaults;
  if (typeof option !== 'object' || option === null) {
    throw new ArgumentError(
      'latitude',
      `latitude: true, false or { seed, ${switches.join(', ')} }, got ${String(option)}`,
    );
  }
  for (const key of Object.keys(option)) {
    if (key !== 'seed' && !(switches as readonly string[]).includes(key)) {
      throw new ArgumentError(`latitude.${key}`, `latitude.${key}: no such option (seed, ${switches.join(', ')})`);
    }
  }
  const { seed = DEFAULT_LATITUDE_SEED } = option;
  if (!Number.isSafeInteger(seed)) {
    throw new ArgumentError('latitude.seed', `latitude.seed must be a whole number, got ${String(seed)}`);
  }
  const settings: { -readonly [Key in keyof LatitudeSettings]: LatitudeSettings[Key] } = { ...defaults, seed };
  for (const key of switches) {
    const value = option[key];
    if (value === undefined) continue; // given as undefined: the default, as when left out
    if (typeof value !== 'boolean') {
      throw new ArgumentError(`latitude.${key}`, `latitude.${key} must be true or false, got ${String(value)}`);
    }
    settings[key] = value;
  }
  return settings;
}
