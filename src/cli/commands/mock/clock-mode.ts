/** `huddle mock --clock`: how the live mock's clock moves. */

/** The modes of `--clock`. */
export const CLOCK_MODES = ['manual', 'realtime', 'fast'] as const;

/** A clock mode of `huddle mock`. */
export type ClockMode = (typeof CLOCK_MODES)[number];

/** How many league milliseconds pass per real millisecond in each mode (`null`: only when told). */
const SPEEDS = { manual: null, realtime: 1, fast: 600 } as const satisfies Record<ClockMode, number | null>;

/** How often a moving clock is advanced, in real milliseconds. */
export const TICK_MS = 200;

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
