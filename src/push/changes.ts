/**
 * What each notification type says has changed in the service's data, per resource: which
 * records, and which of their fields. `invalidateForPush` (huddle/tanstack) reads it to refetch
 * exactly the cached queries whose answers a notification may have changed. The live mock's
 * league makes these changes at the moment it sends the notifications, and no others
 * (tests/tanstack/invalidate-soundness.test.ts checks the two agree).
 */
import type { ResourceName } from '../resources/resource-table.js';
import type { NotificationType } from './notifications.js';

/** What changes in one resource. */
export interface ChangedFields {
  /**
   * Which records: `named`, only the record whose `id` is the notification's parameter; `any`,
   * records the notification does not name; `added`, those, and records may also appear.
   */
  readonly records: 'named' | 'any' | 'added';
  /** The fields whose values may change (dotted paths, each with everything below it), or `all`. */
  readonly fields: readonly string[] | 'all';
}

/** What one notification type changes, per resource; a resource it leaves alone has no entry. */
export type DataChanges = { readonly [Name in ResourceName]?: ChangedFields };

/** A game's live fields: what a kickoff, a score, a close game and overtime move. */
const liveGame: ChangedFields = {
  records: 'named',
  fields: ['gameStatus', 'homeTeamScore', 'visitorTeamScore', 'drives'],
};

/** What a final settles: the game, and every table computed from the games played. */
const finalGame: DataChanges = {
  games: liveGame,
  teams: { records: 'any', fields: ['standings', 'teamSeasonStats', 'teamGameStats'] },
  persons: { records: 'any', fields: ['playerStats'] },
  playerSeasonStats: { records: 'added', fields: 'all' },
  playerTeamStats: { records: 'added', fields: 'all' },
  playerGameStats: { records: 'added', fields: 'all' },
  playerCareerStats: { records: 'added', fields: 'all' },
  teamSeasonStats: { records: 'any', fields: 'all' },
};

/** An article published: it joins the content lists that hold it. */
const article: DataChanges = {
  lists: { records: 'any', fields: ['items', 'lastModifiedDate'] },
};

/** What each notification type changes; `{}` for a type that announces no change to the data. */
export const notificationChanges: { readonly [Type in NotificationType]: DataChanges } = {
  teamAlertGameStart: { games: liveGame },
  tuneInAlertLiveGame: { games: liveGame },
  teamAlertScoringPlay: { games: liveGame },
  relationalAlertGameDiff: { games: liveGame },
  relationalAlertGameOvertime: { games: liveGame },
  teamAlertGameEnd: finalGame,
  teamAlertNews: article,
  breakingNews: article,
  // An injury report names a person, whose record may say so.
  teamAlertInjury: { persons: { records: 'named', fields: 'all' } },
  // Programming to tune in to, and stories trending: neither changes a record of the service.
  tuneInAlertLiveProgramming: {},
  trendingNews: {},
};
