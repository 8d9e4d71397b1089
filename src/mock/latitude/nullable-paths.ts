/**
 * Where the spec says a value may be null: each row quotes the sentence of the spec's resource
 * tables it rests on (section and words, held to the spec by tests/mock/latitude.test.ts) and
 * names the dotted paths it covers (a path through a list names its items' field). Written by
 * hand from the spec's words; the latitude nulls values at these paths only. The general
 * "Many fields can be null when no data exists" is not read as leave to null any field: `id`
 * and the fields the tables give as plain types keep their values.
 */
import type { ResourceName } from '../../resources/resource-table.js';

/** One sentence of the spec and the paths it makes nullable. */
export interface NullableRow {
  /** The spec's section, as its heading reads (backticks dropped). */
  readonly section: string;
  /** The words of that section that say so. */
  readonly sentence: string;
  /** The dotted paths of the resource's records it covers. */
  readonly paths: readonly string[];
}

const under = (parent: string, members: readonly string[]) => members.map((member) => `${parent}.${member}`);

/** A row of the spec's Drive table (`| a, b | type, nullable |`): the members it names, under `drives`. */
const driveRow = (sentence: string): NullableRow => ({
  section: 'Drive (embedded in Game)',
  sentence,
  paths: under(
    'drives',
    (sentence.split('|')[1] ?? '').split(',').map((name) => name.trim()),
  ),
});

const GAME_STATUS = [
  'gameClock',
  'down',
  'yardsToGo',
  'yardLineSide',
  'yardLineNumber',
  'period',
  'phase',
  'possessionTeamId',
  'redZone',
  'homeTimeoutsRemaining',
  'visitorTimeoutsRemaining',
];
const POINTS = ['pointsTotal', 'pointsQ1', 'pointsQ2', 'pointsQ3', 'pointsQ4', 'pointsOvertime', 'pointsOvertimeTotal'];
const WEEK_OF_SEASON = ['id', 'season', 'weekOrder', 'seasonType', 'week', 'weekType', 'name'];
const SHOW = ['id', 'name', 'season', 'episode', 'premieredDate'];

/** The nullable paths of each resource, by the sentence that makes them so. */
export const nullablePaths = {
  games: [
    {
      section: 'Game (/games)',
      sentence:
        'gameClock, down, yardsToGo, yardLineSide, yardLineNumber, period, phase, possessionTeamId, redZone, homeTimeoutsRemaining, visitorTimeoutsRemaining (all nullable)',
      paths: under('gameStatus', GAME_STATUS),
    },
    {
      section: 'Game (/games)',
      sentence:
        'pointsTotal, pointsQ1, pointsQ2, pointsQ3, pointsQ4, pointsOvertime, pointsOvertimeTotal (nullable integers)',
      paths: [...under('homeTeamScore', POINTS), ...under('visitorTeamScore', POINTS)],
    },
    driveRow('| quarterStart, quarterEnd | integer, nullable |'),
    driveRow('| gameClockStart, gameClockEnd | string clock value (minutes:seconds), nullable |'),
    driveRow('| realTimeStart, realTimeEnd | timestamp, nullable |'),
    driveRow('| startYardLine, endYardLine | string, nullable |'),
  ],
  teams: [{ section: 'Team (/teams)', sentence: 'season and teamType may be null', paths: ['season', 'teamType'] }],
  videos: [
    {
      section: 'Video (/videos)',
      sentence: '| weekOfSeason | {id, season, weekOrder, seasonType, week, weekType, name}; members nullable |',
      paths: under('weekOfSeason', WEEK_OF_SEASON),
    },
    {
      section: 'Video (/videos)',
      sentence: '| show | {id, name, season, episode, premieredDate}; members nullable |',
      paths: under('show', SHOW),
    },
  ],
} as const satisfies Partial<Record<ResourceName, readonly NullableRow[]>>;

/** The nullable paths of a resource, as one set (empty for a resource the spec makes none nullable in). */
export function nullablePathsOf(resource: ResourceName): ReadonlySet<string> {
  const rows: readonly NullableRow[] =
    (nullablePaths as Partial<Record<ResourceName, readonly NullableRow[]>>)[resource] ?? [];
  return new Set(rows.flatMap((row) => row.paths));
}
