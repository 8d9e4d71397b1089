/**
 * Simulates a game drive by drive. Each drive starts where the last possession change left the
 * ball, ends in a result (touchdown, field goal, punt, turnover, …) whose yards follow from
 * where it started and ended, and uses game clock and real time. Points come only from drives
 * (touchdowns 6 + 1 or 2, field goals 3), so a team's score is always the sum of its drives'
 * points. Regulation is four 15-minute quarters; a tie goes to one 10-minute overtime period,
 * which can still end tied.
 */
import { clamp, type Random } from './random.js';
import { MINUTE } from './time.js';

/** How a drive ended. */
export type DriveResult =
  | 'TOUCHDOWN'
  | 'FIELD_GOAL'
  | 'MISSED_FIELD_GOAL'
  | 'PUNT'
  | 'INTERCEPTION'
  | 'FUMBLE'
  | 'DOWNS'
  | 'END_OF_HALF'
  | 'END_OF_GAME';

/** A team's strength for one season, in standard deviations around the league average. */
export interface Strength {
  readonly offense: number;
  readonly defense: number;
}

/** One simulated drive. */
export interface SimDrive {
  /** 0 when the home team has the ball, 1 for the visitors. */
  readonly side: 0 | 1;
  /** Game clock elapsed at the start and end, in seconds (0–3600, overtime to 4200). */
  readonly clockStart: number;
  readonly clockEnd: number;
  /** Real time at the start and end, in UTC milliseconds. */
  readonly realStart: number;
  readonly realEnd: number;
  /** Field position at the start and end, in yards from the offense's own goal line (0–100). */
  readonly from: number;
  readonly to: number;
  readonly plays: number;
  readonly firstDowns: number;
  readonly result: DriveResult;
  /** Points the offense scored: 0, 3, 6, 7 or 8. */
  readonly points: number;
  /** For an interception: how far the defender returned it. */
  readonly returnYards: number;
}

/** A simulated game. */
export interface SimGame {
  readonly drives: readonly SimDrive[];
  /** Points by period (Q1–Q4, overtime), home then visitors. */
  readonly points: readonly [readonly number[], readonly number[]];
  readonly overtime: boolean;
  /** When the game ended, in UTC milliseconds. */
  readonly realEnd: number;
  /** Timeouts left at the end, home then visitors. */
  readonly timeoutsLeft: readonly [number, number];
}

/** The game clock's period of an elapsed time at which something ended (1–4, 5 = overtime). */
export function periodEnding(elapsed: number): number {
  if (elapsed > 3600) return 5;
  return Math.max(1, Math.ceil(elapsed / 900));
}

/** The period of an elapsed time at which something started. */
export function periodStarting(elapsed: number): number {
  if (elapsed >= 3600) return 5;
  return Math.floor(elapsed / 900) + 1;
}

/** Seconds left on the period's clock (`15:00` at a quarter's start, `10:00` in overtime). */
export function clockLeft(elapsed: number, period: number): number {
  if (period === 5) return 4200 - elapsed;
  return period * 900 - elapsed;
}

/** End of the half (or overtime) in which a drive starting at `elapsed` is played. */
const halfEnd = (elapsed: number) => (elapsed < 1800 ? 1800 : elapsed < 3600 ? 3600 : 4200);

interface Plan {
  result: DriveResult;
  to: number;
}

