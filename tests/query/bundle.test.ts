/**
 * What an app that imports only `query` from `huddle/query` bundles (issue 27): the builder, the
 * field trees as text and the parsers its string-taking methods use, but not the resource table's
 * rows (paths, envelopes, docs), zod or ky. Bundled here from the source as size-limit bundles
 * dist/query.js, with esbuild.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

const source = (path: string) => JSON.stringify(fileURLToPath(new URL(`../../src/${path}`, import.meta.url)));

/** The modules (`src/…`, `node_modules/…`) that bundling `names` from a source module keeps code of. */
async function bundledModules(names: string, from: string): Promise<string[]> {
  const { metafile } = await build({
    stdin: { contents: `export ${names} from ${source(from)};`, loader: 'ts', resolveDir: '.' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    metafile: true,
  });
  const [output] = Object.values(metafile.outputs);
  return Object.entries(output?.inputs ?? {})
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([file]) => file.replace(/^.*?(?=src\/|node_modules\/)/, ''));
}

it('query alone carries the sub-collection filters but not the resource table, zod or ky', async () => {
  const modules = await bundledModules('{ query }', 'query/index.ts');
  expect(modules).toContain('src/resources/sub-queries.ts');
  expect(modules).toContain('src/resources/field-trees.generated.ts');
  expect(modules).not.toContain('src/resources/resource-table.ts');
  expect(modules.filter((file) => file.startsWith('node_modules/'))).toEqual([]);
});

it('names the resource table where a bundle does carry it (the check above can fail)', async () => {
  expect(await bundledModules('{ resources }', 'resources/resource-table.ts')).toContain(
    'src/resources/resource-table.ts',
  );
});
