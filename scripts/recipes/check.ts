/**
 * `npm run recipes:check`: tries every recipe of CONTRIBUTING.md on a throwaway kind, each in a
 * scratch copy of the working tree, and fails when a recipe is stale (issue 39, goal 2):
 * - every file the recipe names exists, and the files a contributor edits are exactly the files
 *   it names (less those it names to read or run);
 * - after the row alone, the compiler points at no file the recipe does not name;
 * - after every edit (and `npm run generate`, where the recipe says so), the project compiles and
 *   the trial's tests pass.
 *
 * `npm run recipes:check -- <words>` tries only the recipes whose heading holds one of the words.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Edit, RecipeTrial } from './trial.ts';
import { recipeTrials } from './trials.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The text of each recipe of CONTRIBUTING.md, by heading. */
export function recipeSections(markdown: string): ReadonlyMap<string, string> {
  const start = markdown.indexOf('\n## Recipes');
  const end = markdown.indexOf('\n## ', start + 1);
  const sections = new Map<string, string>();
  for (const part of markdown
    .slice(start, end === -1 ? undefined : end)
    .split('\n### ')
    .slice(1)) {
    const newline = part.indexOf('\n');
    sections.set(part.slice(0, newline).trim(), part.slice(newline + 1));
  }
  return sections;
}

const PATH = /(?:^|[\s`(])((?:src|tests|scripts|bench|examples|docs)\/[\w./<>-]+?\.(?:ts|md|json))(?=[\s`),.;:'’]|$)/gm;

/** The files a recipe names, with its placeholders (`<platform>`) filled in. */
export function namedFiles(section: string, placeholder: Readonly<Record<string, string>>): ReadonlySet<string> {
  const files = new Set<string>();
  for (const [, path = ''] of section.matchAll(PATH)) {
    files.add(path.replace(/<(\w+)>/g, (whole, name: string) => placeholder[name] ?? whole));
  }
  return files;
}

function applyEdit(copy: string, edit: Edit): void {
  const path = join(copy, edit.file);
  if ('create' in edit) {
    if (existsSync(path)) throw new Error(`${edit.file} exists; the trial meant to create it`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, edit.create);
    return;
  }
  if (!existsSync(path)) throw new Error(`${edit.file} does not exist (the trial is stale)`);
  const text = readFileSync(path, 'utf8');
  const anchor = 'after' in edit ? edit.after : 'before' in edit ? edit.before : edit.replace;
  const at = text.indexOf(anchor);
  if (at === -1)
    throw new Error(`${edit.file} no longer holds ${JSON.stringify(anchor.slice(0, 60))} (the trial is stale)`);
  const edited =
    'after' in edit
      ? text.slice(0, at + anchor.length) + edit.insert + text.slice(at + anchor.length)
      : 'before' in edit
        ? text.slice(0, at) + edit.insert + text.slice(at)
        : text.slice(0, at) + edit.with + text.slice(at + anchor.length);
  writeFileSync(path, edited);
}

/** A copy of the working tree's files (tracked and new, not ignored) sharing this clone's node_modules. */
function scratchCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'huddle-recipe-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root });
  execFileSync('sh', ['-c', `tar -cf - --null -T - | tar -xf - -C '${copy}'`], { cwd: root, input: files });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}

