/**
 * The resources' fields and shapes, copied by hand from the spec's tables ("Resources and their
 * fields"): the expected values of the conformance suite. Never derived from huddle's resource
 * table, model or field trees, which are what the suite checks. A field whose type the spec does
 * not state is `'any'`: it must be there when selected, of whatever kind.
 */
import { envelope, type Fields, fields, list, oneOf } from './support/shape.ts';

const teamSummary = fields({ id: 'string', season: 'integer', fullName: 'string', nickName: 'string', abbr: 'string' });

const score = fields({
  pointsTotal: 'integer',
  pointsQ1: 'integer',
  pointsQ2: 'integer',
  pointsQ3: 'integer',
  pointsQ4: 'integer',
  pointsOvertime: 'integer',
  pointsOvertimeTotal: 'integer',
});

/** Drive (embedded in Game). */
export const drive = fields({
  id: 'string',
  possessionTeam: 'string',
  orderSequence: 'integer',
  quarterStart: 'integer',
  quarterEnd: 'integer',
  gameClockStart: 'clock',
  gameClockEnd: 'clock',
  realTimeStart: 'timestamp',
  realTimeEnd: 'timestamp',
  startYardLine: 'string',
  endYardLine: 'string',
  yards: 'integer',
  firstDowns: 'integer',
});

/** stadiumInfo of a Game. */
const stadiumInfo = fields({
  id: 'any',
  name: 'any',
  location: fields({
    formattedAddress: 'any',
    street: 'any',
    city: 'any',
    postalCode: 'any',
    country: 'any',
    geoCoordinates: fields({ type: 'any', latitude: 'number', longitude: 'number' }),
  }),
});

/** The Game fields "when `fs` is omitted on `/games`", in the spec's order. */
export const GAME_DEFAULT_FIELDS = [
  'id',
  'week',
  'gameTime',
  'gameType',
  'homeTeam',
  'visitorTeam',
  'gameStatus',
  'homeTeamScore',
  'visitorTeamScore',
];

/** Game (`/games`). */
export const game = fields({
  id: 'string',
  week: fields({ season: 'integer', seasonType: 'string', week: 'integer' }),
  gameTime: 'timestamp',
  gameType: 'string',
  homeTeam: teamSummary,
  visitorTeam: teamSummary,
  gameStatus: fields({
    gameClock: 'any',
    down: 'any',
    yardsToGo: 'any',
    yardLineSide: 'any',
    yardLineNumber: 'any',
    period: 'any',
    phase: 'any',
    possessionTeamId: 'any',
    redZone: 'any',
    homeTimeoutsRemaining: 'any',
    visitorTimeoutsRemaining: 'any',
  }),
  homeTeamScore: score,
  visitorTeamScore: score,
  stadiumInfo,
  drives: list(drive),
});

/** The Standings fields, in the spec's order. */
export const STANDINGS_FIELDS = [
  'week',
  'overallWins',
  'overallLosses',
  'overallTies',
  'overallWinPct',
  'overallRank',
  'overallPointsFor',
  'overallPointsAgainst',
  'netTouchDowns',
  'homeWins',
  'homeLosses',
  'roadWins',
  'roadLosses',
  'divisionWins',
  'divisionLosses',
  'divisionTies',
  'conferenceWins',
  'conferenceLosses',
  'overallStreak',
  'last5Wins',
  'last5Losses',
  'clinchDivision',
  'clinchDivisionAndHomefield',
  'clinchWildcard',
  'clinchPlayoff',
  'conferenceRank',
  'divisionRank',
  'playoffStatus',
  'divisionLeaderGamesBack',
  'wildcardGamesBack',
];

/** Standings (embedded in Team): the kinds the spec states; the others any. */
export const standings = fields({
  ...Object.fromEntries(STANDINGS_FIELDS.map((name) => [name, 'any' as const])),
  week: fields({ seasonType: 'string', week: 'any' }),
  overallWins: 'integer',
  overallLosses: 'integer',
  overallTies: 'integer',
  overallWinPct: 'number',
  overallStreak: 'string',
  clinchDivision: 'boolean',
  clinchDivisionAndHomefield: 'boolean',
  clinchWildcard: 'boolean',
  clinchPlayoff: 'boolean',
  conferenceRank: 'integer',
  divisionRank: 'integer',
  playoffStatus: 'string',
  divisionLeaderGamesBack: 'number',
  wildcardGamesBack: 'number',
});

