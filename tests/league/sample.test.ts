/**
 * The sample huddle/msw serves by default: pinned (the generated file is what the simulator
 * cuts now), small, consistent (every identifier of another record names a record of the
 * sample) and valid against the resource schemas.
 */
import { describe, expect, it } from 'vitest';
import { createDataset } from '../../src/league/index.ts';
import { createSample, SAMPLE_OPTIONS } from '../../src/league/records/sample.ts';
import { sampleDataset } from '../../src/mock/index.ts';
import { resourceSchemas } from '../../src/model/resources.ts';
import { validate } from '../../src/model/validate.ts';
import { resourceNames } from '../../src/resources/resource-table.ts';

/** Every string inside a value, however deep. */
function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

const idsOf = (dataset: object) =>
  new Set(
    Object.values(dataset as Record<string, readonly { id?: unknown }[]>).flatMap((records) =>
      records.flatMap((record) => (typeof record.id === 'string' ? [record.id] : [])),
    ),
  );

describe('sampleDataset', () => {
  const sample = sampleDataset();

  it('is the sample the simulator cuts now (`npm run generate` writes it)', () => {
    expect(sample).toEqual(JSON.parse(JSON.stringify(createSample())));
  });

  it('has every resource, with a few records each', () => {
    expect(Object.keys(sample)).toEqual(resourceNames);
    for (const name of resourceNames) {
      expect(sample[name].length, name).toBeGreaterThan(0);
      expect(sample[name].length, name).toBeLessThanOrEqual(25);
    }
    expect(sample.games).toHaveLength(1);
    expect(sample.teams).toHaveLength(2);
  });

  it.each(resourceNames)('has only valid %s', (name) => {
    for (const record of sample[name]) validate(resourceSchemas[name], record, `${name} of the sample`);
  });

  it('names only records it holds: every id of a record of the season it was cut from is in the sample', () => {
    const season = idsOf(createDataset(SAMPLE_OPTIONS));
    const held = idsOf(sample);
    const dangling = stringsIn(sample).filter((text) => season.has(text) && !held.has(text));
    expect(dangling).toEqual([]);
    // The check can fail: the sample does refer to its records across resources.
    const game = sample.games[0]?.id ?? '';
    expect(stringsIn(sample.videos).filter((text) => text === game).length).toBeGreaterThan(0);
    expect(stringsIn(sample.teams).some((text) => held.has(text) && sample.persons.some((p) => p.id === text))).toBe(
      true,
    );
  });

  // Cheap because it is pinned data, never the simulator: tests/package/entry-imports.test.ts
  // checks that huddle/msw does not load huddle/league.
  it('builds a fresh copy each call, so mocks never share records', () => {
    const copy = sampleDataset();
    expect(copy).toEqual(sample);
    expect(copy.games[0]).not.toBe(sample.games[0]);
  });
});
