/** `huddle mock --clock`: how the live mock's clock moves. */
import { CliError } from '../command.js';

/** The modes, and how many league milliseconds pass per real millisecond (`null`: only when told). */
const SPEEDS = { manual: null, realtime: 1, fast: 600 } as const;

/** A clock mode of `huddle mock`. */
export type ClockMode = keyof typeof SPEEDS;

/** How often a moving clock is advanced, in real milliseconds. */
export const TICK_MS = 200;

/** The mode `--clock` names. */
export function clockMode(value: string): ClockMode {
  if (Object.hasOwn(SPEEDS, value)) return value as ClockMode;
  throw new CliError(`huddle mock: --clock must be manual, realtime or fast, got ${JSON.stringify(value)}`);
}

/** League milliseconds per real millisecond, or `null` for a clock that moves only when told. */
export const speedOf = (mode: ClockMode): number | null => SPEEDS[mode];

/**
 * Moves `advance` by the league time that passed, every {@link TICK_MS} real milliseconds, at
 * `speed`; returns the stop.
 */
export function runClock(speed: number, advance: (milliseconds: number) => void): () => void {
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    advance((now - last) * speed);
    last = now;
  }, TICK_MS);
  return () => clearInterval(timer);
}
