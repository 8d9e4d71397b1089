/**
 * What the terminal output writes to and reads its choices from: a stream and the environment.
 * Apart from the command's context, so that nothing in `output/` imports from outside it.
 */

/** A stream the command writes to: stdout or stderr, or a buffer in tests. */
export interface CliOutput {
  write(text: string): unknown;
  /** True when a person is watching: tables, colour and progress bars only then. */
  readonly isTTY?: boolean | undefined;
  /** A terminal's width in characters, when it is one. */
  readonly columns?: number | undefined;
}

/** The environment variables the command reads (`NO_COLOR`, `COLUMNS`…). */
export type CliEnv = Readonly<Record<string, string | undefined>>;