/** Depth chart entry (embedded in Team). */
export const depthChartEntry = fields({
  person: fields({ displayName: 'any' }),
  unit: oneOf('OFFENSE', 'DEFENSE'),
  positionAbbr: 'string',
  group: 'integer',
  depthOrder: 'integer',
});

/** Team (`/teams`), without the fields whose form depends on the selection (conference, division, standings). */
export const team = fields({
  id: 'string',
  season: 'integer',
  name: 'string',
  fullName: 'string',
  nickName: 'string',
  abbr: 'string',
  cityStateRegion: 'string',
  teamType: 'string',
  webDomain: 'string',
  established: 'integer',
  venue: fields({ name: 'string', ticketPhoneNumber: 'string', ticketUrl: 'string' }),
  branding: fields({
    logos: list(fields({ href: 'string', size: oneOf('THUMB', 'SMALL', 'MEDIUM', 'MEZZANINE') })),
  }),
  depthChart: envelope(depthChartEntry),
  teamSeasonStats: list(fields({ id: 'any', passingStats: 'object', rushingStats: 'object' })),
  teamGameStats: list(
    fields({
      id: 'any',
      team: fields({ id: 'any' }),
      game: fields({ id: 'any', homeTeamScore: 'object' }),
      passingStats: 'object',
      rushingStats: 'object',
    }),
  ),
});

/** ContentVisibility. */
export const contentVisibility = fields({
  consumerRoles: envelope(fields({ id: 'any' })),
  promotionLevel: 'string',
  publishState: 'string',
  originalPublishDate: 'timestamp',
});

/** Video (`/videos`). */
export const video = fields({
  id: 'string',
  title: 'string',
  caption: 'string',
  url: 'string',
  type: 'string',
  lastModifiedDate: 'timestamp',
  originalImage: fields({ asset: fields({ source: 'string' }) }),
  videoAsset: fields({ clipCategory: 'any', playBackInfo: fields({ videoUrl: 'any' }) }),
  weekOfSeason: fields({
    id: 'any',
    season: 'any',
    weekOrder: 'any',
    seasonType: 'any',
    week: 'any',
    weekType: 'any',
    name: 'any',
  }),
  show: fields({ id: 'any', name: 'any', season: 'any', episode: 'any', premieredDate: 'any' }),
  advertisingChannel: fields({ id: 'any', name: 'any', advertisingId: 'any' }),
  contentVisibility,
  propertyMetadata: fields({ NOW: fields({ clipType: envelope('string') }) }),
});

/** Content list (`/lists`, `/contentList`), its items selected whole. */
export const contentList = fields({
  id: 'string',
  title: 'string',
  caption: 'string',
  type: oneOf('CONTENT_LIST'),
  listType: 'string',
  contentListType: 'string',
  contentCurationType: 'string',
  createdDate: 'timestamp',
  lastModifiedDate: 'timestamp',
  contentVisibility,
  items: 'object',
});

/** Article item (a content list's item of type ARTICLE). */
export const article = fields({
  id: 'any',
  type: oneOf('ARTICLE'),
  title: 'any',
  caption: 'any',
  weekOfSeason: fields({ season: 'any', seasonType: 'any', week: 'any', name: 'any' }),
  thumbnail: fields({ id: 'any' }),
  createdDate: 'timestamp',
  lastModifiedDate: 'timestamp',
  author: fields({ id: 'any', firstName: 'any', lastName: 'any' }),
  rightsHolder: fields({
    contentProvider: fields({ id: 'any', name: 'any' }),
    contentProviderCreatedDate: 'any',
    copyright: 'any',
  }),
  related: fields({
    teams: envelope(fields({ id: 'any', abbr: 'any', fullName: 'any', nickName: 'any' })),
    persons: envelope(
      fields({
        id: 'any',
        displayName: 'any',
        firstName: 'any',
        lastName: 'any',
        player: fields({ rosterStatus: 'any' }),
      }),
    ),
  }),
  contentVisibility: 'object',
});

