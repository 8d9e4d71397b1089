/**
 * What the scoreboard is about: the preferences page's device and followed teams (the same device,
 * so the same preferences in the cache), the week it shows, and the groups that make a team the
 * device's. No side effects, so the end-to-end test (tests/examples/scoreboard.test.ts) reads them.
 */
import type { TeamGroupKind } from 'huddle/push';

export { device, followedTeams } from '../../preferences-page/src/settings.ts';

/** The week the scoreboard shows. */
export const week = { season: 2024, week: 1 } as const;

/** A week's games at most: every team plays once (32 teams). */
export const gamesPerWeek = 16;

/** The team groups the scoreboard switches: a team's scores, and its finals (which move standings). */
export const scoreboardGroups = [
  'teamAlertScoringPlays',
  'teamAlertGameEnd',
] as const satisfies readonly TeamGroupKind[];

/** The payload format the page's stand-in device registers with on the mock's delivery stream. */
export const streamPlatform = 'data';
