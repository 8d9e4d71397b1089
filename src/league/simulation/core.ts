/**
 * The seasons as they happen, before any record is written: rosters through the off-seasons and
 * trade deadlines, each season's schedule (which depends on last season's finish), and every
 * game simulated with who had the ball. Everything else is derived from this, at the dataset's
 * moment.
 */
import { toDate } from '../../model/timestamp.js';
import { type SimGame, type Strength, simulateGame } from './drives.js';
import { IdSequence } from './ids.js';
import { Random } from './random.js';
import { type DepthSnapshot, type GameRoles, League } from './roster.js';
import { buildSchedule, initialRanks, REGULAR_SEASON_WEEKS, type ScheduledGame } from './schedule.js';
import { type FinalGame, finalStandings } from './standings.js';
import { type TeamInfo, teamAt } from './team-info.js';
import { MINUTE } from './time.js';

/** A game as it happens. */
export interface CoreGame {
  readonly id: string;
  readonly scheduled: ScheduledGame;
  readonly sim: SimGame;
  /** The game's own generator; its forks write the record, the statistics and the clips. */
  readonly random: Random;
  /** Who had the ball, home then visitors. */
  readonly roles: readonly [GameRoles, GameRoles];
}

/** A season as it happens. */
interface CoreSeason {
  readonly season: number;
  /** The games, by week and kickoff. */
  readonly games: readonly CoreGame[];
  /** Each team's players by position at the season's end, for its depth chart. */
  readonly depth: readonly DepthSnapshot[];
}

/** Everything the records are derived from. */
export interface Core {
  readonly seed: number;
  readonly root: Random;
  readonly seasons: readonly CoreSeason[];
  readonly league: League;
  /** The seasons each player was on a roster, by player index. */
  readonly seasonsOf: readonly (readonly number[] | undefined)[];
  /** The teams each player was on, in order, by player index. */
  readonly teamsOf: readonly (readonly number[] | undefined)[];
  /** The dataset's moment, UTC milliseconds. */
  readonly asOf: number;
  /**
   * Whether identifiers are kept for records not written yet at `asOf` (drives still to be
   * played, articles and lists still to be published), so that a record's id does not depend on
   * the moment: what a league seen at many moments needs. `createDataset` numbers only what is
   * written, as it always has (its records are pinned).
   */
  readonly stableIds: boolean;
}

/** A game as its records (the game itself, its clips) tell it: who played, when, and how. */
export interface GameFacts {
  readonly id: string;
  readonly season: number;
  readonly week: number;
  readonly home: TeamInfo;
  readonly away: TeamInfo;
  readonly kickoff: number;
  readonly sim: SimGame;
}

/** The facts of a game of a season. */
export function gameFacts(season: number, game: CoreGame): GameFacts {
  const { scheduled } = game;
  return {
    id: game.id,
    season,
    week: scheduled.week,
    home: teamAt(scheduled.home),
    away: teamAt(scheduled.away),
    kickoff: scheduled.kickoff,
    sim: game.sim,
  };
}

/** A final game as the standings read it. */
export function finalGame(game: CoreGame): FinalGame {
  let homePoints = 0;
  let awayPoints = 0;
  let homeTouchdowns = 0;
  let awayTouchdowns = 0;
  for (const drive of game.sim.drives) {
    if (drive.side === 0) {
      homePoints += drive.points;
      if (drive.result === 'TOUCHDOWN') homeTouchdowns++;
    } else {
      awayPoints += drive.points;
      if (drive.result === 'TOUCHDOWN') awayTouchdowns++;
    }
  }
  const { week, kickoff, home, away } = game.scheduled;
  return { week, kickoff, home, away, homePoints, awayPoints, homeTouchdowns, awayTouchdowns };
}

/** Simulates the league's seasons. */
export function simulateLeague(seed: number, firstSeason: number, seasons: number, asOf: string | undefined): Core {
  const root = new Random(seed);
  const league = new League(
    new IdSequence('person', seed),
    new IdSequence('coach', seed),
    root.fork('league'),
    firstSeason,
  );
  const gameIds = new IdSequence('game', seed);
  const seasonsOf: number[][] = [];
  const teamsOf: number[][] = [];
  const noteRosters = (season: number) => {
    for (let team = 0; team < 32; team++) {
      for (const p of league.rosters[team] as number[]) {
        const seasonList = seasonsOf[p] ?? [];
        seasonsOf[p] = seasonList;
        if (seasonList[seasonList.length - 1] !== season) seasonList.push(season);
        const teamList = teamsOf[p] ?? [];
        teamsOf[p] = teamList;
        if (!teamList.includes(team)) teamList.push(team);
      }
    }
  };

  const result: CoreSeason[] = [];
  let ranks = initialRanks(root.fork('initial-ranks'));
  let winPct = new Array<number>(32).fill(0.5);
  for (let season = firstSeason; season < firstSeason + seasons; season++) {
    const random = root.fork('season', season);
    if (season > firstSeason) league.offseason(random.fork('offseason'), season, winPct);
    noteRosters(season);
    const strengthRandom = random.fork('strength');
    const strengths: Strength[] = Array.from({ length: 32 }, (_, team) => league.strength(strengthRandom, team));
    const appeal = strengths.map((s) => Math.max(0.2, 1 + 0.5 * (s.offense + s.defense)));
    const schedule = buildSchedule(season, random.fork('schedule'), ranks, appeal);
    const touchback = season >= 2024 ? 30 : 25;
    const games: CoreGame[] = [];
    schedule.weeks.forEach((week, index) => {
      if (index === 9) {
        // The trade deadline falls after week 9.
        league.tradeDeadline(random.fork('trades'));
        noteRosters(season);
      }
      for (const scheduled of week) {
        const gameRandom = random.fork('game', scheduled.week, scheduled.home);
        const sim = simulateGame(
          gameRandom.fork('sim'),
          strengths[scheduled.home] as Strength,
          strengths[scheduled.away] as Strength,
          scheduled.kickoff,
          touchback,
        );
        const rolesRandom = gameRandom.fork('roles');
        const roles = [league.roles(rolesRandom, scheduled.home), league.roles(rolesRandom, scheduled.away)] as const;
        games.push({ id: gameIds.next(), scheduled, sim, random: gameRandom, roles });
      }
    });
    const standings = finalStandings(season, games.map(finalGame), REGULAR_SEASON_WEEKS);
    ranks = standings.map((s) => (s.divisionRank ?? 1) - 1);
    winPct = standings.map((s) => s.overallWinPct ?? 0.5);
    result.push({ season, games, depth: Array.from({ length: 32 }, (_, team) => league.depthSnapshot(team)) });
  }

  const lastGames = (result.at(-1) as CoreSeason).games;
  let lastEnd = 0;
  for (const game of lastGames) lastEnd = Math.max(lastEnd, game.sim.realEnd);
  return {
    seed,
    root,
    seasons: result,
    league,
    seasonsOf,
    teamsOf,
    asOf: asOf === undefined ? lastEnd + 90 * MINUTE : toDate(asOf).getTime(),
    stableIds: false,
  };
}
