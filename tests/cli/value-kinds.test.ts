/**
 * `huddle query --where` and `huddle explain` check condition values against the model (issue 26,
 * finding 3): a value of another kind fails with one line and exit code 1, where it printed `[]`
 * with exit code 0 or was explained happily; `==` reads as `=`.
 */
import { describe, expect, it } from 'vitest';
import { runHuddle } from '../support/cli/run-cli.ts';

async function fails(args: readonly string[]) {
  const run = await runHuddle(args);
  expect(run.code, args.join(' ')).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  return run.stderr;
}

describe('condition values in the command', () => {
  it("huddle query games --where 'week.week>=abc' fails naming the field, the kind and the value (was [], exit 0)", async () => {
    expect(await fails(['query', 'games', '--where', 'week.week>=abc'])).toBe(
      'huddle query: QueryError: Invalid s at $query.week.week.$gte: week.week of games takes a number, found "abc"\n',
    );
  });

  it("huddle query games --where 'homeTeam.abbr==NE' reads == as = and finds New England's home games (was [], exit 0)", async () => {
    const run = await runHuddle(['query', 'games', '--where', 'homeTeam.abbr==NE', '--fs', 'homeTeam{abbr}', '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const games = JSON.parse(run.stdout) as { homeTeam: { abbr: string } }[];
    expect(games.length).toBeGreaterThan(0);
    expect(new Set(games.map((game) => game.homeTeam.abbr))).toEqual(new Set(['NE']));
  });

  it('huddle query refuses a value of the wrong kind in --s before it starts the mock', async () => {
    expect(await fails(['query', 'games', '--s', '{"$query":{"homeTeam.abbr":{"$in":["NE",3]}}}'])).toContain(
      'Invalid s at $query.homeTeam.abbr.$in[1]: homeTeam.abbr of games takes a string, found 3',
    );
  });

  it('huddle explain refuses {"$gte":"3"} for week.week, with or without --resource (was explained happily)', async () => {
    const s = '{"$query":{"week.week":{"$gte":"3"}}}';
    expect(await fails(['explain', '--s', s])).toBe(
      'huddle explain: QueryError: Invalid s at $query.week.week.$gte: week.week of games takes a number, found "3"\n',
    );
    expect(await fails(['explain', '--resource', 'games', '--s', s])).toContain(
      'week.week of games takes a number, found "3"',
    );
  });

  it('huddle explain still explains a date-only string for a timestamp and a path no resource has', async () => {
    const run = await runHuddle([
      'explain',
      '--s',
      '{"$query":{"startDateTime":{"$gte":"2024-09-01"},"custom.flag":1}}',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('startDateTime >= "2024-09-01"');
  });
});
