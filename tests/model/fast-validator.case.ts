/**
 * One suite for every fast validator: the compiled one (object checks built with `new Function`)
 * and the closure one (what runs under a Content Security Policy without 'unsafe-eval'). Each is
 * run as the client runs it: the fast check, and zod to explain what it did not accept. Both must
 * accept the same records and report the same problems at the same paths.
 *
 * Run by tests/model/fast-validator.test.ts in Node and tests/browser/strict-csp.test.ts in
 * Chromium under a strict policy. A validator may skip a case only by naming it in `skip` with a
 * reason, shown in the test's title.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { ValidationError, type ValidationProblem } from '../../src/errors/validation-error.ts';
import type { FastCheck } from '../../src/model/fast-validator.ts';
import { resourceSchemas } from '../../src/model/resources.ts';
import { validate } from '../../src/model/validate.ts';
import { type ResourceName, resourceNames } from '../../src/resources/table.ts';
import { specSamples } from '../fixtures/spec-samples.ts';
import { thrown } from '../support/thrown.ts';
import { positions, replaceAt } from '../support/tree.ts';

/** A fast validator under test: the fast check of any schema. */
export type FastValidator = (schema: z.core.$ZodType) => FastCheck;

/** The cases of the suite that are not one per resource or per problem, by title. */
export type FastValidatorCase =
  | 'builds its checks where code cannot be compiled'
  | 'accepts content lists nested 200 deep'
  | 'reports a problem deep inside nested content lists at its full path'
  | 'throws RangeError past what the stack holds, never a verdict';

export interface FastValidatorSuite {
  /** Names the validator in the suite's title. */
  readonly name: string;
  /** A new validator, with none of its checks built yet. */
  readonly create: () => FastValidator;
  /** Cases this validator cannot pass, each with the reason. */
  readonly skip?: Partial<Record<FastValidatorCase, string>>;
}

/** A value that breaks the model, and what validating it must report. */
interface Problem {
  readonly what: string;
  readonly resource: ResourceName;
  readonly value: unknown;
  readonly message: string;
  readonly problems: readonly ValidationProblem[];
}

const TIMESTAMP = 'an ISO 8601 timestamp with an offset (Z, ±hh:mm, ±hhmm or ±hh)';

