/**
 * Game records from simulated games, as seen at a moment (`asOf`): a game that has ended is
 * final with every drive; a game under way has the drives played so far, the one in progress
 * open-ended, and the live situation; a game not yet started has no score and no drives.
 */
import type { Score, StadiumInfo, TeamSummary } from '../../model/types.js';
import { type Core, type GameFacts, gameFacts } from '../simulation/core.js';
import { clockLeft, periodEnding, periodStarting, type SimDrive, type SimGame } from '../simulation/drives.js';
import { IdSequence } from '../simulation/ids.js';
import type { Random } from '../simulation/random.js';
import { seasonWeek } from '../simulation/schedule.js';
import type { TeamInfo } from '../simulation/team-info.js';
import { formatClock, formatTimestamp, formatWithOffset, type OffsetStyle, zoneOffset } from '../simulation/time.js';
import type { DatasetDrive, DatasetGame } from './types.js';

/** Where a game stands at the dataset's moment. */
export type GameState = 'SCHEDULED' | 'IN_PROGRESS' | 'FINAL';

/**
 * The offset styles the dataset writes: the spec's three forms (`Z`, `±hh:mm` and hour-only
 * `±hh`, Conventions), never `±hhmm`, which the spec does not show (the model still reads it).
 */
const STYLES: readonly OffsetStyle[] = ['utc', 'colon', 'hour'];
const STYLE_WEIGHTS: readonly number[] = [0.3, 0.55, 0.15];

/** An offset style for one timestamp: mostly `Z` or `±hh:mm`, sometimes `±hh`. */
export function pickStyle(random: Random): OffsetStyle {
  return STYLES[random.weighted(STYLE_WEIGHTS)] as OffsetStyle;
}

/*
 * Games share the objects that are the same in many of them (the dataset is read-only): a
 * team's summary for a season, and its stadium.
 */
const summaries = new Map<number, TeamSummary>();
const stadiums = new Map<number, StadiumInfo>();

/** The team summary a game embeds. */
function teamSummary(team: TeamInfo, season: number): TeamSummary {
  const key = season * 32 + team.index;
  let found = summaries.get(key);
  if (!found) {
    found = { id: team.id, season, fullName: team.fullName, nickName: team.nickName, abbr: team.abbr };
    summaries.set(key, found);
  }
  return found;
}

/** Where a team plays at home, as a game embeds it. */
function stadiumInfo(team: TeamInfo): StadiumInfo {
  let found = stadiums.get(team.index);
  if (!found) {
    found = describeStadium(team);
    stadiums.set(team.index, found);
  }
  return found;
}

function describeStadium(team: TeamInfo): StadiumInfo {
  const { stadium } = team;
  return {
    id: stadium.id,
    name: stadium.name,
    location: {
      formattedAddress: `${stadium.street}, ${stadium.city}, ${stadium.state} ${stadium.postalCode}`,
      street: stadium.street,
      city: stadium.city,
      postalCode: stadium.postalCode,
      country: 'US',
      geoCoordinates: { type: 'Point', latitude: stadium.latitude, longitude: stadium.longitude },
    },
  };
}

const yardLines: string[][] = [];

/** `KC 25`: a team's side of the field and a yard line, as a shared string. */
function sideLine(team: TeamInfo, yards: number): string {
  const lines = yardLines[team.index] ?? [];
  yardLines[team.index] = lines;
  let text = lines[yards];
  if (text === undefined) {
    text = `${team.abbr} ${yards}`;
    lines[yards] = text;
  }
  return text;
}

/** A field position as the service writes it: `KC 25`, `50`, `BUF 12` (the side, then yards). */
function yardLine(position: number, offense: TeamInfo, defense: TeamInfo): string {
  if (position === 50) return '50';
  return position < 50 ? sideLine(offense, position) : sideLine(defense, 100 - position);
}

/** Everything needed to write one game. */
interface GameInput extends GameFacts {
  /** The dataset's moment, UTC milliseconds. */
  readonly asOf: number;
  /** Draws offset styles and the live situation; forked for this game. */
  readonly random: Random;
  readonly driveIds: IdSequence;
}

/** Where a game stands at a moment: before kickoff, under way, or over. */
export function gameState(kickoff: number, sim: SimGame, asOf: number): GameState {
  if (asOf < kickoff) return 'SCHEDULED';
  return asOf >= sim.realEnd ? 'FINAL' : 'IN_PROGRESS';
}

