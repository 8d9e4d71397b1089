/**
 * One record of each resource, written by hand from the field tables of the spec ("Resources and
 * their fields"), every field the spec lists filled with a value of the type it gives. Nothing
 * here is read from huddle's model: these are what a service keeping to the spec may send.
 */

/** Drive: every field of its table. */
export const drive = {
  id: 'd0e1f2a3-0000-4000-8000-000000000101',
  possessionTeam: 'NE',
  orderSequence: 1,
  quarterStart: 1,
  quarterEnd: 1,
  gameClockStart: '15:00',
  gameClockEnd: '10:21',
  realTimeStart: '2024-09-08T17:05:00Z',
  realTimeEnd: '2024-09-08T17:12:30Z',
  startYardLine: 'NE 25',
  endYardLine: 'NYJ 10',
  yards: 65,
  firstDowns: 4,
};

const teamSummary = (abbr: string, fullName: string, nickName: string) => ({
  id: `team-${abbr.toLowerCase()}`,
  season: 2024,
  fullName,
  nickName,
  abbr,
});

/** Game: every field of its table, with one drive. */
export const game = {
  id: '3f2b9a10-0000-4000-8000-000000000001',
  week: { season: 2024, seasonType: 'REG', week: 1 },
  gameTime: '2024-09-08T17:00:00Z',
  gameType: 'REG',
  homeTeam: teamSummary('NE', 'New England Patriots', 'Patriots'),
  visitorTeam: teamSummary('NYJ', 'New York Jets', 'Jets'),
  gameStatus: {
    gameClock: '12:34',
    down: 2,
    yardsToGo: 7,
    yardLineSide: 'NE',
    yardLineNumber: 35,
    period: 3,
    phase: 'INGAME',
    possessionTeamId: 'team-ne',
    redZone: false,
    homeTimeoutsRemaining: 3,
    visitorTimeoutsRemaining: 2,
  },
  homeTeamScore: {
    pointsTotal: 24,
    pointsQ1: 7,
    pointsQ2: 10,
    pointsQ3: 0,
    pointsQ4: 7,
    pointsOvertime: 0,
    pointsOvertimeTotal: 0,
  },
  visitorTeamScore: {
    pointsTotal: 17,
    pointsQ1: 0,
    pointsQ2: 7,
    pointsQ3: 3,
    pointsQ4: 7,
    pointsOvertime: 0,
    pointsOvertimeTotal: 0,
  },
  stadiumInfo: {
    id: 'stadium-1',
    name: 'Gillette Stadium',
    location: {
      formattedAddress: '1 Patriot Pl, Foxborough, MA 02035',
      street: '1 Patriot Pl',
      city: 'Foxborough',
      postalCode: '02035',
      country: 'US',
      geoCoordinates: { type: 'Point', latitude: 42.0909, longitude: -71.2643 },
    },
  },
  drives: [drive],
};

/** Standings: every field the spec lists, of the type it gives. */
export const standings = {
  week: { seasonType: 'REG', week: 18 },
  overallWins: 10,
  overallLosses: 7,
  overallTies: 0,
  overallWinPct: 0.588,
  overallRank: 8,
  overallPointsFor: 400,
  overallPointsAgainst: 350,
  netTouchDowns: 5,
  homeWins: 6,
  homeLosses: 2,
  roadWins: 4,
  roadLosses: 5,
  divisionWins: 4,
  divisionLosses: 2,
  divisionTies: 0,
  conferenceWins: 7,
  conferenceLosses: 5,
  overallStreak: '2W',
  last5Wins: 3,
  last5Losses: 2,
  clinchDivision: false,
  clinchDivisionAndHomefield: false,
  clinchWildcard: true,
  clinchPlayoff: true,
  conferenceRank: 6,
  divisionRank: 2,
  playoffStatus: 'NOT_CLINCH_PLAYOFF',
  divisionLeaderGamesBack: 1.5,
  wildcardGamesBack: 0,
};

const passingStats = { attempts: 500, completions: 320 };
const rushingStats = { attempts: 400, yardsPerAttempt: 4.2 };

