/**
 * The subscription groups of the spec's table, copied here by hand, against huddle/push's group
 * catalog: each name is a group, the team groups take any team's abbreviation, the overtime group
 * is written without an underscore, and names the table does not have are refused.
 */
import { GroupNameError, groupName, isGroup, parseGroup } from 'huddle/push';
import { describe, expect, it } from 'vitest';
import { cite } from '../support/cite.ts';

/** The table's names with `<teamabbr>` kept, as the spec writes them. */
const table = [
  'breakingNews',
  'tuneInAlertDraft',
  'tuneInAlertLiveGame',
  'tuneInAlertLiveProgramming',
  'teamAlertScoringPlays_<teamabbr>',
  'teamAlertNews_<teamabbr>',
  'teamAlertGameStart_<teamabbr>',
  'teamAlertGameEnd_<teamabbr>',
  'trendingNews',
  'teamAlertInjury_<teamabbr>',
  'relationalAlertGameDiff_<teamabbr>',
  'relationalAlertGameOvertime<teamabbr>',
  'closeGameCarrier',
] as const;

const forTeam = (abbr: string) => table.map((name) => name.replace('<teamabbr>', abbr));

describe('every group of the table', () => {
  it(cite('Subscription groups (values of groups)', '| breakingNews | breaking news |'), () => {
    for (const name of forTeam('NE')) {
      expect(isGroup(name), name).toBe(true);
      expect(() => parseGroup(name)).not.toThrow();
    }
  });

  it(
    cite('Subscription groups (values of groups)', '| teamAlertScoringPlays_<teamabbr> | scoring plays of a team |'),
    () => {
      expect(forTeam('NE').map(parseGroup)).toEqual([
        { kind: 'breakingNews', team: null },
        { kind: 'tuneInAlertDraft', team: null },
        { kind: 'tuneInAlertLiveGame', team: null },
        { kind: 'tuneInAlertLiveProgramming', team: null },
        { kind: 'teamAlertScoringPlays', team: 'NE' },
        { kind: 'teamAlertNews', team: 'NE' },
        { kind: 'teamAlertGameStart', team: 'NE' },
        { kind: 'teamAlertGameEnd', team: 'NE' },
        { kind: 'trendingNews', team: null },
        { kind: 'teamAlertInjury', team: 'NE' },
        { kind: 'relationalAlertGameDiff', team: 'NE' },
        { kind: 'relationalAlertGameOvertime', team: 'NE' },
        { kind: 'closeGameCarrier', team: null },
      ]);
    },
  );

  it(
    cite(
      'Subscription groups (values of groups)',
      '`<teamabbr>` is a team abbreviation string (the `abbr` of a team).',
    ),
    () => {
      for (const abbr of ['NE', 'KC', 'SF', 'GB', 'LAR', 'NYJ', 'TB', 'JAX', 'LV']) {
        for (const name of forTeam(abbr)) expect(isGroup(name), name).toBe(true);
        expect(groupName('teamAlertGameEnd', abbr)).toBe(`teamAlertGameEnd_${abbr}`);
        expect(groupName('teamAlertScoringPlays', abbr)).toBe(`teamAlertScoringPlays_${abbr}`);
        expect(groupName('relationalAlertGameDiff', abbr)).toBe(`relationalAlertGameDiff_${abbr}`);
      }
    },
  );

  it(
    cite(
      'Subscription groups (values of groups)',
      '| relationalAlertGameOvertime<teamabbr> | game going to overtime (written without underscore) |',
    ),
    () => {
      expect(isGroup('relationalAlertGameOvertimeNE')).toBe(true);
      expect(groupName('relationalAlertGameOvertime', 'KC')).toBe('relationalAlertGameOvertimeKC');
      expect(isGroup('relationalAlertGameOvertime_NE')).toBe(false);
      expect(() => parseGroup('relationalAlertGameOvertime_NE')).toThrow(GroupNameError);
    },
  );

  it(
    cite(
      'Subscription groups (values of groups)',
      '| closeGameCarrier | all users of one specific mobile carrier; triggered by any game going to overtime or by a point differential |',
    ),
    () => {
      expect(parseGroup('closeGameCarrier')).toEqual({ kind: 'closeGameCarrier', team: null });
      expect(groupName('closeGameCarrier')).toBe('closeGameCarrier');
      expect(isGroup('closeGameCarrier_NE')).toBe(false);
    },
  );

  it(cite('Subscription groups (values of groups)', '| teamAlertGameEnd_<teamabbr> | final score of a team |'), () => {
    // A team group names its team; a name the table does not have is no group.
    for (const name of [
      'teamAlertGameEnd',
      'teamAlertGameEnd_',
      'breakingnews',
      'breakingNews_NE',
      'tuneInAlertDraft_NE',
      'gameEnd_NE',
      '',
    ]) {
      expect(isGroup(name), name).toBe(false);
      expect(() => parseGroup(name), name).toThrow(GroupNameError);
    }
  });
});
