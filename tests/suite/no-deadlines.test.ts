/**
 * No test bounds wall-clock time (docs/testing.md): a literal deadline under the hang guard (a
 * client `timeout`, an `AbortSignal.timeout`, a poll's or a child's timeout) fails on a busy
 * machine however right the code is. A line may hold one only where the deadline is what it
 * tests, and says so with `// deadline under test: why` on the line above.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** vitest.config.ts's testTimeout: the hang guard every deadline must reach. */
const HANG_GUARD = 30_000;

const DEADLINE = /\b(?:timeout\s*(?::|\?\?|=)\s*|AbortSignal\.timeout\(\s*)(\d[\d_]*)\b/g;
const MARK = /\/\/ deadline under test: \S/;

/** The deadlines under the hang guard in a source text, by line (from 1), unless marked. */
function deadlinesIn(source: string): { line: number; text: string }[] {
  const lines = source.split('\n');
  return lines.flatMap((text, index) => {
    const short = [...text.matchAll(DEADLINE)].some(([, value]) => Number(value?.replaceAll('_', '')) < HANG_GUARD);
    const marked = MARK.test(lines[index - 1] ?? '') || MARK.test(text);
    return short && !marked ? [{ line: index + 1, text: text.trim() }] : [];
  });
}

const root = new URL('../../', import.meta.url);
const sources = ['tests', 'examples'].flatMap((folder) =>
  (readdirSync(new URL(folder, root), { recursive: true }) as string[])
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(folder, file))
    // This file plants deadlines to prove the scanner finds them.
    .filter((file) => file !== join('tests', 'suite', 'no-deadlines.test.ts')),
);

describe('no wall-clock deadline in the suite', () => {
  it('finds a planted deadline of each form, and passes a marked one or one at the hang guard', () => {
    const planted = [
      'createClient({ baseUrl, timeout: 5000 })',
      'await expect.poll(read, { timeout: 15_000 }).toBe(1)',
      'fetch(url, { signal: AbortSignal.timeout(2000) })',
      'setTimeout(kill, options.timeout ?? 20_000)',
    ];
    for (const text of planted) expect(deadlinesIn(text), text).toEqual([{ line: 1, text }]);
    expect(deadlinesIn('// deadline under test: the client fires it\nclient({ timeout: 200 })')).toEqual([]);
    expect(deadlinesIn('client({ timeout: false })\nit(name, { timeout: 60_000 }, run)')).toEqual([]);
  });

  it('holds no deadline under the hang guard in tests/ or examples/, but those marked as the thing tested', () => {
    expect(sources.length).toBeGreaterThan(100);
    const found = sources.flatMap((file) =>
      deadlinesIn(readFileSync(new URL(file, root), 'utf8')).map(({ line, text }) => `${file}:${line} ${text}`),
    );
    expect(found).toEqual([]);
  });
});
