/**
 * Argument parsing for the subcommands: `node:util` `parseArgs`, strict, with its errors turned
 * into one-line {@link CliError}s and `--help` added to every command.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type CliContext, CliError, type Command } from './command.js';

type Options = NonNullable<ParseArgsConfig['options']>;
type WithHelp<T extends Options> = T & { help: { type: 'boolean'; short: 'h' } };
export type Parsed<T extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: WithHelp<T>; allowPositionals: true; strict: true }>
>;

/** The parsed arguments, or `'help'` when the user asked for the command's help. */
export function parseCommandArgs<const T extends Options>(
  command: string,
  argv: readonly string[],
  options: T,
  { positionals = 0 }: { positionals?: number } = {},
): Parsed<T> | 'help' {
  let parsed: Parsed<T>;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { ...options, help: { type: 'boolean', short: 'h' } } as WithHelp<T>,
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new CliError(`huddle ${command}: ${firstLine(error)} (see huddle ${command} --help)`);
  }
  if ((parsed.values as { help?: boolean }).help === true) return 'help';
  if (parsed.positionals.length > positionals) {
    throw new CliError(
      `huddle ${command}: unexpected argument '${parsed.positionals[positionals]}' (see huddle ${command} --help)`,
    );
  }
  return parsed;
}

/** A non-negative integer option, or a one-line error naming the option. */
export function integerOption(command: string, name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new CliError(`huddle ${command}: --${name} must be a whole number, got '${value}'`);
  return Number(value);
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? message).replace(/\.$/, '');
}

/** What a command declares: its words, its options, and a `run` that gets them parsed. */
export interface CommandSpec<T extends Options> {
  readonly name: string;
  readonly summary: string;
  readonly help: string;
  readonly options: T;
  /** How many positional arguments it takes at most; none by default. */
  readonly positionals?: number;
  run(context: CliContext, parsed: Parsed<T>): Promise<number>;
}

/**
 * A command whose arguments are parsed for it: strictly, with one-line errors, and with
 * `--help`/`-h` answered (its help on stdout, exit code 0) before `run` is called.
 */
export function defineCommand<const T extends Options>(spec: CommandSpec<T>): Command {
  return {
    name: spec.name,
    summary: spec.summary,
    help: spec.help,
    async run(context) {
      const parsed = parseCommandArgs(spec.name, context.argv, spec.options, {
        ...(spec.positionals !== undefined && { positionals: spec.positionals }),
      });
      if (parsed === 'help') {
        context.stdout.write(spec.help);
        return 0;
      }
      return spec.run(context, parsed);
    },
  };
}