/** One of every kind of problem the model can report. */
const problems: readonly Problem[] = [
  {
    what: 'the wrong type at the root',
    resource: 'games',
    value: 'a game',
    message: 'Invalid games at (root): expected object, found string "a game"',
    problems: [{ path: [], expected: 'object', found: 'string "a game"' }],
  },
  {
    what: 'nothing at the root',
    resource: 'games',
    value: undefined,
    message: 'Invalid games at (root): expected object, found undefined',
    problems: [{ path: [], expected: 'object', found: 'undefined' }],
  },
  {
    what: 'a list where an object belongs',
    resource: 'games',
    value: { homeTeam: { abbr: null }, week: [] },
    message: 'Invalid games at week: expected object, found array(0)',
    problems: [{ path: ['week'], expected: 'object', found: 'array(0)' }],
  },
  {
    what: 'a string where a boolean belongs',
    resource: 'games',
    value: { gameStatus: { redZone: 'yes' } },
    message: 'Invalid games at gameStatus.redZone: expected boolean, found string "yes"',
    problems: [{ path: ['gameStatus', 'redZone'], expected: 'boolean', found: 'string "yes"' }],
  },
  {
    what: 'a fraction in a list where integers belong',
    resource: 'games',
    value: { drives: [{ yards: 1 }, { yards: 2.5 }] },
    message: 'Invalid games at drives[1].yards: expected an integer, found number 2.5',
    problems: [{ path: ['drives', 1, 'yards'], expected: 'an integer', found: 'number 2.5' }],
  },
  {
    what: 'an integer past the safe range',
    resource: 'games',
    value: { homeTeamScore: { pointsTotal: 2 ** 53 } },
    message:
      'Invalid games at homeTeamScore.pointsTotal: expected at most 9007199254740991, found number 9007199254740992',
    problems: [
      {
        path: ['homeTeamScore', 'pointsTotal'],
        expected: 'at most 9007199254740991',
        found: 'number 9007199254740992',
      },
    ],
  },
  {
    what: 'a number that is not finite',
    resource: 'games',
    value: { stadiumInfo: { location: { geoCoordinates: { latitude: Number.POSITIVE_INFINITY } } } },
    message: 'Invalid games at stadiumInfo.location.geoCoordinates.latitude: expected number, found number Infinity',
    problems: [
      { path: ['stadiumInfo', 'location', 'geoCoordinates', 'latitude'], expected: 'number', found: 'number Infinity' },
    ],
  },
  {
    what: 'NaN',
    resource: 'games',
    value: { stadiumInfo: { location: { geoCoordinates: { longitude: Number.NaN } } } },
    message: 'Invalid games at stadiumInfo.location.geoCoordinates.longitude: expected number, found number NaN',
    problems: [
      { path: ['stadiumInfo', 'location', 'geoCoordinates', 'longitude'], expected: 'number', found: 'number NaN' },
    ],
  },
  {
    what: 'a number under its minimum',
    resource: 'videoJobs',
    value: { percentComplete: -1 },
    message: 'Invalid videoJobs at percentComplete: expected at least 0, found number -1',
    problems: [{ path: ['percentComplete'], expected: 'at least 0', found: 'number -1' }],
  },
  {
    what: 'a number over its maximum',
    resource: 'videoJobs',
    value: { percentComplete: 101 },
    message: 'Invalid videoJobs at percentComplete: expected at most 100, found number 101',
    problems: [{ path: ['percentComplete'], expected: 'at most 100', found: 'number 101' }],
  },
  {
    what: 'a value outside a closed enumeration',
    resource: 'teams',
    value: { branding: { logos: [{ size: 'HUGE' }] } },
    message:
      'Invalid teams at branding.logos[0].size: expected one of "THUMB", "SMALL", "MEDIUM", "MEZZANINE", found string "HUGE"',
    problems: [
      {
        path: ['branding', 'logos', 0, 'size'],
        expected: 'one of "THUMB", "SMALL", "MEDIUM", "MEZZANINE"',
        found: 'string "HUGE"',
      },
    ],
  },
  {
    what: 'a string that does not match its pattern',
    resource: 'games',
    value: { gameStatus: { gameClock: '15:75' } },
    message: 'Invalid games at gameStatus.gameClock: expected a clock value minutes:seconds, found string "15:75"',
    problems: [
      { path: ['gameStatus', 'gameClock'], expected: 'a clock value minutes:seconds', found: 'string "15:75"' },
    ],
  },
  {
    what: 'a well-formed string that fails a refinement',
    resource: 'games',
    value: { gameTime: '2024-02-30T00:00:00Z' },
    message: 'Invalid games at gameTime: expected a calendar day that exists, found string "2024-02-30T00:00:00Z"',
    problems: [{ path: ['gameTime'], expected: 'a calendar day that exists', found: 'string "2024-02-30T00:00:00Z"' }],
  },
  {
    what: 'a value no option of a union takes',
    resource: 'events',
    value: { startDateTime: '2024-13-01' },
    message: `Invalid events at startDateTime: expected ${TIMESTAMP}, found string "2024-13-01"`,
    problems: [{ path: ['startDateTime'], expected: TIMESTAMP, found: 'string "2024-13-01"' }],
  },
  {
    what: 'a bad record inside an envelope inside a union',
    resource: 'videos',
    value: { related: { games: { pager: {}, data: [{ id: 7 }] } } },
    message: 'Invalid videos at related.games.data[0].id: expected string, found number 7',
    problems: [{ path: ['related', 'games', 'data', 0, 'id'], expected: 'string', found: 'number 7' }],
  },
  {
    what: 'a bad field of the standings object form',
    resource: 'teams',
    value: { standings: { overallWins: 'x' } },
    message: 'Invalid teams at standings.overallWins: expected number, found string "x"',
    problems: [{ path: ['standings', 'overallWins'], expected: 'number', found: 'string "x"' }],
  },
  {
    what: 'a bad item of a discriminated union',
    resource: 'lists',
    value: { items: { data: [{ type: 'ARTICLE', title: 1 }] } },
    message: 'Invalid lists at items.data[0].title: expected string, found number 1',
    problems: [{ path: ['items', 'data', 0, 'title'], expected: 'string', found: 'number 1' }],
  },
  {
    what: 'several problems, every one listed in order',
    resource: 'games',
    value: { id: 1, drives: 'x', week: 5 },
    message: 'Invalid games at id: expected string, found number 1 (and 2 more)',
    problems: [
      { path: ['id'], expected: 'string', found: 'number 1' },
      { path: ['week'], expected: 'object', found: 'number 5' },
      { path: ['drives'], expected: 'array', found: 'string "x"' },
    ],
  },
];

/** Values the fast path may meet: a sample, mutated at one position in every way. */
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

/** A content list holding a child list, `depth` levels down, the innermost holding `innermost`. */
function nestedLists(depth: number, innermost: unknown): unknown {
  let list: unknown = { type: 'CONTENT_LIST', items: { pager: {}, data: [innermost] } };
  for (let level = 1; level < depth; level++) list = { type: 'CONTENT_LIST', items: { pager: {}, data: [list] } };
  return { items: { pager: {}, data: [list] } };
}

/** The path of `nestedLists(depth, …)`'s innermost item. */
const nestedPath = (depth: number): (string | number)[] => [
  'items',
  'data',
  0,
  ...Array.from({ length: depth }, () => ['items', 'data', 0]).flat(),
];

/**
 * Runs `run` as under a Content Security Policy without 'unsafe-eval', where `new Function`
 * throws an EvalError; a returned promise keeps the policy until it settles.
 */
