/**
 * `huddle query`, run in-process through runCli (piped: JSON and NDJSON), checked against the
 * same queries run through the library on the same mock service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type HuddleClient } from '../../src/index.ts';
import { createDataset } from '../../src/league/index.ts';
import { type MockServer, startMockServer } from '../../src/mock/server/index.ts';
import { startHuddleMock } from '../support/cli/huddle-mock.ts';
import { runHuddle } from '../support/cli/run-cli.ts';
import { HANG_GUARD } from '../support/suite/deadlines.ts';

// The library's view of what `huddle query` serves without --base-url: the same seed (1).
let library: MockServer;
let client: HuddleClient;
beforeAll(async () => {
  library = await startMockServer({ dataset: createDataset({ seed: 1 }) });
  client = createClient({ baseUrl: library.url });
});
afterAll(() => library.close());

const oneLine = (text: string) => text.trimEnd().split('\n');
const ndjson = (text: string) =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

async function query(args: readonly string[]) {
  const run = await runHuddle(['query', ...args]);
  expect(run.stderr, args.join(' ')).toBe('');
  expect(run.code).toBe(0);
  return run;
}

describe('huddle query (piped)', () => {
  it('prints a JSON array of three games for --take 3', async () => {
    const games = JSON.parse((await query(['games', '--take', '3'])).stdout) as Record<string, unknown>[];
    expect(games).toHaveLength(3);
    const { data } = await client.games.take(3).list();
    expect(games).toEqual(JSON.parse(JSON.stringify(data)));
    expect(Object.keys(games[0] ?? {})).toContain('homeTeamScore');
  });

  it('filters and sorts as the library does with --where and --sort', async () => {
    const week3 = await client.games.select('homeTeam{abbr}').where('week.week', 3).list();
    const teams = week3.data.slice(0, 4).map((game) => game.homeTeam?.abbr ?? '');
    const run = await query([
      'games',
      '--fs',
      'id,gameTime,week{week},homeTeam{abbr}',
      '--where',
      'week.week=3',
      '--where',
      `homeTeam.abbr in ${teams.join(',')}`,
      '--sort',
      'gameTime:desc',
    ]);
    const { data } = await client.games
      .select('id,gameTime,week{week},homeTeam{abbr}')
      .where('week.week', 3)
      .where('homeTeam.abbr', '$in', teams)
      .sort('gameTime', 'desc')
      .list();
    const printed = JSON.parse(run.stdout) as { week: { week: number }; homeTeam: { abbr: string } }[];
    expect(printed).toEqual(data);
    expect(printed.length).toBeGreaterThan(0);
    expect(printed).toHaveLength(4); // the four home teams of that week, of its 16 games
    for (const game of printed) {
      expect(game.week.week).toBe(3);
      expect(teams).toContain(game.homeTeam.abbr);
    }
  });

  it('reads the operator form of --where and merges it with --s', async () => {
    const run = await query([
      'games',
      '--fs',
      'id,week{week}',
      '--s',
      '{"$query":{"homeTeam.abbr":"NE"},"$sort":{"gameTime":1}}',
      '--where',
      'week.week>=10',
      '--where',
      'week.week<15',
    ]);
    const { data } = await client.games
      .select('id,week{week}')
      .where('homeTeam.abbr', 'NE')
      .where('week.week', '$gte', 10)
      .where('week.week', '$lt', 15)
      .sort('gameTime')
      .list();
    expect(JSON.parse(run.stdout)).toEqual(data);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every(({ week }) => (week?.week ?? 0) >= 10 && (week?.week ?? 99) < 15)).toBe(true);
  });

  it('--all --format ndjson prints every record, one JSON object per line, with no progress when piped', async () => {
    const run = await query(['teams', '--all', '--take', '5', '--fs', 'id,abbr', '--format', 'ndjson']);
    const records = ndjson(run.stdout);
    const { pager } = await client.teams.select('id').take(1).list();
    expect(pager.total).toBe(32);
    expect(records).toHaveLength(pager.total as number);
    expect(new Set(records.map((team) => team.id)).size).toBe(records.length);
    expect(run.stderr).toBe('');
  });

  it('--all piped defaults to NDJSON', async () => {
    const run = await query(['events', '--all', '--fs', 'id']);
    expect(ndjson(run.stdout)).toHaveLength(library.service.dataset.events.length);
  });

  it('fetches one record by id, with --fs', async () => {
    const [team] = library.service.dataset.teams as { id: string; abbr: string }[];
    const run = await query(['teams', team?.id ?? '', '--fs', 'abbr,venue{name}']);
    expect(JSON.parse(run.stdout)).toEqual(await client.teams.get(team?.id ?? '', { fs: 'abbr,venue{name}' }));
    expect(JSON.parse(run.stdout)).toMatchObject({ abbr: team?.abbr });
  });

  it('queries a huddle mock given with --base-url', async () => {
    const server = await startHuddleMock(['--port', '0', '--seed', '5']);
    try {
      const run = await query(['games', '--take', '3', '--fs', 'id', '--base-url', server.url]);
      const games = JSON.parse(run.stdout) as { id: string }[];
      expect(games).toHaveLength(3);
      const seeded = createClient({ baseUrl: server.url });
      expect(games).toEqual((await seeded.games.select('id').take(3).list()).data);
      expect(games).not.toEqual((await client.games.select('id').take(3).list()).data); // seed 5, not 1
      await expect.poll(() => server.stdout(), { timeout: HANG_GUARD }).toMatch(/GET\s+\/games\?fs=id/);
    } finally {
      expect((await server.stop()).code).toBe(0);
    }
  });

  it('prints JSON for --format json and --json alike', async () => {
    const a = await query(['teams', '--take', '2', '--fs', 'abbr', '--format', 'json']);
    const b = await query(['teams', '--take', '2', '--fs', 'abbr', '--json']);
    expect(JSON.parse(a.stdout)).toEqual((await client.teams.select('abbr').take(2).list()).data);
    expect(JSON.parse(b.stdout)).toEqual(JSON.parse(a.stdout));
  });
});

describe('huddle query (failures: one line on stderr, exit code 1)', () => {
  async function fails(args: readonly string[]) {
    const run = await runHuddle(['query', ...args]);
    expect(run.code, args.join(' ')).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    return run;
  }

  it('names the known resources for an unknown one', async () => {
    const run = await fails(['nosuch']);
    expect(oneLine(run.stderr)).toHaveLength(1);
    expect(run.stderr).toContain("unknown resource 'nosuch'");
    for (const name of ['games', 'teams', 'playerSeasonStats', 'events']) expect(run.stderr).toContain(name);
  });

  it('shows the position and a caret for a bad --fs', async () => {
    const run = await fails(['games', '--fs', 'id,{']);
    const lines = oneLine(run.stderr);
    expect(lines[0]).toContain('Invalid fs at position 3');
    expect(lines[1]).toBe('  id,{');
    expect(lines[2]).toBe('     ^');
  });

  it('names the place in s for a bad --s', async () => {
    const run = await fails(['games', '--s', '{"$query":{"week.week":{"$gte":1,"$nope":2}}}']);
    expect(oneLine(run.stderr)).toHaveLength(1);
    expect(run.stderr).toContain('$query.week.week.$nope');
  });

  it('names a --where path the model does not have, and a --where it cannot read', async () => {
    const unknown = await fails(['games', '--where', 'homeTeam.abbrr=NE']);
    expect(unknown.stderr).toContain('homeTeam.abbrr');
    const unreadable = await fails(['games', '--where', 'week.week']);
    expect(oneLine(unreadable.stderr)).toHaveLength(1);
    expect(unreadable.stderr).toContain("--where 'week.week'");
  });

  it('refuses an id for a resource without a by-id form, and list options with an id', async () => {
    const games = await fails(['games', 'some-id']);
    expect(games.stderr).toContain('games has no by-id form');
    const teams = await fails(['teams', 'some-id', '--take', '2']);
    expect(teams.stderr).toContain('--take does not apply');
  });

  it('reports an HTTP error with its status and URL', async () => {
    const run = await fails(['teams', 'no-such-team']);
    expect(oneLine(run.stderr)).toHaveLength(1);
    expect(run.stderr).toMatch(/GET http:\/\/127\.0\.0\.1:\d+\/teams\/no-such-team answered 404/);
  });

  it('reports a service that cannot be reached', async () => {
    const run = await fails(['games', '--base-url', 'http://127.0.0.1:9', '--take', '1']);
    expect(oneLine(run.stderr)).toHaveLength(1);
    expect(run.stderr).toContain('http://127.0.0.1:9/games');
  });

  it('refuses a bad --format, --take, --base-url and an unknown option', async () => {
    expect((await fails(['games', '--format', 'xml'])).stderr).toContain('--format must be table, json or ndjson');
    expect((await fails(['games', '--take', 'lots'])).stderr).toContain('--take must be a whole number');
    expect((await fails(['games', '--base-url', 'nowhere'])).stderr).toContain('--base-url must be an absolute URL');
    expect((await fails(['games', '--frobnicate'])).stderr).toContain('unknown option --frobnicate');
  });

  it('prints its help on stdout with --help and -h', async () => {
    for (const flag of ['--help', '-h']) {
      const run = await runHuddle(['query', flag]);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toContain('Usage: huddle query <resource> [id]');
      expect(run.stdout).toContain('playerSeasonStats'); // from the resource table
    }
  });
});
