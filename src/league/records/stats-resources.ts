/**
 * The five statistics resources, from the final games at the dataset's moment: a record per
 * player per game he had the ball in (`/playerGameStats`), and their sums by season
 * (`/playerSeasonStats`), by season and team (`/playerTeamStats`) and over the career
 * (`/playerCareerStats`); and each team's season (`/teamSeasonStats`), whose points, touchdowns
 * and interceptions are counted from the same games' drives. Also the sums that teams and
 * persons embed, and who starred where, for the content that tells of it.
 */
import type { TeamGameStat } from '../../model/types.js';
import type { Core, CoreGame } from '../simulation/core.js';
import { IdSequence } from '../simulation/ids.js';
import type { Player } from '../simulation/roster.js';
import { seasonWeek } from '../simulation/schedule.js';
import { teamAt } from '../simulation/team-info.js';
import { finalScore, gameState } from './games.js';
import {
  addGroups,
  copyGroups,
  emptyGroups,
  gameStatLines,
  type StatLine,
  yardsPerAttempt,
} from './player-stat-lines.js';
import type {
  DatasetPlayerCareerStat,
  DatasetPlayerGameStat,
  DatasetPlayerSeasonStat,
  DatasetPlayerTeamStat,
  DatasetTeamSeasonStat,
  StatGroups,
} from './types.js';

/** A team's figures over one season's final games. */
interface TeamTally {
  /** The id shared by its `/teamSeasonStats` record and the team's embedded season statistics. */
  readonly id: string;
  games: number;
  pointsFor: number;
  pointsAgainst: number;
  touchdowns: number;
  fieldGoals: number;
  interceptions: number;
  interceptionYards: number;
  readonly groups: StatGroups;
  readonly gameStats: TeamGameStat[];
}

/** A player's figures in one game, with how many yards he gained in all. */
export interface Star {
  readonly player: number;
  readonly yards: number;
}

/** Everything the statistics section produces. */
export interface Statistics {
  readonly playerGameStats: DatasetPlayerGameStat[];
  readonly playerSeasonStats: DatasetPlayerSeasonStat[];
  readonly playerTeamStats: DatasetPlayerTeamStat[];
  readonly playerCareerStats: DatasetPlayerCareerStat[];
  readonly teamSeasonStats: DatasetTeamSeasonStat[];
  /** Team tallies by season, by team index. */
  readonly tallies: ReadonlyMap<number, readonly TeamTally[]>;
  /** A player's sums by season. */
  readonly bySeason: ReadonlyMap<number, ReadonlyMap<number, StatGroups>>;
  /** A player's sums by team, over his career. */
  readonly byTeam: ReadonlyMap<number, ReadonlyMap<number, StatGroups>>;
  /** The three players with the most yards in each final game, by game id. */
  readonly stars: ReadonlyMap<string, readonly Star[]>;
  /** Each season's ten leading rushers with their season sums, once the season is over. */
  readonly rushingLeaders: ReadonlyMap<number, readonly { player: number; team: number; groups: StatGroups }[]>;
}

type Subject = { id: string; firstName: string; lastName: string; team: { nickName: string } };

const newTally = (id: string): TeamTally => ({
  id,
  games: 0,
  pointsFor: 0,
  pointsAgainst: 0,
  touchdowns: 0,
  fieldGoals: 0,
  interceptions: 0,
  interceptionYards: 0,
  groups: emptyGroups(),
  gameStats: [],
});

/** The statistics lines of a game: who did what. Drawn from the game's own generator. */
function linesOf(game: CoreGame): StatLine[] {
  const random = game.random.fork('stats');
  const { home, away } = game.scheduled;
  return [home, away].flatMap((team, side) =>
    gameStatLines(
      random,
      game.roles[side] as CoreGame['roles'][0],
      game.sim.drives.filter((drive) => drive.side === side),
      team,
    ),
  );
}

