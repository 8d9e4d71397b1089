/**
 * What happens in the league, moment by moment, derived from the simulation alone: kickoffs,
 * scoring drives, close games, overtimes and finals; players who sit a game out; articles as
 * they are published. The rules (which moment, which teams, which ids) are those stated on
 * {@link LeagueEvent} and in docs/mock.md, "Live games: what happens when".
 */
import type { Core, CoreGame } from './core.js';
import { clockLeft, type DriveResult, periodEnding, type SimDrive } from './drives.js';
import type { Player } from './roster.js';
import { teamAt } from './team-info.js';
import { formatClock, MINUTE } from './time.js';

/** The kinds of {@link LeagueEvent}. */
export type LeagueEventKind = 'kickoff' | 'score' | 'close' | 'overtime' | 'final' | 'news' | 'injury';

/**
 * One thing that happens in the league, at a moment. A league's events are sorted by `at`, then
 * in a stable order: a game's events in the order they happen, games in schedule order, news
 * after the games.
 *
 * When each kind happens (UTC milliseconds, exactly the moment from which `League.at` shows it):
 * - `kickoff`: at the scheduled kickoff; the game is `SCHEDULED` just before, `IN_PROGRESS` from it.
 * - `score`: at the end of a scoring drive (a touchdown, with its try, or a field goal: the
 *   simulation scores no safeties); `teams` is the scoring team, `score` the score after it.
 * - `close`: at most once per game, the first moment of the fourth quarter at which the margin
 *   is 8 points or fewer (one score): the start of the first drive that begins in the quarter,
 *   or the end of a scoring drive that ends in it before 0:00. Overtime has its own event.
 * - `overtime`: at the start of overtime's first drive (the score is tied).
 * - `final`: when the game ends; it is `FINAL` from this moment, `IN_PROGRESS` just before.
 * - `injury`: 90 minutes before kickoff, when the inactive players are announced: a player of
 *   the rotation (QB, RB, WR, TE) who sits the game out. `injuryId` is his person id (`/persons`
 *   returns him); `gameId` the game he misses; `teams` his team.
 * - `news`: when an article is published (a game's story 40 to 120 minutes after the final,
 *   a season's rushing ranking 45 minutes after its last game); `articleId` is the article's id
 *   as the dataset's content lists hold it from then on; `teams` the teams it is about.
 */
export interface LeagueEvent {
  /** UTC milliseconds. */
  readonly at: number;
  readonly kind: LeagueEventKind;
  /** The game's id (as /games answers it), for game events and injuries; `null` for news. */
  readonly gameId: string | null;
  /**
   * The teams concerned (abbreviations): both teams of a game, home first; the scoring team of a
   * score; the injured player's team; the teams an article is about.
   */
  readonly teams: readonly string[];
  /** news: the article's id, which the dataset's content lists return; `null` otherwise. */
  readonly articleId: string | null;
  /** injury: the injured player's person id; `null` otherwise. */
  readonly injuryId: string | null;
  /** A ready-made human line: `Touchdown KC — KC 14, BUF 7 (Q2 3:12)`. */
  readonly message: string;
  /** A short heading: `Kickoff`, `Touchdown`, `Field goal`, `Close game`, `Overtime`, `Final`, `News`, `Injury report`. */
  readonly title: string | null;
  /** The score, home then visitors: after the drive for a score, at the moment for `close` and `overtime`, the final score for a final; `null` otherwise. */
  readonly score: readonly [number, number] | null;
}

/** The margin, in points, at or under which a fourth quarter counts as close. */
const CLOSE_MARGIN = 8;

/** How long before kickoff the inactive (injured) players are announced. */
const INACTIVES_BEFORE_KICKOFF = 90 * MINUTE;

/** The play each scoring drive result is named by. */
const SCORING_PLAYS: Partial<Record<DriveResult, string>> = { TOUCHDOWN: 'Touchdown', FIELD_GOAL: 'Field goal' };

/** The name of a scoring drive's play. */
function scoringPlay(result: DriveResult, points: number): string {
  const play = SCORING_PLAYS[result];
  if (play === undefined) {
    throw new Error(`a drive ending in ${result} scored ${points} points: only touchdowns and field goals score`);
  }
  return play;
}

/** `Q2 3:12`, or `OT 4:01`: the period and the clock left in it, at an elapsed game time. */
function clockLabel(elapsed: number): string {
  const period = periodEnding(elapsed);
  return `${period === 5 ? 'OT' : `Q${period}`} ${formatClock(clockLeft(elapsed, period))}`;
}

type Score = readonly [number, number];

/** `KC 27, BUF 24`: the two teams and their points, `first` (0 home, 1 visitors) first. */
function scoreLine(abbrs: readonly [string, string], score: Score, first: 0 | 1): string {
  const second = first === 0 ? 1 : 0;
  return `${abbrs[first]} ${score[first]}, ${abbrs[second]} ${score[second]}`;
}

/** The leading side, the home team on a tie. */
const leader = (score: Score): 0 | 1 => (score[1] > score[0] ? 1 : 0);

/** An event, its fields always in the same order (so that its JSON is too), frozen: events are shared. */
function event(fields: Partial<LeagueEvent> & Pick<LeagueEvent, 'at' | 'kind' | 'message'>): LeagueEvent {
  return Object.freeze({
    at: fields.at,
    kind: fields.kind,
    gameId: fields.gameId ?? null,
    teams: Object.freeze([...(fields.teams ?? [])]),
    articleId: fields.articleId ?? null,
    injuryId: fields.injuryId ?? null,
    message: fields.message,
    title: fields.title ?? null,
    score: fields.score ? Object.freeze([fields.score[0], fields.score[1]] as const) : null,
  });
}

