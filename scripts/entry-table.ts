/**
 * `npm run entries`: writes the README's entry-point table from what the package really is. One
 * row per `exports` entry and one for the `huddle` command: what it holds (the first sentence of
 * the entry module's own TSDoc), what it loads at run time (its import graph), and its size as
 * size-limit measures it (minified and gzipped, with what size-limit's config leaves out). It also
 * writes every size marked in README.md and docs/*.md (see {@link withSizes}). With `--check` it
 * writes nothing and fails when a page is not current. Needs `npm run build`.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeImports, sourceRoot } from './import-graph.ts';
import { markdownTable } from './markdown.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const read = <T>(file: string): T => JSON.parse(readFileSync(resolve(root, file), 'utf8')) as T;

interface Manifest {
  exports: Record<string, string | { import: { default: string } }>;
  bin: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
interface SizeLimitEntry {
  name: string;
  path: string;
  limit: string;
  /** What is imported: `*` (the whole entry) or some names (`{ a, b }`); absent for a file. */
  import?: string;
}

const manifest = read<Manifest>('package.json');
const paths = read<{ compilerOptions: { paths: Record<string, [string]> } }>('tsconfig.json').compilerOptions.paths;
const budgets = read<SizeLimitEntry[]>('.size-limit.json');

/**
 * size-limit's own figures of whole entries, by the file each budget measures: a budget of some
 * imports of an entry (`import: "{ … }"`) is not the entry's size.
 */
function measuredSizes(results: readonly { name: string; size: number }[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const { name, size } of results) {
    const budget = budgets.find((entry) => entry.name === name);
    if (budget === undefined) throw new Error(`size-limit reported "${name}", which .size-limit.json does not have`);
    if (budget.import === undefined || budget.import === '*') sizes.set(budget.path.replace(/^\.\//, ''), size);
  }
  return sizes;
}

/** The first sentence of a module's leading TSDoc, without its "`huddle/x`:" label. */
function summaryOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  const comment = /^\/\*\*([\s\S]*?)\*\//.exec(text)?.[1];
  if (comment === undefined) throw new Error(`${relative(root, file)} has no leading TSDoc to describe it`);
  const prose = comment
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join(' ')
    .split(/\s@\w/)[0]
    ?.replace(/\s+/g, ' ')
    .trim()
    .replace(/^`[^`]+`: /, '')
    .replace(/^The `huddle` command: /, '');
  const sentence = /^.*?[.!](?=\s|$)/.exec(prose ?? '')?.[0] ?? prose ?? '';
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/**
 * The packages a module loads, by package name; Node's own modules as one "Node built-ins". A
 * package only ever loaded with `import()` is marked "on demand".
 */
function loadsOf(entry: string): string {
  const peers = new Set(Object.keys(manifest.peerDependencies ?? {}));
  const first = runtimeImports(entry, { loadedFirst: true }).packages;
  const names = new Set<string>();
  let builtins = false;
  for (const specifier of runtimeImports(entry).packages) {
    if (specifier.startsWith('node:')) {
      builtins = true;
      continue;
    }
    const parts = specifier.split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
    const onDemand = ![...first].some((loaded) => loaded === name || loaded.startsWith(`${name}/`));
    const notes = [...(peers.has(name) ? ['optional peer'] : []), ...(onDemand ? ['on demand'] : [])];
    names.add(notes.length === 0 ? name : `${name} (${notes.join(', ')})`);
  }
  const list = [...names].sort();
  if (builtins) list.push('Node built-ins');
  return list.length === 0 ? 'nothing' : list.join(', ');
}

/** In size-limit's unit, kilobytes of 1,000 bytes, to a tenth: a small change leaves the table as it is. */
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function entryTable(sizes: Map<string, number>): string {
  const sizeOf = (file: string) => {
    const size = sizes.get(file.replace(/^\.\//, ''));
    if (size === undefined) throw new Error(`no size-limit budget measures ${file}: add one to .size-limit.json`);
    return kilobytes(size);
  };
  const rows: string[][] = [];
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    if (typeof target === 'string') continue; // ./package.json
    const name = subpath === '.' ? 'huddle' : `huddle/${subpath.slice(2)}`;
    const source = paths[name]?.[0];
    if (source === undefined) throw new Error(`tsconfig.json has no path for ${name}`);
    const entry = relative(sourceRoot, resolve(root, source));
    rows.push([`\`${name}\``, summaryOf(resolve(sourceRoot, entry)), loadsOf(entry), sizeOf(target.import.default)]);
  }
  for (const [command, file] of Object.entries(manifest.bin)) {
    rows.push([
      `\`npx ${command}\``,
      summaryOf(resolve(sourceRoot, 'cli/core/bin.ts')),
      loadsOf('cli/core/bin.ts'),
      sizeOf(file),
    ]);
  }
  return markdownTable(['import', 'holds', 'loads at run time', 'size (min + gzip)'], rows);
}

