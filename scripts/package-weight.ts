/**
 * `npm run weight`: what the package weighs as npm publishes it, from `npm pack --dry-run --json`
 * on the built package: packed and unpacked size, then by kind of file and the largest files.
 * `npm run weight:check` (CI, after the build) prints the one line and fails when the package is
 * over a budget of {@link WEIGHT_BUDGETS}, or when dist/ is not built (a pack without it would
 * pass, weighing nothing). Needs `npm run build`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The budgets, in bytes: 1 MB packed and 4 MB unpacked (issue 40), MB as npm counts them, 10⁶ bytes. */
export const WEIGHT_BUDGETS = { packed: 1_000_000, unpacked: 4_000_000 } as const;

/** What `npm pack --dry-run --json` reports of a package (the fields read here). */
export interface PackReport {
  /** The tarball's size, in bytes. */
  readonly size: number;
  readonly unpackedSize: number;
  readonly files: readonly { readonly path: string; readonly size: number }[];
}

/** The verdict on a package: whether it passes, and the one line that says so. */
export interface WeightVerdict {
  readonly ok: boolean;
  readonly line: string;
}

/** Bytes as MB with two decimals (`1.30 MB`). */
const mb = (bytes: number): string => `${(bytes / 1_000_000).toFixed(2)} MB`;

/**
 * The files a manifest's `exports` and `bin` point to (`./dist/index.js` → `dist/index.js`),
 * conditions and all.
 */
export function manifestTargets(manifest: { exports?: unknown; bin?: unknown }): string[] {
  const targets = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') targets.add(value.replace(/^\.\//, ''));
    else if (typeof value === 'object' && value !== null) for (const inner of Object.values(value)) walk(inner);
  };
  walk(manifest.exports);
  walk(manifest.bin);
  return [...targets].sort();
}

/**
 * Judges a pack against the budgets: over either budget, or without a file the manifest points
 * to (dist/ not built), it fails. The line gives both figures beside their budgets.
 */
export function judgeWeight(
  report: PackReport,
  expected: readonly string[],
  budgets: { readonly packed: number; readonly unpacked: number } = WEIGHT_BUDGETS,
): WeightVerdict {
  const packed = new Set(report.files.map((file) => file.path));
  const missing = expected.filter((path) => !packed.has(path));
  if (missing.length > 0) {
    const more = missing.length > 1 ? ` and ${missing.length - 1} more` : '';
    return {
      ok: false,
      line: `package weight: the pack lacks ${missing[0]}${more}, which package.json points to (run npm run build first)`,
    };
  }
  const figures = [
    { name: 'packed', bytes: report.size, budget: budgets.packed },
    { name: 'unpacked', bytes: report.unpackedSize, budget: budgets.unpacked },
  ];
  const over = figures.filter(({ bytes, budget }) => bytes > budget);
  const shown = figures.map(({ name, bytes, budget }) => `${mb(bytes)} ${name} (budget ${mb(budget)})`).join(', ');
  const files = `${report.files.length} files`;
  if (over.length === 0) return { ok: true, line: `package weight: ${shown}, ${files}` };
  const names = over.map(({ name }) => name).join(' and ');
  return { ok: false, line: `package weight over budget (${names}): ${shown}, ${files}` };
}

/** The kinds of file a package holds, the first that matches a path naming it. */
const KINDS: readonly (readonly [kind: string, pattern: RegExp])[] = [
  ['source maps', /\.map$/],
  ['declarations (.d.ts, .d.cts)', /\.d\.c?ts$/],
  ['the command (dist/bin)', /^dist\/bin\//],
  ['CommonJS (.cjs)', /^dist\/.*\.cjs$/],
  ['ESM (dist .js)', /^dist\/.*\.js$/],
  ['sources (src/)', /^src\//],
];

/** The kind of a packed file, by {@link KINDS}: `other` when none matches (docs, README). */
export const kindOf = (path: string): string => KINDS.find(([, pattern]) => pattern.test(path))?.[0] ?? 'other';

/** Bytes and files of each kind in a pack, the heaviest kind first. */
export function weightByKind(files: PackReport['files']): { kind: string; bytes: number; files: number }[] {
  const kinds = new Map<string, { kind: string; bytes: number; files: number }>();
  for (const file of files) {
    const kind = kindOf(file.path);
    const row = kinds.get(kind) ?? { kind, bytes: 0, files: 0 };
    kinds.set(kind, { kind, bytes: row.bytes + file.size, files: row.files + 1 });
  }
  return [...kinds.values()].sort((a, b) => b.bytes - a.bytes);
}

/** `npm pack --dry-run --json` of the package at `root`, without its lifecycle scripts (no build). */
function pack(root: string): PackReport {
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
  });
  const [report] = JSON.parse(output) as PackReport[];
  if (report === undefined) throw new Error('npm pack --dry-run --json reported no package');
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const report = pack(root);
  const verdict = judgeWeight(report, manifestTargets(JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'))));
  if (!process.argv.includes('--check')) {
    for (const { kind, bytes, files } of weightByKind(report.files)) {
      console.log(`${mb(bytes).padStart(8)}  ${kind} (${files} files)`);
    }
    console.log('largest files:');
    const largest = [...report.files].sort((a, b) => b.size - a.size).slice(0, 10);
    for (const { path, size } of largest) console.log(`${(size / 1000).toFixed(1).padStart(8)} kB  ${path}`);
  }
  if (verdict.ok) console.log(verdict.line);
  else {
    console.error(verdict.line);
    process.exitCode = 1;
  }
}