/** Task of a Job. */
const task = fields({
  type: oneOf(
    'TASK_TRANSCODE_DELEGATE_FILE',
    'TASK_GENERATE_CLOSED_CAPTIONING',
    'TASK_TRANSCODE_WITH_CLOSED_CAPTIONING',
    'TASK_UPLOAD_TO_DELIVERY_STORAGE_LOCATION',
    'TASK_SUBMIT_TO_DCL',
  ),
  id: 'string',
  name: 'string',
  percentComplete: 'integer',
  status: 'string',
});

/** Job (`/videos/assets`). */
export const job = fields({
  type: 'string',
  name: 'string',
  message: 'string',
  percentComplete: 'integer',
  status: 'string',
  user: fields({ username: 'any', firstName: 'any', lastName: 'any' }),
  submittedTime: 'timestamp',
  completedTime: 'timestamp',
  tasks: envelope(task),
});

/** User (`/users`). */
export const user = fields({
  firstName: 'string',
  lastName: 'string',
  city: 'string',
  state: 'string',
  socialNetworks: list(fields({ name: 'string', gender: 'string' })),
});

const image = fields({
  id: 'any',
  type: oneOf('IMAGE'),
  asset: fields({ id: 'any', fileName: 'any', title: 'any', height: 'integer', width: 'integer' }),
});
const passingStats = fields({ attempts: 'number', completions: 'number' });
const rushingStats = fields({ attempts: 'number', yardsPerAttempt: 'number' });

/** Person (`/persons`). */
export const person = fields({
  id: 'string',
  firstName: 'string',
  lastName: 'string',
  displayName: 'string',
  player: fields({ rosterStatus: 'any' }),
  picture: fields({ id: 'any', largeImage: image, mediumImage: image, smallImage: image }),
  playerStats: fields({
    seasonStats: list(fields({ season: 'any', seasonType: 'any', passingStats, rushingStats })),
    teamStats: list(fields({ team: fields({ nickName: 'any' }), passingStats, rushingStats })),
  }),
});

const counters = (...names: string[]) => fields(Object.fromEntries(names.map((name) => [name, 'integer' as const])));
const rushing = counters('attempts', 'yards', 'touchdowns', 'fumbles');

/** The statistics resources: subject and groups of integer counters, by path. */
export const statistics: Readonly<Record<string, Fields>> = {
  playerSeasonStats: fields({
    season: 'integer',
    seasonType: 'string',
    player: fields({ firstName: 'any', lastName: 'any', team: fields({ nickName: 'any' }) }),
    rushing,
  }),
  playerTeamStats: fields({
    player: fields({ firstName: 'any', lastName: 'any', team: fields({ nickName: 'any' }) }),
    rushing,
  }),
  playerGameStats: fields({
    player: fields({ firstName: 'any', lastName: 'any', team: fields({ nickName: 'any' }) }),
    passing: counters('attempts', 'completions', 'yards', 'touchdowns', 'interceptions'),
  }),
  playerCareerStats: fields({
    player: fields({ firstName: 'any', lastName: 'any' }),
    receiving: counters('receptions', 'yards', 'touchdowns'),
  }),
  teamSeasonStats: fields({
    season: 'integer',
    seasonType: 'string',
    team: fields({ nickName: 'any' }),
    defensive: counters('interceptions', 'interceptionsTouchdowns', 'interceptionsYards'),
  }),
};

/** Audio (`/audios`). */
export const audio = fields({
  title: 'string',
  rightsHolder: fields({ contentProvider: fields({ name: 'any' }) }),
  related: fields({ persons: list(fields({ firstName: 'any', lastName: 'any' })) }),
  weekOfSeason: fields({ season: 'any' }),
});

/** Event (`/events`). */
export const event = fields({
  id: 'string',
  title: 'string',
  description: 'string',
  startDateTime: 'timestamp',
  endDateTime: 'timestamp',
  venue: fields({
    name: 'any',
    address: fields({ street: 'any', city: 'any', state: 'any', postalCode: 'any', country: 'any' }),
  }),
  assets: fields({ imageUrl: 'any', imageIconUrl: 'any' }),
});
