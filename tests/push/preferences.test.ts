import { describe, expect, it } from 'vitest';
import { GroupNameError, Preferences } from '../../src/push/index.ts';
import { thrown } from '../support/expect/thrown.ts';

describe('preferences', () => {
  const offered = Preferences.offered({ teams: ['NE', 'KC'] });

  it('offers every global group and each team’s groups, all off until enabled', () => {
    expect(offered.groups).toHaveLength(5 + 2 * 7);
    expect(offered.groups.every((group) => !group.enabled)).toBe(true);
    expect(offered.toGroups()).toEqual([]);
    expect(offered.groups.find((group) => group.name === 'closeGameCarrier')).toBeUndefined();
    expect(Preferences.offered({ teams: [], carrier: true }).groups.map((group) => group.name)).toContain(
      'closeGameCarrier',
    );
    expect(offered.groups.find((group) => group.name === 'teamAlertInjury_KC')).toMatchObject({
      kind: 'teamAlertInjury',
      team: 'KC',
      label: 'Injuries',
      enabled: false,
    });
  });

  it('enables, disables and toggles without changing the original', () => {
    const chosen = offered
      .enable('breakingNews')
      .enable('teamAlertNews_NE')
      .toggle('relationalAlertGameOvertimeKC')
      .toggle('teamAlertNews_NE');
    expect(chosen.toGroups()).toEqual(['breakingNews', 'relationalAlertGameOvertimeKC']);
    expect(chosen.disable('breakingNews').toGroups()).toEqual(['relationalAlertGameOvertimeKC']);
    expect(offered.toGroups()).toEqual([]);
    expect(Object.isFrozen(chosen)).toBe(true);
    expect(chosen.isEnabled('relationalAlertGameOvertimeKC')).toBe(true);
  });

  it('gives a sorted, duplicate-free groups array', () => {
    expect(offered.enable('trendingNews').enable('breakingNews').enable('trendingNews').toGroups()).toEqual([
      'breakingNews',
      'trendingNews',
    ]);
  });

  it('says what would change on the service', () => {
    const chosen = offered.enable('breakingNews').enable('teamAlertNews_NE');
    expect(chosen.diff(['teamAlertNews_NE', 'trendingNews'])).toEqual({
      add: ['breakingNews'],
      remove: ['trendingNews'],
    });
  });

  it('loads from a device’s groups, adding the teams and carrier group they name', () => {
    const loaded = Preferences.fromGroups(['teamAlertGameEnd_BUF', 'closeGameCarrier'], { teams: ['NE'] });
    expect(loaded.toGroups()).toEqual(['closeGameCarrier', 'teamAlertGameEnd_BUF']);
    expect(loaded.groups.map((group) => group.team)).toContain('NE');
    expect(() => Preferences.fromGroups(['teamAlertNews_ne'])).toThrow(GroupNameError);
  });

  it('refuses a group not on offer, and a bad name with its reason', () => {
    expect(() => offered.enable('teamAlertNews_BUF')).toThrow('not on offer in these preferences');
    expect(() => offered.enable('relationalAlertGameOvertime_NE')).toThrow('the overtime group has no underscore');
  });

  it.each(['__proto__', 'constructor', 'toString', 'prototype'])(
    'refuses the prototype key %s as a group or a team, with a GroupNameError',
    (key) => {
      expect(thrown(() => offered.enable(key))).toBeInstanceOf(GroupNameError);
      expect(thrown(() => offered.toggle(key))).toBeInstanceOf(GroupNameError);
      expect(offered.isEnabled(key)).toBe(false);
      expect(thrown(() => Preferences.fromGroups([key]))).toBeInstanceOf(GroupNameError);
      expect(thrown(() => Preferences.offered({ teams: [key] }))).toBeInstanceOf(GroupNameError);
    },
  );
});
