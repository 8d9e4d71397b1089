/**
 * The notification types of the service (`extras.type`), exhaustive, with the parameter each
 * requires in `extras.more`, and where each one leads in an app.
 */

import { isRecord } from '../untyped-values.js';

/** Every notification type, each with its required `more` parameter (`null`: none). */
export const notificationTypes = {
  breakingNews: { parameter: 'articleId' },
  trendingNews: { parameter: null },
  teamAlertGameStart: { parameter: 'gameId' },
  teamAlertGameEnd: { parameter: 'gameId' },
  teamAlertScoringPlay: { parameter: 'gameId' },
  teamAlertNews: { parameter: 'articleId' },
  teamAlertInjury: { parameter: 'injuryId' },
  tuneInAlertLiveGame: { parameter: 'gameId' },
  tuneInAlertLiveProgramming: { parameter: 'gameId' },
  relationalAlertGameDiff: { parameter: 'gameId' },
  relationalAlertGameOvertime: { parameter: 'gameId' },
} as const satisfies Record<string, { parameter: 'articleId' | 'gameId' | 'injuryId' | null }>;

/** A notification type (`extras.type`). */
export type NotificationType = keyof typeof notificationTypes;

/** The parameter a notification type requires in `more`, or `null`. */
export type ParameterOf<Type extends NotificationType> = (typeof notificationTypes)[Type]['parameter'];

/** A notification, typed by its type: `more` holds the parameter the type requires. */
export type Notification = {
  [Type in NotificationType]: ParameterOf<Type> extends string
    ? {
        readonly type: Type;
        readonly more: { readonly [P in ParameterOf<Type> & string]: string } & Readonly<Record<string, unknown>>;
      }
    : { readonly type: Type; readonly more: Readonly<Record<string, unknown>> | null };
}[NotificationType];

/** The notification types that require no parameter in `more` (`trendingNews`). */
export type ParameterlessType = {
  [Type in NotificationType]: ParameterOf<Type> extends null ? Type : never;
}[NotificationType];

/**
 * A notification as a caller writes one (to `invalidateForPush` of huddle/tanstack): a
 * {@link Notification}, or one of a type that requires no parameter without its `more`
 * (`{ type: 'trendingNews' }`).
 */
export type NotificationInput =
  | Notification
  | { readonly type: ParameterlessType; readonly more?: Readonly<Record<string, unknown>> | null };

/** Where a notification leads in an app, per the spec's client behaviour table. */
export type DeepLink =
  | { readonly screen: 'home' }
  | { readonly screen: 'article'; readonly articleId: string }
  | { readonly screen: 'stories' }
  | { readonly screen: 'gameDetails'; readonly gameId: string; readonly liveStream: boolean }
  | { readonly screen: 'injuryReport'; readonly injuryId: string }
  | { readonly screen: 'liveStream'; readonly gameId: string };

/** The screen each type leads to, per the spec's client behaviour table. */
const screens = {
  breakingNews: 'article',
  teamAlertNews: 'article',
  trendingNews: 'stories',
  teamAlertInjury: 'injuryReport',
  tuneInAlertLiveProgramming: 'liveStream',
  relationalAlertGameDiff: 'liveStream',
  // "game details screen / live stream": the details screen, opened on its live stream.
  tuneInAlertLiveGame: 'gameDetails',
  teamAlertGameStart: 'gameDetails',
  teamAlertGameEnd: 'gameDetails',
  teamAlertScoringPlay: 'gameDetails',
  relationalAlertGameOvertime: 'gameDetails',
} as const satisfies Record<NotificationType, Exclude<DeepLink['screen'], 'home'>>;

/** Whether a string is a notification type of the service. */
export function isNotificationType(type: unknown): type is NotificationType {
  return typeof type === 'string' && Object.hasOwn(notificationTypes, type);
}

/**
 * Reads `extras` into a typed notification: `null` when extras are absent or null, the type is
 * unknown, or its required parameter is missing or neither a non-empty string nor a safe
 * integer (read as its decimal text: `gameId: 42` is the id `'42'`). Only own properties count,
 * so a name `Object.prototype` has is never a type. Never throws.
 */
export function readNotification(extras: unknown): Notification | null {
  if (!isRecord(extras) || !isNotificationType(extras.type)) return null;
  const { parameter } = notificationTypes[extras.type];
  const more = isRecord(extras.more) ? extras.more : null;
  if (parameter === null) return { type: extras.type, more } as Notification;
  const given = more !== null && Object.hasOwn(more, parameter) ? more[parameter] : undefined;
  const value = Number.isSafeInteger(given) ? `${given}` : given;
  if (typeof value !== 'string' || value === '') return null;
  return { type: extras.type, more: given === value ? more : { ...more, [parameter]: value } } as Notification;
}

/**
 * Where a notification leads: the screen of its type, or the home screen when `extras` is
 * absent or null, its type unknown, or its required parameter missing. Never throws: payloads
 * come from outside, and optional fields may be null or absent.
 */
export function route(extras: unknown): DeepLink {
  const notification = readNotification(extras);
  if (notification === null) return { screen: 'home' };
  const { parameter } = notificationTypes[notification.type];
  const screen = screens[notification.type];
  if (parameter === null) return { screen } as DeepLink;
  const link = { screen, [parameter]: (notification.more as Record<string, string>)[parameter] };
  return (
    screen === 'gameDetails' ? { ...link, liveStream: notification.type === 'tuneInAlertLiveGame' } : link
  ) as DeepLink;
}
