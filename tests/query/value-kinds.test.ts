/**
 * Condition values are checked against the kind of the field at their path (issue 26, finding 3):
 * a value of another kind is a typed error where it would have matched nothing. Each door is
 * here: the builder for untyped callers, `from({ s })`, the model check the mock and the command
 * use; the mock's 400 and the command are in tests/mock/value-kinds.test.ts and
 * tests/cli/value-kinds.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QueryError } from '../../src/errors/query-error.ts';
import { isDateOnly, isTimestamp } from '../../src/model/timestamp.ts';
import { query } from '../../src/query/index.ts';
import { checkResourceQuery } from '../../src/query/model-check.ts';
import { parseQuery } from '../../src/query/parse-query.ts';
import type { FieldKind } from '../../src/resources/field-kinds.ts';
import type { FieldTree } from '../../src/resources/field-tree.ts';
import { fieldTreeOf } from '../../src/resources/field-trees.ts';
import { type ResourceName, resourceNames } from '../../src/resources/resource-table.ts';

/** What an untyped caller (plain JavaScript, or `as any`) calls. */
interface Untyped {
  where(path: string, ...args: unknown[]): Untyped;
  filter(collection: string, build: (filter: Untyped) => Untyped): Untyped;
  or(...branches: ((branch: Untyped) => Untyped)[]): Untyped;
  from(source: { s: string | object }): Untyped;
  toParams(): { s?: string };
}
const untyped = (resource: string) => (query as unknown as (name: string) => Untyped)(resource);

/** The QueryError a call throws (failing the test if it throws none, or another error). */
function queryErrorOf(call: () => unknown): QueryError {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(QueryError);
    return error as QueryError;
  }
  throw new Error('expected a QueryError, and nothing was thrown');
}

describe('the builder, for untyped callers', () => {
  it('refuses the string "3" for week.week instead of sending s={"$query":{"week.week":"3"}}', () => {
    const error = queryErrorOf(() => untyped('games').where('week.week', '3'));
    expect(error.code).toBe('ERR_QUERY');
    expect(error.path).toEqual(['$query', 'week.week']);
    expect(error.message).toBe('Invalid s at $query.week.week: week.week of games takes a number, found "3"');
  });

  it('refuses a number for a string field, and a word for a timestamp, naming the operator', () => {
    expect(queryErrorOf(() => untyped('games').where('homeTeam.abbr', 3)).message).toContain(
      'homeTeam.abbr of games takes a string, found 3',
    );
    const error = queryErrorOf(() => untyped('games').where('gameTime', '$gte', 'soon'));
    expect(error.path).toEqual(['$query', 'gameTime', '$gte']);
    expect(error.message).toContain('gameTime of games takes a timestamp');
  });

  it('checks each item of $in, naming its index', () => {
    const error = queryErrorOf(() => untyped('games').where('homeTeam.abbr', '$in', ['NE', 3]));
    expect(error.path).toEqual(['$query', 'homeTeam.abbr', '$in', 1]);
    expect(untyped('games').where('homeTeam.abbr', '$in', ['NE', 'KC']).toParams().s).toBe(
      '{"$query":{"homeTeam.abbr":{"$in":["NE","KC"]}}}',
    );
  });

  it('refuses a scalar for an object field (week is an object)', () => {
    expect(queryErrorOf(() => untyped('games').where('week', 3)).message).toContain('week of games is an object');
  });

  it('checks the conditions of $or branches and of sub-collection filters', () => {
    expect(queryErrorOf(() => untyped('games').or((branch) => branch.where('week.week', true))).message).toContain(
      'week.week of games takes a number, found true',
    );
    expect(
      queryErrorOf(() => untyped('games').filter('drives', (drive) => drive.where('yards', '$gt', 'x'))).message,
    ).toContain('yards of games drives takes a number, found "x"');
    expect(
      queryErrorOf(() => untyped('teams').filter('standings', (entry) => entry.where('week.week', 'REG'))).message,
    ).toContain('week.week of teams standings takes a number');
  });
});

describe('what the spec allows keeps working', () => {
  it('takes date-only strings, timestamps with any offset, and Dates for timestamps', () => {
    const s = untyped('events')
      .where('startDateTime', '$gte', '2024-09-01')
      .where('endDateTime', '$lt', '2024-09-08T13:00:00-07')
      .toParams().s;
    expect(JSON.parse(s as string).$query).toEqual({
      startDateTime: { $gte: '2024-09-01' },
      endDateTime: { $lt: '2024-09-08T13:00:00-07' },
    });
    expect(untyped('games').where('gameTime', '$lt', new Date(0)).toParams().s).toContain('1970-01-01T00:00:00.000Z');
  });

  it('takes null for any field, object fields included', () => {
    expect(untyped('games').where('gameStatus.redZone', null).where('week', null).toParams().s).toBe(
      '{"$query":{"gameStatus.redZone":null,"week":null}}',
    );
  });

  it('takes a string an open enum has not seen (playoffStatus, logos size)', () => {
    expect(() =>
      untyped('teams').filter('standings', (entry) => entry.where('playoffStatus', 'CLINCHED_SOMETHING_NEW')),
    ).not.toThrow();
    expect(() => untyped('teams').where('branding.logos.size', 'HUGE')).not.toThrow();
  });

  it("takes a condition on an embedded list's item field (drives.yards), and whole objects for object fields", () => {
    expect(untyped('games').where('drives.yards', '$gt', 40).toParams().s).toBe(
      '{"$query":{"drives.yards":{"$gt":40}}}',
    );
    expect(() => untyped('games').where('week', { season: 2024, week: 3 })).not.toThrow();
  });

  it('takes the sub-collection filters the spec shows, beside and inside $query', () => {
    const s =
      '{"$query":{"standings":{"$query":{"week.seasonType":"REG"}},"$takeLast":1},"$teamSeasonStats":{"$query":{"season":2024}}}';
    expect(() => untyped('teams').from({ s })).not.toThrow();
    expect(() => checkResourceQuery('teams', parseQuery(s))).not.toThrow();
  });
});

