/** docs/runtimes.md lists every runtime of the matrix: its name, the exact package it runs, what it proves. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markedTable } from '../support/docs/marked-table.ts';
import { root } from '../support/package/built-dist.ts';
import { runtimes } from './runtimes.ts';

/** The table's rows, as their cells: runtime, package, what it proves. */
const rows = markedTable(readFileSync(join(root, 'docs', 'runtimes.md'), 'utf8'), 'runtimes');
const rowOf = (name: string) => rows.find(([runtime]) => runtime === name) ?? [];

describe("docs/runtimes.md's table of runtimes", () => {
  it('has a row for each runtime of tests/runtimes/runtimes.ts, in its order, and no other', () => {
    expect(rows.map(([runtime]) => runtime)).toEqual(runtimes.map((runtime) => runtime.name));
  });

  it.each(runtimes)('says what $name proves, as its row in runtimes.ts does', (runtime) => {
    expect(rowOf(runtime.name)[2]).toBe(runtime.proves);
  });

  it.each(runtimes.filter((runtime) => runtime.spec !== undefined))('names $name by its pinned package', (runtime) => {
    expect(rowOf(runtime.name)[1]).toContain(`\`${runtime.spec}\``);
  });
});
