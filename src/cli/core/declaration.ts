/**
 * What a command declares, once: its name, summary, prose, positional arguments and options. The
 * parser (`parse-arguments.ts`), the usage line and `--help` (`help.ts`) are read from it, and a
 * completion script could be: every command exposes its declaration. What it does is apart, in
 * its run module, loaded only when it runs.
 */
import type { CliContext } from './context.js';

/** How an option's value is read: a flag, a text, or a whole number (checked, and a `number` to `run`). */
type OptionType = 'boolean' | 'string' | 'integer';

/** One option, as `--help` shows it and the parser reads it. */
export interface OptionDeclaration {
  readonly type: OptionType;
  /** A one-letter alias (`-j`), if any. */
  readonly short?: string;
  /** What the value is called in usage and help (`N`, `URL`); strings and integers only. */
  readonly value?: string;
  /** The only values accepted, when they are a fixed set: named in usage and checked. */
  readonly choices?: readonly string[];
  /** One sentence or two for `--help`; wrapped to the terminal by the help. */
  readonly description: string;
  /** The value `run` gets when the option is absent, shown in help as `(default …)`. */
  readonly default?: string | number;
  /** Given more than once, each value is kept (`run` gets an array, empty when absent). */
  readonly repeatable?: boolean;
  /** The command cannot run without it: a one-line error names it. */
  readonly required?: boolean;
  /** A whole number's range, both ends included. */
  readonly range?: readonly [min: number, max: number];
}

/** One positional argument. */
export interface PositionalDeclaration {
  /** What usage calls it: `type`, `file|-`. */
  readonly name: string;
  /** Shown in usage as `<name>`; an optional one as `[name]`. Checked by the command, which knows the list to offer. */
  readonly required?: boolean;
  /** Takes every argument left (`name …`). */
  readonly variadic?: boolean;
}

/** The options of a command, by long name (without `--`). */
export type OptionDeclarations = Readonly<Record<string, OptionDeclaration>>;

type Scalar<O extends OptionDeclaration> = O['type'] extends 'boolean'
  ? boolean
  : O extends { readonly choices: readonly (infer Choice)[] }
    ? Choice
    : O['type'] extends 'integer'
      ? number
      : string;

/**
 * The values `run` gets, typed from the declarations: a flag is a `boolean`, a repeatable option
 * an array, an option with a default or required its value, any other its value or `undefined`.
 */
export type OptionValues<Options extends OptionDeclarations> = {
  readonly [Name in keyof Options]: Options[Name] extends { readonly repeatable: true }
    ? readonly Scalar<Options[Name]>[]
    : Options[Name]['type'] extends 'boolean'
      ? boolean
      : Options[Name] extends { readonly default: string | number } | { readonly required: true }
        ? Scalar<Options[Name]>
        : Scalar<Options[Name]> | undefined;
};

/** The parsed command line a command runs with. */
export interface ParsedArguments<Options extends OptionDeclarations> {
  readonly values: OptionValues<Options>;
  readonly positionals: readonly string[];
}

/**
 * A command, declared once: everything `--help`, the usage line and the parser read, and nothing
 * it runs with. Light: a declaration imports no library entry.
 */
export interface CommandDeclaration<Name extends string, Options extends OptionDeclarations> {
  readonly name: Name;
  /** One line: the title of its help, and its row in `huddle --help`. */
  readonly summary: string;
  /** The paragraphs of help between the usage and the options: what it does and how it behaves. */
  readonly description: string;
  readonly positionals?: readonly PositionalDeclaration[];
  readonly options: Options;
  /** Paragraphs of help after the options (what a failure looks like, a rule of the input). */
  readonly notes?: string;
  /** Command lines shown under `Examples:`, without the `$`. */
  readonly examples: readonly string[];
}

/**
 * What a command does once its arguments are read: the `run` its run module exports, typed from
 * its declaration's options. The run module is loaded only when the command runs, so that
 * `--help` and a usage error load none of the library.
 */
export type CommandRun<Options extends OptionDeclarations> = (
  context: CliContext,
  parsed: ParsedArguments<Options>,
) => Promise<number>;
