/**
 * Team records (`/teams`): one per team and season, with the season's standings week by week,
 * the depth chart at the season's end (or at the dataset's moment), branding, venue and the
 * team's statistics for the season and for each of its final games.
 */
import type { DepthChartEntry, TeamGameStat, TeamSeasonStat } from '../../model/types.js';
import { type Core, type CoreGame, finalGame } from '../simulation/core.js';
import { stableId } from '../simulation/ids.js';
import { depthChart } from '../simulation/roster.js';
import { REGULAR_SEASON_WEEKS } from '../simulation/schedule.js';
import { weeklyStandings } from '../simulation/standings.js';
import { TEAMS, type TeamInfo, webDomain } from '../simulation/team-info.js';
import { gameState } from './games.js';
import { wholePager } from './pager.js';
import { yardsPerAttempt } from './player-stat-lines.js';
import type { Statistics } from './stats-resources.js';
import type { DatasetStandings, DatasetTeam } from './types.js';

const CONFERENCE_NAMES: Readonly<Record<string, string>> = {
  AFC: 'American Football Conference',
  NFC: 'National Football Conference',
};

const LOGO_SIZES = ['THUMB', 'SMALL', 'MEDIUM', 'MEZZANINE'] as const;

/** What a team record is made of, beyond the team's static facts. */
interface TeamSeasonParts {
  readonly season: number;
  /** The standings after each completed week, week 1 first. */
  readonly standings: DatasetStandings[];
  readonly depthChart: DepthChartEntry[];
  readonly seasonStats: TeamSeasonStat;
  readonly gameStats: TeamGameStat[];
}

/** Writes a team's record for a season. */
function teamRecord(team: TeamInfo, parts: TeamSeasonParts): DatasetTeam {
  const conference = team.conference;
  const divisionName = `${conference} ${team.division}`;
  const lower = team.abbr.toLowerCase();
  return {
    id: team.id,
    season: parts.season,
    name: team.nickName,
    fullName: team.fullName,
    nickName: team.nickName,
    abbr: team.abbr,
    cityStateRegion: team.region,
    teamType: 'TEAM',
    conference: {
      id: stableId('conference', conference),
      abbr: conference,
      name: CONFERENCE_NAMES[conference] ?? conference,
    },
    division: {
      id: stableId('division', divisionName),
      abbr: divisionName,
      name: `${CONFERENCE_NAMES[conference] ?? conference} ${team.division}`,
    },
    webDomain: webDomain(team),
    established: team.established,
    venue: {
      name: team.stadium.name,
      ticketPhoneNumber: `+1 ${team.areaCode} 555 01${String(team.index).padStart(2, '0')}`,
      ticketUrl: `https://tickets.example/${lower}`,
    },
    branding: {
      logos: LOGO_SIZES.map((size) => ({
        href: `https://static.example/logos/${lower}/${size.toLowerCase()}.png`,
        size,
      })),
    },
    standings: { pager: wholePager(parts.standings.length), data: parts.standings },
    depthChart: { pager: wholePager(parts.depthChart.length), data: parts.depthChart },
    teamSeasonStats: [parts.seasonStats],
    teamGameStats: parts.gameStats,
  };
}

/** How many weeks of a season, from the first, have every game final at a moment. */
function completedWeeks(games: readonly CoreGame[], asOf: number): number {
  let completed = REGULAR_SEASON_WEEKS;
  for (const { scheduled, sim } of games) {
    if (gameState(scheduled.kickoff, sim, asOf) !== 'FINAL') completed = Math.min(completed, scheduled.week - 1);
  }
  return completed;
}

/**
 * Every team's record for every season: standings after each completed week (clinches once the
 * last week is over), the depth chart at the season's end, and the statistics of its final games.
 */
export function buildTeams(core: Core, statistics: Statistics): DatasetTeam[] {
  const teams: DatasetTeam[] = [];
  for (const { season, games, depth } of core.seasons) {
    const weeks = completedWeeks(games, core.asOf);
    const finals = games.filter((game) => game.scheduled.week <= weeks).map(finalGame);
    const standings = weeklyStandings(season, finals, weeks, weeks === REGULAR_SEASON_WEEKS);
    const tallies = statistics.tallies.get(season) ?? [];
    TEAMS.forEach((team, index) => {
      const tally = tallies[index];
      const groups = tally?.groups;
      teams.push(
        teamRecord(team, {
          season,
          standings: standings.map((week) => week[index] as DatasetStandings),
          depthChart: depthChart(core.league.players, depth[index] ?? new Map()),
          seasonStats: {
            id: tally?.id ?? null,
            season,
            seasonType: 'REG',
            passingStats: { attempts: groups?.passing.attempts ?? 0, completions: groups?.passing.completions ?? 0 },
            rushingStats: {
              attempts: groups?.rushing.attempts ?? 0,
              yardsPerAttempt: yardsPerAttempt(groups?.rushing.attempts ?? 0, groups?.rushing.yards ?? 0),
            },
          },
          gameStats: tally?.gameStats ?? [],
        }),
      );
    });
  }
  return teams;
}
