/**
 * What `huddle query` shows a person at a terminal: run in-process with streams that say they
 * are TTYs (a spawned process's pipes never are).
 */
import { describe, expect, it } from 'vitest';
import { columnsOf } from '../../src/cli/commands/query/display-columns.ts';
import type { CliIo } from '../../src/cli/core/context.ts';
import { runCli } from '../../src/cli/core/main.ts';

interface Captured {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function atTerminal(
  argv: string[],
  { stdoutTTY = true, stderrTTY = true, columns = 80 } = {},
): Promise<Captured> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdin: Object.assign((async function* () {})(), { isTTY: true }),
    stdout: { write: (text: string) => (stdout += text), isTTY: stdoutTTY, columns } as CliIo['stdout'],
    stderr: { write: (text: string) => (stderr += text), isTTY: stderrTTY },
    env: { NO_COLOR: '1' },
    cwd: process.cwd(),
    untilInterrupted: () => new Promise(() => {}),
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}

describe('huddle query at a terminal', () => {
  it('prints a table with a column per selected leaf path, fitted to the width', async () => {
    const run = await atTerminal(['query', 'games', '--take', '3', '--fs', 'id,week{week},homeTeam{abbr,fullName}'], {
      columns: 100,
    });
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]?.split(/\s{2,}/)).toEqual(['id', 'week.week', 'homeTeam.abbr', 'homeTeam.fullName']);
    expect(lines).toHaveLength(2 + 3 + 1); // header, rule, three rows, footer
    expect(lines.at(-1)).toBe('3 records'); // a bare list: /games answers no total
    const teams = await atTerminal(['query', 'teams', '--take', '2', '--fs', 'abbr']);
    expect(teams.stdout.trimEnd().split('\n').at(-1)).toBe('2 of 32 records');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(100);
    // At 80 columns a long header wraps at its dot; the values stay whole.
    const narrower = await atTerminal([
      'query',
      'games',
      '--take',
      '3',
      '--fs',
      'id,week{week},homeTeam{abbr,fullName}',
    ]);
    const [header, second] = narrower.stdout.split('\n');
    expect(header?.split(/\s{2,}/)).toEqual(['id', 'week.week', 'homeTeam.', 'homeTeam.fullName']);
    expect(second?.trim()).toBe('abbr');
    expect(narrower.stdout).toContain('Green Bay Packers');
    for (const line of narrower.stdout.trimEnd().split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  for (const columns of [80, 100]) {
    it(`shows the games' display columns at ${columns} columns, no value cut mid-word (the default table reads well)`, async () => {
      const run = await atTerminal(['query', 'games', '--take', '3'], { columns });
      const piped = await atTerminal(['query', 'games', '--take', '3', '--json'], { columns });
      const games = JSON.parse(piped.stdout) as Record<string, unknown>[];
      const lines = run.stdout.trimEnd().split('\n');
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(columns);
      expect(run.stdout).not.toContain('…');
      expect(run.stdout).not.toMatch(/not shown/);
      // The header, read column by column, gives back each display path whole.
      const rule = lines.findIndex((line) => line.startsWith('─'));
      const starts = [...(lines[rule] ?? '').matchAll(/─+/g)].map((match) => [
        match.index,
        match.index + match[0].length,
      ]);
      const headers = starts.map(([from, to]) =>
        lines
          .slice(0, rule)
          .map((line) => line.slice(from, to).trim())
          .join(''),
      );
      expect(headers).toEqual(columnsOf('games'));
      const tokens = new Set(run.stdout.split(/\s+/));
      for (const game of games) {
        for (const path of columnsOf('games')) {
          const value = path.split('.').reduce<unknown>((node, name) => (node as Record<string, unknown>)[name], game);
          expect(tokens, path).toContain(String(value));
        }
      }
      expect(lines.at(-1)).toBe('6 of 41 columns shown: --fs picks others, --json shows whole records');
    });
  }

  it('widens the table to the paths --fs selects', async () => {
    const run = await atTerminal(['query', 'games', '--take', '2', '--fs', 'id,gameStatus{phase,gameClock}'], {
      columns: 100,
    });
    expect(run.stdout.split('\n')[0]?.split(/\s{2,}/)).toEqual(['id', 'gameStatus.phase', 'gameStatus.gameClock']);
    expect(run.stdout).not.toMatch(/columns shown/);
  });

  it('shows records one field a line on a terminal too narrow for a table, every value whole', async () => {
    const run = await atTerminal(['query', 'games', '--take', '2'], { columns: 40 });
    const lines = run.stdout.trimEnd().split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(40);
    expect(run.stdout).not.toContain('…');
    expect(lines.filter((line) => line.startsWith('homeTeam.abbr '))).toHaveLength(2);
    expect(run.stdout).toMatch(/^ {2}2024-09-05T19:20:00-05$/m); // too wide beside its path: under it
  });

  it('lists one record by id as path and value lines', async () => {
    const list = await atTerminal(['query', 'teams', '--take', '1', '--fs', 'id', '--json']);
    const [team] = JSON.parse(list.stdout) as { id: string }[];
    const run = await atTerminal(['query', 'teams', team?.id ?? '', '--fs', 'abbr,venue{name}']);
    expect(
      run.stdout
        .trimEnd()
        .split('\n')
        .map((line) => line.split(/\s{2,}/)[0]),
    ).toEqual(['abbr', 'venue.name']);
  });

  it('shows a progress bar with a percentage on stderr for --all, and clears it', async () => {
    const run = await atTerminal(['query', 'teams', '--all', '--take', '8', '--fs', 'abbr', '--format', 'ndjson']);
    expect(run.code).toBe(0);
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(32);
    expect(run.stderr).toContain('25% 8/32');
    expect(run.stderr).toContain('100% 32/32');
    expect(run.stderr.endsWith('\r\u001b[K')).toBe(true);
  });

  it('shows no progress when stderr is not a terminal', async () => {
    const run = await atTerminal(['query', 'teams', '--all', '--take', '8', '--fs', 'abbr'], { stderrTTY: false });
    expect(run.stderr).toBe('');
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('32 records');
  });
});
