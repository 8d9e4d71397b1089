/**
 * A progress bar on a terminal, redrawn in place on one line; on anything else (a pipe, a file,
 * a CI log) it writes nothing at all.
 */
import type { CliOutput } from './stream.js';

/** A progress display. */
export interface Progress {
  /** Shows `done` records of `total` (`null`: the total is not known). */
  update(done: number, total: number | null): void;
  /** Clears the line. */
  finish(): void;
}

const BAR = 24;
const RETURN = '\r';
const CLEAR_TO_END = '\u001b[K';

/** The control sequences a progress bar writes: the only ones the stream guard lets through on a TTY. */
export const PROGRESS_SEQUENCES: ReadonlySet<string> = new Set([RETURN, CLEAR_TO_END]);

/** The line shown for `done` of `total`. */
export function progressLine(label: string, done: number, total: number | null): string {
  if (total === null || total <= 0) return `${label} ${done} records`;
  const share = Math.min(1, done / total);
  const filled = Math.round(share * BAR);
  return `${label} [${'█'.repeat(filled)}${'░'.repeat(BAR - filled)}] ${Math.floor(share * 100)}% ${done}/${total}`;
}

/** A progress bar on `stream`, or nothing when `stream` is not a terminal. */
export function progressBar(stream: CliOutput, label: string): Progress {
  if (stream.isTTY !== true) return { update() {}, finish() {} };
  let shown = false;
  return {
    update(done, total) {
      shown = true;
      stream.write(`${RETURN}${progressLine(label, done, total)}${CLEAR_TO_END}`);
    },
    finish() {
      if (shown) stream.write(`${RETURN}${CLEAR_TO_END}`);
    },
  };
}
