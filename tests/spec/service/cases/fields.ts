/**
 * The rows of the resources' tables ("Resources and their fields"), one test each: the row's
 * fields selected through `fs`, every record answered holding exactly them, of the kinds the row
 * states (../shapes.ts, copied by hand from the same rows).
 */
import { expect } from 'vitest';
import { cite } from '../../support/cite.ts';
import * as shapes from '../shapes.ts';
import { envelope, type Fields, fields, list, type Shape, selectorOf, shapeProblems } from '../support/shape.ts';
import { expectNone, type Suite } from '../support/suite.ts';

/** Some fields of a shape. */
const pick = (shape: Fields, ...names: string[]): Fields =>
  fields(Object.fromEntries(names.map((name) => [name, shape.fields[name] as Shape])));

/** A field holding a shape: `drives` holding a list of some Drive fields. */
const under = (name: string, shape: Shape): Fields => fields({ [name]: shape });

/** One row: the test's name (a citation), the path asked, the fields selected, and `s`. */
type Row = readonly [name: string, path: string, shape: Fields, s?: unknown];

const drives = (...names: string[]) => under('drives', list(pick(shapes.drive, ...names)));
const games = { $take: 12, $skip: 60 };
const standings = (...names: string[]) => under('standings', envelope(pick(shapes.standings, ...names)));
/** The standings sub-query, which makes `standings` an envelope (Team). */
const regularSeason = { $query: { standings: { $query: { 'week.seasonType': 'REG' } } }, $take: 4 };
const depthChart = (...names: string[]) => under('depthChart', envelope(pick(shapes.depthChartEntry, ...names)));