/** A team's final score (`side` 0 for the home team) of a game that is over. */
export function finalScore(sim: SimGame, side: 0 | 1): Score {
  return score(sim.points[side], sim.overtime ? 5 : 4, sim.overtime);
}

function score(points: readonly number[], periodsStarted: number, overtime: boolean): Score {
  const period = (index: number) => (index < periodsStarted ? (points[index] as number) : null);
  const overtimePoints = points[4] as number;
  return {
    pointsTotal: points.reduce((sum, value) => sum + value, 0),
    pointsQ1: period(0),
    pointsQ2: period(1),
    pointsQ3: period(2),
    pointsQ4: period(3),
    pointsOvertime: overtime ? overtimePoints : null,
    pointsOvertimeTotal: overtimePoints,
  };
}

function writeDrive(
  input: GameInput,
  offset: number,
  drive: SimDrive,
  order: number,
  now: number | null,
): DatasetDrive {
  const { home, away, random } = input;
  const offense = drive.side === 0 ? home : away;
  const defense = drive.side === 0 ? away : home;
  const quarterStart = periodStarting(drive.clockStart);
  const id = input.driveIds.next();
  const gameClockStart = formatClock(clockLeft(drive.clockStart, quarterStart));
  const realTimeStart = formatWithOffset(drive.realStart, offset, pickStyle(random));
  const startYardLine = yardLine(drive.from, offense, defense);
  if (now === null) {
    const quarterEnd = periodEnding(drive.clockEnd);
    return {
      id,
      possessionTeam: offense.abbr,
      orderSequence: order,
      quarterStart,
      quarterEnd,
      gameClockStart,
      gameClockEnd: formatClock(clockLeft(drive.clockEnd, quarterEnd)),
      realTimeStart,
      realTimeEnd: formatWithOffset(drive.realEnd, offset, pickStyle(random)),
      startYardLine,
      endYardLine: yardLine(drive.to, offense, defense),
      yards: drive.to - drive.from,
      firstDowns: drive.firstDowns,
      result: drive.result,
      points: drive.points,
    };
  }
  const share = (now - drive.realStart) / (drive.realEnd - drive.realStart);
  return {
    id,
    possessionTeam: offense.abbr,
    orderSequence: order,
    quarterStart,
    quarterEnd: null,
    gameClockStart,
    gameClockEnd: null,
    realTimeStart,
    realTimeEnd: null,
    startYardLine,
    endYardLine: null,
    yards: Math.round((drive.to - drive.from) * share),
    firstDowns: Math.floor(drive.firstDowns * share),
    result: null,
    points: 0,
  };
}

