/**
 * Finds literal deadlines in test source: a wall-clock bound under the hang guard that can fail a
 * test on a busy machine (docs/testing.md, "No deadlines"). A simple line scanner, not a parser:
 * - `timeout: N` (a client's `timeout`, `vi.waitFor`/`expect.poll` options, a test's own option),
 * - `timeout = N`, `deadline = N`, `ms = N`, `milliseconds = N` (a default a wait falls back on),
 * - `AbortSignal.timeout(N)`,
 * - `Date.now() + N` or `performance.now() + N` (a deadline a loop compares with),
 * each with a literal `N` under the hang guard; and `vi.waitFor(…)` or `expect.poll(…)` given no
 * `timeout` at all (inline, or as options a file names once), whose default (1 s) is a deadline too. Lines between `vi.useFakeTimers(` and
 * `vi.useRealTimers(` are on a faked clock and pass. A line may opt out with a `// clock: <why>`
 * comment on it or on the line above, naming why the clock there cannot fail the test (it is
 * faked, or the server never answers so the deadline is the only outcome).
 */

/** vitest.config.ts's testTimeout: a hang guard, not an assertion. */
export const HANG_GUARD = 30_000;

/** One literal deadline: where, and the line as written. */
export interface Deadline {
  readonly line: number;
  readonly text: string;
  readonly milliseconds: number;
}

const NUMBER = String.raw`(\d[\d_]*)`;

/** The shapes a literal deadline takes, each capturing its milliseconds. */
const SHAPES: readonly RegExp[] = [
  new RegExp(String.raw`\btimeout\s*:\s*${NUMBER}\b`, 'g'),
  new RegExp(String.raw`\b(?:milliseconds|ms|timeout|deadline)\s*=\s*${NUMBER}\b`, 'g'),
  new RegExp(String.raw`\bAbortSignal\.timeout\(\s*${NUMBER}\s*\)`, 'g'),
  new RegExp(String.raw`(?<!new Date\()\b(?:Date|performance)\.now\(\)\s*\+\s*${NUMBER}\b`, 'g'),
];

/** A wait whose default timeout (vitest's, 1,000 ms) applies when its call names none. */
const DEFAULTED_WAIT = /\bvi\.waitFor\(|\bexpect\s*\.poll\(|^\s*\.poll\(/;
const DEFAULT_WAIT_MS = 1000;

/** The statement that starts at `lines[index]`: up to the line that ends it, five lines at most. */
function statementAt(lines: readonly string[], index: number): string {
  const end = lines.slice(index, index + 5).findIndex((line) => line.trimEnd().endsWith(';'));
  return lines.slice(index, end === -1 ? index + 5 : index + end + 1).join('\n');
}

/** A `// clock: <reason>` comment, with a reason. */
const OPT_OUT = /\/\/\s*clock:\s*\S/;

/** The literal deadlines under the hang guard in `source`, outside fake-timer blocks and opt-outs. */
export function deadlinesIn(source: string): Deadline[] {
  const lines = source.split('\n');
  const found: Deadline[] = [];
  let faked = false;
  // Options a file names once (`const settle = { timeout: … }`), given to its waits by name.
  const named = [...source.matchAll(/\bconst (\w+) = \{ timeout:/g)].map((match) => match[1] ?? '');
  const timed = (statement: string) =>
    /\btimeout\b/.test(statement) || named.some((name) => new RegExp(String.raw`,\s*${name}\s*\)`).test(statement));
  lines.forEach((text, index) => {
    if (/\bvi\.useFakeTimers\(/.test(text)) faked = true;
    if (/\bvi\.useRealTimers\(/.test(text)) faked = false;
    const comment = /^\s*(\/\/|\*|\/\*)/.test(text);
    if (faked || comment || OPT_OUT.test(text) || OPT_OUT.test(lines[index - 1] ?? '')) return;
    for (const shape of SHAPES) {
      for (const match of text.matchAll(shape)) {
        const milliseconds = Number((match[1] ?? '').replaceAll('_', ''));
        if (milliseconds > 0 && milliseconds < HANG_GUARD)
          found.push({ line: index + 1, text: text.trim(), milliseconds });
      }
    }
    if (DEFAULTED_WAIT.test(text) && !timed(statementAt(lines, index))) {
      found.push({ line: index + 1, text: text.trim(), milliseconds: DEFAULT_WAIT_MS });
    }
  });
  return found;
}
