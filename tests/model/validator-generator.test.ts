/**
 * The generator of the model's validators (scripts/validators.ts), on schemas beyond the model:
 * what it writes answers as zod does, and what it cannot write stops it with the path.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { UnsupportedSchemaError, validatorSource } from '../../scripts/validators.ts';
import * as refinements from '../../src/model/refinements.ts';
import { thrown } from '../support/expect/thrown.ts';

const refinementsModule = new URL('../../src/model/refinements.ts', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'huddle-validators-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the checks of `roots` to a module and loads it, as the build does. */
async function generated<Roots extends Record<string, z.core.$ZodType>>(
  roots: Roots,
): Promise<{ [Name in keyof Roots]: (value: unknown) => boolean }> {
  const file = join(dir, `checks-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, validatorSource({ roots, refinements, refinementsModule }));
  return (await import(file)).checks;
}

const shapes = {
  bounded: z.int().check(z.minimum(0), z.maximum(100)),
  open: z.number().check(z.gt(0), z.lt(1)),
  closed: z.enum(['A', 'B']),
  tagged: z.object({ kind: z.literal('A'), n: z.optional(z.int()) }),
  either: z.union([z.string(), z.array(z.nullable(z.boolean()))]),
  loose: z.looseObject({ at: z.optional(z.nullable(z.string().check(z.regex(/^\d+$/)))) }),
  nothing: z.object({ gone: z.optional(z.never()) }),
};

/** Values that exercise every shape above: their edges, and anything JSON. */
const values = fc.oneof(
  fc.constantFrom(0, 100, 101, -1, 1.5, 0.5, 1, 2 ** 53, Number.NaN, 'A', 'C', '12', 'x1', null, undefined, true),
  fc.constantFrom({ kind: 'A' }, { kind: 'A', n: 2 ** 53 - 1 }, { kind: 'B' }, { at: '7' }, { at: 'x' }, { gone: 1 }),
  fc.jsonValue(),
  fc.array(fc.oneof(fc.boolean(), fc.constant(null), fc.string())),
);

describe('the validator generator', () => {
  it('writes checks that answer exactly as zod does', async () => {
    const checks = await generated(shapes);
    for (const [name, schema] of Object.entries(shapes)) {
      fc.assert(
        fc.property(values, (value) => {
          expect(checks[name as keyof typeof shapes](value), `${name} of ${JSON.stringify(value)}`).toBe(
            z.safeParse(schema, value).success,
          );
        }),
      );
    }
  });

  it('calls a refinement by the name its module exports', async () => {
    const checks = await generated({ day: z.string().check(z.refine(refinements.hasExistingDay)) });
    expect(['2024-02-29', '2023-02-29'].map(checks.day)).toEqual([true, false]);
  });

  it.each([
    ['a schema kind it does not write', { at: z.object({ when: z.date() }) }, 'a schema of type "date" at at.when'],
    ['a strict object', { strict: z.strictObject({ a: z.string() }) }, 'a catchall'],
    ['an object with typed extra keys', { extra: z.catchall(z.object({}), z.number()) }, 'a catchall'],
    ['a refinement written inline', { inline: z.string().check(z.refine((text) => text !== '')) }, 'does not export'],
    ['a check it does not know', { long: z.string().check(z.minLength(2)) }, 'the check "min_length"'],
  ])('stops on %s, naming it and where', (_, roots, expected) => {
    const error = thrown(() => validatorSource({ roots, refinements, refinementsModule }));
    expect(error).toBeInstanceOf(UnsupportedSchemaError);
    expect((error as Error).message).toContain(expected);
  });
});