function run(copy: string, script: string, args: readonly string[]): { ok: boolean; output: string } {
  try {
    const output = execFileSync(process.execPath, [join(copy, 'node_modules', script), ...args], {
      cwd: copy,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { ok: true, output };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** Runs an npm script of the form `tsx <file> [args]` as npm would, on this Node. */
function runScript(copy: string, script: string): { ok: boolean; output: string } {
  const scripts = (JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts;
  const [tool, ...args] = (scripts[script] ?? '').split(' ');
  if (tool !== 'tsx')
    return { ok: false, output: `the trial runs only tsx scripts; ${script} is "${scripts[script]}"` };
  return run(copy, 'tsx/dist/cli.mjs', args);
}

/** The files the compiler (TypeScript 7, the fast one) reports errors in. */
function compilerErrors(copy: string): { files: ReadonlySet<string>; count: number; output: string } {
  const { output } = run(copy, 'typescript7/bin/tsc', ['--noEmit', '-p', '.']);
  const errors = [...output.matchAll(/^([^\s(][^(]*)\(\d+,\d+\): error/gm)].map(([, file = '']) => file);
  return { files: new Set(errors), count: errors.length, output };
}

/**
 * What is wrong with a recipe's list of files, before anything is run: a named file that is gone,
 * an edit in a file it does not name, a file it names that no edit needs.
 */
export function fileProblems(trial: RecipeTrial, section: string, exists: (file: string) => boolean): string[] {
  const problems: string[] = [];
  const named = namedFiles(section, trial.placeholder);
  const edits = [...trial.row, ...trial.rest];
  const edited = new Set(edits.map((edit) => edit.file));
  for (const file of named) {
    const created = edits.some((edit) => edit.file === file && 'create' in edit);
    if (!created && !exists(file)) problems.push(`names ${file}, which does not exist`);
  }
  for (const file of edited) if (!named.has(file)) problems.push(`a contributor edits ${file}, which it does not name`);
  for (const file of trial.named)
    if (!named.has(file)) problems.push(`the trial reads ${file}, which it does not name`);
  for (const file of named) {
    if (!edited.has(file) && !trial.named.includes(file))
      problems.push(`names ${file}, which a contributor need not edit`);
  }
  for (const script of trial.scripts) {
    if (!section.includes(`npm run ${script}`)) problems.push(`does not say to run npm run ${script}`);
  }
  return problems;
}

/** What went wrong with one recipe, one line each (none when it is true), and what the compiler said after the row. */
function tryRecipe(trial: RecipeTrial, section: string): { problems: string[]; afterRow: string } {
  const named = namedFiles(section, trial.placeholder);
  const copy = scratchCopy();
  const problems = fileProblems(trial, section, (file) => existsSync(join(copy, file)));
  let afterRow = 'the row not tried';
  try {
    for (const edit of trial.row) applyEdit(copy, edit);
    const row = compilerErrors(copy);
    afterRow = `after the row, ${row.count} compiler errors in ${row.files.size} files`;
    for (const file of row.files) {
      if (!named.has(file)) problems.push(`after the row, the compiler points at ${file}, which it does not name`);
    }
    for (const edit of trial.rest) applyEdit(copy, edit);
    for (const script of trial.scripts) {
      const ran = runScript(copy, script);
      if (!ran.ok) problems.push(`npm run ${script} fails:\n${ran.output}`);
    }
    const done = compilerErrors(copy);
    if (done.files.size > 0) problems.push(`with every edit made, it does not compile:\n${done.output.trim()}`);
    if (trial.tests.length > 0 && done.files.size === 0) {
      const tested = run(copy, 'vitest/vitest.mjs', ['run', '--reporter=dot', '--project', 'node', ...trial.tests]);
      if (!tested.ok) problems.push(`its tests fail:\n${tested.output.slice(-6000)}`);
    }
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  return { problems, afterRow };
}

/** The recipes no trial tries. */
export const untried = (sections: ReadonlyMap<string, string>, trials: readonly RecipeTrial[]): string[] =>
  [...sections.keys()].filter((heading) => !trials.some((trial) => trial.heading === heading));

function main(words: readonly string[]): number {
  const sections = recipeSections(readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8'));
  let failed = 0;
  for (const heading of words.length > 0 ? [] : untried(sections, recipeTrials)) {
    console.error(`✗ ${heading}: no trial in scripts/recipes/trials.ts tries this recipe`);
    failed++;
  }
  for (const trial of recipeTrials) {
    if (words.length > 0 && !words.some((word) => trial.heading.includes(word))) continue;
    const section = sections.get(trial.heading);
    const { problems, afterRow } =
      section === undefined
        ? { problems: [`CONTRIBUTING.md has no recipe "### ${trial.heading}"`], afterRow: '' }
        : tryRecipe(trial, section);
    const edits = new Set([...trial.row, ...trial.rest].map((edit) => edit.file)).size;
    if (problems.length === 0) console.log(`✓ ${trial.heading}: ${edits} files edited, each named (${afterRow})`);
    else {
      failed++;
      console.error(`✗ ${trial.heading}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    }
  }
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
