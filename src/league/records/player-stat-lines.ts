/**
 * Player statistics derived from the drives. A team's plays, yards, touchdowns, interceptions
 * and fumbles in a game are those of its drives; they are then shared out among the players
 * who touched the ball. So, for every team and game: passing yards + rushing yards = the sum of
 * the drives' yards, receptions = completions, receiving yards = passing yards, passing and
 * rushing touchdowns = touchdown drives, interceptions = drives that ended in one.
 */
import type { SimDrive } from '../simulation/drives.js';
import { clamp, dealUnits, type Random, splitInteger } from '../simulation/random.js';
import type { GameRoles } from '../simulation/roster.js';
import type { StatGroups } from './types.js';

/** One player's figures in one game. */
export interface StatLine {
  readonly player: number;
  readonly team: number;
  readonly groups: StatGroups;
}

/** Counter groups at zero. */
export function emptyGroups(): StatGroups {
  return {
    passing: { attempts: 0, completions: 0, yards: 0, touchdowns: 0, interceptions: 0 },
    rushing: { attempts: 0, yards: 0, touchdowns: 0, fumbles: 0 },
    receiving: { receptions: 0, yards: 0, touchdowns: 0 },
  };
}

/** Adds each counter of `from` into the same counter of `into`. */
function addCounters<Counter extends string>(into: Record<Counter, number>, from: Record<Counter, number>): void {
  for (const counter in from) into[counter] += from[counter];
}

/** Adds `from` into `into`, counter by counter. */
export function addGroups(into: StatGroups, from: StatGroups): void {
  addCounters(into.passing, from.passing);
  addCounters(into.rushing, from.rushing);
  addCounters(into.receiving, from.receiving);
}

/** A deep copy of counter groups. */
export function copyGroups(groups: StatGroups): StatGroups {
  const copy = emptyGroups();
  addGroups(copy, groups);
  return copy;
}

/** Yards per rushing attempt, to one decimal; `null` without attempts. */
export function yardsPerAttempt(attempts: number, yards: number): number | null {
  return attempts > 0 ? Math.round((yards / attempts) * 10) / 10 : null;
}

const noisy = (random: Random, weights: readonly number[]) => weights.map((w) => w * (0.6 + 0.8 * random.next()));

/** How a team's catches or carries are shared out. */
interface TouchShare {
  /** How many catches or carries. */
  readonly touches: number;
  /** Each player's usual share of them. */
  readonly weights: readonly number[];
  /** The yards gained on them. */
  readonly yards: number;
  /** Each player's usual gain per touch. */
  readonly perTouch: readonly number[];
  readonly touchdowns: number;
}

/**
 * Shares catches or carries out among `players` players by their (noisy) usual shares, the
 * yards by touches times each one's (noisy) usual gain, and the touchdowns among those with a
 * touch. Weights beyond `players` are ignored.
 */
function shareTouches(
  random: Random,
  players: number,
  share: TouchShare,
): { touches: number[]; yards: number[]; touchdowns: number[] } {
  const perTouch = share.perTouch.slice(0, players);
  const touches = splitInteger(share.touches, noisy(random, share.weights.slice(0, players)));
  const yards = splitInteger(
    share.yards,
    noisy(
      random,
      touches.map((count, i) => count * (perTouch[i] as number)),
    ),
  );
  return { touches, yards, touchdowns: dealUnits(random, share.touchdowns, touches, touches) };
}

/**
 * Shares a team's game out among its players.
 *
 * @param drives - The team's own drives of the game.
 */
