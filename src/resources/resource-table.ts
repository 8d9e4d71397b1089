/**
 * The resource table: every query endpoint of the service, described once. Clients, mocks and
 * documentation are derived from these rows; adding an endpoint means adding a row (and its line
 * in {@link resourceDocs}, which the compiler asks for, and its sub-collection filters, if it has any,
 * in `subQueryTable`).
 */

import { type SubQueryRow, subQueryTable } from './sub-queries.js';

export type { SubQueryRow } from './sub-queries.js';

/**
 * Every way a list endpoint wraps its records, each kind once: the client reads each
 * (`envelopeReaders` in resources/envelope-records.ts, for the client and the
 * mock's proxy), the mock writes each (`envelopeWriters` in
 * mock/engine/list-body.ts) and the OpenAPI document describes each (`envelopeSchemas` in
 * scripts/openapi.ts), every one a table typed `Record<EnvelopeKind, …>`, so a kind added here
 * fails to compile until each of them handles it.
 */
export interface EnvelopeKinds {
  /** A bare JSON array (`/games`; an envelope is accepted too, as the spec contradicts itself on this). */
  readonly list: unknown;
  /** `{ pager, data }`. */
  readonly envelope: unknown;
  /** `{ <resource>: { pager, data } }` (statistics). */
  readonly 'keyed-envelope': unknown;
  /** `{ pager, data }`, or a content-list object whose `items` is the envelope of the records (`/videos` searched by related game). */
  readonly 'content-list': unknown;
  /** `{ pager, data }`, or one record by itself (`/lists` naming one list). */
  readonly 'record-or-envelope': unknown;
}

/** How a list endpoint wraps its records: a key of {@link EnvelopeKinds}. */
export type EnvelopeKind = keyof EnvelopeKinds;

/** One endpoint of the service, as plain data: what it is called, where it is, how it answers. */
export interface ResourceRow {
  /** The list path, then aliases that answer the same (`/teams/`, `/contentList`). */
  readonly paths: readonly [string, ...string[]];
  /** The by-id path, with `{id}` in place of the identifier, where the resource has one. */
  readonly byIdPath: string | null;
  /** How list responses wrap the records. */
  readonly envelope: EnvelopeKind;
  /**
   * For a `content-list` endpoint, the filter path that makes it answer with a content list
   * (`related.games.id`: the videos of a game); `null` for every other endpoint.
   */
  readonly contentListWhen: string | null;
  /** Fields returned when `fs` is omitted, where the spec gives them; `null`: whole records. */
  readonly defaultFields: readonly string[] | null;
  /** Embedded lists that `s` can filter: its entry of `subQueryTable` (src/resources/sub-queries.ts), or none. */
  readonly subQueries: readonly SubQueryRow[];
}

/** Every query endpoint of the service, keyed by the name its client has (`client.games`). */
export const resources = {
  games: {
    paths: ['/games'],
    byIdPath: null,
    envelope: 'list',
    contentListWhen: null,
    defaultFields: [
      'id',
      'week',
      'gameTime',
      'gameType',
      'homeTeam',
      'visitorTeam',
      'gameStatus',
      'homeTeamScore',
      'visitorTeamScore',
    ],
    subQueries: subQueryTable.games,
  },
  teams: {
    paths: ['/teams', '/teams/'],
    byIdPath: '/teams/{id}',
    envelope: 'envelope',
    contentListWhen: null,
    defaultFields: null,
    subQueries: subQueryTable.teams,
  },
  videos: {
    paths: ['/videos'],
    byIdPath: '/videos/{id}',
    envelope: 'content-list',
    contentListWhen: 'related.games.id',
    defaultFields: null,
    subQueries: [],
  },
  videoJobs: {
    paths: ['/videos/assets/jobs'],
    byIdPath: '/videos/assets/{id}',
    envelope: 'envelope',
    contentListWhen: null,
    defaultFields: null,
    subQueries: [],
  },
  lists: {
    paths: ['/lists', '/contentList'],
    byIdPath: null,
    envelope: 'record-or-envelope',
    contentListWhen: null,
    defaultFields: null,
    subQueries: [],
  },
  users: {
    paths: ['/users'],
    byIdPath: null,
    envelope: 'envelope',
    contentListWhen: null,
    defaultFields: null,
    subQueries: [],
  },
  persons: {
    paths: ['/persons'],
    byIdPath: null,
    envelope: 'envelope',
    contentListWhen: null,
    defaultFields: null,
    subQueries: subQueryTable.persons,
  },
  playerSeasonStats: {
    paths: ['/playerSeasonStats'],
    byIdPath: null,
    envelope: 'keyed-envelope',
    contentListWhen: null,
    defaultFields: null,
    subQueries: [],
  },
  playerTeamStats: {
    paths: ['/playerTeamStats'],
    byIdPath: null,
    envelope: 'keyed-envelope',
    contentListWhen: null,
    defaultFields: null,
    subQueries: [],
  },
  playerGameStats: {
    paths: ['/playerGameStats'],
    byIdPath: null,
    envelope: 'keyed-envelope',
    contentListWhen: null,
    defaultFields: null,
    subQueries: [],
  },
  playerCareerStats: {
    paths: ['/playerCareerStats'],
    byIdPath: null,
    envelope: 'keyed-envelope',
    contentListWhen: null,
    defaultFields: null,
    subQueries: [],
  },
  teamSeasonStats: {
    paths: ['/teamSeasonStats'],
    byIdPath: null,
    envelope: 'keyed-envelope',
    contentListWhen: null,
    defaultFields: null,
    subQueries: [],
  },
  audios: {
    paths: ['/audios'],
    byIdPath: null,
    envelope: 'envelope',
    contentListWhen: null,
    defaultFields: null,
    subQueries: [],
  },
  events: {
    paths: ['/events'],
    byIdPath: null,
    envelope: 'envelope',
    contentListWhen: null,
    defaultFields: null,
    subQueries: [],
  },
} as const satisfies Record<string, ResourceRow>;

