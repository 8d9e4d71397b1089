/**
 * The seed policy of the property tests (docs/testing.md#property-tests): the fixed seed of
 * `npm test`, the seed and runs the environment names instead, and the setup file that hands
 * them to every fast-check runner.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXED_SEED, PropertySettingsError, propertySettings } from '../support/properties/property-settings.ts';

describe('propertySettings', () => {
  it('runs every property from the fixed seed and fast-check’s own runs when nothing is set', () => {
    expect(propertySettings({})).toEqual({ seed: FIXED_SEED });
    expect(propertySettings({ HUDDLE_FC_SEED: '', HUDDLE_FC_RUNS: ' ' })).toEqual({ seed: FIXED_SEED });
  });

  it('honours HUDDLE_FC_SEED, signed or not, as fast-check prints it, and HUDDLE_FC_RUNS', () => {
    expect(propertySettings({ HUDDLE_FC_SEED: '-1849713422' })).toEqual({ seed: -1_849_713_422 });
    expect(propertySettings({ HUDDLE_FC_SEED: '4294967295', HUDDLE_FC_RUNS: '1000' })).toEqual({
      seed: 4_294_967_295,
      numRuns: 1000,
    });
  });

  it('refuses a seed or a run count that is not a whole number in range, naming the variable', () => {
    for (const [name, text] of [
      ['HUDDLE_FC_SEED', 'abc'],
      ['HUDDLE_FC_SEED', '1.5'],
      ['HUDDLE_FC_SEED', '1e3'],
      ['HUDDLE_FC_SEED', '4294967296'],
      ['HUDDLE_FC_RUNS', '0'],
      ['HUDDLE_FC_RUNS', '-5'],
    ] as const) {
      expect(() => propertySettings({ [name]: text })).toThrow(PropertySettingsError);
      expect(() => propertySettings({ [name]: text })).toThrow(`${name} must be a whole number`);
    }
  });
});

describe('the setup file (tests/support/properties/fast-check-seed.ts)', () => {
  const settings = propertySettings(process.env);

  it('gives every runner the seed and runs the environment asks for', () => {
    expect(fc.readConfigureGlobal()).toMatchObject(settings);
    expect(fc.sample(fc.nat(), 5)).toEqual(fc.sample(fc.nat(), { seed: settings.seed, numRuns: 5 }));
  });

  it('prints, on a failure, the seed that HUDDLE_FC_SEED replays, and the same counterexample at it', () => {
    const property = fc.property(fc.array(fc.nat()), (items) => items.length < 3);
    const failed = fc.check(property);
    expect(failed.failed).toBe(true);
    expect(failed.seed).toBe(settings.seed);
    const replayed = fc.check(property, { ...propertySettings({ HUDDLE_FC_SEED: String(failed.seed) }) });
    expect(replayed.counterexample).toEqual(failed.counterexample);
    expect(replayed.counterexamplePath).toBe(failed.counterexamplePath);
  });
});
