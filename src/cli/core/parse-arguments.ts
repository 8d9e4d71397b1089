/**
 * Reading a command line against a command's declaration: `node:util` `parseArgs`, strict, then
 * each value checked as declared (a whole number, one of the choices, present when required), its
 * default filled in. Every failure is a one-line {@link UsageError} naming the option.
 */
import type { ParseArgsConfig } from 'node:util';
import { closest } from '../../did-you-mean.js';
import { orList } from '../output/or-list.js';
import type {
  OptionDeclaration,
  OptionDeclarations,
  OptionValues,
  ParsedArguments,
  PositionalDeclaration,
} from './declaration.js';
import { UsageError } from './errors/cli-error.js';

/**
 * `parseArgs`, taken from `node:util` itself where Node can (22.3 and later): an `import` of
 * `node:util` also runs each of its lazy exports (diff, workers, locks…), a few milliseconds of
 * every command's start-up, `--help` included.
 */
const { parseArgs } = process.getBuiltinModule?.('node:util') ?? (await import('node:util'));

/** `--help` and `-h`, which every command answers. */
export const HELP_OPTION = {
  type: 'boolean',
  short: 'h',
  description: 'show this help',
} as const satisfies OptionDeclaration;

type Raw = string | boolean | (string | boolean)[] | undefined;

/** How `parseArgs` reads each kind of option: an integer is read as text, then checked. */
const PARSE_TYPE = { boolean: 'boolean', string: 'string', integer: 'string' } as const satisfies Record<
  OptionDeclaration['type'],
  'boolean' | 'string'
>;

function parseConfig(options: OptionDeclarations): NonNullable<ParseArgsConfig['options']> {
  return Object.fromEntries(
    Object.entries<OptionDeclaration>({ ...options, help: HELP_OPTION }).map(([name, option]) => [
      name,
      {
        type: PARSE_TYPE[option.type],
        ...(option.short !== undefined && { short: option.short }),
        ...(option.repeatable === true && { multiple: true }),
      },
    ]),
  );
}

/** One value checked as declared. */
function checked(name: string, option: OptionDeclaration, value: string | boolean): string | number | boolean {
  if (typeof value === 'boolean') return value;
  if (option.choices !== undefined && !option.choices.includes(value)) {
    throw new UsageError(`--${name} must be ${orList(option.choices)}, got '${value}'`);
  }
  if (option.type !== 'integer') return value;
  if (/^-\d+$/.test(value)) {
    const [least, most] = option.range ?? [0, Number.POSITIVE_INFINITY];
    const within = most === Number.POSITIVE_INFINITY ? `a whole number, ${least} or more` : `from ${least} to ${most}`;
    throw new UsageError(`--${name} must be ${within}, got ${value}`);
  }
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number, got '${value}'`);
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new UsageError(`--${name} must be a whole number up to 2^53 - 1`);
  if (option.range !== undefined && (number < option.range[0] || number > option.range[1])) {
    throw new UsageError(`--${name} must be from ${option.range[0]} to ${option.range[1]}, got ${number}`);
  }
  return number;
}

/** The value `run` gets for one option. */
function optionValue(name: string, option: OptionDeclaration, raw: Raw): unknown {
  if (option.repeatable === true) return ((raw ?? []) as (string | boolean)[]).map((one) => checked(name, option, one));
  if (option.required === true && (raw === undefined || raw === '')) throw new UsageError(`--${name} is required`);
  if (raw === undefined) return option.type === 'boolean' ? false : option.default;
  return checked(name, option, raw as string | boolean);
}

/** The first line of `parseArgs`' message, without its full stop. */
function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? message).replace(/\.$/, '');
}

/**
 * The arguments with a negative number after an option that takes a value joined to it
 * (`--take -1` → `--take=-1`): `parseArgs` would refuse it as ambiguous, and the value's own
 * check says what is wrong with it.
 */
function joinNegativeValues(config: NonNullable<ParseArgsConfig['options']>, argv: readonly string[]): string[] {
  const takesValue = new Set(
    Object.entries(config).flatMap(([name, option]) =>
      option.type === 'string' ? [`--${name}`, ...(option.short === undefined ? [] : [`-${option.short}`])] : [],
    ),
  );
  const joined: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const word = argv[index] as string;
    const next = argv[index + 1];
    if (word === '--') return [...joined, ...argv.slice(index)];
    if (takesValue.has(word) && next !== undefined && /^-\d/.test(next)) {
      joined.push(word.startsWith('--') ? `${word}=${next}` : `${word}${next}`);
      index++;
    } else joined.push(word);
  }
  return joined;
}

/** `unknown option --tkae; did you mean --take?`, from the declared names. */
function unknownOption(config: NonNullable<ParseArgsConfig['options']>, args: string[]): string | null {
  const { tokens } = parseArgs({ args, options: config, allowPositionals: true, strict: false, tokens: true });
  const unknown = tokens.find((token) => token.kind === 'option' && !Object.hasOwn(config, token.name));
  if (unknown?.kind !== 'option') return null;
  const guess = unknown.rawName.startsWith('--') ? closest(unknown.name, Object.keys(config)) : null;
  return `unknown option ${unknown.rawName}${guess === null ? '' : `; did you mean --${guess}?`}`;
}

/** The parsed arguments, or `'help'` when the user asked for the command's help. */
export function parseArguments<Options extends OptionDeclarations>(
  options: Options,
  positionals: readonly PositionalDeclaration[],
  argv: readonly string[],
): ParsedArguments<Options> | 'help' {
  let parsed: { values: Record<string, Raw>; positionals: string[] };
  const config = parseConfig(options);
  const args = joinNegativeValues(config, argv);
  try {
    parsed = parseArgs({ args, options: config, allowPositionals: true, strict: true });
  } catch (error) {
    const unknown =
      (error as { code?: unknown }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && unknownOption(config, args);
    throw new UsageError(unknown || firstLine(error));
  }
  if (parsed.values.help === true) return 'help';
  const most = positionals.some((positional) => positional.variadic === true)
    ? Number.POSITIVE_INFINITY
    : positionals.length;
  if (parsed.positionals.length > most) throw new UsageError(`unexpected argument '${parsed.positionals[most]}'`);
  const values = Object.fromEntries(
    Object.entries(options).map(([name, option]) => [name, optionValue(name, option, parsed.values[name])]),
  ) as OptionValues<Options>;
  return { values, positionals: parsed.positionals };
}
