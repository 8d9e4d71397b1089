/**
 * A failure the command reports as one line on stderr, with exit code 1 (never a stack trace).
 * Library errors (`QueryError`, `DecodeError`, `HttpError`…) are reported the same way by `main`.
 */
export class CliError extends Error {
  override readonly name: string = 'CliError';
  constructor(
    message: string,
    /** The process exit code; 1 unless a command documents another. */
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** A command line the command cannot read: its line ends with `(see huddle <name> --help)`. */
export class UsageError extends CliError {
  override readonly name = 'UsageError';
}
