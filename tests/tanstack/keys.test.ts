/**
 * The keys of huddle/tanstack over random queries built through the public builders: the same
 * fields and conditions, given in any order and through either builder, give one key; other
 * fields or conditions give another.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/index.ts';
import { query } from '../../src/query/index.ts';
import { queries } from '../../src/tanstack/index.ts';

const client = createClient({ baseUrl: 'https://api.example.com' });
const q = queries(client);

/** One condition of a games query, as `where()` takes it. */
type Where = readonly [path: string, ...args: unknown[]];

const condition: fc.Arbitrary<Where> = fc.oneof(
  fc.integer({ min: 2020, max: 2026 }).map((season): Where => ['week.season', season]),
  fc.integer({ min: 1, max: 18 }).map((week): Where => ['week.week', '$lte', week]),
  fc.constantFrom('KC', 'NE', 'BUF').map((abbr): Where => ['homeTeam.abbr', abbr]),
  fc
    .uniqueArray(fc.constantFrom('KC', 'NE', 'BUF', 'DAL'), { minLength: 1 })
    .map((abbrs): Where => ['visitorTeam.abbr', '$in', abbrs]),
  fc.constantFrom('REG', 'POST').map((type): Where => ['week.seasonType', type]),
);
const fields = ['id', 'gameTime', 'week', 'homeTeam{abbr}', 'visitorTeam{abbr,fullName}', 'gameStatus'];

/** A query's parts, unordered: at most one condition per path, some fields. */
const parts = fc.record({
  conditions: fc.uniqueArray(condition, { maxLength: 4, selector: ([path]) => path }),
  fields: fc.subarray(fields),
});

type Built = { where(...args: unknown[]): Built; select(fs: string): Built };
function build<B>(start: B, conditions: readonly Where[], selected: readonly string[]): B {
  let builder = start as unknown as Built;
  if (selected.length > 0) builder = builder.select(selected.join(','));
  for (const args of conditions) builder = builder.where(...args);
  return builder as unknown as B;
}

const keyOf = (conditions: readonly Where[], selected: readonly string[], through: 'client' | 'query') =>
  JSON.stringify(
    q.games.list(
      build(through === 'client' ? client.games : query('games'), conditions, selected) as typeof client.games,
    ).queryKey,
  );

const asSet = ({ conditions, fields }: { conditions: readonly Where[]; fields: readonly string[] }) =>
  JSON.stringify([[...conditions].map((c) => JSON.stringify(c)).sort(), [...fields].sort()]);

describe('keys of random queries', () => {
  it('are one key for the same fields and conditions, in any order, through either builder', () => {
    fc.assert(
      fc.property(
        parts.chain(({ conditions, fields }) =>
          fc.tuple(
            fc.constant({ conditions, fields }),
            fc.shuffledSubarray(conditions, { minLength: conditions.length }),
            fc.shuffledSubarray(fields, { minLength: fields.length }),
          ),
        ),
        ([original, conditions, selected]) => {
          expect(keyOf(conditions, selected, 'query')).toBe(keyOf(original.conditions, original.fields, 'client'));
        },
      ),
    );
  });

  it('are different keys for different fields or conditions', () => {
    fc.assert(
      fc.property(parts, parts, (a, b) => {
        const sameKey = keyOf(a.conditions, a.fields, 'client') === keyOf(b.conditions, b.fields, 'client');
        expect(sameKey).toBe(asSet(a) === asSet(b));
      }),
    );
  });
});
