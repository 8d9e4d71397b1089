/**
 * Names of the catalog and of the groups mistaken for each other: a group sent as `extras.type`,
 * a type's spelling sent where a group is expected (an FCM topic). The spec spells them alike but
 * for scoring plays (group `teamAlertScoringPlays_<abbr>`, type `teamAlertScoringPlay`) and overtime
 * (no underscore).
 */
import { type GroupKind, groupKinds, isGroup, parseGroup } from '../groups.js';
import { type NotificationType, notificationTypes } from '../notifications.js';

const kinds = (): GroupKind[] => Object.keys(groupKinds) as GroupKind[];

/** The group kind a name is spelt as (a group, or a team kind without its team), or `null`. */
export function groupKindOf(name: string): GroupKind | null {
  if (isGroup(name)) return parseGroup(name).kind;
  return kinds().find((kind) => kind === name || `${groupKinds[kind].prefix}` === name) ?? null;
}

/** The types a group kind delivers, in words: `teamAlertScoringPlay`, `a or b`, or `null` for none. */
export function typesOf(kind: GroupKind): string | null {
  const types: readonly string[] = groupKinds[kind].delivers;
  return types.length === 0 ? null : types.join(' or ');
}

/**
 * The groups meant by a name spelt as a notification type (`teamAlertScoringPlay_NE`,
 * `teamAlertGameEnd`), in words (`teamAlertScoringPlays_NE`, `teamAlertGameEnd_<team>`), or `null`
 * when the name is a group or no type's spelling.
 */
export function groupsMeantBy(name: string): string | null {
  if (isGroup(name)) return null;
  const types = Object.keys(notificationTypes) as NotificationType[];
  const type = types.find((type) => name === type || name.startsWith(`${type}_`));
  if (type === undefined) return null;
  const team = name.slice(type.length + 1) || '<team>';
  const meant = kinds()
    .filter((kind) => (groupKinds[kind].delivers as readonly string[]).includes(type))
    .map((kind) => (groupKinds[kind].perTeam ? `${groupKinds[kind].prefix}${team}` : kind));
  return meant.length === 0 ? null : meant.join(' or ');
}
