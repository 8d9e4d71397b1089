/**
 * The declarations an app compiles its queries against name no zod type. Record types derived
 * from the zod schemas made every app's compiler run zod's inference on each resource's first use
 * (about 4,300 type instantiations a resource, issue 38, docs/benchmarks.md); the records are now
 * written out by `npm run generate` (src/model/records.generated.ts). A declaration file that
 * imports zod, directly or through a chunk it imports, brings that back.
 *
 * Builds dist/ first when it is missing or older than src/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dist, ensureBuilt } from '../support/package/built-dist.ts';

/** `import … from '…'`, `export … from '…'` and `import '…'` of a declaration file. */
const SPECIFIER = /^(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]/gm;

/** Every package a declaration file of dist/ imports, itself or through the files of dist/ it imports. */
function packagesReached(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(join(dist, file), 'utf8').matchAll(SPECIFIER)) {
      if (specifier === undefined) continue;
      if (specifier.startsWith('./')) visit(specifier.slice(2).replace(/\.js$/, '.d.ts'));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

const isZod = (name: string) => name === 'zod' || name.startsWith('zod/');

beforeAll(async () => {
  await ensureBuilt();
}, 300_000);

describe('the shipped declarations', () => {
  it.each([
    ['huddle', 'index.d.ts'],
    ['huddle/query', 'query.d.ts'],
    ['huddle/tanstack', 'tanstack.d.ts'],
    ['huddle/msw', 'msw.d.ts'],
    ['huddle/league', 'league.d.ts'],
    ['huddle/server', 'server.d.ts'],
  ])('of %s reach no zod declaration, so an app never infers a record from zod', (_entry, file) => {
    expect([...packagesReached(file)].filter(isZod)).toEqual([]);
  });

  it('of huddle/schemas, which exports the zod schemas themselves, do reach zod (the walk finds it)', () => {
    expect([...packagesReached('schemas.d.ts')].filter(isZod)).not.toEqual([]);
  });
});
