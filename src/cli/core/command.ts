/**
 * What every `huddle` subcommand is: its declaration (name, summary, prose, arguments and
 * options), and a `run` that reads its arguments and streams from a {@link CliContext} and answers
 * with an exit code.
 */
import type { CliContext } from './context.js';
import type { CommandDeclaration, OptionDeclarations } from './declaration.js';

/** One subcommand of `huddle`. */
export interface Command<Name extends string = string> {
  readonly name: Name;
  /** What it declares: help, usage and the parser are read from it, and completion could be. */
  readonly declaration: CommandDeclaration<Name, OptionDeclarations>;
  /**
   * Parses the arguments, answers `--help`, then loads its run module and runs; resolves to the exit code. A failure is a
   * {@link CliError} with the bare reason: `runCli` prefixes it with `huddle <name>:`.
   */
  run(context: CliContext): Promise<number>;
}
