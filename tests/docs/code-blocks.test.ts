/**
 * Every code block of README.md and docs/*.md stays true: TypeScript blocks type-check against the
 * source as users import it (`huddle`, `huddle/query`, …), and shell blocks name only npm scripts
 * that exist and only commands the suite knows how to run. The `huddle …` commands themselves run
 * against the packed binary in tests/cli/docs-commands.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  allDocBlocks,
  commandsOf,
  type DocBlock,
  root,
  SHELL,
  TYPESCRIPT,
  variablesOf,
} from '../support/docs/doc-blocks.ts';
import { hostWith, projectOptions } from '../support/suite/type-errors-with.ts';

const blocks = allDocBlocks();
const typescriptBlocks = blocks.filter((block) => TYPESCRIPT.has(block.lang));
const shellBlocks = blocks.filter((block) => SHELL.has(block.lang));

/** The source of each TypeScript block, with its context and, if it continues, the block before. */
function sources(blocks: readonly DocBlock[]): Map<string, DocBlock & { source: string }> {
  const files = new Map<string, DocBlock & { source: string }>();
  let previous: { file: string; source: string } | undefined;
  for (const block of blocks) {
    const carried = block.continues && previous?.file === block.file ? `${previous.source}\n` : '';
    const source = `${carried}${block.context}\n${block.code}\nexport {};\n`;
    const name = join(
      root,
      '.doc-blocks',
      `${block.file.replace(/[/.]/g, '_')}_${block.line}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`,
    );
    files.set(name, { ...block, source });
    previous = { file: block.file, source };
  }
  return files;
}

/** The type errors of each block, by `page:line`. */
function typeErrors(blocks: readonly DocBlock[]): Map<string, string[]> {
  const files = sources(blocks);
  const options = projectOptions({ noUnusedLocals: false, jsx: ts.JsxEmit.Preserve });
  const texts = new Map([...files].map(([name, file]) => [name, file.source]));
  const program = ts.createProgram([...files.keys()], options, hostWith(options, texts));
  const errors = new Map<string, string[]>();
  for (const [name, block] of files) {
    const diagnostics = [
      ...program.getSyntacticDiagnostics(program.getSourceFile(name)),
      ...program.getSemanticDiagnostics(program.getSourceFile(name)),
    ];
    errors.set(
      `${block.file}:${block.line}`,
      diagnostics.map((diagnostic) => {
        const where =
          diagnostic.file && diagnostic.start !== undefined
            ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1
            : 0;
        return `line ${where} of the block with its context: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
      }),
    );
  }
  return errors;
}

/** Blocks of a page that does not exist, which show that the check catches what it should. */
const probeBlock = { file: 'docs/example.md', lang: 'ts', context: '', continues: false };
const probes: readonly DocBlock[] = [
  { ...probeBlock, line: 1, code: "import { query } from 'huddle/query';\nquery('games').where('week.seasn', 2024);" },
  { ...probeBlock, line: 9, code: 'received.length;', context: 'declare const received: string;' },
  { ...probeBlock, line: 12, code: 'received.length;', context: '' },
];

/** The type errors of the docs' blocks and the probes, checked as one program (once). */
let checkedOnce: Map<string, string[]> | undefined;
function checked(): Map<string, string[]> {
  checkedOnce ??= typeErrors([...typescriptBlocks, ...probes]);
  return new Map(checkedOnce);
}

describe('TypeScript blocks of the docs', () => {
  it('there are some, in README.md and in docs/', () => {
    expect(typescriptBlocks.some((block) => block.file === 'README.md')).toBe(true);
    expect(typescriptBlocks.some((block) => block.file.startsWith('docs/'))).toBe(true);
  });

  it('each type-checks against the package as users import it', { timeout: 300_000 }, () => {
    const errors = checked();
    for (const probe of probes) errors.delete(`${probe.file}:${probe.line}`);
    expect(errors.size).toBe(typescriptBlocks.length);
    expect(Object.fromEntries([...errors].filter(([, found]) => found.length > 0))).toEqual({});
  });

  it('a block with a mistake in it is caught, and a context comment supplies what a page leaves out', () => {
    const errors = checked();
    expect(errors.get('docs/example.md:1')?.join()).toContain('week.seasn');
    expect(errors.get('docs/example.md:9')).toEqual([]);
    expect(errors.get('docs/example.md:12')?.join()).toContain("Cannot find name 'received'");
  });
});

const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);
/** What a docs command may be: npm's own set-up, a script of ours, or the huddle command. */
function knownCommand(command: string): string | null {
  // Quoted arguments are no separators: `printf 'a;b' | huddle decode` is two commands.
  const unquoted = command.replace(/'[^']*'|"[^"]*"/g, "''");
  for (const part of unquoted.split(/\s*(?:&&|\|\||\||;)\s*/)) {
    // Variables set for the command (`NODE_OPTIONS=… npx jest`) are no command of their own.
    const { words } = variablesOf(part);
    if (words[0] === 'npm' && ['install', 'i', 'pack', 'init'].includes(words[1] ?? '')) continue;
    if (words[0] === 'npm' && (words[1] === 'test' || words[1] === 'start')) {
      if (!scripts.includes(words[1])) return `npm ${words[1]}: no such script`;
      continue;
    }
    if (words[0] === 'npm' && words[1] === 'run') {
      if (!scripts.includes(words[2] ?? '')) return `npm run ${words[2]}: no such script in package.json`;
      continue;
    }
    if (words[0] === 'huddle' || (words[0] === 'npx' && words[1] === 'huddle')) continue;
    // docs/jest.md's commands, run by tests/package/jest-smoke.test.ts.
    if (words[0] === 'npx' && words[1] === 'jest' && words.length === 2) continue;
    if (['git', 'cd', 'mkdir', 'test', 'cat', 'echo', 'printf', 'curl', 'jq', 'head'].includes(words[0] ?? ''))
      continue;
    return `${part}: not a command the docs test knows; add it to knownCommand or change the docs`;
  }
  return null;
}

describe('shell blocks of the docs', () => {
  it('name only npm scripts that exist, and commands the suite runs', () => {
    const problems = shellBlocks.flatMap((block) =>
      commandsOf(block).flatMap(({ command }) => {
        const problem = knownCommand(command);
        return problem === null ? [] : [`${block.file}:${block.line}: ${problem}`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('README.md lists every script of package.json', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const mentioned = (script: string) =>
      readme.includes(`npm run ${script}`) ||
      (['test', 'start'].includes(script) && readme.includes(`npm ${script}`)) ||
      readme.includes(`\`${script}\``);
    expect(scripts.filter((script) => !mentioned(script))).toEqual([]);
  });

  it('the check refuses a script that does not exist', () => {
    expect(knownCommand('npm run schemas')).toMatch(/no such script/);
    expect(knownCommand('npm install && npm start')).toBeNull();
    expect(knownCommand("printf 'a;b' | huddle decode")).toBeNull();
    expect(knownCommand("printf 'a' ; rm -rf x")).toMatch(/rm -rf x: not a command/);
    expect(knownCommand('NODE_OPTIONS=--experimental-vm-modules npx jest')).toBeNull();
    expect(knownCommand('NODE_OPTIONS=--require=./x.js rm -rf x')).toMatch(/not a command/);
  });
});
