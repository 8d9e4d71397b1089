/**
 * The fenced code blocks of README.md and docs/*.md, so the suite can check every one of them:
 * TypeScript blocks type-check, shell blocks name scripts that exist and commands that run.
 *
 * A block may need names that the page does not show (a token getter, a payload the device
 * received). An HTML comment just before the fence supplies them, unseen by readers:
 * `<!-- context: declare const received: unknown; -->`. `<!-- context: continues -->` makes a
 * block carry on from the one before it on the page (`continues; declare …` adds names too).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../../..');

export interface DocBlock {
  /** The page, relative to the project root. */
  readonly file: string;
  /** The 1-based line of the opening fence. */
  readonly line: number;
  readonly lang: string;
  readonly code: string;
  /** Code the page's context comment supplies, placed before the block's own. */
  readonly context: string;
  /** Whether the block carries on from the previous one on the page. */
  readonly continues: boolean;
}

/** README.md and every page of docs/, in a stable order. */
function docPages(): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

const FENCE = /^```([\w-]*)\s*$/;
const CONTEXT = /^<!--\s*context:\s*([\s\S]*?)\s*-->\s*$/;

/** The fenced blocks of one page. */
export function blocksOf(file: string): DocBlock[] {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const blocks: DocBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = FENCE.exec(lines[index] ?? '');
    if (open === null) continue;
    const start = index;
    const body: string[] = [];
    for (index++; index < lines.length && lines[index] !== '```'; index++) body.push(lines[index] ?? '');
    if (index === lines.length) throw new Error(`${file}:${start + 1}: a code block is never closed`);
    const comment = CONTEXT.exec(lines[start - 1] ?? '')?.[1] ?? '';
    const continues = /^continues\b/.test(comment);
    blocks.push({
      file,
      line: start + 1,
      lang: open[1] ?? '',
      code: body.join('\n'),
      context: comment.replace(/^continues;?\s*/, ''),
      continues,
    });
  }
  return blocks;
}

/** Every block of every page. */
export function allDocBlocks(): DocBlock[] {
  return docPages().flatMap(blocksOf);
}

export const SHELL = new Set(['sh', 'bash', 'shell', 'console']);
export const TYPESCRIPT = new Set(['ts', 'typescript', 'tsx']);

/** One command of a shell block, and the exit code its comment promises (`# exits 1`), else 0. */
export interface DocCommand {
  readonly command: string;
  readonly exitCode: number;
  /**
   * What the page shows the command printing: the lines after its `$ ` line, up to the next prompt
   * or `#` comment line (`null` in a block without prompts, or when the page shows nothing).
   */
  readonly output: string | null;
}

/**
 * The commands of a shell block: the lines after a `$ ` prompt when it has any (the others are
 * output), else every line; comments and blank lines dropped, `\` continuations joined.
 */
export function commandsOf(block: DocBlock): DocCommand[] {
  const lines = block.code.split('\n');
  const prompted = lines.some((line) => line.startsWith('$ '));
  const commands: { command: string; exitCode: number; output: string[] | null }[] = [];
  let pending = '';
  /** The output lines of the last command, while they last (until a prompt or a comment line). */
  let output: string[] | null = null;
  for (const raw of lines) {
    if (prompted && !raw.startsWith('$ ') && pending === '') {
      if (raw.startsWith('#')) output = null;
      else output?.push(raw);
      continue;
    }
    const line = prompted && pending === '' ? raw.slice(2) : raw;
    const joined = pending + line;
    if (joined.endsWith('\\')) {
      pending = `${joined.slice(0, -1)} `;
      continue;
    }
    pending = '';
    const [code, comment] = splitComment(joined);
    const command = code.trim();
    const promised = /\bexits? (\d+)\b/.exec(comment)?.[1];
    output = prompted ? [] : null;
    if (command !== '') commands.push({ command, exitCode: promised === undefined ? 0 : Number(promised), output });
  }
  return commands.map(({ output: shown, ...rest }) => {
    const text = shown?.join('\n').trim() ?? '';
    return { ...rest, output: text === '' ? null : text };
  });
}

/** Splits off a trailing `# comment`, leaving `#` inside quotes alone. */
function splitComment(line: string): [code: string, comment: string] {
  let quote: string | null = null;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '#' && (index === 0 || /\s/.test(line[index - 1] ?? ''))) {
      return [line.slice(0, index), line.slice(index + 1)];
    }
  }
  return [line, ''];
}

/** `NAME=value`: a variable set for the command that follows. */
const ASSIGNMENT = /^([A-Z_][A-Z0-9_]*)=(.*)$/;

/** A command split into the variables it sets first (`NODE_OPTIONS=… npx jest`) and its words. */
export function variablesOf(command: string): { variables: Record<string, string>; words: string[] } {
  const words = command.trim().split(/\s+/);
  const set = words.findIndex((word) => !ASSIGNMENT.test(word));
  const assignments = set === -1 ? words : words.slice(0, set);
  const variables = Object.fromEntries(assignments.map((word) => ASSIGNMENT.exec(word)?.slice(1) ?? []));
  return { variables, words: words.slice(assignments.length) };
}
