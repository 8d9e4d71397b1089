/**
 * No test bounds wall-clock time under the hang guard unless its clock is faked: on a machine whose
 * load average was 9 to 12, a client `timeout: 5000` and a 15 s wait for a banner failed tests that
 * pass alone (issue 37). The scanner is tests/support/suite/deadlines.ts; docs/testing.md states the rule.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deadlinesIn } from '../support/suite/deadlines.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every .ts file under `folder`, skipping node_modules. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the deadline scanner', () => {
  it('finds a planted client timeout, AbortSignal.timeout, waitFor timeout, Date.now() deadline and a defaulted wait', () => {
    const planted = [
      'const client = createClient({ baseUrl, timeout: 5000 });',
      'await fetch(url, { signal: AbortSignal.timeout(2_000) });',
      'await vi.waitFor(() => expect(seen).toBe(1), { timeout: 15_000 });',
      'const deadline = Date.now() + 15_000;',
      'await vi.waitFor(() => expect(seen).toBe(1));',
      'await expect',
      '  .poll(() => server.stdout())',
      '  .toMatch(/GET/);',
      'await expect.poll(() => seen, { timeout: HANG_GUARD }).toBe(1);',
      'async function until(condition: () => boolean, milliseconds = 15_000) {',
    ].join('\n');
    expect(deadlinesIn(planted).map(({ line, milliseconds }) => [line, milliseconds])).toEqual([
      [1, 5000],
      [2, 2000],
      [3, 15000],
      [4, 15000],
      [5, 1000],
      [7, 1000],
      [10, 15000],
    ]);
  });

  it('passes bounds at or over the hang guard, fake-timer blocks, and named opt-outs only', () => {
    const source = [
      "it('long', { timeout: 60_000 }, () => {});", // 1: over the guard
      'vi.useFakeTimers();',
      'createClient({ timeout: 200 });', // 3: faked
      'vi.useRealTimers();',
      'createClient({ timeout: 200 }); // clock: the server never answers', // 5: opt-out on the line
      '// clock: the server never answers, so the timeout is the only outcome',
      'createClient({ timeout: 300 });', // 7: opt-out above
      'createClient({ timeout: 400 }); // clock:', // 8: an opt-out with no reason is none
      'createClient({ timeout: 500 });', // 9: after the fake block ended
      'const settle = { timeout: 120_000 };',
      'await expect.poll(() => seen, settle).toBe(1);', // 11: options named once
      'await expect.poll(() => seen, other).toBe(1);', // 12: options with no timeout seen
    ].join('\n');
    expect(deadlinesIn(source).map(({ line }) => line)).toEqual([8, 9, 12]);
  });
});

describe('the suite', () => {
  it('has no literal deadline under the hang guard in tests/ or examples/ outside a faked clock', () => {
    // This file plants deadlines in strings for the scanner to find: it is the one file not read.
    const self = fileURLToPath(import.meta.url);
    const files = [...sources(join(root, 'tests')), ...sources(join(root, 'examples'))].filter((file) => file !== self);
    const found = files.flatMap((file) =>
      deadlinesIn(readFileSync(file, 'utf8')).map(({ line, text }) => `${relative(root, file)}:${line}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
