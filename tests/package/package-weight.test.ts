/**
 * The judge of `npm run weight:check` (scripts/package-weight.ts): a package passes at most 1 MB
 * packed and 4 MB unpacked (issue 40), MB being 10⁶ bytes as npm prints them, and fails when a file
 * its manifest points to is not in the pack (dist/ not built). The figures are hand-made.
 */
import { describe, expect, it } from 'vitest';
import {
  judgeWeight,
  kindOf,
  manifestTargets,
  type PackReport,
  WEIGHT_BUDGETS,
  weightByKind,
} from '../../scripts/package-weight.ts';

const built = ['dist/index.js', 'dist/index.cjs'];
const report = (size: number, unpackedSize: number, paths = built): PackReport => ({
  size,
  unpackedSize,
  files: paths.map((path) => ({ path, size: 1 })),
});

describe('judgeWeight', () => {
  it('holds the budgets of issue 40: 1 MB packed, 4 MB unpacked', () => {
    expect(WEIGHT_BUDGETS).toEqual({ packed: 1_000_000, unpacked: 4_000_000 });
  });

  it('passes a package at its budgets exactly, and says its figures', () => {
    expect(judgeWeight(report(1_000_000, 4_000_000), built)).toEqual({
      ok: true,
      line: 'package weight: 1.00 MB packed (budget 1.00 MB), 4.00 MB unpacked (budget 4.00 MB), 2 files',
    });
  });

  it('fails a package one byte over the packed budget', () => {
    expect(judgeWeight(report(1_000_001, 2_000_000), built)).toEqual({
      ok: false,
      line: 'package weight over budget (packed): 1.00 MB packed (budget 1.00 MB), 2.00 MB unpacked (budget 4.00 MB), 2 files',
    });
  });

  it('fails the package main was before issue 40 (1.30 MB packed, 5.29 MB unpacked) on both budgets', () => {
    const verdict = judgeWeight(report(1_302_000, 5_291_000), built);
    expect(verdict.ok).toBe(false);
    expect(verdict.line).toBe(
      'package weight over budget (packed and unpacked): 1.30 MB packed (budget 1.00 MB), 5.29 MB unpacked (budget 4.00 MB), 2 files',
    );
    expect(verdict.line).not.toContain('\n');
  });

  it('fails on the unpacked budget alone', () => {
    expect(judgeWeight(report(900_000, 4_000_001), built).line).toMatch(/^package weight over budget \(unpacked\): /);
  });

  it('fails a pack without the built files, however light: dist/ was not built', () => {
    expect(judgeWeight(report(10_000, 40_000, ['README.md']), built)).toEqual({
      ok: false,
      line: 'package weight: the pack lacks dist/index.js and 1 more, which package.json points to (run npm run build first)',
    });
  });
});

describe('manifestTargets', () => {
  it('reads every file of exports (through conditions) and bin, once each', () => {
    const manifest = {
      bin: { huddle: './dist/bin/huddle.js' },
      exports: {
        '.': { import: { types: './dist/index.d.ts', default: './dist/index.js' }, require: './dist/index.cjs' },
        './package.json': './package.json',
        './again': './dist/index.js',
      },
    };
    expect(manifestTargets(manifest)).toEqual([
      'dist/bin/huddle.js',
      'dist/index.cjs',
      'dist/index.d.ts',
      'dist/index.js',
      'package.json',
    ]);
  });
});

describe('weight by kind', () => {
  it('sorts each packed file into one kind', () => {
    expect(
      ['dist/a.js.map', 'dist/a.d.cts', 'dist/bin/huddle.js', 'dist/a.cjs', 'dist/a.js', 'src/a.ts', 'README.md'].map(
        kindOf,
      ),
    ).toEqual([
      'source maps',
      'declarations (.d.ts, .d.cts)',
      'the command (dist/bin)',
      'CommonJS (.cjs)',
      'ESM (dist .js)',
      'sources (src/)',
      'other',
    ]);
  });

  it('adds up bytes and files by kind, the heaviest first', () => {
    const files = [
      { path: 'dist/a.js', size: 10 },
      { path: 'dist/b.js', size: 5 },
      { path: 'dist/a.cjs', size: 20 },
      { path: 'README.md', size: 1 },
    ];
    expect(weightByKind(files)).toEqual([
      { kind: 'CommonJS (.cjs)', bytes: 20, files: 1 },
      { kind: 'ESM (dist .js)', bytes: 15, files: 2 },
      { kind: 'other', bytes: 1, files: 1 },
    ]);
  });
});
