/**
 * The huddle client of the page, and its TanStack Query options. The API is the one `?api=` in
 * the page URL names (`?api=http://127.0.0.1:4010`) when it is on this machine (api-origin.ts: the
 * page sends a bearer token), `huddle mock`'s default port otherwise.
 */
import { createClient } from 'huddle';
import { mutations, queries } from 'huddle/tanstack';
import { chooseApi } from './api-origin.ts';
import { defaultApi, followedTeams, pageSize } from './settings.ts';

const api = chooseApi(window.location.search, defaultApi);
export const apiUrl = api.url;
/** Why the page's `?api=` was refused, to show; null when it was not. */
export const apiRefused = api.refused;

// The mock takes any bearer token; a real app hands its session's.
export const client = createClient({ baseUrl: apiUrl, token: 'demo-token' });

export const q = queries(client);
export const m = mutations(client);

/** The followed teams, for their names. */
export const followedTeamsQuery = client.teams
  .select({ abbr: true, fullName: true })
  .where('abbr', '$in', [...followedTeams]);

/** The games of week 1 of 2024 in kick-off order, `pageSize` a page. */
export const weekGamesQuery = client.games
  .select({ id: true, gameTime: true, homeTeam: { abbr: true }, visitorTeam: { abbr: true } })
  .where('week.season', 2024)
  .where('week.week', 1)
  .sort('gameTime')
  .take(pageSize);
