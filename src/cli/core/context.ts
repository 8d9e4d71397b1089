/**
 * What a `huddle` command runs with: its arguments, its streams and its surroundings, built by
 * `main` from `process` (or by a test from buffers).
 */
import type { CliEnv, CliOutput } from '../output/stream.js';

/**
 * What a command runs with. Nothing global: `main` builds it from `process`. The `stdout` and
 * `stderr` a command gets are guarded (`terminalOutput`): no escape sequence gets through them.
 */
export interface CliContext {
  /** The arguments after the command's name. */
  readonly argv: readonly string[];
  readonly stdin: AsyncIterable<Uint8Array | string> & { readonly isTTY?: boolean };
  readonly stdout: CliOutput;
  readonly stderr: CliOutput;
  readonly env: CliEnv;
  /** The directory relative file names are read from. */
  readonly cwd: string;
  /**
   * Resolves with the signal's name when the user asks the command to stop (SIGINT, SIGTERM).
   * Only a command that calls it handles those signals itself; the others stop as usual.
   */
  untilInterrupted(): Promise<string>;
}

/** The streams and surroundings a command runs with: a {@link CliContext} without its arguments. */
export type CliIo = Omit<CliContext, 'argv'>;
