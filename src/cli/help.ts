/**
 * A command's usage line and its `--help` text, rendered from its declaration: nothing about an
 * option is written twice.
 */
import type { CommandDeclaration, CommandName, OptionDeclaration, OptionDeclarations } from './declaration.js';
import { HELP_OPTION } from './parse-arguments.js';

/** The width help is wrapped to. */
const WIDTH = 80;
/** An option's flags wider than this put its description on the next line. */
const MOST_FLAGS = 20;

type Declaration = CommandDeclaration<CommandName, OptionDeclarations>;

/** `N`, `URL`, or the choices (`aps|data|toast`); nothing for a flag. */
function valueText(option: OptionDeclaration, inUsage: boolean): string {
  if (option.type === 'boolean') return '';
  const choices = option.choices?.join('|');
  return ` ${(inUsage ? (choices ?? option.value) : (option.value ?? choices)) ?? 'VALUE'}`;
}

/** The words of the usage line after `huddle <name>`. */
export function usageWords(declaration: Declaration): string[] {
  const positionals = (declaration.positionals ?? []).map(({ name, required, variadic }) => {
    const word = `${name}${variadic === true ? ' …' : ''}`;
    return required === true ? `<${word}>` : `[${word}]`;
  });
  const options = Object.entries(declaration.options).map(([name, option]) => {
    const flag = `--${name}${valueText(option, true)}`;
    if (option.required === true) return flag;
    return option.repeatable === true ? `[${flag}]…` : `[${flag}]`;
  });
  return [...positionals, ...options];
}

/** Words joined into lines of at most {@link WIDTH}, the lines after the first indented by `indent`. */
function fill(words: readonly string[], first: string, indent: number): string[] {
  const lines = [first];
  for (const word of words) {
    const last = lines.length - 1;
    const line = lines[last] as string;
    const blank = line.trim() === '' || line === first;
    if (!blank && line.length + 1 + word.length > WIDTH) lines.push(`${' '.repeat(indent)}${word}`);
    else lines[last] = `${line}${line.endsWith(' ') ? '' : ' '}${word}`;
  }
  return lines;
}

/** `Usage: huddle <name> …`, wrapped under the command. */
export function usage(declaration: Declaration): string {
  const head = `Usage: huddle ${declaration.name}`;
  return fill(usageWords(declaration), head, head.length + 1).join('\n');
}

/** An option's description with what the declaration adds: its default, required or repeatable. */
function describe(option: OptionDeclaration): string {
  const notes = [
    ...(option.default !== undefined ? [`default ${option.default}`] : []),
    ...(option.required === true ? ['required'] : []),
    ...(option.repeatable === true ? ['repeatable'] : []),
  ];
  return notes.length === 0 ? option.description : `${option.description} (${notes.join('; ')})`;
}

/** The `Options:` rows: flags, then the description wrapped in a column. */
function optionRows(options: OptionDeclarations): string[] {
  const rows = Object.entries<OptionDeclaration>({ ...options, help: HELP_OPTION }).map(([name, option]) => ({
    flags: `${option.short === undefined ? '    ' : `-${option.short}, `}--${name}${valueText(option, false)}`,
    text: describe(option),
  }));
  const column = 2 + Math.min(MOST_FLAGS, Math.max(...rows.map(({ flags }) => flags.length))) + 2;
  return rows.flatMap(({ flags, text }) => {
    const words = text.split(' ');
    const head = `  ${flags}`;
    if (head.length + 2 > column) return [head, ...fill(words, ' '.repeat(column), column)];
    return fill(words, head.padEnd(column), column);
  });
}

/** The whole `huddle <name> --help`. */
export function helpText(declaration: Declaration): string {
  const sections = [
    `huddle ${declaration.name} — ${declaration.summary}`,
    usage(declaration),
    declaration.description.trim(),
    ['Options:', ...optionRows(declaration.options)].join('\n'),
    ...(declaration.notes === undefined ? [] : [declaration.notes.trim()]),
    ['Examples:', ...declaration.examples.map((example) => `  ${example}`)].join('\n'),
  ];
  return `${sections.join('\n\n')}\n`;
}