export function gameStatLines(random: Random, roles: GameRoles, drives: readonly SimDrive[], team: number): StatLine[] {
  let plays = 0;
  let yards = 0;
  let touchdowns = 0;
  let interceptions = 0;
  let fumbles = 0;
  for (const drive of drives) {
    plays += drive.plays;
    yards += drive.to - drive.from;
    if (drive.result === 'TOUCHDOWN') touchdowns++;
    else if (drive.result === 'INTERCEPTION') interceptions++;
    else if (drive.result === 'FUMBLE') fumbles++;
  }

  // Team totals.
  const passAttempts = clamp(Math.round(plays * clamp(random.normal(0.57, 0.05), 0.4, 0.72)), interceptions, plays);
  const rushAttempts = plays - passAttempts;
  const completionRate = clamp(random.normal(0.64 + 0.025 * roles.qbRating, 0.06), 0.35, 0.85);
  let completions = Math.min(passAttempts - interceptions, Math.round(passAttempts * completionRate));
  if (completions === 0 && passAttempts > interceptions && touchdowns > rushAttempts) completions = 1;
  let passTouchdowns = 0;
  for (let k = 0; k < touchdowns; k++) if (random.chance(0.62)) passTouchdowns++;
  passTouchdowns = clamp(passTouchdowns, touchdowns - rushAttempts, completions);
  const rushTouchdowns = touchdowns - passTouchdowns;
  let passYards: number;
  if (completions === 0) passYards = 0;
  else if (rushAttempts === 0) passYards = yards;
  else passYards = Math.round(yards * clamp(random.normal(0.64, 0.08), 0.35, 0.9));
  const rushYards = yards - passYards;

  const lines = new Map<number, StatGroups>();
  const line = (player: number) => {
    let groups = lines.get(player);
    if (!groups) {
      groups = emptyGroups();
      lines.set(player, groups);
    }
    return groups;
  };

  // Quarterbacks: the backup plays part of some games.
  const [starter, backup] = roles.qb;
  const backupShare = random.chance(0.08) ? random.float(0.15, 1) : 0;
  const quarterbacks = backupShare > 0 ? [starter, backup] : [starter];
  const qbAttempts = splitInteger(passAttempts, backupShare > 0 ? [1 - backupShare, backupShare] : [1]);
  const qbInterceptions = dealUnits(random, interceptions, qbAttempts, qbAttempts);
  const qbCompletions = dealUnits(
    random,
    completions,
    qbAttempts,
    qbAttempts.map((att, i) => att - (qbInterceptions[i] as number)),
  );
  const qbYards = splitInteger(passYards, qbCompletions);
  const qbTouchdowns = dealUnits(random, passTouchdowns, qbCompletions, qbCompletions);
  quarterbacks.forEach((qb, i) => {
    const passing = line(qb).passing;
    passing.attempts = qbAttempts[i] as number;
    passing.completions = qbCompletions[i] as number;
    passing.yards = qbYards[i] as number;
    passing.touchdowns = qbTouchdowns[i] as number;
    passing.interceptions = qbInterceptions[i] as number;
  });

  // Receivers: the wide receivers, tight ends and first two backs.
  const targets = [...roles.wr, ...roles.te, ...roles.rb.slice(0, 2)];
  const catches = shareTouches(random, targets.length, {
    touches: completions,
    weights: [0.27, 0.2, 0.12, 0.17, 0.05, 0.12, 0.05],
    yards: passYards,
    perTouch: [13, 13, 12, 11, 10, 7.5, 7],
    touchdowns: passTouchdowns,
  });
  targets.forEach((player, i) => {
    if ((catches.touches[i] as number) === 0) return;
    const receiving = line(player).receiving;
    receiving.receptions = catches.touches[i] as number;
    receiving.yards = catches.yards[i] as number;
    receiving.touchdowns = catches.touchdowns[i] as number;
  });

  // Rushers: mostly the backs, some quarterback runs, the odd end-around.
  const rushers = [...roles.rb, starter, roles.wr[0] as number];
  const backs = roles.rb.length;
  const carries = shareTouches(random, rushers.length, {
    touches: rushAttempts,
    weights: [0.6, 0.2, 0.04].slice(0, backs).concat([0.12, 0.03]),
    yards: rushYards,
    perTouch: [4.3, 4.2, 4].slice(0, backs).concat([5.2, 7]),
    touchdowns: rushTouchdowns,
  });
  const lostFumbles = dealUnits(random, fumbles, carries.touches, carries.touches);
  rushers.forEach((player, i) => {
    if ((carries.touches[i] as number) === 0) return;
    const rushing = line(player).rushing;
    rushing.attempts += carries.touches[i] as number;
    rushing.yards += carries.yards[i] as number;
    rushing.touchdowns += carries.touchdowns[i] as number;
    rushing.fumbles += lostFumbles[i] as number;
  });

  return [...lines].map(([player, groups]) => ({ player, team, groups }));
}
