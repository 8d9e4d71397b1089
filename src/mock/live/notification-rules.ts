/**
 * Which notifications a league event sends, to which groups (the spec leaves the triggering
 * conditions open; these are the rules chosen, and docs/mock.md states them):
 *
 * | event    | group (per team of the event, unless global)       | type                          | `more`      |
 * | -------- | -------------------------------------------------- | ----------------------------- | ----------- |
 * | kickoff  | `teamAlertGameStart_<abbr>`, `tuneInAlertLiveGame` | `teamAlertGameStart`, `tuneInAlertLiveGame` | `gameId` |
 * | score    | `teamAlertScoringPlays_<abbr>` (the scoring team)  | `teamAlertScoringPlay`        | `gameId`    |
 * | final    | `teamAlertGameEnd_<abbr>`                          | `teamAlertGameEnd`            | `gameId`    |
 * | close    | `relationalAlertGameDiff_<abbr>`, `closeGameCarrier` | `relationalAlertGameDiff`   | `gameId`    |
 * | overtime | `relationalAlertGameOvertime<abbr>`, `closeGameCarrier` | `relationalAlertGameOvertime` | `gameId` |
 * | news     | `breakingNews`, `teamAlertNews_<abbr>`             | `breakingNews`, `teamAlertNews` | `articleId` |
 * | injury   | `teamAlertInjury_<abbr>`                           | `teamAlertInjury`             | `injuryId`  |
 *
 * Each carries the event's message and title. Group names come from huddle/push's `groupName`,
 * with the spec's spellings (no underscore for overtime; the scoring group and type differ).
 */

import type { LeagueEvent } from '../../league/timeline.js';
import { type GlobalGroupKind, type GroupName, groupName, type TeamGroupKind } from '../../push/groups.js';
import type { NotificationExtras, PushMessage } from '../../push/payload.js';
import { MockPushError } from './mock-push-error.js';

/** A notification to send and the group it goes to. */
export interface GroupNotification {
  readonly group: GroupName;
  readonly notification: PushMessage & { readonly extras: NotificationExtras };
}

type Parameter = 'gameId' | 'articleId' | 'injuryId';

/** The event's id that a notification's `more` carries; an event without it is refused. */
function idOf(event: LeagueEvent, parameter: Parameter): string {
  const id = event[parameter];
  if (typeof id !== 'string' || id === '') {
    throw new MockPushError(`event.${parameter}`, `missing: a ${event.kind} event carries it`);
  }
  return id;
}

/** Notifications of one type, to one group per team of the event and to the global groups given. */
function rule(
  event: LeagueEvent,
  type: NotificationExtras['type'],
  parameter: Parameter,
  teamKind: TeamGroupKind | null,
  globalKinds: readonly GlobalGroupKind[] = [],
): GroupNotification[] {
  const extras = { type, more: { [parameter]: idOf(event, parameter) } } as NotificationExtras;
  const notification = { message: event.message, ...(event.title !== null && { title: event.title }), extras };
  const groups: GroupName[] = [
    ...(teamKind === null ? [] : event.teams.map((team) => groupName(teamKind, team))),
    ...globalKinds.map((kind) => groupName(kind)),
  ];
  return groups.map((group) => ({ group, notification }));
}

/**
 * The notifications a league event sends, each with its group, in a fixed order: the team groups
 * in the order of `event.teams`, then the global ones.
 *
 * @throws {@link MockPushError} for an event without the id its notifications carry, and
 * `GroupNameError` for a team that is no abbreviation.
 */
export function notificationsFor(event: LeagueEvent): GroupNotification[] {
  switch (event.kind) {
    case 'kickoff':
      return [
        ...rule(event, 'teamAlertGameStart', 'gameId', 'teamAlertGameStart'),
        ...rule(event, 'tuneInAlertLiveGame', 'gameId', null, ['tuneInAlertLiveGame']),
      ];
    case 'score':
      return rule(event, 'teamAlertScoringPlay', 'gameId', 'teamAlertScoringPlays');
    case 'final':
      return rule(event, 'teamAlertGameEnd', 'gameId', 'teamAlertGameEnd');
    case 'close':
      return rule(event, 'relationalAlertGameDiff', 'gameId', 'relationalAlertGameDiff', ['closeGameCarrier']);
    case 'overtime':
      return rule(event, 'relationalAlertGameOvertime', 'gameId', 'relationalAlertGameOvertime', ['closeGameCarrier']);
    case 'news':
      return [
        ...rule(event, 'teamAlertNews', 'articleId', 'teamAlertNews'),
        ...rule(event, 'breakingNews', 'articleId', null, ['breakingNews']),
      ];
    case 'injury':
      return rule(event, 'teamAlertInjury', 'injuryId', 'teamAlertInjury');
    default:
      throw new MockPushError(
        'event.kind',
        `not a kind of league event: ${JSON.stringify((event as { kind: unknown }).kind)}`,
      );
  }
}