/** Team: every field of its table, conference and division selected whole, standings as one object. */
export const team = {
  id: 'team-ne',
  season: 2024,
  name: 'Patriots',
  fullName: 'New England Patriots',
  nickName: 'Patriots',
  abbr: 'NE',
  cityStateRegion: 'New England',
  teamType: 'TEAM',
  conference: 'AFC',
  division: 'AFC East',
  webDomain: 'patriots.com',
  established: 1960,
  venue: { name: 'Gillette Stadium', ticketPhoneNumber: '508-543-1776', ticketUrl: 'https://tickets.test/ne' },
  branding: {
    logos: [
      { href: 'https://img.test/ne/thumb.png', size: 'THUMB' },
      { href: 'https://img.test/ne/small.png', size: 'SMALL' },
      { href: 'https://img.test/ne/medium.png', size: 'MEDIUM' },
      { href: 'https://img.test/ne/mezzanine.png', size: 'MEZZANINE' },
    ],
  },
  standings,
  depthChart: {
    pager: { total: 2 },
    data: [
      { person: { displayName: 'Drake Maye' }, unit: 'OFFENSE', positionAbbr: 'QB', group: 1, depthOrder: 1 },
      { person: { displayName: 'Christian Gonzalez' }, unit: 'DEFENSE', positionAbbr: 'CB', group: 2, depthOrder: 1 },
    ],
  },
  teamSeasonStats: [{ id: 'tss-1', passingStats, rushingStats }],
  teamGameStats: [
    {
      id: 'tgs-1',
      team: { id: 'team-ne' },
      game: { id: game.id, homeTeamScore: { pointsTotal: 24 } },
      passingStats,
      rushingStats,
    },
  ],
};

const contentVisibility = {
  consumerRoles: { pager: { total: 1 }, data: [{ id: 'role-all' }] },
  promotionLevel: 'NONE',
  publishState: 'PUBLISHED',
  originalPublishDate: '2024-09-09T08:00:00Z',
};

/** Video: every field of its table. */
export const video = {
  id: 'video-1',
  title: 'Patriots vs. Jets highlights',
  caption: 'The best plays of week 1',
  url: 'https://videos.test/video-1',
  type: 'VIDEO',
  lastModifiedDate: '2024-09-09T08:00:00-07',
  originalImage: { asset: { source: 'https://img.test/video-1.jpg' } },
  videoAsset: { clipCategory: 'game-highlight', playBackInfo: { videoUrl: 'https://videos.test/video-1.m3u8' } },
  weekOfSeason: {
    id: 'wos-1',
    season: 2024,
    weekOrder: 1,
    seasonType: 'REG',
    week: 1,
    weekType: 'REG',
    name: 'Week 1',
  },
  show: { id: 'show-1', name: 'Game Day', season: 2024, episode: 1, premieredDate: '2024-09-08T12:00:00+03:00' },
  advertisingChannel: { id: 'ac-1', name: 'main', advertisingId: 'ad-1' },
  contentVisibility,
  propertyMetadata: { NOW: { clipType: { pager: { total: 2 }, data: ['highlight', 'recap'] } } },
};

/** Article item of a content list: every field the spec lists. */
export const article = {
  id: 'article-1',
  type: 'ARTICLE',
  title: 'Maye leads the way',
  caption: 'Week 1 recap',
  weekOfSeason: { season: 2024, seasonType: 'REG', week: 1, name: 'Week 1' },
  thumbnail: { id: 'img-1' },
  createdDate: '2024-09-09T06:00:00Z',
  lastModifiedDate: '2024-09-09T07:30:00.5+03:00',
  author: { id: 'author-1', firstName: 'Ann', lastName: 'Writer' },
  rightsHolder: {
    contentProvider: { id: 'cp-1', name: 'League Media' },
    contentProviderCreatedDate: '2024-09-01T10:00:00Z',
    copyright: '© League Media',
  },
  related: {
    teams: {
      pager: { total: 1 },
      data: [{ id: 'team-ne', abbr: 'NE', fullName: 'New England Patriots', nickName: 'Patriots' }],
    },
    persons: {
      pager: { total: 1 },
      data: [
        {
          id: 'person-1',
          displayName: 'Drake Maye',
          firstName: 'Drake',
          lastName: 'Maye',
          player: { rosterStatus: 'ACTIVE' },
        },
      ],
    },
  },
  contentVisibility,
};

/** Content list: every field of its table; its items a child list, a video and an article. */
export const contentList = {
  id: 'list-1',
  title: 'Top videos',
  caption: 'This week',
  type: 'CONTENT_LIST',
  listType: 'VIDEO_CHANNEL',
  contentListType: 'RANKING',
  contentCurationType: 'CURATED',
  createdDate: '2024-09-01T00:00:00Z',
  lastModifiedDate: '2024-09-08T09:00:00-08:00',
  contentVisibility,
  items: {
    pager: { total: 3 },
    data: [
      {
        id: 'list-2',
        title: 'Highlights',
        caption: 'Every highlight',
        type: 'CONTENT_LIST',
        listType: 'VIDEO_CHANNEL_CATEGORY',
        contentListType: 'VIDEO_CHANNEL_CATEGORY',
        contentCurationType: 'CURATED',
        items: { pager: {}, data: [] },
      },
      video,
      article,
    ],
  },
};

