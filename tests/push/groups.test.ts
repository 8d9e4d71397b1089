import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GroupKind, GroupNameError, groupKinds, groupName, isGroup, parseGroup } from '../../src/push/index.ts';
import { thrown } from '../support/expect/thrown.ts';

const kinds = Object.keys(groupKinds) as GroupKind[];
const teamKinds = kinds.filter((kind) => groupKinds[kind].perTeam);
const globalKinds = kinds.filter((kind) => !groupKinds[kind].perTeam);
const abbreviation = fc.stringMatching(/^[A-Z][A-Z0-9]{1,3}$/);

describe('group names', () => {
  it('covers every kind of the spec', () => {
    expect(globalKinds).toEqual([
      'breakingNews',
      'tuneInAlertDraft',
      'tuneInAlertLiveGame',
      'tuneInAlertLiveProgramming',
      'trendingNews',
      'closeGameCarrier',
    ]);
    expect(teamKinds.map((kind) => groupKinds[kind].prefix)).toEqual([
      'teamAlertScoringPlays_',
      'teamAlertNews_',
      'teamAlertGameStart_',
      'teamAlertGameEnd_',
      'teamAlertInjury_',
      'relationalAlertGameDiff_',
      'relationalAlertGameOvertime',
    ]);
  });

  it.each(globalKinds)('%s: builds and parses back as a global group', (kind) => {
    expect(groupName(kind as never)).toBe(kind);
    expect(parseGroup(kind)).toEqual({ kind, team: null });
  });

  it.each(teamKinds)('%s: any team abbreviation builds a name that parses back', (kind) => {
    fc.assert(
      fc.property(abbreviation, (team) => {
        const name = groupName(kind as never, team);
        expect(parseGroup(name)).toEqual({ kind, team });
        expect(isGroup(name)).toBe(true);
      }),
    );
  });

  it('spells the overtime group without an underscore, and scoring plays in the plural', () => {
    expect(groupName('relationalAlertGameOvertime', 'NE')).toBe('relationalAlertGameOvertimeNE');
    expect(groupName('teamAlertScoringPlays', 'NE')).toBe('teamAlertScoringPlays_NE');
    expect(groupKinds.teamAlertScoringPlays.delivers).toEqual(['teamAlertScoringPlay']);
  });

  it.each([
    ['', 'empty'],
    ['breakingnews', 'not a group of the service'],
    [
      'teamAlertScoringPlay_NE',
      'not a group of the service; teamAlertScoringPlay is the notification type, the group is teamAlertScoringPlays_NE',
    ],
    ['teamAlertNews_', 'teamAlertNews needs a team abbreviation after "teamAlertNews_"'],
    ['teamAlertNews', 'teamAlertNews needs a team abbreviation'],
    ['teamAlertNews_ne', '"ne" is not a team abbreviation'],
    ['teamAlertNews_NEWYORK', '"NEWYORK" is not a team abbreviation'],
    ['relationalAlertGameOvertime_NE', 'the overtime group has no underscore: relationalAlertGameOvertimeNE'],
    ['relationalAlertGameOvertime', 'relationalAlertGameOvertime needs a team abbreviation'],
  ])('refuses %j: %s', (name, reason) => {
    const error = thrown(() => parseGroup(name));
    expect(error).toBeInstanceOf(GroupNameError);
    expect((error as GroupNameError).reason).toContain(reason);
    expect(isGroup(name)).toBe(false);
  });

  it('refuses a team for a global group and a missing one for a team group', () => {
    expect(() => groupName('breakingNews' as never, 'NE')).toThrow('a global group takes no team');
    expect(() => (groupName as (kind: string) => string)('teamAlertNews')).toThrow(
      'a team group needs a team abbreviation',
    );
    expect(() => groupName('teamAlertNews', 'n e')).toThrow(GroupNameError);
  });

  it('answers any string with a group or a GroupNameError', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom(...kinds).chain((kind) => fc.string().map((tail) => `${groupKinds[kind].prefix}${tail}`)),
        ),
        (name) => {
          try {
            const { kind, team } = parseGroup(name);
            expect(team === null ? kind : `${groupKinds[kind].prefix}${team}`).toBe(name);
          } catch (error) {
            expect(error).toBeInstanceOf(GroupNameError);
          }
        },
      ),
    );
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'])(
    'groupName refuses the prototype key %s, as isGroup and parseGroup do',
    (key) => {
      const error = thrown(() => (groupName as (kind: string, team?: string) => string)(key));
      expect(error).toBeInstanceOf(GroupNameError);
      expect((error as GroupNameError).reason).toBe('not a group kind of the service');
      expect(thrown(() => (groupName as (kind: string, team?: string) => string)(key, 'NE'))).toBeInstanceOf(
        GroupNameError,
      );
      expect(isGroup(key)).toBe(false);
      expect(thrown(() => parseGroup(key))).toBeInstanceOf(GroupNameError);
      expect(isGroup(`${key}_NE`)).toBe(false);
    },
  );

  it('groupName builds a name for exactly the kinds of the catalog, and throws only GroupNameError', () => {
    const anyKind = fc.oneof(
      fc.string(),
      fc.constantFrom(...kinds, '__proto__', 'constructor', 'toString', 'prototype'),
      fc.anything(),
    );
    fc.assert(
      fc.property(anyKind, fc.option(fc.oneof(abbreviation, fc.anything()), { nil: undefined }), (kind, team) => {
        let name: string;
        try {
          name = (groupName as (kind: unknown, team?: unknown) => string)(kind, team);
        } catch (error) {
          expect(error).toBeInstanceOf(GroupNameError);
          return;
        }
        expect(Object.hasOwn(groupKinds, kind as string)).toBe(true);
        expect(isGroup(name)).toBe(true);
      }),
    );
  });
});
