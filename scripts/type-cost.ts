/**
 * Measures what the query types cost the compiler: type instantiations of a file of 100 typed
 * queries of distinct shapes (bench/types/queries.ts) minus those of the same imports alone,
 * per query. Fails when the fixture repeats a shape or the average passes the ceiling, so that
 * CI catches a type change that makes every user's editor slower. Paths, masks and selectors six levels deep are checked without TS2589
 * by the type tests (tests/query/types.test-d.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The most instantiations one query may cost on average (the performance issue's goal). */
export const CEILING = 1500;
export const QUERIES = 100;

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

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
export function compilerCost(file: string): CompilerCost {
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
    const run = spawnSync(process.execPath, [tsc, '-p', config, '--extendedDiagnostics'], { encoding: 'utf8' });
    const instantiations = /^Instantiations:\s+(\d+)$/m.exec(run.stdout);
    const check = /^Check time:\s+([\d.]+)s$/m.exec(run.stdout);
    if (run.status !== 0 || !instantiations || !check) {
      throw new Error(`tsc failed on ${file}:\n${run.stdout}${run.stderr}`);
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
  const base = compilerCost('bench/types/baseline.ts').instantiations;
  const total = compilerCost('bench/types/queries.ts').instantiations;
  const perQuery = Math.round((total - base) / QUERIES);
  console.log(`TypeScript instantiations: ${total} with ${QUERIES} queries, ${base} for the imports alone`);
  console.log(`Average per query: ${perQuery} (ceiling ${CEILING})`);
  if (perQuery > CEILING) {
    console.error(`The query types cost ${perQuery} instantiations per query, over the ceiling of ${CEILING}.`);
    process.exit(1);
  }
}
