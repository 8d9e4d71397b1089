/**
 * Which notifications a league event sends, to which groups (the spec leaves the triggering
 * conditions open; these are the rules chosen). Each event kind names the notification types it
 * sends, and nothing more: the groups are those whose kind delivers the type (`delivers` in
 * huddle/push's `groupKinds`: a team kind once per team of the event, then the global kinds), and
 * `more` carries the type's parameter (`notificationTypes`). docs/mock.md's table of what each
 * event sends is generated from these (scripts/generate.ts).
 */

import { withArticle } from '../../indefinite-article.js';
import type { LeagueEvent, LeagueEventKind } from '../../league/simulation/timeline.js';
import { type GroupKind, type GroupName, groupKinds, groupName, type TeamGroupKind } from '../../push/groups.js';
import { type NotificationType, notificationTypes } from '../../push/notifications.js';
import type { NotificationExtras, PushMessage } from '../../push/payload.js';
import { MockPushError } from '../errors/mock-push-error.js';

/** The notification types each kind of league event sends, in the order they are sent. */
export const eventNotifications = {
  kickoff: ['teamAlertGameStart', 'tuneInAlertLiveGame'],
  score: ['teamAlertScoringPlay'],
  final: ['teamAlertGameEnd'],
  close: ['relationalAlertGameDiff'],
  overtime: ['relationalAlertGameOvertime'],
  news: ['teamAlertNews', 'breakingNews'],
  injury: ['teamAlertInjury'],
} as const satisfies Record<LeagueEventKind, readonly NotificationType[]>;

/** A notification to send and the group it goes to. */
export interface GroupNotification {
  readonly group: GroupName;
  readonly notification: PushMessage & { readonly extras: NotificationExtras };
}

const kindNames = Object.keys(groupKinds) as GroupKind[];

/** The kinds of group that deliver a type: the team kinds first, then the global ones. */
export function kindsDelivering(type: NotificationType): readonly GroupKind[] {
  const delivering = kindNames.filter((kind) => (groupKinds[kind].delivers as readonly string[]).includes(type));
  return [
    ...delivering.filter((kind) => groupKinds[kind].perTeam),
    ...delivering.filter((kind) => !groupKinds[kind].perTeam),
  ];
}

/** The event's id that a notification's `more` carries; an event without it is refused. */
function idOf(event: LeagueEvent, parameter: 'gameId' | 'articleId' | 'injuryId'): string {
  const id = event[parameter];
  if (typeof id !== 'string' || id === '') {
    throw new MockPushError(`event.${parameter}`, `missing: ${withArticle(event.kind)} event carries it`);
  }
  return id;
}

/** The notifications of one type: to each group whose kind delivers it (a team kind per team of the event). */
function notificationsOf(event: LeagueEvent, type: NotificationType): GroupNotification[] {
  const { parameter } = notificationTypes[type];
  const extras = (
    parameter === null ? { type } : { type, more: { [parameter]: idOf(event, parameter) } }
  ) as NotificationExtras;
  const notification = { message: event.message, ...(event.title !== null && { title: event.title }), extras };
  return kindsDelivering(type).flatMap((kind) =>
    groupKinds[kind].perTeam
      ? event.teams.map((team) => ({ group: groupName(kind as TeamGroupKind, team), notification }))
      : [{ group: kind as GroupName, notification }],
  );
}

/**
 * The notifications a league event sends, each with its group, in a fixed order: type by type as
 * `eventNotifications` lists them, the team groups in the order of `event.teams`, then the global ones.
 *
 * @throws {@link MockPushError} for an event without the id its notifications carry, and
 * `GroupNameError` for a team that is no abbreviation.
 */
export function notificationsFor(event: LeagueEvent): GroupNotification[] {
  if (!Object.hasOwn(eventNotifications, event.kind)) {
    throw new MockPushError('event.kind', `not a kind of league event: ${JSON.stringify(event.kind)}`);
  }
  return eventNotifications[event.kind].flatMap((type) => notificationsOf(event, type));
}
