/**
 * Preferences back from JSON, as a save restored from a persister holds them: rebuilt to equal
 * the preferences saved, for any teams, carrier and groups on; anything else refused, naming where.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ArgumentError } from '../../src/index.ts';
import { GroupNameError, Preferences } from '../../src/push/index.ts';
import { revivePreferences } from '../../src/tanstack/revive-preferences.ts';

const team = fc.stringMatching(/^[A-Z][A-Z0-9]{1,3}$/);

/** Any preferences a settings screen can make: teams, the carrier group or not, any groups on. */
const anyPreferences = fc
  .record({ teams: fc.uniqueArray(team, { maxLength: 4 }), carrier: fc.boolean() })
  .chain((options) => {
    const offered = Preferences.offered(options);
    return fc
      .subarray(offered.groups.map((group) => group.name))
      .map((on) => on.reduce((preferences, name) => preferences.enable(name), offered));
  });

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('revivePreferences', () => {
  it('rebuilds, from their JSON, preferences equal to any saved', () => {
    fc.assert(
      fc.property(anyPreferences, (saved) => {
        const revived = revivePreferences(json(saved), 'variables');
        expect(revived).toBeInstanceOf(Preferences);
        expect(revived).toStrictEqual(saved);
        expect(revived.toGroups()).toEqual(saved.toGroups());
      }),
    );
  });

  const offered = json(Preferences.offered({ teams: ['KC'] })) as { groups: Record<string, unknown>[] };
  const withFirst = (change: Record<string, unknown>) => ({
    groups: [{ ...offered.groups[0], ...change }, ...offered.groups.slice(1)],
  });

  it.each([
    ['null', null, /^variables is null, not preferences nor their JSON/],
    ['an array', [], /^variables is .*, not preferences nor their JSON/],
    ['no groups', { teams: ['KC'] }, /^variables is .*, not preferences nor their JSON/],
    ['a group that is no object', { groups: ['breakingNews'] }, /^variables\.groups\[0\] is .*, not a group/],
    ['a name that is no string', withFirst({ name: 7 }), /^variables\.groups\[0\]\.name is .*, not a group name/],
    ['a team that is no string', withFirst({ team: 1 }), /^variables\.groups\[0\]\.team is .*, not a team or null/],
    [
      'enabled left out',
      withFirst({ enabled: undefined }),
      /^variables\.groups\[0\]\.enabled is .*, not true or false/,
    ],
  ])('refuses %s, naming where, with an ArgumentError', (_case, value, message) => {
    expect(() => revivePreferences(json(value), 'variables')).toThrow(ArgumentError);
    expect(() => revivePreferences(json(value), 'variables')).toThrow(message);
  });

  it('refuses groups on offer that this version does not offer for those teams (a group since renamed), naming both lists', () => {
    const renamed = withFirst({ name: 'breakingStories' });
    expect(() => revivePreferences(renamed, 'variables')).toThrow(ArgumentError);
    expect(() => revivePreferences(renamed, 'variables')).toThrow(
      /offers the groups breakingStories,.* but preferences for those teams offer breakingNews,/,
    );
  });

  it('refuses a group on that is no group of the service, with a GroupNameError', () => {
    expect(() => revivePreferences(withFirst({ name: 'breakingStories', enabled: true }), 'variables')).toThrow(
      GroupNameError,
    );
  });
});
