/**
 * The scoreboard's queries, on the preferences page's client (`?api=` in the page URL, the mock's
 * default port otherwise) and its `queries(client)` / `mutations(client)`.
 */
import { Preferences } from 'huddle/push';
import { client } from '../../preferences-page/src/api.ts';
import { followedTeams, gamesPerWeek, week } from './settings.ts';

export { apiRefused, apiUrl, m, q } from '../../preferences-page/src/api.ts';

/** Every group on offer for the followed teams, each off until the user turns it on. */
export const offered = Preferences.offered({ teams: followedTeams });

/** The week's games in kick-off order, with their state and scores. */
export const weekScoresQuery = client.games
  .select({
    id: true,
    gameTime: true,
    gameStatus: { phase: true },
    homeTeam: { abbr: true },
    visitorTeam: { abbr: true },
    homeTeamScore: { pointsTotal: true },
    visitorTeamScore: { pointsTotal: true },
  })
  .where('week.season', week.season)
  .where('week.week', week.week)
  .sort('gameTime')
  .take(gamesPerWeek);

/** The latest regular-season standings of some teams. */
export const standingsQuery = (teams: readonly string[]) =>
  client.teams
    .select({ abbr: true, standings: { overallWins: true, overallLosses: true, overallTies: true } })
    .where('abbr', '$in', [...teams])
    .sort('abbr')
    .filter('standings', (standings) => standings.where('week.seasonType', 'REG'))
    .takeLast(1);
