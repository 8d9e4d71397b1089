/**
 * Measures what the query types cost the compiler: type instantiations of a file of 100 typed
 * queries of distinct shapes (bench/types/queries.ts) minus those of the same imports alone,
 * per query. Fails when the fixture repeats a shape or the average passes the ceiling, so that
 * CI catches a type change that makes every user's editor slower. Paths, masks and selectors six levels deep are checked without TS2589
 * by the type tests (tests/query/types.test-d.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The most instantiations one query may cost on average (the performance issue's goal). */
export const CEILING = 1500;
export const QUERIES = 100;

const root = fileURLToPath(new URL('..', import.meta.url));
const resolve = createRequire(import.meta.url).resolve;

/** The compilers the type cost is measured on: the project's, and the Go port. */
export interface Compilers {
  readonly 'TypeScript 6': unknown;
  readonly 'TypeScript 7': unknown;
}
export type CompilerName = keyof Compilers;

/**
 * How each compiler is run. TypeScript 7 runs single-threaded: by default it checks the files
 * with four checkers at once, each repeating the work the files share, so that its counts are
 * four checkers' sum and its check time is not one checker's.
 */
const compilers = {
  'TypeScript 6': { packageName: 'typescript', args: [] },
  'TypeScript 7': { packageName: 'typescript7', args: ['--singleThreaded'] },
} as const satisfies Record<CompilerName, { readonly packageName: string; readonly args: readonly string[] }>;

/** The `tsc` script of a compiler package (TypeScript 7 exports no `bin/tsc` path, so it is read from the package's `bin`). */
function tscOf(packageName: string): string {
  const manifest = resolve(`${packageName}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { tsc: string } };
  return join(dirname(manifest), bin.tsc);
}

export const compilerNames = Object.keys(compilers) as CompilerName[];

/** What one compiler run over a file cost, from `tsc --extendedDiagnostics`. */
export interface CompilerCost {
  readonly instantiations: number;
  /** The checker's time, in seconds. */
  readonly checkSeconds: number;
}

/**
 * Type-checks one file (a path in the project, or absolute) with the project's compiler
 * options, and reads what it cost.
 *
 * @throws when the file does not compile, with the compiler's output.
 */
export function compilerCost(file: string, compiler: CompilerName = 'TypeScript 6'): CompilerCost {
  const dir = mkdtempSync(join(tmpdir(), 'huddle-typecost-'));
  try {
    const config = join(dir, 'tsconfig.json');
    writeFileSync(
      config,
      JSON.stringify({
        extends: join(root, 'tsconfig.json'),
        compilerOptions: { types: [] },
        files: [isAbsolute(file) ? file : join(root, file)],
        include: [],
      }),
    );
    const { packageName, args } = compilers[compiler];
    const run = spawnSync(process.execPath, [tscOf(packageName), '-p', config, '--extendedDiagnostics', ...args], {
      encoding: 'utf8',
    });
    const instantiations = /^Instantiations:\s+(\d+)$/m.exec(run.stdout);
    const check = /^Check time:\s+([\d.]+)s$/m.exec(run.stdout);
    if (run.status !== 0 || !instantiations || !check) {
      throw new Error(`${compiler} failed on ${file}:\n${run.stdout}${run.stderr}`);
    }
    return { instantiations: Number(instantiations[1]), checkSeconds: Number(check[1]) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // A shape the fixture repeats is nearly free the second time (the compiler caches it), which
  // would make the average look cheaper than a new app's queries cost.
  const { namedQueries, repeatedShapes } = await import('../bench/types/shapes.ts');
  const repeated = repeatedShapes(namedQueries(await import('../bench/types/queries.ts'), QUERIES));
  if (repeated.length > 0) {
    console.error(
      `bench/types/queries.ts repeats query shapes: ${repeated.map((names) => names.join(' = ')).join('; ')}`,
    );
    process.exit(1);
  }
  let over = false;
  for (const compiler of compilerNames) {
    const base = compilerCost('bench/types/baseline.ts', compiler).instantiations;
    const total = compilerCost('bench/types/queries.ts', compiler).instantiations;
    const perQuery = Math.round((total - base) / QUERIES);
    console.log(`${compiler}: ${total} instantiations with ${QUERIES} queries, ${base} for the imports alone`);
    console.log(`${compiler}: ${perQuery} per query (ceiling ${CEILING})`);
    if (perQuery > CEILING) {
      console.error(`On ${compiler} the query types cost ${perQuery} instantiations per query, over ${CEILING}.`);
      over = true;
    }
  }
  if (over) process.exit(1);
}