/** Builds the statistics of every final game. */
export function buildStatistics(core: Core): Statistics {
  const seed = core.seed;
  const ids = {
    game: new IdSequence('player-game-stat', seed),
    season: new IdSequence('player-season-stat', seed),
    team: new IdSequence('player-team-stat', seed),
    career: new IdSequence('player-career-stat', seed),
    teamSeason: new IdSequence('team-season-stat', seed),
    teamGame: new IdSequence('team-game-stat', seed),
  };
  const players = core.league.players;
  // Records share their subject objects: a player on a team is written once.
  const subjects = new Map<number, Subject>();
  const subject = (index: number, team: number): Subject => {
    let found = subjects.get(index * 32 + team);
    if (!found) {
      const p = players[index] as Player;
      found = { id: p.id, firstName: p.firstName, lastName: p.lastName, team: { nickName: teamAt(team).nickName } };
      subjects.set(index * 32 + team, found);
    }
    return found;
  };

  const result: Statistics = {
    playerGameStats: [],
    playerSeasonStats: [],
    playerTeamStats: [],
    playerCareerStats: [],
    teamSeasonStats: [],
    tallies: new Map(),
    bySeason: new Map(),
    byTeam: new Map(),
    stars: new Map(),
    rushingLeaders: new Map(),
  };
  const bySeason = result.bySeason as Map<number, Map<number, StatGroups>>;
  const byTeam = result.byTeam as Map<number, Map<number, StatGroups>>;
  const career = new Map<number, { groups: StatGroups; team: number }>();

  for (const { season, games } of core.seasons) {
    const tallies = Array.from({ length: 32 }, () => newTally(ids.teamSeason.next()));
    (result.tallies as Map<number, TeamTally[]>).set(season, tallies);
    const seasonSums = new Map<number, { groups: StatGroups; team: number }>();
    const teamSums = new Map<number, { player: number; team: number; groups: StatGroups }>();
    let allFinal = true;

    for (const game of games) {
      const { scheduled, sim } = game;
      if (gameState(scheduled.kickoff, sim, core.asOf) !== 'FINAL') {
        allFinal = false;
        continue;
      }
      const lines = linesOf(game);
      const gameRef = {
        id: game.id,
        week: seasonWeek(season, scheduled.week),
        homeTeam: { abbr: teamAt(scheduled.home).abbr },
        visitorTeam: { abbr: teamAt(scheduled.away).abbr },
      };
      const teamGame = [emptyGroups(), emptyGroups()];
      for (const line of lines) {
        result.playerGameStats.push({
          id: ids.game.next(),
          season,
          seasonType: 'REG',
          player: subject(line.player, line.team),
          game: gameRef,
          passing: line.groups.passing,
          rushing: line.groups.rushing,
          receiving: line.groups.receiving,
        });
        const seasonSum = seasonSums.get(line.player) ?? { groups: emptyGroups(), team: line.team };
        addGroups(seasonSum.groups, line.groups);
        seasonSum.team = line.team;
        seasonSums.set(line.player, seasonSum);
        const key = line.player * 32 + line.team;
        const teamSum = teamSums.get(key) ?? { player: line.player, team: line.team, groups: emptyGroups() };
        addGroups(teamSum.groups, line.groups);
        teamSums.set(key, teamSum);
        addGroups(teamGame[line.team === scheduled.home ? 0 : 1] as StatGroups, line.groups);
      }
      (result.stars as Map<string, readonly Star[]>).set(
        game.id,
        lines
          .map((line) => ({
            player: line.player,
            yards: line.groups.passing.yards + line.groups.rushing.yards + line.groups.receiving.yards,
          }))
          .sort((a, b) => b.yards - a.yards || a.player - b.player)
          .slice(0, 3),
      );

      const homeScore = finalScore(sim, 0);
      for (const side of [0, 1] as const) {
        const team = side === 0 ? scheduled.home : scheduled.away;
        const tally = tallies[team] as TeamTally;
        const groups = teamGame[side] as StatGroups;
        tally.games++;
        for (const drive of sim.drives) {
          if (drive.side === side) {
            tally.pointsFor += drive.points;
            if (drive.result === 'TOUCHDOWN') tally.touchdowns++;
            if (drive.result === 'FIELD_GOAL') tally.fieldGoals++;
          } else {
            tally.pointsAgainst += drive.points;
            if (drive.result === 'INTERCEPTION') {
              tally.interceptions++;
              tally.interceptionYards += drive.returnYards;
            }
          }
        }
        addGroups(tally.groups, groups);
        tally.gameStats.push({
          id: ids.teamGame.next(),
          team: { id: teamAt(team).id },
          game: { id: game.id, homeTeamScore: homeScore },
          passingStats: { attempts: groups.passing.attempts, completions: groups.passing.completions },
          rushingStats: {
            attempts: groups.rushing.attempts,
            yardsPerAttempt: yardsPerAttempt(groups.rushing.attempts, groups.rushing.yards),
          },
        });
      }
    }

    if (seasonSums.size > 0) {
      tallies.forEach((tally, team) => {
        result.teamSeasonStats.push({
          id: tally.id,
          season,
          seasonType: 'REG',
          team: { nickName: teamAt(team).nickName },
          defensive: {
            interceptions: tally.interceptions,
            interceptionsTouchdowns: 0,
            interceptionsYards: tally.interceptionYards,
          },
          scoring: {
            gamesPlayed: tally.games,
            pointsFor: tally.pointsFor,
            pointsAgainst: tally.pointsAgainst,
            touchdowns: tally.touchdowns,
            fieldGoals: tally.fieldGoals,
          },
        });
      });
    }

    for (const [player, { groups, team }] of seasonSums) {
      result.playerSeasonStats.push({
        id: ids.season.next(),
        season,
        seasonType: 'REG',
        player: subject(player, team),
        ...copyGroups(groups),
      });
      const seasons = bySeason.get(player) ?? new Map<number, StatGroups>();
      seasons.set(season, groups);
      bySeason.set(player, seasons);
      const total = career.get(player) ?? { groups: emptyGroups(), team };
      addGroups(total.groups, groups);
      total.team = team;
      career.set(player, total);
    }
    for (const { player, team, groups } of teamSums.values()) {
      result.playerTeamStats.push({
        id: ids.team.next(),
        season,
        seasonType: 'REG',
        player: subject(player, team),
        team: { nickName: teamAt(team).nickName },
        ...copyGroups(groups),
      });
      const teams = byTeam.get(player) ?? new Map<number, StatGroups>();
      const sofar = teams.get(team) ?? emptyGroups();
      addGroups(sofar, groups);
      teams.set(team, sofar);
      byTeam.set(player, teams);
    }
    if (allFinal) {
      const leaders = [...seasonSums]
        .sort(([a, x], [b, y]) => y.groups.rushing.yards - x.groups.rushing.yards || a - b)
        .slice(0, 10)
        .map(([player, { groups, team }]) => ({ player, team, groups }));
      (result.rushingLeaders as Map<number, typeof leaders>).set(season, leaders);
    }
  }

  for (const [player, { groups, team }] of career) {
    result.playerCareerStats.push({ id: ids.career.next(), player: subject(player, team), ...copyGroups(groups) });
  }
  return result;
}
