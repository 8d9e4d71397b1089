/**
 * A fan's app, as small as the five steps need: it turns on a team's alerts, saves the device's
 * groups, and, handed a push payload as its platform delivers it, decodes it, opens the screen
 * it links to and shows the game's score.
 */
import type { HuddleClient } from 'huddle';
import { groupName, Preferences, route, toPath } from 'huddle/push';
import { decode } from 'huddle/push/toast'; // reads all three platforms' payloads

/** What the app shows after a notification was opened. */
export interface OpenedScreen {
  /** The route the app navigated to. */
  readonly path: string;
  /** The notification's message, as the device displayed it. */
  readonly message: string;
  /** The score the game screen shows, by team (`{ DET: 7, CHI: 3 }`), or `null` on another screen. */
  readonly score: Readonly<Record<string, number>> | null;
}

export function createFanApp(client: HuddleClient, device: { appName: string; deviceId: string }) {
  let preferences = Preferences.offered({ teams: [] });
  return {
    /** Step 1 and 2: the user turns on the team's game-start and scoring alerts; the groups are saved. */
    async follow(team: string): Promise<readonly string[]> {
      preferences = Preferences.fromGroups(preferences.toGroups(), { teams: [team] })
        .enable(groupName('teamAlertGameStart', team))
        .enable(groupName('teamAlertScoringPlays', team));
      await client.push.setGroups({ ...device, groups: preferences.toGroups() });
      return preferences.toGroups();
    },

    /** Step 5: the user taps the notification; the app opens the game it links to. */
    async open(payload: string): Promise<OpenedScreen> {
      const push = decode(payload);
      const link = route(push.notification);
      if (link.screen !== 'gameDetails') return { path: toPath(link), message: push.message, score: null };
      const game = await client.games
        .select('homeTeam{abbr},visitorTeam{abbr},homeTeamScore{pointsTotal},visitorTeamScore{pointsTotal}')
        .where('id', link.gameId)
        .first();
      if (game === null) throw new Error(`the service has no game ${link.gameId}`);
      return {
        path: toPath(link),
        message: push.message,
        score: {
          [game.homeTeam?.abbr ?? 'home']: game.homeTeamScore?.pointsTotal ?? 0,
          [game.visitorTeam?.abbr ?? 'visitors']: game.visitorTeamScore?.pointsTotal ?? 0,
        },
      };
    },
  };
}