/** Decides how a drive ends and where, before the clock has its say. */
function planDrive(random: Random, from: number, edge: number): Plan {
  const td = clamp(0.23 + 0.08 * edge + (from - 28) * 0.0045, 0.04, 0.8);
  const fg = clamp(0.16 + 0.02 * edge + (from - 28) * 0.002, 0.05, 0.32);
  const interception = clamp(0.055 - 0.012 * edge, 0.02, 0.1);
  const fumble = 0.035;
  const downs = 0.035;
  const roll = random.next();
  if (roll < td) return { result: 'TOUCHDOWN', to: 100 };
  if (roll < td + fg || from >= 62) {
    const to = clamp(Math.round(random.float(Math.max(from, 62), 97)), from, 99);
    const distance = 117 - to;
    const make = distance < 30 ? 0.985 : distance < 40 ? 0.93 : distance < 50 ? 0.82 : 0.64;
    return { result: random.chance(make) ? 'FIELD_GOAL' : 'MISSED_FIELD_GOAL', to };
  }
  const turnoverAt = () => clamp(from + Math.round(random.normal(16, 14)), 1, 99);
  if (roll < td + fg + interception) return { result: 'INTERCEPTION', to: turnoverAt() };
  if (roll < td + fg + interception + fumble) return { result: 'FUMBLE', to: turnoverAt() };
  if (roll < td + fg + interception + fumble + downs) {
    return { result: 'DOWNS', to: clamp(from + Math.round(random.normal(24, 14)), 1, 99) };
  }
  const punted = random.chance(0.3) ? from + random.int(-6, 8) : from + Math.round(random.normal(22, 12));
  return { result: 'PUNT', to: clamp(punted, Math.max(1, from - 10), 62) };
}

const playsFor = (random: Random, yards: number) =>
  Math.max(1, Math.round(Math.abs(yards) / 8 + 2.2 + random.normal(0, 1.1)));

const firstDownsFor = (random: Random, yards: number, plays: number) =>
  yards <= 2 ? 0 : clamp(Math.round(yards / 11 + random.normal(0, 0.7)), 0, Math.max(0, plays - 1));

/** Points of a touchdown with its try: a kick (usually good) or, rarely, a two-point try. */
function touchdownPoints(random: Random): number {
  if (random.chance(0.06)) return random.chance(0.48) ? 8 : 6;
  return random.chance(0.955) ? 7 : 6;
}

/**
 * Simulates one game.
 *
 * @param kickoff - Scheduled kickoff, UTC milliseconds.
 * @param touchback - Where a kickoff touchback puts the ball (25, or 30 since 2024).
 */