const rows: readonly Row[] = [
  [cite('Game (/games)', '| id | string |'), '/games', pick(shapes.game, 'id'), games],
  [
    cite('Game (/games)', '| week | object: season (integer), seasonType (string, e.g. `REG`), week (integer) |'),
    '/games',
    pick(shapes.game, 'week'),
    games,
  ],
  [cite('Game (/games)', '| gameTime | timestamp |'), '/games', pick(shapes.game, 'gameTime'), games],
  [cite('Game (/games)', '| gameType | string (e.g. `REG`) |'), '/games', pick(shapes.game, 'gameType'), games],
  [
    cite(
      'Game (/games)',
      '| homeTeam, visitorTeam | Team summary: id, season (integer), fullName, nickName, abbr (strings) |',
    ),
    '/games',
    pick(shapes.game, 'homeTeam', 'visitorTeam'),
    games,
  ],
  [
    cite(
      'Game (/games)',
      '| gameStatus | object: gameClock, down, yardsToGo, yardLineSide, yardLineNumber, period, phase, possessionTeamId, redZone, homeTimeoutsRemaining, visitorTimeoutsRemaining (all nullable) |',
    ),
    '/games',
    pick(shapes.game, 'gameStatus'),
    games,
  ],
  [
    cite(
      'Game (/games)',
      '| homeTeamScore, visitorTeamScore | object: pointsTotal, pointsQ1, pointsQ2, pointsQ3, pointsQ4, pointsOvertime, pointsOvertimeTotal (nullable integers) |',
    ),
    '/games',
    pick(shapes.game, 'homeTeamScore', 'visitorTeamScore'),
    games,
  ],
  [
    cite(
      'Game (/games)',
      '| stadiumInfo | object: id, name, location{formattedAddress, street, city, postalCode, country, geoCoordinates{type, latitude (number), longitude (number)}} |',
    ),
    '/games',
    pick(shapes.game, 'stadiumInfo'),
    games,
  ],
  [cite('Game (/games)', '| drives | list of Drive |'), '/games', pick(shapes.game, 'drives'), { $take: 4 }],
  [cite('Drive (embedded in Game)', '| id | string |'), '/games', drives('id'), games],
  [cite('Drive (embedded in Game)', '| possessionTeam | string |'), '/games', drives('possessionTeam'), games],
  [cite('Drive (embedded in Game)', '| orderSequence | integer |'), '/games', drives('orderSequence'), games],
  [
    cite('Drive (embedded in Game)', '| quarterStart, quarterEnd | integer, nullable |'),
    '/games',
    drives('quarterStart', 'quarterEnd'),
    games,
  ],
  [
    cite(
      'Drive (embedded in Game)',
      '| gameClockStart, gameClockEnd | string clock value (minutes:seconds), nullable |',
    ),
    '/games',
    drives('gameClockStart', 'gameClockEnd'),
    games,
  ],
  [
    cite('Drive (embedded in Game)', '| realTimeStart, realTimeEnd | timestamp, nullable |'),
    '/games',
    drives('realTimeStart', 'realTimeEnd'),
    games,
  ],
  [
    cite('Drive (embedded in Game)', '| startYardLine, endYardLine | string, nullable |'),
    '/games',
    drives('startYardLine', 'endYardLine'),
    games,
  ],
  [cite('Drive (embedded in Game)', '| yards | integer |'), '/games', drives('yards'), games],
  [cite('Drive (embedded in Game)', '| firstDowns | integer |'), '/games', drives('firstDowns'), games],
  [
    cite(
      'Team (/teams)',
      '| id, season, name, fullName, nickName, abbr, cityStateRegion, teamType | id string; season integer; others string; season and teamType may be null |',
    ),
    '/teams',
    pick(shapes.team, 'id', 'season', 'name', 'fullName', 'nickName', 'abbr', 'cityStateRegion', 'teamType'),
  ],
  [cite('Team (/teams)', '| webDomain | string |'), '/teams', pick(shapes.team, 'webDomain')],
  [cite('Team (/teams)', '| established | integer |'), '/teams', pick(shapes.team, 'established')],
  [
    cite('Team (/teams)', '| venue | object: name, ticketPhoneNumber, ticketUrl (strings) |'),
    '/teams',
    pick(shapes.team, 'venue'),
  ],
  [
    cite(
      'Team (/teams)',
      '| branding | object: logos, a list of {href (string), size (one of `THUMB`, `SMALL`, `MEDIUM`, `MEZZANINE`)} |',
    ),
    '/teams',
    pick(shapes.team, 'branding'),
  ],
  [
    cite('Team (/teams)', '| depthChart | envelope of depth-chart entries |'),
    '/teams',
    pick(shapes.team, 'depthChart'),
    { $take: 3 },
  ],
  [
    cite('Team (/teams)', '| teamSeasonStats | list of TeamSeasonStat |'),
    '/teams',
    pick(shapes.team, 'teamSeasonStats'),
  ],
  [
    cite('Team (/teams)', '| teamGameStats | list of TeamGameStat |'),
    '/teams',
    pick(shapes.team, 'teamGameStats'),
    { $take: 3 },
  ],
  [
    cite('Standings (embedded in Team)', 'overallStreak (string such as a count plus result letter)'),
    '/teams',
    standings('overallStreak'),
    regularSeason,
  ],
  [
    cite(
      'Standings (embedded in Team)',
      'clinchDivision, clinchDivisionAndHomefield, clinchWildcard, clinchPlayoff (booleans)',
    ),
    '/teams',
    standings('clinchDivision', 'clinchDivisionAndHomefield', 'clinchWildcard', 'clinchPlayoff'),
    regularSeason,
  ],
  [
    cite('Standings (embedded in Team)', 'conferenceRank, divisionRank (integers)'),
    '/teams',
    standings('conferenceRank', 'divisionRank'),
    regularSeason,
  ],
  [
    cite('Standings (embedded in Team)', 'playoffStatus (string; value seen: `NOT_CLINCH_PLAYOFF`)'),
    '/teams',
    standings('playoffStatus'),
    regularSeason,
  ],
  [
    cite('Standings (embedded in Team)', 'divisionLeaderGamesBack, wildcardGamesBack (numbers)'),
    '/teams',
    standings('divisionLeaderGamesBack', 'wildcardGamesBack'),
    regularSeason,
  ],
  [cite('Standings (embedded in Team)', '`week{seasonType, week}`'), '/teams', standings('week'), regularSeason],
  [cite('Depth chart entry (embedded in Team)', '`person{displayName}`'), '/teams', depthChart('person'), { $take: 3 }],
  [
    cite('Depth chart entry (embedded in Team)', '`positionAbbr` (string), `group` (integer)'),
    '/teams',
    depthChart('positionAbbr', 'group'),
    { $take: 3 },
  ],
  [
    cite('Video (/videos)', '| id, title, caption, url | string |'),
    '/videos',
    pick(shapes.video, 'id', 'title', 'caption', 'url'),
  ],
  [cite('Video (/videos)', '| type | string; value seen: `VIDEO` |'), '/videos', pick(shapes.video, 'type')],
  [cite('Video (/videos)', '| lastModifiedDate | timestamp |'), '/videos', pick(shapes.video, 'lastModifiedDate')],
  [
    cite('Video (/videos)', '| originalImage | {asset{source}} (source is a URL string) |'),
    '/videos',
    pick(shapes.video, 'originalImage'),
  ],
  [
    cite(
      'Video (/videos)',
      '| videoAsset | {clipCategory, playBackInfo{videoUrl}}; clipCategory values used in queries: `preview`, `recap`, `game-highlight`, `in-game-highlight` |',
    ),
    '/videos',
    pick(shapes.video, 'videoAsset'),
  ],
  [
    cite(
      'Video (/videos)',
      '| weekOfSeason | {id, season, weekOrder, seasonType, week, weekType, name}; members nullable |',
    ),
    '/videos',
    pick(shapes.video, 'weekOfSeason'),
  ],
  [
    cite('Video (/videos)', '| show | {id, name, season, episode, premieredDate}; members nullable |'),
    '/videos',
    pick(shapes.video, 'show'),
  ],
  [
    cite('Video (/videos)', '| advertisingChannel | {id, name, advertisingId} |'),
    '/videos',
    pick(shapes.video, 'advertisingChannel'),
  ],
  [
    cite('Video (/videos)', '| contentVisibility | see ContentVisibility |'),
    '/videos',
    pick(shapes.video, 'contentVisibility'),
  ],
  [
    cite('Video (/videos)', '| propertyMetadata | {NOW{clipType{pager, data:[string]}}} |'),
    '/videos',
    pick(shapes.video, 'propertyMetadata'),
  ],
  [
    cite('Content list (/lists, /contentList)', '| id, title, caption | string |'),
    '/lists',
    pick(shapes.contentList, 'id', 'title', 'caption'),
  ],
  [
    cite('Content list (/lists, /contentList)', '| type | `CONTENT_LIST` |'),
    '/lists',
    pick(shapes.contentList, 'type'),
  ],
  [
    cite(
      'Content list (/lists, /contentList)',
      '| listType | string; values seen: `VIDEO_CHANNEL_CATEGORY`, `VIDEO_CHANNEL` |',
    ),
    '/lists',
    pick(shapes.contentList, 'listType'),
  ],
  [
    cite(
      'Content list (/lists, /contentList)',
      '| contentListType | string; values seen: `RANKING`, `VIDEO_CHANNEL_CATEGORY`, `VIDEO_CHANNEL` |',
    ),
    '/lists',
    pick(shapes.contentList, 'contentListType'),
  ],
  [
    cite('Content list (/lists, /contentList)', '| contentCurationType | string; value seen: `CURATED` |'),
    '/lists',
    pick(shapes.contentList, 'contentCurationType'),
  ],
  [
    cite('Content list (/lists, /contentList)', '| createdDate, lastModifiedDate | timestamp |'),
    '/lists',
    pick(shapes.contentList, 'createdDate', 'lastModifiedDate'),
  ],
  [
    cite('Content list (/lists, /contentList)', '| contentVisibility | ContentVisibility |'),
    '/lists',
    pick(shapes.contentList, 'contentVisibility'),
  ],
  [
    cite('Job (/videos/assets)', '| type | string; values seen: `JOB_STANDARD`, `JOB_CLOSED_CAPTIONING` |'),
    '/videos/assets/jobs',
    pick(shapes.job, 'type'),
  ],
  [
    cite('Job (/videos/assets)', '| name, message | string |'),
    '/videos/assets/jobs',
    pick(shapes.job, 'name', 'message'),
  ],
  [
    cite('Job (/videos/assets)', '| percentComplete | integer |'),
    '/videos/assets/jobs',
    pick(shapes.job, 'percentComplete'),
  ],
  [
    cite('Job (/videos/assets)', '| status | string (see States and transitions) |'),
    '/videos/assets/jobs',
    pick(shapes.job, 'status'),
  ],
  [
    cite('Job (/videos/assets)', '| user | {username, firstName, lastName} |'),
    '/videos/assets/jobs',
    pick(shapes.job, 'user'),
  ],
  [
    cite('Job (/videos/assets)', '| submittedTime, completedTime | timestamp |'),
    '/videos/assets/jobs',
    pick(shapes.job, 'submittedTime', 'completedTime'),
  ],
  [cite('Job (/videos/assets)', '| tasks | envelope of Task |'), '/videos/assets/jobs', pick(shapes.job, 'tasks')],
  [
    cite(
      'Job (/videos/assets)',
      'Task: type (`TASK_TRANSCODE_DELEGATE_FILE`, `TASK_GENERATE_CLOSED_CAPTIONING`, `TASK_TRANSCODE_WITH_CLOSED_CAPTIONING`, `TASK_UPLOAD_TO_DELIVERY_STORAGE_LOCATION`, `TASK_SUBMIT_TO_DCL`), id (string), name (string), percentComplete (integer), status (string).',
    ),
    '/videos/assets/jobs',
    pick(shapes.job, 'tasks'),
    { $take: 40 },
  ],
  [
    cite('Person (/persons)', '| id, firstName, lastName, displayName | string |'),
    '/persons',
    pick(shapes.person, 'id', 'firstName', 'lastName', 'displayName'),
  ],
  [
    cite('Person (/persons)', '| player | {rosterStatus} (value seen `ACTIVE`) |'),
    '/persons',
    pick(shapes.person, 'player'),
  ],
  [
    cite(
      'Person (/persons)',
      '| picture | {id, largeImage, mediumImage, smallImage}; each image: {id, type (`IMAGE`), asset{id, fileName, title, height (integer), width (integer)}} |',
    ),
    '/persons',
    pick(shapes.person, 'picture'),
  ],
  [
    cite(
      'Person (/persons)',
      '| playerStats | {seasonStats: list of {season, seasonType, passingStats, rushingStats}, teamStats: list of {team{nickName}, passingStats, rushingStats}} |',
    ),
    '/persons',
    pick(shapes.person, 'playerStats'),
  ],
  [
    cite(
      'Person (/persons)',
      'Embedded passingStats: attempts, completions. rushingStats: attempts, yardsPerAttempt. All integers or numbers.',
    ),
    '/persons',
    pick(shapes.person, 'playerStats'),
    { $take: 60, $skip: 25 },
  ],
  [
    cite(
      'Statistics resources',
      '| /playerSeasonStats | player{firstName, lastName, team{nickName}} | rushing{attempts, yards, touchdowns, fumbles} |',
    ),
    '/playerSeasonStats',
    pick(shapes.statistics.playerSeasonStats as Fields, 'player', 'rushing'),
  ],
  [
    cite(
      'Statistics resources',
      '| /playerCareerStats | player{firstName, lastName} | receiving{receptions, yards, touchdowns} |',
    ),
    '/playerCareerStats',
    shapes.statistics.playerCareerStats as Fields,
  ],
  [
    cite(
      'Statistics resources',
      '| /teamSeasonStats | team{nickName} | defensive{interceptions, interceptionsTouchdowns, interceptionsYards} |',
    ),
    '/teamSeasonStats',
    pick(shapes.statistics.teamSeasonStats as Fields, 'team', 'defensive'),
  ],
];

export function fieldCases({ test, records }: Suite): void {
  for (const [name, path, shape, s = { $take: 25 }] of rows) {
    test(name, async () => {
      const found = await records(path, { fs: selectorOf(shape), s });
      expect(found.length, `${path} answers records`).toBeGreaterThan(0);
      expectNone(found.flatMap((record, index) => shapeProblems(record, shape, `${path}[${index}]`, { exact: true })));
    });
  }
}
