/**
 * "Clients must offer the end user an explicit option to enable or disable each subscription
 * group": huddle/push's preferences offer every group of the spec's table (copied here by hand),
 * each off until the user turns it on, and each one can be turned on and off by itself.
 */
import { Preferences } from 'huddle/push';
import { describe, expect, it } from 'vitest';
import { cite } from '../support/cite.ts';

/** Every group of the table, the team groups for NE. */
const everyGroup = [
  'breakingNews',
  'tuneInAlertDraft',
  'tuneInAlertLiveGame',
  'tuneInAlertLiveProgramming',
  'teamAlertScoringPlays_NE',
  'teamAlertNews_NE',
  'teamAlertGameStart_NE',
  'teamAlertGameEnd_NE',
  'trendingNews',
  'teamAlertInjury_NE',
  'relationalAlertGameDiff_NE',
  'relationalAlertGameOvertimeNE',
  'closeGameCarrier',
];

describe('an option for each group', () => {
  it(
    cite(
      'What the service does',
      'Clients must offer the end user an explicit option to enable or disable each subscription group.',
    ),
    () => {
      const offered = Preferences.offered({ teams: ['NE'], carrier: true });
      expect(offered.groups.map(({ name }) => name).sort()).toEqual([...everyGroup].sort());
      // Explicit: nothing is on until the user turns it on.
      expect(offered.groups.every(({ enabled }) => !enabled)).toBe(true);
      expect(offered.toGroups()).toEqual([]);
      for (const name of everyGroup) {
        const on = offered.enable(name);
        expect(on.isEnabled(name)).toBe(true);
        expect(on.toGroups()).toEqual([name]);
        expect(on.disable(name).toGroups()).toEqual([]);
        expect(offered.toggle(name).toggle(name).toGroups()).toEqual([]);
      }
    },
  );

  it(cite('What the service does', 'an explicit option to enable or disable each subscription group'), () => {
    // From a device subscribed to everything, each group can be turned off alone.
    const all = Preferences.fromGroups(everyGroup);
    expect(all.toGroups()).toEqual([...everyGroup].sort());
    for (const name of everyGroup) {
      const off = all.disable(name);
      expect(off.isEnabled(name)).toBe(false);
      expect(off.toGroups()).toEqual(everyGroup.filter((other) => other !== name).sort());
      expect(off.diff(everyGroup)).toEqual({ add: [], remove: [name] });
    }
  });
});
