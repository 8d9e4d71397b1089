/**
 * A command's usage line and its `--help` text, rendered from its declaration: nothing about an
 * option is written twice.
 */
import type { CommandDeclaration, OptionDeclaration, OptionDeclarations } from './declaration.js';
import { HELP_OPTION } from './parse-arguments.js';

/** What ends an example's line when the command goes on on the next. */
const CONTINUATION = ' \\';
/** The width help is wrapped to when none is given (output piped or redirected). */
const HELP_WIDTH = 80;
/** An option's flags wider than this put its description on the next line. */
const MOST_FLAGS = 20;
/** A description column narrower than this goes under its flags (or term), indented by {@link UNDER}. */
const NARROWEST = 24;
/** The indent of a description put under its flags or term. */
const UNDER = 8;

type Declaration = CommandDeclaration<string, OptionDeclarations>;

/** Choices wider than this are not written into the flags: the description lists them. */
const WIDEST_CHOICES = 24;

/** The choices as the flags show them (`aps|data|toast`), or undefined when too many to show there. */
function choicesText(option: OptionDeclaration): string | undefined {
  const choices = option.choices?.join('|');
  return choices !== undefined && choices.length <= WIDEST_CHOICES ? choices : undefined;
}

/** `N`, `URL`, or the choices (`aps|data|toast`); nothing for a flag. */
function valueText(option: OptionDeclaration, inUsage: boolean): string {
  if (option.type === 'boolean') return '';
  const choices = choicesText(option);
  return ` ${(inUsage ? (choices ?? option.value) : (option.value ?? choices)) ?? 'VALUE'}`;
}

