/**
 * Measures what the query types cost the compiler: type instantiations of a file of 100 typed
 * queries (bench/types/queries.ts) minus those of the same imports alone, per query. Fails
 * when the average passes the ceiling, so that CI catches a type change that makes every
 * user's editor slower.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The most instantiations one query may cost on average (the Query language issue's goal). */
const CEILING = 3000;
const QUERIES = 100;

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function instantiations(file: string): number {
  const dir = mkdtempSync(join(tmpdir(), 'huddle-typecost-'));
  try {
    const config = join(dir, 'tsconfig.json');
    writeFileSync(
      config,
      JSON.stringify({
        extends: join(root, 'tsconfig.json'),
        compilerOptions: { types: [] },
        files: [join(root, file)],
        include: [],
      }),
    );
    const run = spawnSync(process.execPath, [tsc, '-p', config, '--extendedDiagnostics'], { encoding: 'utf8' });
    const match = /^Instantiations:\s+(\d+)$/m.exec(run.stdout);
    if (run.status !== 0 || !match) throw new Error(`tsc failed on ${file}:\n${run.stdout}${run.stderr}`);
    return Number(match[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const base = instantiations('bench/types/baseline.ts');
const total = instantiations('bench/types/queries.ts');
const perQuery = Math.round((total - base) / QUERIES);
console.log(`TypeScript instantiations: ${total} with ${QUERIES} queries, ${base} for the imports alone`);
console.log(`Average per query: ${perQuery} (ceiling ${CEILING})`);
if (perQuery > CEILING) {
  console.error(`The query types cost ${perQuery} instantiations per query, over the ceiling of ${CEILING}.`);
  process.exit(1);
}