const task = (type: string, status: string, percentComplete: number) => ({
  type,
  id: `task-${type.toLowerCase()}`,
  name: type.toLowerCase(),
  percentComplete,
  status,
});

/** Job: every field of its table, with one task of each type the spec lists. */
export const job = {
  type: 'JOB_CLOSED_CAPTIONING',
  name: 'week-1-highlights',
  message: 'Captioning',
  percentComplete: 40,
  status: 'IN_PROGRESS',
  user: { username: 'editor', firstName: 'Ed', lastName: 'Itor' },
  submittedTime: '2024-09-08T10:00:00-07',
  completedTime: '2024-09-08T18:30:00.125Z',
  tasks: {
    pager: { total: 5 },
    data: [
      task('TASK_TRANSCODE_DELEGATE_FILE', 'COMPLETED', 100),
      task('TASK_GENERATE_CLOSED_CAPTIONING', 'IN_PROGRESS', 50),
      task('TASK_TRANSCODE_WITH_CLOSED_CAPTIONING', 'WAITING', 0),
      task('TASK_UPLOAD_TO_DELIVERY_STORAGE_LOCATION', 'PENDING', 0),
      task('TASK_SUBMIT_TO_DCL', 'PENDING', 0),
    ],
  },
};

/** User: every field the spec lists. */
export const user = {
  firstName: 'Sam',
  lastName: 'Fan',
  city: 'Boston',
  state: 'MA',
  socialNetworks: [{ name: 'mastodon', gender: 'F' }],
};

const image = (size: string, height: number, width: number) => ({
  id: `img-${size}`,
  type: 'IMAGE',
  asset: { id: `asset-${size}`, fileName: `${size}.jpg`, title: size, height, width },
});

/** Person: every field of its table. */
export const person = {
  id: 'person-1',
  firstName: 'Drake',
  lastName: 'Maye',
  displayName: 'Drake Maye',
  player: { rosterStatus: 'ACTIVE' },
  picture: {
    id: 'picture-1',
    largeImage: image('large', 1080, 1920),
    mediumImage: image('medium', 540, 960),
    smallImage: image('small', 135, 240),
  },
  playerStats: {
    seasonStats: [{ season: 2024, seasonType: 'REG', passingStats, rushingStats }],
    teamStats: [{ team: { nickName: 'Patriots' }, passingStats, rushingStats }],
  },
};

const player = { firstName: 'Rhamondre', lastName: 'Stevenson', team: { nickName: 'Patriots' } };
const rushing = { attempts: 200, yards: 900, touchdowns: 8, fumbles: 2 };

/** One record of each statistics resource: its subject, season, seasonType and its group of counters. */
export const statistics = {
  playerSeasonStats: { player, season: 2024, seasonType: 'REG', rushing },
  playerTeamStats: { player, season: 2024, seasonType: 'REG', rushing },
  playerGameStats: {
    player,
    season: 2024,
    seasonType: 'REG',
    game: { week: { week: 1, season: 2024, seasonType: 'REG' } },
    passing: { attempts: 30, completions: 20, yards: 250, touchdowns: 2, interceptions: 1 },
  },
  playerCareerStats: {
    player: { firstName: 'Julian', lastName: 'Edelman' },
    receiving: { receptions: 620, yards: 6822, touchdowns: 36 },
  },
  teamSeasonStats: {
    team: { nickName: 'Patriots' },
    season: 2024,
    seasonType: 'REG',
    defensive: { interceptions: 12, interceptionsTouchdowns: 2, interceptionsYards: 180 },
  },
} as const;

/** Audio: every field the spec lists. */
export const audio = {
  title: 'Patriots podcast, episode 1',
  rightsHolder: { contentProvider: { name: 'League Media' } },
  related: { persons: [{ firstName: 'Drake', lastName: 'Maye' }] },
  weekOfSeason: { season: 2024 },
};

/** Event: every field the spec lists. */
export const event = {
  id: 'event-1',
  title: 'Draft party',
  description: 'Watch the draft with the team',
  startDateTime: '2024-04-25T18:00:00-07',
  endDateTime: '2024-04-25T23:00:00-07:00',
  venue: {
    name: 'Patriot Place',
    address: { street: '1 Patriot Pl', city: 'Foxborough', state: 'MA', postalCode: '02035', country: 'US' },
  },
  assets: { imageUrl: 'https://img.test/event-1.jpg', imageIconUrl: 'https://img.test/event-1-icon.jpg' },
};
