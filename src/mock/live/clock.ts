/**
 * The mock's clock: the moment the live mock answers as of. It moves only when told to
 * (`set`, `advance`), so the same steps always give the same answers and deliveries; `huddle mock
 * --clock realtime|fast` moves it on a timer.
 */
import { HuddleError } from '../../errors/huddle-error.js';

/** How far to move a clock: milliseconds, or a duration such as `'15m'`, `'2h30m'`, `'1d'`, `'90s'`. */
export type Duration = number | string;

/** A moment: a `Date`, UTC milliseconds, or a timestamp string `Date` reads. */
export type Moment = Date | number | string;

/** The mock's clock. */
export interface MockClock {
  /** The clock's time, in UTC milliseconds. */
  now(): number;
  /** Moves the clock to `moment` (forward or back). */
  set(moment: Moment): void;
  /** Moves the clock forward by `duration`. */
  advance(duration: Duration): void;
  /**
   * Calls `listener(from, to)` after every move, with the times before and after it. Returns a
   * function that stops the calls.
   */
  onMove(listener: (from: number, to: number) => void): () => void;
}

const UNITS: Readonly<Record<string, number>> = {
  ms: 1,
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};

/**
 * A duration in milliseconds: a non-negative number, or parts like `'1h30m'` (units `ms`, `s`,
 * `m`, `h`, `d`, `w`).
 *
 * @throws {@link HuddleError} naming the duration, when it is neither.
 */
export function durationMs(duration: Duration): number {
  if (typeof duration === 'number') {
    if (Number.isFinite(duration) && duration >= 0) return duration;
    throw new HuddleError(`A duration must be a finite number of milliseconds ≥ 0, got ${duration}`);
  }
  const text = duration.trim();
  let total = 0;
  let read = 0;
  for (const part of text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h|d|w)/g)) {
    if (part.index !== read) break;
    total += Number(part[1]) * (UNITS[part[2] as string] as number);
    read += part[0].length;
  }
  if (text === '' || read !== text.length) {
    throw new HuddleError(`Unreadable duration ${JSON.stringify(duration)}: write it like 90s, 15m, 2h30m or 1d`);
  }
  return total;
}

/**
 * A moment in UTC milliseconds.
 *
 * @throws {@link HuddleError} for a string or number that is no moment.
 */
export function momentMs(moment: Moment): number {
  const time = moment instanceof Date ? moment.getTime() : typeof moment === 'number' ? moment : Date.parse(moment);
  if (!Number.isFinite(time)) throw new HuddleError(`Not a moment: ${JSON.stringify(String(moment))}`);
  return time;
}

/** A clock at `start`. */
export function createClock(start: Moment): MockClock {
  let time = momentMs(start);
  const listeners = new Set<(from: number, to: number) => void>();
  const move = (to: number) => {
    const from = time;
    time = to;
    for (const listener of [...listeners]) listener(from, to);
  };
  return {
    now: () => time,
    set: (moment) => move(momentMs(moment)),
    advance: (duration) => move(time + durationMs(duration)),
    onMove(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
