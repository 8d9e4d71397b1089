/**
 * Standings computed from a season's final games, week by week: records overall, at home, on
 * the road, in the division and the conference; points; touchdown margin; streak and last five;
 * ranks in the division, the conference (playoff seeding: division winners first) and the
 * league; and, once the season is over, who clinched what.
 */
import type { Standings } from '../../model/types.js';
import { type SeasonWeek, seasonWeek } from './schedule.js';
import { byAbbr, sameConference, sameDivision } from './team-info.js';

/** A team's standings after a week of the regular season. */
export type DatasetStandings = Omit<Standings, 'week'> & { week: SeasonWeek };

/** A final game as the standings need it. */
export interface FinalGame {
  readonly week: number;
  readonly kickoff: number;
  readonly home: number;
  readonly away: number;
  readonly homePoints: number;
  readonly awayPoints: number;
  readonly homeTouchdowns: number;
  readonly awayTouchdowns: number;
}

interface Tally {
  wins: number;
  losses: number;
  ties: number;
  pointsFor: number;
  pointsAgainst: number;
  netTouchdowns: number;
  homeWins: number;
  homeLosses: number;
  roadWins: number;
  roadLosses: number;
  divisionWins: number;
  divisionLosses: number;
  divisionTies: number;
  conferenceWins: number;
  conferenceLosses: number;
  /** 'W', 'L' or 'T' per game, in order. */
  results: string[];
}

const newTally = (): Tally => ({
  wins: 0,
  losses: 0,
  ties: 0,
  pointsFor: 0,
  pointsAgainst: 0,
  netTouchdowns: 0,
  homeWins: 0,
  homeLosses: 0,
  roadWins: 0,
  roadLosses: 0,
  divisionWins: 0,
  divisionLosses: 0,
  divisionTies: 0,
  conferenceWins: 0,
  conferenceLosses: 0,
  results: [],
});

const pct = (wins: number, losses: number, ties: number) => {
  const games = wins + losses + ties;
  return games === 0 ? 0 : (wins + ties / 2) / games;
};

function record(tally: Tally, team: number, opponent: number, home: boolean, own: number, other: number): void {
  const result = own > other ? 'W' : own < other ? 'L' : 'T';
  tally.results.push(result);
  tally.pointsFor += own;
  tally.pointsAgainst += other;
  if (result === 'W') {
    tally.wins++;
    if (home) tally.homeWins++;
    else tally.roadWins++;
  } else if (result === 'L') {
    tally.losses++;
    if (home) tally.homeLosses++;
    else tally.roadLosses++;
  } else {
    tally.ties++;
  }
  if (sameDivision(team, opponent)) {
    if (result === 'W') tally.divisionWins++;
    else if (result === 'L') tally.divisionLosses++;
    else tally.divisionTies++;
  }
  if (sameConference(team, opponent)) {
    if (result === 'W') tally.conferenceWins++;
    else if (result === 'L') tally.conferenceLosses++;
  }
}

/** The current streak: its length and result letter (`3W`); empty before any game. */
function streak(results: readonly string[]): string {
  const last = results.at(-1);
  if (last === undefined) return '';
  let count = 0;
  for (let i = results.length - 1; i >= 0 && results[i] === last; i--) count++;
  return `${count}${last}`;
}

/** Adds a final game to both teams' tallies. */
function tallyGame(tallies: readonly Tally[], game: FinalGame): void {
  const home = tallies[game.home] as Tally;
  const away = tallies[game.away] as Tally;
  record(home, game.home, game.away, true, game.homePoints, game.awayPoints);
  record(away, game.away, game.home, false, game.awayPoints, game.homePoints);
  home.netTouchdowns += game.homeTouchdowns - game.awayTouchdowns;
  away.netTouchdowns += game.awayTouchdowns - game.homeTouchdowns;
}