/** The name of a resource of the table (`'games'`, `'teams'`, …). */
export type ResourceName = keyof typeof resources;

/** The resources whose row has a by-id path (`teams`, `videos`, `videoJobs`): those with a `get`. */
export type ByIdResource = {
  [Name in ResourceName]: (typeof resources)[Name]['byIdPath'] extends string ? Name : never;
}[ResourceName];

/** What the documentation says of a resource, beside its row: prose that no run-time code reads. */
export interface ResourceDocs {
  /** One line for docs and generated tables. */
  readonly description: string;
  /** Field paths the spec documents as filterable for this endpoint. */
  readonly filterHints: readonly string[];
  /**
   * Its row of the spec's endpoint table, as `huddle verify` quotes it: the path shape, the query
   * parameters it takes and what it answers (`/games | fs, s | list of Game`).
   */
  readonly endpoint: string;
}

/**
 * The documentation of every row, kept out of {@link resources} so that the entries which read
 * the table at run time (`huddle/query` above all) do not carry its prose: a bundler keeps or
 * drops a whole object, never some of its members. A row without docs fails to compile here.
 */
export const resourceDocs: { readonly [Name in ResourceName]: ResourceDocs } = {
  games: {
    endpoint: '/games | fs, s | list of Game',
    description: 'Games with their teams, scores, status, stadium and drives.',
    filterHints: [
      'week.season',
      'week.seasonType',
      'week.week',
      'homeTeam.abbr',
      'visitorTeam.abbr',
      'drives.firstDowns',
      'drives.yards',
    ],
  },
  teams: {
    endpoint: '/teams and /teams/ | fs, s | envelope of Team',
    description: 'Teams with standings, depth chart, branding and team statistics.',
    filterHints: ['abbr', 'season', 'standings.week.seasonType'],
  },
  videos: {
    endpoint: '/videos | fs, s | envelope of Video, or content-list object for a related-game query',
    description: 'Videos; a search by related game answers with a content list.',
    filterHints: ['related.games.id', 'week.season', 'videoAsset.clipCategory'],
  },
  videoJobs: {
    endpoint: '/videos/assets/jobs | fs, s | envelope of Job',
    description: 'Video-processing jobs and their tasks.',
    filterHints: [],
  },
  lists: {
    endpoint: '/lists and /contentList | fs, s | the selected content list, or envelope of content lists',
    description: 'Content lists of child lists, videos and articles.',
    filterHints: [],
  },
  users: {
    endpoint: '/users | fs, s | envelope of User',
    description: 'Users of the service.',
    filterHints: ['city', 'state', 'socialNetworks.gender', 'socialNetworks.name'],
  },
  persons: {
    endpoint: '/persons | fs, s | envelope of Person',
    description: 'Players and other people, with pictures and player statistics.',
    filterHints: ['firstName', 'lastName'],
  },
  playerSeasonStats: {
    endpoint: '/playerSeasonStats | fs, s | envelope under resource key',
    description: "A player's rushing figures for a season.",
    filterHints: ['season', 'seasonType'],
  },
  playerTeamStats: {
    endpoint: '/playerTeamStats | fs, s | envelope under resource key',
    description: "A player's rushing figures for one team.",
    filterHints: ['season', 'seasonType', 'team.nickName'],
  },
  playerGameStats: {
    endpoint: '/playerGameStats | fs, s | envelope under resource key',
    description: "A player's passing figures for one game.",
    filterHints: ['game.week.week', 'game.week.season', 'game.week.seasonType', 'game.homeTeam.abbr'],
  },
  playerCareerStats: {
    endpoint: '/playerCareerStats | fs, s | envelope under resource key',
    description: "A player's receiving figures over a career.",
    filterHints: [],
  },
  teamSeasonStats: {
    endpoint: '/teamSeasonStats | fs, s | envelope under resource key',
    description: "A team's defensive figures for a season.",
    filterHints: ['season', 'seasonType'],
  },
  audios: {
    endpoint: '/audios | fs, s | envelope of Audio',
    description: 'Audio clips.',
    filterHints: ['weekOfSeason.season'],
  },
  events: {
    endpoint: '/events | fs, s | envelope of Event',
    description: 'Events with their venues.',
    filterHints: ['startDateTime', 'endDateTime', 'venue.location.city'],
  },
};

/** The names of every resource, in table order. */
export const resourceNames = Object.keys(resources) as ResourceName[];

/**
 * The push call: the one endpoint outside the query table. `{appName}` and `{deviceId}` are path
 * segments; it answers 202 with no body, or 400 naming what was wrong.
 */
export const pushRoute = {
  method: 'PUT',
  path: '/v1/push/{appName}/devices/{deviceId}/groups',
  description: "Sets the groups a device is subscribed to (all of them: the call replaces the device's groups).",
} as const;
