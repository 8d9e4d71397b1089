/**
 * The command lines of the docs' shell blocks, run in-process as `sh -c` would run them: words
 * split and unquoted as sh does ('…', "…", \), stages joined by `|`, each stage `huddle` (through
 * runCli, `npx huddle` alike) or one of the few tools the pages pipe through: `echo`, `printf`
 * (its escapes, no conversions) and `head -N`. Anything else (`;`, `&&`, redirections, `$`) is
 * refused by name, so a page that needs it makes this helper grow rather than pass unread.
 */
import { type HuddleRun, runHuddle } from '../cli/run-cli.ts';

/** A line's pipeline: the words of each stage. */
export function pipelineOf(line: string): string[][] {
  const stages: string[][] = [[]];
  let word: string | null = null;
  const stage = () => stages[stages.length - 1] as string[];
  const end = () => {
    if (word !== null) stage().push(word);
    word = null;
  };
  for (let index = 0; index < line.length; index++) {
    const char = line[index] as string;
    if (char === "'") {
      const close = line.indexOf("'", index + 1);
      if (close < 0) throw new Error(`unclosed ' in: ${line}`);
      word = (word ?? '') + line.slice(index + 1, close);
      index = close;
    } else if (char === '"') {
      let text = '';
      for (index++; index < line.length && line[index] !== '"'; index++) {
        if (line[index] === '\\' && /["\\$`]/.test(line[index + 1] ?? '')) index++;
        else if (/[$`]/.test(line[index] as string))
          throw new Error(`the docs shell does not expand ${line[index]}: ${line}`);
        text += line[index];
      }
      if (index === line.length) throw new Error(`unclosed " in: ${line}`);
      word = (word ?? '') + text;
    } else if (char === '\\') {
      word = (word ?? '') + (line[++index] ?? '');
    } else if (/\s/.test(char)) end();
    else if (char === '|') {
      end();
      if (line[index + 1] === '|') throw new Error(`the docs shell runs pipelines only, not ||: ${line}`);
      stages.push([]);
    } else if (/[;&<>$`()*?]/.test(char)) {
      throw new Error(`the docs shell does not run '${char}': ${line}`);
    } else word = (word ?? '') + char;
  }
  end();
  if (stages.some((words) => words.length === 0)) throw new Error(`an empty stage in: ${line}`);
  return stages;
}

/** printf's format with its backslash escapes read (`\x1b`, `\n`, `\\`); a `%` conversion is refused. */
export function printfText(format: string): string {
  if (/%[^%]/.test(format)) throw new Error(`the docs shell's printf takes no conversions: ${format}`);
  const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\u0007', '\\': '\\', e: '\u001b' };
  return format
    .replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/g, (whole, code: string) => {
      if (code.startsWith('x')) return String.fromCharCode(Number.parseInt(code.slice(1), 16));
      if (/^[0-7]+$/.test(code)) return String.fromCharCode(Number.parseInt(code, 8));
      return simple[code] ?? whole;
    })
    .replaceAll('%%', '%');
}

/** A stage of a line; `last` when its stdout is the reader's terminal rather than a pipe. */
type Stage = (words: readonly string[], stdin: string, cwd: string, last: boolean) => Promise<HuddleRun>;
const done = (stdout: string): HuddleRun => ({ code: 0, signal: null, stdout, stderr: '' });

/**
 * The terminal a page's reader types into: 80 columns, and no colour, so that what the command
 * prints there is the text the page shows.
 */
const READER_TERMINAL = { columns: 80 } as const;

const huddle = (args: readonly string[], stdin: string, cwd: string, last: boolean) =>
  runHuddle(args, { stdin, cwd, ...(last && { terminal: READER_TERMINAL, env: { NO_COLOR: '1' } }) });

/** The tools a stage may be, by name. */
const TOOLS: Readonly<Record<string, Stage>> = {
  huddle: (words, stdin, cwd, last) => huddle(words.slice(1), stdin, cwd, last),
  npx: (words, stdin, cwd, last) => {
    if (words[1] !== 'huddle') throw new Error(`the docs shell runs npx huddle only: ${words.join(' ')}`);
    return huddle(words.slice(2), stdin, cwd, last);
  },
  echo: async (words) => done(`${words.slice(1).join(' ')}\n`),
  printf: async (words) => done(printfText(words[1] ?? '')),
  head: async (words, stdin) => {
    const count = /^-(\d+)$/.exec(words[1] ?? '')?.[1];
    if (count === undefined) throw new Error(`the docs shell's head takes -N: ${words.join(' ')}`);
    return done(
      stdin
        .split(/(?<=\n)/)
        .slice(0, Number(count))
        .join(''),
    );
  },
};

/** Runs one line: each stage gets the stdout of the one before; the line's code is the last stage's, as in sh. */
export async function runLine(line: string, cwd: string): Promise<HuddleRun> {
  let input = '';
  let stderr = '';
  let last: HuddleRun = done('');
  const stages = pipelineOf(line);
  for (const [index, words] of stages.entries()) {
    const tool = TOOLS[words[0] as string];
    if (tool === undefined || !Object.hasOwn(TOOLS, words[0] as string)) {
      throw new Error(`the docs shell has no ${words[0]} (it runs ${Object.keys(TOOLS).join(', ')}): ${line}`);
    }
    last = await tool(words, input, cwd, index === stages.length - 1);
    stderr += last.stderr;
    input = last.stdout;
  }
  return { ...last, stderr };
}
