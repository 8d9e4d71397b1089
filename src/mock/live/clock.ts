/**
 * The mock's clock: the moment the live mock answers as of. It moves only when told to
 * (`set`, `advance`), so the same steps always give the same answers and deliveries; `huddle mock
 * --clock realtime|fast` moves it on a timer.
 */
import { MockClockError } from '../errors/mock-clock-error.js';

/** How far to move a clock: milliseconds, or a duration such as `'15m'`, `'2h30m'`, `'1d'`, `'90s'`. */
export type Duration = number | string;

/** A moment: a `Date`, UTC milliseconds, or a timestamp string `Date` reads. */
export type Moment = Date | number | string;

/** The mock's clock. */
export interface MockClock {
  /** The clock's time, in UTC milliseconds. */
  now(): number;
  /**
   * Moves the clock to `moment` (forward or back).
   *
   * @throws {@link MockClockError} for no moment, or one outside the range a `Date` holds; the
   * clock does not move.
   */
  set(moment: Moment): void;
  /**
   * Moves the clock forward by `duration`.
   *
   * @throws {@link MockClockError} for an unreadable duration, or one that would take the clock
   * past the latest moment a `Date` holds (+275760-09-13); the clock does not move.
   */
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
 * @throws {@link MockClockError} naming the duration, when it is neither.
 */
export function durationMs(duration: Duration): number {
  if (typeof duration === 'number') {
    if (Number.isFinite(duration) && duration >= 0) return duration;
    throw new MockClockError(`A duration must be a finite number of milliseconds ≥ 0, got ${duration}`);
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
    throw new MockClockError(`Unreadable duration ${JSON.stringify(duration)}: write it like 90s, 15m, 2h30m or 1d`);
  }
  return total;
}

/** The furthest a `Date` reaches either side of 1970, in milliseconds (ECMAScript's time range). */
export const MAX_TIME = 8.64e15;

/** `time` when a `Date` holds it, else a {@link MockClockError} naming it and the range. */
function inRange(time: number, what: string): number {
  if (Number.isFinite(time) && Math.abs(time) <= MAX_TIME) return time;
  throw new MockClockError(
    `${what} ${time} ms is outside the range a Date holds (±8.64e15 ms: -271821-04-20 to +275760-09-13)`,
  );
}

/**
 * A moment in UTC milliseconds.
 *
 * @throws {@link MockClockError} for a string or number that is no moment, or one outside the
 * range a `Date` holds.
 */
export function momentMs(moment: Moment): number {
  const time = moment instanceof Date ? moment.getTime() : typeof moment === 'number' ? moment : Date.parse(moment);
  if (Number.isNaN(time)) throw new MockClockError(`Not a moment: ${JSON.stringify(String(moment))}`);
  return inRange(time, 'the moment');
}

/**
 * A clock at `start`.
 *
 * @throws {@link MockClockError} when `start` is no moment a `Date` holds.
 */
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
    advance: (duration) => move(inRange(time + durationMs(duration), 'the move to')),
    onMove(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
