import { describe, expect, it } from 'vitest';
import {
  type GroupKind,
  type GroupNameError,
  groupKinds,
  groupName,
  parseGroup,
  type TeamGroupKind,
} from '../../src/push/index.ts';
import { oneLineFailure } from '../support/cli/cli-failure.ts';
import { runHuddle } from '../support/cli/run-cli.ts';
import { thrown } from '../support/expect/thrown.ts';

const kinds = Object.keys(groupKinds) as GroupKind[];
const teamKinds = kinds.filter((kind) => groupKinds[kind].perTeam) as TeamGroupKind[];
const globalKinds = kinds.filter((kind) => !groupKinds[kind].perTeam);
const reasonOf = (name: string) => (thrown(() => parseGroup(name)) as GroupNameError).reason;

describe('huddle groups', () => {
  it('prints its help on stdout with exit code 0, documenting --check', async () => {
    const run = await runHuddle(['groups', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: huddle groups [name …] [--team <abbr>] [--check] [--json]');
    expect(run.stdout).toMatch(/--check +check the names given/);
  });

  it('lists every kind of the library: global ones by name, team ones as patterns, with their meaning', async () => {
    const run = await runHuddle(['groups']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const lines = run.stdout.split('\n');
    for (const kind of kinds) {
      const { perTeam, prefix, label, description } = groupKinds[kind];
      const pattern = perTeam ? `${prefix}<abbr>` : kind;
      const line = lines.find((candidate) => candidate.trimStart().startsWith(`${pattern} `));
      expect(line, pattern).toBeDefined();
      expect(line).toContain(`${label}: ${description}`);
    }
    expect(run.stdout).toContain('relationalAlertGameOvertime<abbr>');
    expect(run.stdout).not.toContain('relationalAlertGameOvertime_');
    expect(run.stdout).toMatch(/teamAlertScoringPlays_<abbr> .*delivers the type teamAlertScoringPlay\b/);
  });

  it('--json lists the catalog derived from groupKinds', async () => {
    const run = await runHuddle(['groups', '--json']);
    const listed = JSON.parse(run.stdout) as { kind: GroupKind; perTeam: boolean; delivers: string[] }[];
    expect(listed.map((entry) => entry.kind)).toEqual(kinds);
    for (const entry of listed) {
      expect(entry.perTeam).toBe(groupKinds[entry.kind].perTeam);
      expect(entry.delivers).toEqual(groupKinds[entry.kind].delivers);
    }
  });

  it('--team NE gives the concrete names exactly as groupName builds them, and no global group', async () => {
    const run = await runHuddle(['groups', '--team', 'NE']);
    expect(run.code).toBe(0);
    const names = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.trim().split(/\s+/)[0]);
    expect(names).toEqual(teamKinds.map((kind) => groupName(kind, 'NE')));
    expect(names).toContain('relationalAlertGameOvertimeNE');
    expect(names).toContain('teamAlertScoringPlays_NE');
    for (const kind of globalKinds) expect(run.stdout).not.toMatch(new RegExp(`^\\s*${kind}\\b`, 'm'));

    const json = JSON.parse((await runHuddle(['groups', '--team', 'NE', '--json'])).stdout) as { name: string }[];
    expect(json.map((entry) => entry.name)).toEqual(names);
  });

  it('refuses a team abbreviation of the wrong shape on one line', async () => {
    const line = oneLineFailure(await runHuddle(['groups', '--team', 'ne']));
    expect(line).toContain("--team 'ne' is not a team abbreviation");
  });

  it('--check prints OK or the library’s reason for each name, and exits 1 when any is bad', async () => {
    const good = ['breakingNews', 'teamAlertNews_NE', 'relationalAlertGameOvertimeKC'];
    const bad = ['relationalAlertGameOvertime_NE', 'teamAlertNews_ne', 'teamAlertNews', 'nope'];
    const run = await runHuddle(['groups', '--check', ...good, ...bad]);
    expect(oneLineFailure(run, { stdout: null })).toBe('huddle groups: 4 of 7 names are not a group');
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(7);
    for (const name of good) {
      expect(lines.find((line) => line.split(/\s+/)[1] === name)).toMatch(/^OK /);
    }
    for (const name of bad) {
      const line = lines.find((candidate) => candidate.split(/\s+/)[1] === name);
      expect(line).toMatch(/^BAD /);
      expect(line?.endsWith(reasonOf(name))).toBe(true);
    }
    expect(run.stdout).toContain('the overtime group has no underscore: relationalAlertGameOvertimeNE');
  });

  it('--check points from the scoring-plays type spelling to the group, as the library does', async () => {
    const run = await runHuddle(['groups', '--check', 'teamAlertScoringPlay_NE']);
    expect(oneLineFailure(run, { stdout: null })).toBe('huddle groups: 1 of 1 names is not a group');
    expect(reasonOf('teamAlertScoringPlay_NE')).toBe(
      'not a group of the service; teamAlertScoringPlay is the notification type, the group is teamAlertScoringPlays_NE',
    );
    expect(run.stdout).toContain(reasonOf('teamAlertScoringPlay_NE'));
  });

  it('--check exits 0 when every name is good, and --json parses', async () => {
    const names = [...globalKinds, ...teamKinds.map((kind) => groupName(kind, 'LAR'))];
    const run = await runHuddle(['groups', '--check', ...names, '--json']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual(names.map((name) => ({ name, ok: true, ...parseGroup(name) })));

    const mixed = await runHuddle(['groups', '--json', '--check', 'breakingNews', 'teamAlertNews_']);
    expect(mixed.code).toBe(1);
    expect(JSON.parse(mixed.stdout)).toEqual([
      { name: 'breakingNews', ok: true, kind: 'breakingNews', team: null },
      { name: 'teamAlertNews_', ok: false, code: 'ERR_GROUP_NAME', reason: reasonOf('teamAlertNews_') },
    ]);
  });

  it('refuses names without --check, --check without names, and --check with --team', async () => {
    expect(oneLineFailure(await runHuddle(['groups', 'breakingNews']))).toContain(
      "unexpected argument 'breakingNews' (to check names: huddle groups --check <name> …)",
    );
    expect(oneLineFailure(await runHuddle(['groups', '--check']))).toContain('--check needs the names');
    expect(oneLineFailure(await runHuddle(['groups', '--check', 'x', '--team', 'NE']))).toContain('not both');
  });
});