/** The words of the usage line after `huddle <name>`. */
function usageWords(declaration: Declaration): string[] {
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

/**
 * Words joined into lines of at most `width`, the lines after the first indented by `indent`. A
 * word is never split: one too wide for the indent starts as far left as it needs, and one wider
 * than the whole line (a long URL or JSON argument) overflows it alone, at column 0.
 */
function fill(words: readonly string[], first: string, indent: number, width: number): string[] {
  const lines = [first];
  const at = (word: string, room: number) => ' '.repeat(Math.max(0, Math.min(room, width - word.length)));
  for (const word of words.filter((each) => each !== '')) {
    const last = lines.length - 1;
    const line = lines[last] as string;
    const joined = line === '' || line.endsWith(' ') ? `${line}${word}` : `${line} ${word}`;
    if (joined.length <= width || (line === first && line.trim() !== '')) lines[last] = joined;
    else if (line.trim() === '') lines[last] = `${at(word, line.length)}${word}`;
    else lines.push(`${at(word, indent)}${word}`);
  }
  return lines;
}

/** `Usage: huddle <name> …`, wrapped under the command. */
export function usage(declaration: Declaration, width = HELP_WIDTH): string {
  const head = `Usage: huddle ${declaration.name}`;
  const indent = head.length + 1 + NARROWEST > width ? UNDER : head.length + 1;
  return fill(usageWords(declaration), head, indent, width).join('\n');
}

/** An option's description with what the declaration adds: its default, required or repeatable. */
function describe(option: OptionDeclaration): string {
  // Choices that neither the usage line nor the flags show are listed here, wrapped with the text.
  const unshown = option.choices !== undefined && choicesText(option) === undefined && option.value !== undefined;
  const notes = [
    ...(unshown ? [`one of ${option.choices?.join(', ')}`] : []),
    ...(option.default !== undefined ? [`default ${option.default}`] : []),
    ...(option.required === true ? ['required'] : []),
    ...(option.repeatable === true ? ['repeatable'] : []),
  ];
  return notes.length === 0 ? option.description : `${option.description} (${notes.join('; ')})`;
}

/** The `Options:` rows: flags, then the description wrapped in a column. */
function optionRows(options: OptionDeclarations, width: number): string[] {
  const rows = Object.entries<OptionDeclaration>({ ...options, help: HELP_OPTION }).map(([name, option]) => ({
    flags: `${option.short === undefined ? '    ' : `-${option.short}, `}--${name}${valueText(option, false)}`,
    text: describe(option),
  }));
  const column = 2 + Math.min(MOST_FLAGS, Math.max(...rows.map(({ flags }) => flags.length))) + 2;
  return rows.flatMap(({ flags, text }) => {
    const words = text.split(' ');
    const head = `  ${flags}`;
    const widest = Math.max(...words.map((word) => word.length));
    const under = column + NARROWEST > width || column + widest > width ? UNDER : column;
    if (head.length + 2 > under) return [head, ...fill(words, ' '.repeat(under), under, width)];
    return fill(words, head.padEnd(column), column, width);
  });
}

/**
 * Where a line's wrapped lines start: after a term and its gap of two or more spaces (`  path=value
 * equals …`, `  query   run a query`), or after the label of a list of names (`Resources: games,
 * teams, …`, so the names wrap in a column of their own); else under the line's own indent (a
 * bullet's text after its `- `).
 */
function hangOf(line: string, width: number): { readonly head: string; readonly hang: number } {
  const term = (/^(\s*\S+(?: \S+)*?\s{2,})\S/.exec(line) ?? /^(\s*[A-Z]\w*: )(?=\S+, \S+, )/.exec(line))?.[1];
  if (term !== undefined && term.trim() !== '') return { head: term, hang: term.length };
  const indent = /^\s*(?:- )?/.exec(line)?.[0] ?? '';
  return { head: indent, hang: Math.min(indent.length, Math.max(0, width - NARROWEST)) };
}

/**
 * One line of help text in lines of at most `width`, broken at spaces only, the lines after the
 * first hanging under the text's start (its description column, or its indent). When that column
 * is too narrow, the text goes under its term, indented by {@link UNDER}. A word wider than the
 * room (a URL) is the one thing that may overflow: it cannot be broken without changing it.
 */
function wrapLine(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  const { head, hang } = hangOf(line, width);
  const words = line.slice(head.length).split(' ');
  const widest = Math.max(...words.map((word) => word.length));
  const under = head.trim() !== '' && (hang + NARROWEST > width || hang + widest > width);
  return under ? [head.trimEnd(), ...fill(words, ' '.repeat(UNDER), UNDER, width)] : fill(words, head, hang, width);
}

const indentOf = (line: string): number => line.length - line.trimStart().length;

/**
 * The declared text's lines, with a line that does not fit joined by the lines that continue its
 * sentence (hand-wrapped at 80 columns: the same indent as its wrapped lines, no term of their own,
 * and the line does not end a sentence), so that a narrower terminal reflows the sentence whole.
 */
function reflowed(lines: readonly string[], width: number): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    const continues =
      last !== undefined &&
      last.length > width &&
      !/[.:]$/.test(last) &&
      line.trim() !== '' &&
      !/\S\s{2,}\S/.test(line.trim()) &&
      indentOf(line) === hangOf(last, width).hang;
    if (continues) out[out.length - 1] = `${last} ${line.trimStart()}`;
    else out.push(line);
  }
  return out;
}

/** Text of any number of lines, each wrapped to `width` by {@link wrapLine}. */
export function wrapHelp(text: string, width: number): string {
  return reflowed(text.split('\n'), width)
    .flatMap((line) => wrapLine(line, width))
    .join('\n');
}

/**
 * An example command in lines of at most `width`, each but the last ending in the shell's line
 * continuation (` \\`), so that it still runs when pasted whole.
 */
function exampleLines(example: string, width: number): string {
  return fill(example.split(' '), '  ', 4, width - CONTINUATION.length).join(`${CONTINUATION}\n`);
}

/** The whole `huddle <name> --help`, fitted to `width` columns. */
export function helpText(declaration: Declaration, width = HELP_WIDTH): string {
  const sections = [
    wrapHelp(`huddle ${declaration.name} — ${declaration.summary}`, width),
    usage(declaration, width),
    wrapHelp(declaration.description.trim(), width),
    ['Options:', ...optionRows(declaration.options, width)].join('\n'),
    ...(declaration.notes === undefined ? [] : [wrapHelp(declaration.notes.trim(), width)]),
    ['Examples:', ...declaration.examples.map((example) => exampleLines(example, width))].join('\n'),
  ];
  return `${sections.join('\n\n')}\n`;
}
