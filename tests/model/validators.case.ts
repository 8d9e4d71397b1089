/**
 * One suite for the validators generated from the model's schemas (src/model/validators.generated.ts),
 * run as the client runs them: the generated check, and zod to explain what it refused. They must
 * accept exactly what zod accepts, and the problems zod then reports are the client's.
 *
 * Run by tests/model/validators.test.ts in Node and tests/browser/strict-csp.test.ts in Chromium
 * under a Content Security Policy without 'unsafe-eval', where they run unchanged: no code is
 * compiled at run time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError, type ValidationProblem } from '../../src/errors/validation-error.ts';
import { PagerSchema } from '../../src/model/common.ts';
import { resourceSchemas } from '../../src/model/resources.ts';
import { validate } from '../../src/model/validate.ts';
import { checks } from '../../src/model/validators.generated.ts';
import { type ResourceName, resourceNames } from '../../src/resources/resource-table.ts';
import { specSamples } from '../fixtures/spec-samples.ts';
import { thrown } from '../support/expect/thrown.ts';
import { positions, replaceAt } from '../support/properties/tree.ts';

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

/** Runs the suite; `where` names the runtime in its title. */
export function runValidatorSuite(where: string): void {
  describe(`the generated validators (${where})`, () => {
    /** What the client does with a record: the generated check, and zod when it refuses. */
    const validateRecord = (resource: ResourceName, value: unknown) =>
      checks[resource](value) ? value : validate(resourceSchemas[resource], value, resource);

    describe.each(resourceNames)('on %s', (resource) => {
      const schema = resourceSchemas[resource];
      const sample = specSamples[resource];
      const places = [{ path: [], value: sample }, ...positions(sample)];

      it('accepts the spec sample as it is', () => {
        expect(checks[resource](sample)).toBe(true);
        expect(validateRecord(resource, sample)).toBe(sample);
      });

      it('accepts exactly what zod accepts, the sample mutated anywhere', () => {
        fc.assert(
          fc.property(fc.constantFrom(...places), mutation, ({ path }, value) => {
            const mutated = replaceAt(sample, path, value);
            expect(checks[resource](mutated)).toBe(schema.safeParse(mutated).success);
          }),
          { numRuns: 400 },
        );
      });
    });

    describe.each(problems)('on $what', ({ resource, value, message, problems: expected }) => {
      it('refuses it, and reports the same paths and message', () => {
        expect(checks[resource](value)).toBe(false);
        const error = thrown(() => validateRecord(resource, value));
        expect(error).toBeInstanceOf(ValidationError);
        expect({ message: (error as ValidationError).message, problems: (error as ValidationError).problems }).toEqual({
          message,
          problems: expected,
        });
      });
    });

    describe('on recursion and limits', () => {
      it('checks the pager of an envelope as zod does', () => {
        const pagers = [{}, { total: null, limit: 20, next: '/games?s=x' }, { total: 1.5 }, { self: 7 }, []];
        expect(pagers.map(checks.pager)).toEqual(pagers.map((pager) => PagerSchema.safeParse(pager).success));
      });

      it('accepts content lists nested 200 deep', () => {
        expect(checks.lists(nestedLists(200, { type: 'VIDEO', title: 'deep' }))).toBe(true);
      });

      it('reports a problem deep inside nested content lists at its full path', () => {
        const error = thrown(() => validateRecord('lists', nestedLists(50, { type: 'VIDEO', title: 5 })));
        expect((error as ValidationError).problems).toEqual([
          { path: [...nestedPath(50), 'title'], expected: 'string', found: 'number 5' },
        ]);
      });

      it('throws RangeError past what the stack holds, never a verdict', () => {
        // The client turns this RangeError into a ValidationError (src/client/response.ts).
        expect(() => checks.lists(nestedLists(50_000, {}))).toThrow(RangeError);
      });
    });
  });
}