/** Every team's standings from the tallies so far, ranked; clinches only when `complete`. */
function rankTeams(tallies: readonly Tally[], week: SeasonWeek, complete: boolean): DatasetStandings[] {
  const winPct = tallies.map((t) => pct(t.wins, t.losses, t.ties));
  const divisionPct = tallies.map((t) => pct(t.divisionWins, t.divisionLosses, t.divisionTies));
  const margin = tallies.map((t) => t.pointsFor - t.pointsAgainst);
  const better = (a: number, b: number) =>
    (winPct[b] as number) - (winPct[a] as number) ||
    (divisionPct[b] as number) - (divisionPct[a] as number) ||
    (margin[b] as number) - (margin[a] as number) ||
    (tallies[b] as Tally).pointsFor - (tallies[a] as Tally).pointsFor ||
    byAbbr(a, b);

  const teams = Array.from({ length: 32 }, (_, i) => i);
  const overallRank = new Array<number>(32).fill(0);
  [...teams].sort(better).forEach((team, rank) => {
    overallRank[team] = rank + 1;
  });
  const divisionRank = new Array<number>(32).fill(0);
  const divisionLeader = new Array<number>(8).fill(0);
  for (let division = 0; division < 8; division++) {
    const order = teams.slice(division * 4, division * 4 + 4).sort(better);
    order.forEach((team, rank) => {
      divisionRank[team] = rank + 1;
    });
    divisionLeader[division] = order[0] as number;
  }
  const conferenceRank = new Array<number>(32).fill(0);
  const lastWildcard = new Array<number>(2).fill(0);
  for (let conference = 0; conference < 2; conference++) {
    const members = teams.slice(conference * 16, conference * 16 + 16);
    const leaders = members.filter((team) => divisionRank[team] === 1).sort(better);
    const others = members.filter((team) => divisionRank[team] !== 1).sort(better);
    const seeds = [...leaders, ...others];
    seeds.forEach((team, rank) => {
      conferenceRank[team] = rank + 1;
    });
    lastWildcard[conference] = seeds[6] as number;
  }

  const gamesBack = (leader: Tally, team: Tally) => (leader.wins - team.wins + (team.losses - leader.losses)) / 2;

  return teams.map((team): DatasetStandings => {
    const tally = tallies[team] as Tally;
    const leader = divisionLeader[Math.floor(team / 4)] as number;
    const wildcard = lastWildcard[Math.floor(team / 16)] as number;
    const seed = conferenceRank[team] as number;
    const lastFive = tally.results.slice(-5);
    const inPlayoffs = complete && seed <= 7;
    return {
      week,
      overallWins: tally.wins,
      overallLosses: tally.losses,
      overallTies: tally.ties,
      overallWinPct: Math.round((winPct[team] as number) * 1000) / 1000,
      overallRank: overallRank[team] as number,
      overallPointsFor: tally.pointsFor,
      overallPointsAgainst: tally.pointsAgainst,
      netTouchDowns: tally.netTouchdowns,
      homeWins: tally.homeWins,
      homeLosses: tally.homeLosses,
      roadWins: tally.roadWins,
      roadLosses: tally.roadLosses,
      divisionWins: tally.divisionWins,
      divisionLosses: tally.divisionLosses,
      divisionTies: tally.divisionTies,
      conferenceWins: tally.conferenceWins,
      conferenceLosses: tally.conferenceLosses,
      overallStreak: streak(tally.results),
      last5Wins: lastFive.filter((r) => r === 'W').length,
      last5Losses: lastFive.filter((r) => r === 'L').length,
      clinchDivision: complete && divisionRank[team] === 1,
      clinchDivisionAndHomefield: complete && seed === 1,
      clinchWildcard: complete && seed >= 5 && seed <= 7,
      clinchPlayoff: inPlayoffs,
      conferenceRank: seed,
      divisionRank: divisionRank[team] as number,
      playoffStatus: inPlayoffs ? 'CLINCH_PLAYOFF' : 'NOT_CLINCH_PLAYOFF',
      divisionLeaderGamesBack: gamesBack(tallies[leader] as Tally, tally),
      wildcardGamesBack: seed <= 7 ? 0 : gamesBack(tallies[wildcard] as Tally, tally),
    };
  });
}

/** The games in the order they were played. */
const chronological = (games: readonly FinalGame[]) =>
  [...games].sort((a, b) => a.week - b.week || a.kickoff - b.kickoff || a.home - b.home);

/**
 * Every team's standings after each week of a season, computed from the final games of that
 * week and the weeks before it. A team on bye has an entry too, with its record unchanged.
 *
 * @param games - The final games of weeks 1 to `weeks`, in any order.
 * @param weeks - How many weeks, from the first, are over.
 * @param complete - Whether the regular season is over: only then are clinches set, on the
 *   last week's standings.
 * @returns By week (week 1 first), the standings by team index.
 */
export function weeklyStandings(
  season: number,
  games: readonly FinalGame[],
  weeks: number,
  complete: boolean,
): DatasetStandings[][] {
  const tallies = Array.from({ length: 32 }, newTally);
  const ordered = chronological(games);
  const result: DatasetStandings[][] = [];
  let next = 0;
  for (let week = 1; week <= weeks; week++) {
    for (; next < ordered.length && (ordered[next] as FinalGame).week <= week; next++) {
      tallyGame(tallies, ordered[next] as FinalGame);
    }
    result.push(rankTeams(tallies, seasonWeek(season, week), complete && week === weeks));
  }
  return result;
}

/**
 * Every team's standings at the end of a regular season, by team index: the last week's entry
 * of {@link weeklyStandings}, without computing the weeks before it.
 *
 * @param games - Every game of the season, all final.
 * @param weeks - How many weeks the season has.
 */
export function finalStandings(season: number, games: readonly FinalGame[], weeks: number): DatasetStandings[] {
  const tallies = Array.from({ length: 32 }, newTally);
  for (const game of chronological(games)) tallyGame(tallies, game);
  return rankTeams(tallies, seasonWeek(season, weeks), true);
}
