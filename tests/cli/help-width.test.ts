/**
 * `--help` fits the terminal (issue 38): at 80 columns `huddle --help` had lines of 111 columns and
 * its command list wrapped mid-word; `query --help` had a 171-column line, `trigger --help` 229,
 * `encode --help` 267 (one-line lists of resources and types). Help is now wrapped to the terminal's
 * width at spaces, and loses no word doing so.
 */
import { describe, expect, it } from 'vitest';
import { commandNames, commands } from '../../src/cli/core/command-table.ts';
import type { CliIo } from '../../src/cli/core/context.ts';
import { runCli } from '../../src/cli/core/main.ts';

/** `huddle <argv>`'s stdout at a terminal of `columns` (colour off: no escape sequences to count). */
async function helpAt(argv: readonly string[], columns: number): Promise<string> {
  let stdout = '';
  const io: CliIo = {
    stdin: Object.assign((async function* () {})(), { isTTY: true }),
    stdout: { write: (text: string) => (stdout += text), isTTY: true, columns } as CliIo['stdout'],
    stderr: { write: () => true, isTTY: true },
    env: { NO_COLOR: '1' },
    cwd: process.cwd(),
    untilInterrupted: () => new Promise(() => {}),
  };
  expect(await runCli([...argv], io)).toBe(0);
  return stdout;
}

/**
 * A line's width on a terminal: one column per code point. Help is written in ASCII plus `—`, `…`
 * and `’`, each one column wide; a character of any other width would fail the check below.
 */
const widthOf = (line: string): number => [...line].length;
/** The words of help text; a lone `\` (an example's line continuation, added by wrapping) is not one. */
const words = (text: string): string[] => text.split(/\s+/).filter((word) => word !== '' && word !== '\\');

/** Whether `needles` occur in `haystack` in order (not necessarily next to each other). */
function inOrder(needles: readonly string[], haystack: readonly string[]): boolean {
  let at = 0;
  for (const word of haystack) if (word === needles[at]) at += 1;
  return at === needles.length;
}

/** Every command of the table, and the overview: a command added later is covered with no edit here. */
const helps: readonly (readonly string[])[] = [['--help'], ...commandNames.map((name) => [name, '--help'])];

/** Far wider than any line: help as declared, with nothing wrapped. */
const UNWRAPPED = 100_000;

describe('help fits the terminal', () => {
  for (const argv of helps) {
    for (const columns of [80, 60]) {
      it(`huddle ${argv.join(' ')} at ${columns} columns: every line fits, no word broken, no word lost`, async () => {
        const wrapped = await helpAt(argv, columns);
        const unwrapped = await helpAt(argv, UNWRAPPED);
        for (const line of wrapped.split('\n')) {
          expect(
            [...line].every((char) => char.charCodeAt(0) < 0x7f || '—…’'.includes(char)),
            line,
          ).toBe(true);
          expect(widthOf(line), `${JSON.stringify(line)} is wider than ${columns}`).toBeLessThanOrEqual(columns);
        }
        // No word broken or lost: the words, in order, are exactly those of the unwrapped help.
        expect(words(wrapped)).toEqual(words(unwrapped));
      });
    }
  }

  for (const name of commandNames) {
    it(`huddle ${name} --help shows every word its declaration writes, in order`, async () => {
      const { declaration } = commands[name];
      const declared = [
        declaration.summary,
        declaration.description,
        ...Object.values(declaration.options).map((option) => option.description),
        declaration.notes ?? '',
        ...declaration.examples,
      ].flatMap(words);
      expect(inOrder(declared, words(await helpAt([name, '--help'], 60)))).toBe(true);
    });
  }

  it('the overview lists every command with its summary, whole, at 60 columns', async () => {
    const overview = words(await helpAt(['--help'], 60));
    const declared = commandNames.flatMap((name) => [name, ...words(commands[name].declaration.summary)]);
    expect(inOrder(declared, overview)).toBe(true);
  });

  it('help piped, where there is no terminal, is fitted to 80 columns', async () => {
    let stdout = '';
    const io: CliIo = {
      stdin: Object.assign((async function* () {})(), { isTTY: false }),
      stdout: { write: (text: string) => (stdout += text), isTTY: false } as CliIo['stdout'],
      stderr: { write: () => true, isTTY: false },
      env: {},
      cwd: process.cwd(),
      untilInterrupted: () => new Promise(() => {}),
    };
    expect(await runCli(['encode', '--help'], io)).toBe(0);
    expect(Math.max(...stdout.split('\n').map(widthOf))).toBeLessThanOrEqual(80);
    // A hand-worked case: the 80-column layout puts the first types after the sentence's start.
    expect(stdout).toContain('<type> is a notification type (extras.type): breakingNews, trendingNews,\n');
  });
});
