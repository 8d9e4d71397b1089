/**
 * What this page is about: one device, the teams its user follows, and the page size of the games
 * list. No side effects, so the end-to-end test (tests/examples/preferences-page.test.ts) reads
 * them too.
 */
import type { Device } from 'huddle/tanstack';

/** The device whose subscription groups the page edits. */
export const device: Device = { appName: 'preferences-page', deviceId: 'demo-device' };

/** The teams the user follows (abbreviations): each brings its team groups. */
export const followedTeams: readonly string[] = ['KC', 'NE'];

/** The legend of the groups that belong to no team. */
export const leagueWideLegend = 'League-wide';

/** How many games a page of the week's list holds. */
export const pageSize = 5;

/** Where the API is when the page URL has no `?api=`: `huddle mock`'s default port. */
export const defaultApi = 'http://127.0.0.1:4010';