/** Writes one game as it stands at `input.asOf`. */
function writeGame(input: GameInput): DatasetGame {
  const { sim, home, away, asOf, random, season, week } = input;
  const zone = home.stadium.zone;
  const record = {
    id: input.id,
    week: seasonWeek(season, week),
    gameTime: formatTimestamp(input.kickoff, zone, pickStyle(random)),
    gameType: 'REG',
    homeTeam: teamSummary(home, season),
    visitorTeam: teamSummary(away, season),
    stadiumInfo: stadiumInfo(home),
  };

  const state = gameState(input.kickoff, sim, asOf);
  if (state === 'SCHEDULED') {
    const game: DatasetGame = {
      ...record,
      gameStatus: {
        gameClock: '15:00',
        down: null,
        yardsToGo: null,
        yardLineSide: null,
        yardLineNumber: null,
        period: null,
        phase: 'PREGAME',
        possessionTeamId: null,
        redZone: null,
        homeTimeoutsRemaining: 3,
        visitorTimeoutsRemaining: 3,
      },
      homeTeamScore: null,
      visitorTeamScore: null,
      drives: [],
    };
    return game;
  }

  const final = state === 'FINAL';
  const done = final ? sim.drives.length : sim.drives.filter((drive) => drive.realEnd <= asOf).length;
  const current = final ? undefined : sim.drives[done];
  const live = current !== undefined && current.realStart <= asOf ? current : undefined;
  // A game is over before a clock change (02:00 local): one offset serves all its drives.
  const offset = zoneOffset(zone, input.kickoff);
  const drives: DatasetDrive[] = [];
  for (let i = 0; i < done; i++) drives.push(writeDrive(input, offset, sim.drives[i] as SimDrive, i + 1, null));
  if (live) drives.push(writeDrive(input, offset, live, done + 1, asOf));

  const points: [number[], number[]] = [
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
  ];
  for (const drive of sim.drives.slice(0, done)) {
    const period = periodEnding(drive.clockEnd) - 1;
    const side = points[drive.side];
    side[period] = (side[period] as number) + drive.points;
  }

  if (final) {
    const periods = sim.overtime ? 5 : 4;
    // Every drive counts: the same points as the simulation's.
    const game: DatasetGame = {
      ...record,
      gameStatus: {
        gameClock: '0:00',
        down: null,
        yardsToGo: null,
        yardLineSide: null,
        yardLineNumber: null,
        period: periods,
        phase: sim.overtime ? 'FINAL_OVERTIME' : 'FINAL',
        possessionTeamId: null,
        redZone: false,
        homeTimeoutsRemaining: sim.timeoutsLeft[0],
        visitorTimeoutsRemaining: sim.timeoutsLeft[1],
      },
      homeTeamScore: score(points[0], periods, sim.overtime),
      visitorTeamScore: score(points[1], periods, sim.overtime),
      drives,
    };
    return game;
  }

  // Under way: the live drive, or the break before the next one.
  const last = sim.drives[done - 1];
  const next = live ?? current;
  let elapsed: number;
  let position: number;
  let halftime = false;
  if (live) {
    const share = (asOf - live.realStart) / (live.realEnd - live.realStart);
    elapsed = Math.round(live.clockStart + (live.clockEnd - live.clockStart) * share);
    position = Math.min(99, Math.max(1, Math.round(live.from + (live.to - live.from) * share)));
  } else {
    elapsed = last ? last.clockEnd : 0;
    position = next ? next.from : 25;
    halftime = elapsed === 1800;
  }
  const period = halftime ? 2 : periodStarting(elapsed);
  const offense = next?.side === 1 ? away : home;
  const defense = offense === home ? away : home;
  const down = live ? random.int(1, 4) : 1;
  const game: DatasetGame = {
    ...record,
    gameStatus: {
      gameClock: formatClock(halftime ? 0 : clockLeft(elapsed, period)),
      down: halftime ? null : down,
      yardsToGo: halftime ? null : Math.min(100 - position, down === 1 ? 10 : random.int(1, 12)),
      yardLineSide: halftime || position === 50 ? null : position < 50 ? offense.abbr : defense.abbr,
      yardLineNumber: halftime ? null : position <= 50 ? position : 100 - position,
      period,
      phase: halftime ? 'HALFTIME' : 'INGAME',
      possessionTeamId: halftime ? null : offense.id,
      redZone: !halftime && position >= 80,
      homeTimeoutsRemaining: random.int(1, 3),
      visitorTimeoutsRemaining: random.int(1, 3),
    },
    homeTeamScore: score(points[0], period, period === 5),
    visitorTeamScore: score(points[1], period, period === 5),
    drives,
  };
  return game;
}

/**
 * Records of games that no longer change: a game before kickoff, or over, reads the same at
 * every later (or earlier) moment, so a league seen at many moments writes it once. Keyed by the
 * game's index in the seasons and its state.
 */
export type SettledGames = Map<string, DatasetGame>;

/**
 * Writes every game of the simulated seasons as it stands at the dataset's moment.
 *
 * @param settled - Only with `core.stableIds`: scheduled and final records kept from earlier
 *   calls, reused and added to.
 */
export function writeGames(core: Core, settled?: SettledGames): DatasetGame[] {
  const driveIds = new IdSequence('drive', core.seed);
  const keep = core.stableIds ? settled : undefined;
  const games: DatasetGame[] = [];
  let index = 0;
  for (const { season, games: played } of core.seasons) {
    for (const game of played) {
      const state = gameState(game.scheduled.kickoff, game.sim, core.asOf);
      const key = `${index++}:${state}`;
      const kept = state === 'IN_PROGRESS' ? undefined : keep?.get(key);
      const written =
        kept ??
        writeGame({
          ...gameFacts(season, game),
          asOf: core.asOf,
          random: game.random.fork('write'),
          driveIds,
        });
      if (core.stableIds) driveIds.skip(game.sim.drives.length - (kept ? 0 : written.drives.length));
      if (keep && state !== 'IN_PROGRESS') keep.set(key, written);
      games.push(written);
    }
  }
  return games;
}