const START = '<!-- entry-points:start (npm run entries writes this table) -->';
const END = '<!-- entry-points:end -->';

/**
 * The budget a docs marker names: the one budget whose name starts with `key` (a budget's name
 * says what it measures, so the start of it is enough, and must not be ambiguous).
 */
function budgetNamed(key: string, page: string): SizeLimitEntry {
  const found = budgets.filter((budget) => budget.name.startsWith(key));
  if (found.length !== 1) {
    throw new Error(`${page}: "${key}" names ${found.length} size-limit budgets; it must name exactly one`);
  }
  return found[0] as SizeLimitEntry;
}

/**
 * Writes every size in a page from the size-limit run: `<!-- size: KEY -->3.9 kB<!-- /size -->`
 * is the size of the budget KEY names, `<!-- size: A minus B -->` the difference of two, and
 * `<!-- limit: KEY -->4.5 kB<!-- /limit -->` the budget's limit.
 */
export function withSizes(page: string, text: string, sizes: ReadonlyMap<string, number>): string {
  const sizeOf = (key: string) => {
    const size = sizes.get(budgetNamed(key, page).name);
    if (size === undefined) throw new Error(`${page}: size-limit measured no "${key}"`);
    return size;
  };
  return text
    .replace(/<!-- size: (.+?) -->.*?<!-- \/size -->/g, (_marker, key: string) => {
      const [plus, minus] = key.split(' minus ');
      const bytes = sizeOf(plus as string) - (minus === undefined ? 0 : sizeOf(minus));
      return `<!-- size: ${key} -->${kilobytes(bytes)}<!-- /size -->`;
    })
    .replace(/<!-- limit: (.+?) -->.*?<!-- \/limit -->/g, (_marker, key: string) => {
      const limit = budgetNamed(key, page).limit.replace(/\s*KB$/i, ' kB');
      return `<!-- limit: ${key} -->${limit}<!-- /limit -->`;
    });
}

function main() {
  const output = execFileSync('npx', ['size-limit', '--json'], { cwd: root, encoding: 'utf8' });
  const results = JSON.parse(output) as { name: string; size: number }[];
  const byName = new Map(results.map(({ name, size }) => [name, size]));
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  const pages = [
    'README.md',
    ...readdirSync(resolve(root, 'docs'))
      .filter((file) => file.endsWith('.md'))
      .map((file) => `docs/${file}`),
  ];
  for (const page of pages) {
    const path = resolve(root, page);
    const text = readFileSync(path, 'utf8');
    let next = withSizes(page, text, byName);
    if (page === 'README.md') {
      const start = next.indexOf(START);
      const end = next.indexOf(END);
      if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} markers`);
      next = `${next.slice(0, start + START.length)}\n${entryTable(measuredSizes(results))}\n${next.slice(end)}`;
    }
    if (next === text) continue;
    stale.push(page);
    if (!check) writeFileSync(path, next);
  }
  if (check && stale.length > 0) {
    console.error(`${stale.join(', ')}: sizes not current; run \`npm run build && npm run entries\``);
    process.exit(1);
  }
  console.log(
    check
      ? 'README.md and docs/: every size is current.'
      : `sizes written${stale.length > 0 ? `: ${stale.join(', ')}` : ' (none changed)'}.`,
  );
}

main();
