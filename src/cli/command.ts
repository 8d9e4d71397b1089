/**
 * What every `huddle` subcommand is: a name, a one-line summary, its help text, and a `run` that
 * reads its arguments and streams from a {@link CliContext} and answers with an exit code.
 */

/** A stream the command writes to: stdout or stderr, or a buffer in tests. */
export interface CliOutput {
  write(text: string): unknown;
  /** True when a person is watching: tables, colour and progress bars only then. */
  readonly isTTY?: boolean | undefined;
  /** A terminal's width in characters, when it is one. */
  readonly columns?: number | undefined;
}

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
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The directory relative file names are read from. */
  readonly cwd: string;
  /**
   * Resolves with the signal's name when the user asks the command to stop (SIGINT, SIGTERM).
   * Only a command that calls it handles those signals itself; the others stop as usual.
   */
  untilInterrupted(): Promise<string>;
}

/** One subcommand of `huddle`. */
export interface Command {
  readonly name: string;
  /** One line, shown by `huddle --help`. */
  readonly summary: string;
  /** The whole `huddle <name> --help` text. */
  readonly help: string;
  /** Runs the command; resolves to the exit code. Throw a {@link CliError} for a one-line failure. */
  run(context: CliContext): Promise<number>;
}

/**
 * A failure the command reports as one line on stderr, with exit code 1 (never a stack trace).
 * Library errors (`QueryError`, `DecodeError`, `HttpError`…) are reported the same way by `main`.
 */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    /** The process exit code; 1 unless a command documents another. */
    readonly exitCode = 1,
  ) {
    super(message);
  }
}