/** Whether a moment of the fourth quarter (an elapsed game time) is before its 0:00. */
const inFourthQuarter = (elapsed: number) => elapsed > 2700 && elapsed < 3600;

/** A game's events: kickoff, its scoring drives, a close fourth quarter, overtime, the final. */
function gameEvents(game: CoreGame): LeagueEvent[] {
  const { sim, scheduled } = game;
  const abbrs = [teamAt(scheduled.home).abbr, teamAt(scheduled.away).abbr] as const;
  const matchup = `${abbrs[1]} at ${abbrs[0]}`;
  const gameId = game.id;
  const events: LeagueEvent[] = [
    event({
      at: scheduled.kickoff,
      kind: 'kickoff',
      gameId,
      teams: abbrs,
      title: matchup,
      message: `Kickoff: ${matchup} (week ${scheduled.week})`,
    }),
  ];
  let score: Score = [0, 0];
  let closeSent = false;
  let quarterStarted = false;
  let overtimeStarted = false;
  const close = (at: number, elapsed: number) => {
    if (closeSent || Math.abs(score[0] - score[1]) > CLOSE_MARGIN) return;
    closeSent = true;
    events.push(
      event({
        at,
        kind: 'close',
        gameId,
        teams: abbrs,
        title: matchup,
        score,
        message: `Close game: ${scoreLine(abbrs, score, leader(score))} (${clockLabel(elapsed)})`,
      }),
    );
  };
  for (const drive of sim.drives as readonly SimDrive[]) {
    if (!quarterStarted && drive.clockStart >= 2700 && drive.clockStart < 3600) {
      quarterStarted = true;
      close(drive.realStart, drive.clockStart);
    }
    if (!overtimeStarted && drive.clockStart >= 3600) {
      overtimeStarted = true;
      events.push(
        event({
          at: drive.realStart,
          kind: 'overtime',
          gameId,
          teams: abbrs,
          title: matchup,
          score,
          message: `Overtime: ${matchup} tied ${score[0]}-${score[1]}`,
        }),
      );
    }
    if (drive.points === 0) continue;
    score = drive.side === 0 ? [score[0] + drive.points, score[1]] : [score[0], score[1] + drive.points];
    const play = scoringPlay(drive.result, drive.points);
    events.push(
      event({
        at: drive.realEnd,
        kind: 'score',
        gameId,
        teams: [abbrs[drive.side]],
        title: matchup,
        score,
        message: `${play} ${abbrs[drive.side]} — ${scoreLine(abbrs, score, drive.side)} (${clockLabel(drive.clockEnd)})`,
      }),
    );
    if (inFourthQuarter(drive.clockEnd)) close(drive.realEnd, drive.clockEnd);
  }
  events.push(
    event({
      at: sim.realEnd,
      kind: 'final',
      gameId,
      teams: abbrs,
      title: matchup,
      score,
      message: `${sim.overtime ? 'Final/OT' : 'Final'}: ${scoreLine(abbrs, score, leader(score))}`,
    }),
  );
  return events;
}

/** The players of a game's rotations who sit it out, announced before kickoff. */
function injuryEvents(game: CoreGame, players: readonly Player[]): LeagueEvent[] {
  const { scheduled } = game;
  const events: LeagueEvent[] = [];
  for (const side of [0, 1] as const) {
    const team = teamAt(side === 0 ? scheduled.home : scheduled.away);
    const opponent = teamAt(side === 0 ? scheduled.away : scheduled.home);
    for (const index of game.roles[side].sidelined) {
      const player = players[index] as Player;
      events.push(
        event({
          at: scheduled.kickoff - INACTIVES_BEFORE_KICKOFF,
          kind: 'injury',
          gameId: game.id,
          teams: [team.abbr],
          injuryId: player.id,
          title: 'Injury report',
          message: `${team.abbr} ${player.position} ${player.firstName} ${player.lastName} is out against ${opponent.abbr} (week ${scheduled.week})`,
        }),
      );
    }
  }
  return events;
}

/**
 * An article as the timeline tells of it: its id, the moment it was published, its title and
 * the teams it is about. The records' articles (`records/content.ts`) are given to it whole.
 */
export interface PublishedNews {
  readonly article: { readonly id: string | null };
  /** UTC milliseconds. */
  readonly at: number;
  readonly title: string;
  /** The abbreviations of the teams it is about. */
  readonly teams: readonly string[];
}

/** An article, as it is published. */
function newsEvent({ article, at, title, teams }: PublishedNews): LeagueEvent {
  return event({
    at,
    kind: 'news',
    teams,
    articleId: article.id,
    title: 'News',
    message: title,
  });
}

/**
 * Every event of the simulated seasons, sorted by `at` (a stable sort, so events at the same
 * moment keep the order they were listed in: by game in schedule order, then the news).
 *
 * @param articles - Every article the seasons publish, with its publication moment.
 */
export function buildTimeline(core: Core, articles: readonly PublishedNews[]): LeagueEvent[] {
  const events: LeagueEvent[] = [];
  for (const { games } of core.seasons) {
    for (const game of games) events.push(...injuryEvents(game, core.league.players), ...gameEvents(game));
  }
  for (const published of articles) events.push(newsEvent(published));
  return events.sort((a, b) => a.at - b.at);
}