describe('a parsed s, checked against the model', () => {
  it('from({ s }) refuses {"$gte":"3"} for week.week, naming the operator', () => {
    const error = queryErrorOf(() => untyped('games').from({ s: '{"$query":{"week.week":{"$gte":"3"}}}' }));
    expect(error.path).toEqual(['$query', 'week.week', '$gte']);
  });

  it('checks the filters beside $query in their own list: drives, $playerStats', () => {
    expect(
      queryErrorOf(() => checkResourceQuery('games', parseQuery('{"drives":{"$query":{"yards":"x"}}}'))).path,
    ).toEqual(['drives', '$query', 'yards']);
    const nested = queryErrorOf(() =>
      checkResourceQuery('persons', parseQuery('{"$playerStats":{"$seasonStats":{"$query":{"season":"x"}}}}')),
    );
    expect(nested.path).toEqual(['$playerStats', '$seasonStats', '$query', 'season']);
  });

  it('passes over a path the model lacks when told to (the mock), and still checks the others', () => {
    const s = parseQuery('{"$query":{"notAField":"x","week.week":3}}');
    expect(() => checkResourceQuery('games', s, true)).not.toThrow();
    expect(() => checkResourceQuery('games', s)).toThrow(/Unknown field "notAField"/);
    expect(() => checkResourceQuery('games', parseQuery('{"$query":{"notAField":1,"week.week":"3"}}'), true)).toThrow(
      QueryError,
    );
  });
});

// The property: over every scalar path of the model, a value of the field's kind never throws,
// and a value of another kind always throws a QueryError, by equality, a range or $in.

/** The scalar paths of a tree and their kinds, recursive fields left out (they repeat their ancestors). */
function leafPaths(tree: FieldTree, prefix = ''): [string, FieldKind][] {
  return Object.entries(tree).flatMap(([name, node]): [string, FieldKind][] => {
    if (typeof node === 'number') return [];
    const path = `${prefix}${name}`;
    return typeof node === 'object' ? leafPaths(node, `${path}.`) : [[path, node]];
  });
}

const paths: [ResourceName, string, FieldKind][] = resourceNames.flatMap((resource) =>
  leafPaths(fieldTreeOf(resource)).map(([path, kind]): [ResourceName, string, FieldKind] => [resource, path, kind]),
);

const instant = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2200-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const notAnInstant = fc.string().filter((text) => !isTimestamp(text) && !isDateOnly(text));
const finite = fc.double({ noNaN: true, noDefaultInfinity: true });

/** Values of each kind, and values of the others. */
const valuesOf: Record<Exclude<FieldKind, 'any'>, { right: fc.Arbitrary<unknown>; wrong: fc.Arbitrary<unknown> }> = {
  string: { right: fc.string(), wrong: fc.oneof(finite, fc.boolean()) },
  number: { right: finite, wrong: fc.oneof(fc.string(), fc.boolean()) },
  boolean: { right: fc.boolean(), wrong: fc.oneof(fc.string(), finite) },
  timestamp: {
    right: fc.oneof(
      instant.map((date) => date.toISOString()),
      instant.map((date) => date.toISOString().slice(0, 10)),
      instant,
    ),
    wrong: fc.oneof(notAnInstant, finite, fc.boolean()),
  },
};

const operation = fc.constantFrom('equals', '$gte', '$lt', '$in');

function whereWith(resource: ResourceName, path: string, how: string, value: unknown): () => unknown {
  if (how === 'equals') return () => untyped(resource).where(path, value);
  if (how === '$in') return () => untyped(resource).where(path, '$in', [value]);
  return () => untyped(resource).where(path, how, value);
}

describe('every scalar path of the model (property)', () => {
  it('has a kind for every leaf, and one kind at least of each but any', () => {
    const kinds = new Set(paths.map(([, , kind]) => kind));
    expect([...kinds].sort()).toEqual(['boolean', 'number', 'string', 'timestamp']);
  });

  it('a value of the right kind never throws, one of another kind always throws a QueryError', () => {
    const checked = paths.filter(([, , kind]) => kind !== 'any') as [ResourceName, string, Exclude<FieldKind, 'any'>][];
    const sample = fc
      .constantFrom(...checked)
      .chain(([resource, path, kind]) =>
        fc.tuple(
          fc.constant(resource),
          fc.constant(path),
          operation,
          fc.boolean(),
          valuesOf[kind].right,
          valuesOf[kind].wrong,
        ),
      );
    fc.assert(
      fc.property(sample, ([resource, path, how, right, good, bad]) => {
        const call = whereWith(resource, path, how, right ? good : bad);
        if (right) {
          call();
          return;
        }
        const error = queryErrorOf(call);
        expect(error.path.slice(0, 2)).toEqual(['$query', path]);
        // The same value read from s, as the mock and the command read it, is refused alike.
        const s = JSON.stringify({
          $query: { [path]: how === 'equals' ? bad : { [how]: how === '$in' ? [bad] : bad } },
        });
        expect(() => checkResourceQuery(resource, parseQuery(s), true)).toThrow(QueryError);
      }),
    );
  });
});
