/**
 * The packed binary, as a user gets it from `npx huddle`: one smoke test per command (the table of
 * commands must name each), and what only a real process shows (the version from the installed
 * package, colour by environment, signals). Everything else runs in-process (tests/cli/*.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CommandName, commandNames } from '../../../src/cli/core/command-table.ts';
import { contractRuleNames as commandRules } from '../../../src/cli/shared/library-names.ts';
import { startPackedMock } from '../../support/package/packed-mock.ts';
import { completion, runHuddle, startHuddle } from '../../support/package/run-huddle.ts';

const startMock = startPackedMock;

const smoke: Record<CommandName, () => Promise<void>> = {
  async mock() {
    const mock = await startMock();
    const games = await fetch(`${mock.url}/games?fs=id&s=${encodeURIComponent('{"$take":2}')}`);
    expect(((await games.json()) as unknown[]).length).toBe(2);
    const run = await mock.stop();
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('huddle mock: SIGTERM, stopping');
  },
  async query() {
    const run = await runHuddle(['query', 'teams', '--take', '2', '--fs', 'abbr']);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toHaveLength(2);
  },
  async explain() {
    const run = await runHuddle(['explain', '--fs', 'id, homeTeam(abbr)', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ fs: 'id,homeTeam{abbr}' });
  },
  async decode() {
    const run = await runHuddle(['decode', '--json'], { stdin: '{"aps":{"alert":"hi"}}' });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ platform: 'aps', message: 'hi' });
    const doctor = await runHuddle(['decode', '--diagnose', '--json'], {
      stdin: '{"aps":{"alert":"hi"},"extras":{"type":"teamAlertScoringPlays_NE"}}',
    });
    expect(doctor.code, doctor.stderr).toBe(1);
    expect(JSON.parse(doctor.stdout)).toMatchObject([{ code: 'group-as-type', path: 'extras.type' }]);
  },
  async encode() {
    const run = await runHuddle([
      'encode',
      'breakingNews',
      '--platform',
      'aps',
      '--message',
      'm',
      '--param',
      'articleId=1',
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ aps: { alert: { body: 'm' } } });
    expect(run.stderr).toMatch(/^\d+ of 4096 bytes/);
  },
  async groups() {
    const run = await runHuddle(['groups', '--check', 'breakingNews']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^OK +breakingNews/);
  },
  async listen() {
    const mock = await startMock();
    const listener = startHuddle(['listen', '--app', 'demo', '--device', 'phone', '--base-url', mock.url]);
    const done = completion(listener);
    let err = '';
    await new Promise<void>((resolve) =>
      listener.stderr.on('data', (chunk: string) => {
        err += chunk;
        if (err.includes('Ctrl-C stops it')) resolve();
      }),
    );
    listener.kill('SIGINT');
    expect((await done).code).toBe(0);
    await mock.stop();
  },
  async trigger() {
    const mock = await startMock();
    const run = await runHuddle(['trigger', 'breakingNews', '--article', '9', '--json', '--base-url', mock.url]);
    await mock.stop();
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ group: 'breakingNews', deliveries: 0 });
  },
  async verify() {
    const mock = await startMock();
    const run = await runHuddle(['verify', '--base-url', mock.url, '--runs', '3', '--push', '--json'], {
      env: { HUDDLE_TOKEN: 'smoke' },
    });
    await mock.stop();
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as { ok: boolean; rules: { status: string }[] };
    expect(report.ok).toBe(true);
    expect(report.rules.map((rule) => rule.status)).toEqual(commandRules.map(() => 'passed'));
  },
};

describe('huddle (the packed binary)', () => {
  for (const name of commandNames) {
    it(`huddle ${name} runs from the installed package`, async () => {
      await smoke[name]();
    });
  }

  it('prints its version from the package', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    const run = await runHuddle(['--version']);
    expect(run).toMatchObject({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('lists its commands with --help, and with no arguments', async () => {
    for (const args of [['--help'], []]) {
      const run = await runHuddle(args);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Usage: huddle <command>');
      for (const name of commandNames) expect(run.stdout).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
      expect(run.stderr).toBe('');
    }
  });

  it('refuses an unknown command on one line of stderr, with exit code 1', async () => {
    const run = await runHuddle(['frobnicate']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain("unknown command 'frobnicate'");
  });

  it('writes no colour when NO_COLOR is set, even when forced', async () => {
    const run = await runHuddle(['frobnicate'], { env: { NO_COLOR: '1', FORCE_COLOR: '1' } });
    expect(run.stderr).not.toContain('\u001b[');
    const forced = await runHuddle(['frobnicate'], { env: { FORCE_COLOR: '1' } });
    expect(forced.stderr).toContain('\u001b[31m');
  });
});
