import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { fastValidator } from '../../src/model/fast-validator.ts';
import { resourceSchemas } from '../../src/model/resources.ts';
import { resourceNames } from '../../src/resources/table.ts';
import { specSamples } from '../fixtures/spec-samples.ts';
import { positions, replaceAt } from '../support/tree.ts';

/** Values the fast path may meet: the sample, mutated at one position in every way. */
const mutation = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant(42),
  fc.constant(2.5),
  fc.constant('x'),
  fc.constant('2024-02-30T00:00:00Z'),
  fc.constant(true),
  fc.constant([]),
  fc.constant({}),
  fc.constant({ pager: {}, data: [] }),
);

describe.each(resourceNames)('the fast check of %s', (name) => {
  const schema = resourceSchemas[name];
  const fast = fastValidator(schema);
  const sample = specSamples[name];
  const places = [{ path: [], value: sample }, ...positions(sample)];

  it('accepts the sample', () => {
    expect(fast(sample)).toBe(true);
  });

  it('is sound and complete: it accepts exactly what zod accepts', () => {
    fc.assert(
      fc.property(fc.constantFrom(...places), mutation, ({ path }, value) => {
        const mutated = replaceAt(sample, path, value);
        expect(fast(mutated)).toBe(schema.safeParse(mutated).success);
      }),
      { numRuns: 400 },
    );
  });
});

describe('the fast check', () => {
  it('answers "not sure" (false) for a schema kind it does not know, leaving the verdict to zod', () => {
    expect(fastValidator(z.date())(new Date())).toBe(false);
    expect(fastValidator(z.string().email())('a@b.example')).toBe(true);
  });

  it('applies range checks and closed enumerations', () => {
    const percent = fastValidator(z.int().min(0).max(100));
    expect([percent(0), percent(100), percent(101), percent(-1), percent(1.5)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(fastValidator(z.enum(['A', 'B']))('C')).toBe(false);
  });
});
