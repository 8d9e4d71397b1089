/**
 * What makes a made game consistent with the dataset and with itself: its teams are the
 * dataset's (summaries as its team records have them) and not the same team twice, its week is
 * of a season the dataset covers, its kickoff moves with its week, its state decides which
 * quarters have points, and the points add up. Drives are the template's, renamed to the game's
 * teams, while the state and the scores are the template's; none once either changes.
 */

import { MockRecordError } from '../errors/mock-record-error.js';
import { copy, deepMerge, isObject, type JsonObject, valueAt } from './merge.js';

/** What a rule reads besides the record: the dataset's records and a source of new ids. */
export interface MakeContext {
  readonly records: (resource: 'games' | 'teams') => readonly JsonObject[];
  readonly newId: (kind: string) => string;
}

const SIDES = ['home', 'visitor'] as const;
const QUARTERS = ['pointsQ1', 'pointsQ2', 'pointsQ3', 'pointsQ4', 'pointsOvertime'] as const;
const SUMMARY_FIELDS = ['id', 'season', 'fullName', 'nickName', 'abbr'] as const;
const DAY = 86_400_000;

const fail = (path: string, message: string): never => {
  throw new MockRecordError('games', path, message);
};
const sum = (values: readonly (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** The dataset's team named by a summary override (its `abbr`, else its `id`), of the game's season where it has one. */
function teamOf(summary: JsonObject, season: unknown, context: MakeContext, path: string): JsonObject {
  const key = typeof summary.abbr === 'string' ? 'abbr' : 'id';
  const teams = context.records('teams').filter((team) => team[key] === summary[key]);
  if (teams.length > 0) return teams.find((team) => team.season === season) ?? (teams[0] as JsonObject);
  const known = [...new Set(context.records('teams').map((team) => team.abbr))].join(', ');
  return fail(
    `${path}.${key}`,
    `no team of the dataset has the ${key} ${JSON.stringify(summary[key])} (it has ${known})`,
  );
}

function summaryOf(team: JsonObject, season: unknown): JsonObject {
  return Object.fromEntries(
    SUMMARY_FIELDS.map((field) => [field, field === 'season' ? season : (team[field] ?? null)]),
  );
}

/** The game's two teams: those the overrides name, else the template's; never the same team twice. */
function teamsOf(template: JsonObject, overrides: JsonObject, season: unknown, context: MakeContext) {
  const given = (side: string) => overrides[`${side}Team`];
  const pick = (side: string) => {
    const summary = given(side);
    const named = isObject(summary) && (summary.abbr !== undefined || summary.id !== undefined);
    return teamOf(named ? summary : (template[`${side}Team`] as JsonObject), season, context, `${side}Team`);
  };
  const home = pick('home');
  let visitor = pick('visitor');
  if (visitor.abbr === home.abbr) {
    if (isObject(given('visitor')) && isObject(given('home'))) fail('visitorTeam', `the home team ${home.abbr} too`);
    const other = context.records('teams').find((team) => team.abbr !== home.abbr);
    if (other === undefined) return fail('homeTeam', `the dataset has no other team to play ${home.abbr}`);
    if (isObject(given('visitor'))) return { home: teamOf(other, season, context, 'homeTeam'), visitor };
    visitor = teamOf(other, season, context, 'visitorTeam');
  }
  return { home, visitor };
}

/** Moves the date of a timestamp by whole days, keeping its time of day and offset as written. */
function shiftDays(timestamp: unknown, days: number): unknown {
  if (typeof timestamp !== 'string' || days === 0) return timestamp;
  const date = new Date(Date.parse(`${timestamp.slice(0, 10)}T00:00:00Z`) + days * DAY);
  return `${date.toISOString().slice(0, 10)}${timestamp.slice(10)}`;
}

/** The state a phase names: before kickoff, under way (any other phase), or over. */
function stateOf(phase: unknown): 'before' | 'under way' | 'over' {
  if (phase === 'PREGAME') return 'before';
  return String(phase).startsWith('FINAL') ? 'over' : 'under way';
}

/** How many periods a state has started: 0 before kickoff, 4 (5 with overtime) once final. */
function periodsOf(status: JsonObject): number {
  const phase = String(status.phase ?? '');
  if (phase === 'PREGAME') return 0;
  if (phase.startsWith('FINAL')) return phase.includes('OVERTIME') ? 5 : 4;
  return typeof status.period === 'number' ? Math.min(Math.max(status.period, 1), 5) : 1;
}

/** A status of the state `phase` names, for a game whose template was in another state. */
function statusFor(phase: string, home: JsonObject): JsonObject {
  const idle = { down: null, yardsToGo: null, yardLineSide: null, yardLineNumber: null, possessionTeamId: null };
  if (phase === 'PREGAME') {
    return {
      gameClock: '15:00',
      ...idle,
      period: null,
      phase,
      redZone: null,
      homeTimeoutsRemaining: 3,
      visitorTimeoutsRemaining: 3,
    };
  }
  if (phase.startsWith('FINAL')) {
    const period = phase.includes('OVERTIME') ? 5 : 4;
    return {
      gameClock: '0:00',
      ...idle,
      period,
      phase,
      redZone: false,
      homeTimeoutsRemaining: 0,
      visitorTimeoutsRemaining: 0,
    };
  }
  return {
    gameClock: '7:30',
    down: 1,
    yardsToGo: 10,
    yardLineSide: home.abbr,
    yardLineNumber: 25,
    period: 2,
    phase,
    possessionTeamId: home.id,
    redZone: false,
    homeTimeoutsRemaining: 3,
    visitorTimeoutsRemaining: 3,
  };
}

/**
 * One team's score in a game that has started `periods` periods: quarters given are kept, the
 * others keep the template's points where they still add up to the total, else share what the
 * total leaves. Periods not started have no points (`null`).
 */
function scoreOf(given: unknown, template: unknown, periods: number, path: string): JsonObject | null {
  const over = isObject(given) ? given : {};
  const base = isObject(template) ? template : {};
  if (periods === 0) {
    if (Object.values(over).some((value) => typeof value === 'number' && value !== 0)) {
      fail(path, 'a game that has not started (PREGAME) has no points');
    }
    return null;
  }
  const points = QUARTERS.map((quarter, index) => {
    const value = over[quarter];
    if (index >= periods)
      return typeof value === 'number' ? fail(`${path}.${quarter}`, `period ${index + 1} has not started`) : null;
    return typeof value === 'number' ? value : null;
  });
  const free = QUARTERS.flatMap((_, index) => (index < periods && points[index] === null ? [index] : []));
  const total =
    typeof over.pointsTotal === 'number'
      ? over.pointsTotal
      : free.length === 0
        ? sum(points)
        : typeof base.pointsTotal === 'number'
          ? base.pointsTotal
          : sum(points);
  const fromTemplate = free.map((index) => (base[QUARTERS[index] as string] as number | null) ?? 0);
  const left = total - sum(points);
  if (left < 0) fail(`${path}.pointsTotal`, `${total} is less than the points of its quarters (${sum(points)})`);
  const shares =
    sum(fromTemplate) === left
      ? fromTemplate
      : free.map((_, k) => Math.floor(left / free.length) + (k < left % free.length ? 1 : 0));
  free.forEach((index, k) => {
    points[index] = shares[k] as number;
  });
  const overtime = periods === 5 ? (points[4] as number) : null;
  return {
    pointsTotal: sum(points),
    pointsQ1: points[0],
    pointsQ2: points[1],
    pointsQ3: points[2],
    pointsQ4: points[3],
    pointsOvertime: overtime,
    pointsOvertimeTotal: overtime ?? 0,
  };
}

/** Renames the teams in the template's drives, moves their times with the kickoff, and gives them new ids. */
function drivesOf(template: JsonObject, names: Map<unknown, unknown>, days: number, context: MakeContext): unknown {
  if (!Array.isArray(template.drives)) return template.drives;
  const rename = (line: unknown) =>
    typeof line === 'string' ? line.replace(/^\S+/, (abbr) => String(names.get(abbr) ?? abbr)) : line;
  return template.drives.map((drive: JsonObject) => ({
    ...drive,
    id: context.newId('drive'),
    possessionTeam: names.get(drive.possessionTeam) ?? drive.possessionTeam,
    startYardLine: rename(drive.startYardLine),
    endYardLine: rename(drive.endYardLine),
    realTimeStart: shiftDays(drive.realTimeStart, days),
    realTimeEnd: shiftDays(drive.realTimeEnd, days),
  }));
}

/** A stadium for the home team: where the dataset has it host a game, else its venue's name. */
function stadiumOf(home: JsonObject, context: MakeContext): unknown {
  const hosted = context.records('games').find((game) => valueAt(game, ['homeTeam', 'abbr']) === home.abbr);
  if (hosted !== undefined) return copy(hosted.stadiumInfo);
  return { id: null, name: valueAt(home, ['venue', 'name']) ?? null, location: null };
}

/** Makes a game from the dataset's template game and the overrides, consistent as the module says. */
export function makeGame(template: JsonObject, overrides: JsonObject, context: MakeContext): JsonObject {
  const game = deepMerge(template, overrides) as JsonObject;
  const season = valueAt(game, ['week', 'season']);
  const seasons = new Set(context.records('games').map((known) => valueAt(known, ['week', 'season'])));
  if (seasons.size > 0 && !seasons.has(season)) {
    fail('week.season', `the dataset has no season ${JSON.stringify(season)} (it has ${[...seasons].join(', ')})`);
  }
  const weeks = (record: unknown) =>
    Number(valueAt(record, ['week', 'season'])) * 52 + Number(valueAt(record, ['week', 'week']));
  const days = overrides.gameTime === undefined ? (weeks(game) - weeks(template) || 0) * 7 : 0;
  game.gameTime = shiftDays(game.gameTime, days);
  if (overrides.gameType === undefined) game.gameType = valueAt(game, ['week', 'seasonType']) ?? game.gameType;

  const teams = teamsOf(template, overrides, season, context);
  const names = new Map<unknown, unknown>();
  for (const side of SIDES) {
    const before = template[`${side}Team`] as JsonObject;
    const after = teams[side];
    names.set(before.abbr, after.abbr).set(before.id, after.id);
    game[`${side}Team`] = deepMerge(summaryOf(after, season), overrides[`${side}Team`]);
  }
  if (overrides.stadiumInfo === undefined && teams.home.abbr !== valueAt(template, ['homeTeam', 'abbr'])) {
    game.stadiumInfo = stadiumOf(teams.home, context);
  }

  const givenStatus = isObject(overrides.gameStatus) ? overrides.gameStatus : {};
  const templateStatus = template.gameStatus as JsonObject;
  const phase = String(givenStatus.phase ?? templateStatus.phase);
  const sameState = stateOf(phase) === stateOf(templateStatus.phase);
  const status = sameState
    ? { ...templateStatus, ...givenStatus }
    : (deepMerge(statusFor(phase, teams.home), givenStatus) as JsonObject);
  for (const field of ['possessionTeamId', 'yardLineSide']) status[field] = names.get(status[field]) ?? status[field];
  if (phase.startsWith('FINAL')) status.period = periodsOf(status);
  game.gameStatus = status;

  const periods = periodsOf(status);
  for (const side of SIDES) {
    const field = `${side}TeamScore`;
    game[field] = scoreOf(overrides[field], template[field], periods, field);
  }
  const untouched = ['gameStatus', 'homeTeamScore', 'visitorTeamScore'].every(
    (field) => overrides[field] === undefined,
  );
  if (overrides.drives === undefined) game.drives = untouched ? drivesOf(template, names, days, context) : [];
  return game;
}