export function withoutCompiling<Result>(run: () => Result): Result {
  vi.stubGlobal('Function', function refused() {
    throw new EvalError('Refused to evaluate a string as JavaScript (Content Security Policy)');
  });
  let result: Result;
  try {
    result = run();
  } catch (error) {
    vi.unstubAllGlobals();
    throw error;
  }
  if (result instanceof Promise) return result.finally(() => vi.unstubAllGlobals()) as Result;
  vi.unstubAllGlobals();
  return result;
}

/** Runs the suite for one fast validator. */
export function runFastValidatorSuite({ name, create, skip = {} }: FastValidatorSuite): void {
  const test = (title: FastValidatorCase, body: () => void) => {
    const reason = skip[title];
    if (reason === undefined) it(title, body);
    else it.skip(`${title} (skipped: ${reason})`, body);
  };

  describe(`the ${name} fast validator`, () => {
    const fastCheck = create();
    /** What the client does with a record: the fast check, and zod when it is not sure. */
    const validateRecord = (resource: ResourceName, value: unknown) =>
      fastCheck(resourceSchemas[resource])(value) ? value : validate(resourceSchemas[resource], value, resource);

    describe.each(resourceNames)('on %s', (resource) => {
      const schema = resourceSchemas[resource];
      const sample = specSamples[resource];
      const places = [{ path: [], value: sample }, ...positions(sample)];

      it('accepts the spec sample as it is', () => {
        expect(fastCheck(schema)(sample)).toBe(true);
        expect(validateRecord(resource, sample)).toBe(sample);
      });

      it('accepts exactly what zod accepts, the sample mutated anywhere', () => {
        fc.assert(
          fc.property(fc.constantFrom(...places), mutation, ({ path }, value) => {
            const mutated = replaceAt(sample, path, value);
            expect(fastCheck(schema)(mutated)).toBe(schema.safeParse(mutated).success);
          }),
          { numRuns: 400 },
        );
      });
    });

    describe.each(problems)('on $what', ({ resource, value, message, problems: expected }) => {
      it('refuses it, and reports the same paths and message', () => {
        expect(fastCheck(resourceSchemas[resource])(value)).toBe(false);
        const error = thrown(() => validateRecord(resource, value));
        expect(error).toBeInstanceOf(ValidationError);
        expect({ message: (error as ValidationError).message, problems: (error as ValidationError).problems }).toEqual({
          message,
          problems: expected,
        });
      });
    });

    describe('on schemas beyond the model', () => {
      it('answers "not sure" (false) for a schema kind it does not know, leaving the verdict to zod', () => {
        const check = create();
        expect(check(z.date())(new Date())).toBe(false);
        expect(check(z.object({ at: z.date() }))({ at: new Date() })).toBe(false);
        expect(check(z.string().email())('a@b.example')).toBe(true);
      });

      it('applies inclusive and exclusive bounds and closed enumerations', () => {
        const check = create();
        const percent = check(z.int().min(0).max(100));
        expect([0, 100, 101, -1, 1.5].map(percent)).toEqual([true, true, false, false, false]);
        const open = check(z.number().gt(0).lt(1));
        expect([0, 0.5, 1].map(open)).toEqual([false, true, false]);
        expect(check(z.enum(['A', 'B']))('C')).toBe(false);
        expect(check(z.object({ kind: z.literal('A'), n: z.optional(z.int()) }))({ kind: 'A', n: 2 ** 53 - 1 })).toBe(
          true,
        );
      });

      it('leaves a strict or stripping object with a catchall to zod', () => {
        const check = create();
        expect(check(z.strictObject({ a: z.string() }))({ a: 'x' })).toBe(false);
        expect(check(z.object({ a: z.string() }).catchall(z.number()))({ a: 'x' })).toBe(false);
      });
    });

    describe('on recursion and limits', () => {
      test('builds its checks where code cannot be compiled', () => {
        const check = create();
        const verdicts = withoutCompiling(() =>
          [specSamples.games, { drives: [{ yards: 2.5 }] }].map(check(resourceSchemas.games)),
        );
        expect(verdicts).toEqual([true, false]);
      });

      test('accepts content lists nested 200 deep', () => {
        expect(fastCheck(resourceSchemas.lists)(nestedLists(200, { type: 'VIDEO', title: 'deep' }))).toBe(true);
      });

      test('reports a problem deep inside nested content lists at its full path', () => {
        const error = thrown(() => validateRecord('lists', nestedLists(50, { type: 'VIDEO', title: 5 })));
        expect((error as ValidationError).problems).toEqual([
          { path: [...nestedPath(50), 'title'], expected: 'string', found: 'number 5' },
        ]);
      });

      test('throws RangeError past what the stack holds, never a verdict', () => {
        // The client turns this RangeError into a ValidationError (src/client/response.ts).
        expect(() => fastCheck(resourceSchemas.lists)(nestedLists(50_000, {}))).toThrow(RangeError);
      });
    });
  });
}