export function simulateGame(
  random: Random,
  home: Strength,
  away: Strength,
  kickoff: number,
  touchback: number,
): SimGame {
  const strengths = [home, away] as const;
  const points: [number[], number[]] = [
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
  ];
  const score = [0, 0];
  const drives: SimDrive[] = [];
  const openingReceiver: 0 | 1 = random.chance(0.5) ? 0 : 1;
  let side: 0 | 1 = openingReceiver;
  let elapsed = 0;
  let real = kickoff + random.int(3, 6) * MINUTE;
  let from = kickoffStart(random, touchback);
  let overtimePossessions = 0;
  let overtime = false;

  for (;;) {
    const offense = strengths[side];
    const defense = strengths[side === 0 ? 1 : 0];
    const edge = offense.offense - defense.defense + (side === 0 ? 0.12 : 0);
    const end = halfEnd(elapsed);
    const left = end - elapsed;
    const lead = (score[side] as number) - (score[side === 0 ? 1 : 0] as number);
    const closing = end === 1800 ? 'END_OF_HALF' : 'END_OF_GAME';

    let plan: Plan;
    let plays: number;
    let seconds: number;
    if ((end === 3600 && lead > 0 && left <= 120) || (end === 1800 && left <= 25)) {
      // Kneel it out.
      plays = Math.max(1, Math.min(3, Math.ceil(left / 40)));
      plan = { result: closing, to: Math.max(1, from - plays) };
      seconds = left;
    } else {
      plan = planDrive(random, from, edge);
      plays = playsFor(random, plan.to - from);
      seconds = plays * random.int(22, 38);
      if (seconds >= left) {
        const scoring = plan.result === 'TOUCHDOWN' || plan.result === 'FIELD_GOAL';
        if (scoring && left >= 30) {
          seconds = Math.max(5, left - random.int(1, 12));
        } else {
          const share = left / seconds;
          plan = { result: closing, to: clamp(from + Math.round((plan.to - from) * share), 1, 99) };
          plays = Math.max(1, Math.round(plays * share));
          seconds = left;
        }
      }
    }

    const yards = plan.to - from;
    const drivePoints = plan.result === 'TOUCHDOWN' ? touchdownPoints(random) : plan.result === 'FIELD_GOAL' ? 3 : 0;
    const clockEnd = elapsed + seconds;
    const realEnd = real + seconds * 1600 + plays * 6000 + random.int(0, 40) * 1000;
    const returnYards = plan.result === 'INTERCEPTION' ? clamp(Math.round(random.normal(11, 9)), 0, plan.to - 1) : 0;
    drives.push({
      side,
      clockStart: elapsed,
      clockEnd,
      realStart: real,
      realEnd,
      from,
      to: plan.to,
      plays,
      firstDowns: firstDownsFor(random, yards, plays),
      result: plan.result,
      points: drivePoints,
      returnYards,
    });
    if (drivePoints > 0) {
      score[side] = (score[side] as number) + drivePoints;
      const period = periodEnding(clockEnd) - 1;
      (points[side] as number[])[period] = ((points[side] as number[])[period] as number) + drivePoints;
    }
    if (overtime) overtimePossessions++;

    // What happens next.
    elapsed = clockEnd;
    real = realEnd + random.int(35, 80) * 1000 + (drivePoints > 0 ? 90_000 : 0);
    if (elapsed === 900 || elapsed === 2700 || crossesQuarter(elapsed - seconds, elapsed)) real += 2 * MINUTE;
    const tied = score[0] === score[1];
    if (overtime) {
      const firstScoredTouchdown = overtimePossessions === 1 && plan.result === 'TOUCHDOWN';
      if (firstScoredTouchdown || (overtimePossessions >= 2 && !tied) || elapsed >= 4200) break;
    } else if (elapsed >= 3600) {
      if (!tied) break;
      overtime = true;
      real += 3 * MINUTE;
      side = random.chance(0.5) ? 0 : 1;
      from = kickoffStart(random, touchback);
      continue;
    }
    if (elapsed === 1800) {
      real += 13 * MINUTE;
      side = openingReceiver === 0 ? 1 : 0;
      from = kickoffStart(random, touchback);
      continue;
    }
    side = side === 0 ? 1 : 0;
    from = nextStart(random, plan, returnYards, touchback);
  }

  return {
    drives,
    points,
    overtime,
    realEnd: real,
    timeoutsLeft: [random.int(0, 3), random.int(0, 3)],
  };
}

const crossesQuarter = (start: number, end: number) => Math.floor(start / 900) !== Math.floor((end - 1) / 900);

/** Where the receiving team starts after a kickoff. */
function kickoffStart(random: Random, touchback: number): number {
  if (random.chance(0.62)) return touchback;
  return clamp(Math.round(random.normal(27, 8)), 5, 70);
}

/** Where the other team starts after a drive ends with this plan. */
function nextStart(random: Random, plan: Plan, returnYards: number, touchback: number): number {
  switch (plan.result) {
    case 'TOUCHDOWN':
    case 'FIELD_GOAL':
      return kickoffStart(random, touchback);
    case 'PUNT': {
      const landing = plan.to + Math.round(random.normal(42, 6));
      if (landing >= 100) return 20;
      return clamp(100 - landing + clamp(Math.round(random.normal(7, 6)), 0, 40), 1, 80);
    }
    case 'INTERCEPTION':
      return clamp(100 - plan.to + returnYards, 1, 99);
    case 'FUMBLE':
      return clamp(100 - plan.to + random.int(0, 4), 1, 99);
    case 'MISSED_FIELD_GOAL':
      return Math.max(20, 107 - plan.to);
    default:
      return 100 - plan.to;
  }
}
