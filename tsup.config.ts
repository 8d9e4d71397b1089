import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Options, type Plugin } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/** Each entry's source file, by the name the package exports it under (tsconfig.json's paths). */
const entrySources = Object.entries(
  (JSON.parse(readFileSync('tsconfig.json', 'utf8')) as { compilerOptions: { paths: Record<string, [string]> } })
    .compilerOptions.paths,
).map(([name, [source]]) => [resolve(source), name] as const);

/**
 * The command imports the library's entries as the package itself (`huddle`, `huddle/league`…,
 * which Node resolves from inside the package through its `exports`), so it carries none of their
 * code a second time: the file shrinks to the command's own code.
 */
const entriesAsPackage: EsbuildPlugin = {
  name: 'entries-as-package',
  setup(build) {
    const byFile = new Map(entrySources);
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const name = byFile.get(resolve(args.resolveDir, args.path).replace(/\.js$/, '.ts'));
      return name === undefined ? undefined : { path: name, external: true };
    });
  },
};

/**
 * fast-check is an optional peer of huddle/contract (an app installs it only to verify a server).
 * Each import of it in the library is pointed at a module whose default export is fast-check as
 * src/contract/fast-check-peer.ts requires it, throwing one RequirementError line that says what
 * to install when it is missing: a static import would fail first, with Node's `Cannot find
 * package`. So the library imports fast-check's default export (`import fc from 'fast-check'`,
 * held by tests/contract/fast-check-peer.test.ts); a module `require`d here instead would make
 * esbuild wrap the error classes it imports, in every entry.
 */
const optionalPeers: EsbuildPlugin = {
  name: 'optional-peers',
  setup(build) {
    const loader = JSON.stringify(resolve('src/contract/fast-check-peer.ts'));
    build.onResolve({ filter: /^fast-check$/ }, (args) => ({ path: args.path, namespace: 'optional-peer' }));
    build.onLoad({ filter: /.*/, namespace: 'optional-peer' }, () => ({
      contents: `import { requireFastCheck } from ${loader};\nexport default requireFastCheck();\n`,
      resolveDir: resolve('.'),
      loader: 'js',
    }));
  },
};

/**
 * The CommonJS build loads its lazy chunks (zod's explanation of a refused record, the push group
 * catalog) with `require`: Jest's default mode runs CommonJS without dynamic `import()`, where
 * the chunk would fail to load. The ESM build keeps `import()`, which bundlers split.
 */
const lazyChunksByRequire: Plugin = {
  name: 'lazy-chunks-by-require',
  renderChunk(code, { path }) {
    if (!path.endsWith('.cjs')) return undefined;
    return {
      code: code.replace(/\bimport\((["'])(\.\/[^"']+\.cjs)\1\)/g, 'Promise.resolve().then(() => require($1$2$1))'),
    };
  },
};

const library: Options = {
  entry: {
    index: 'src/index.ts',
    schemas: 'src/schemas.ts',
    query: 'src/query/index.ts',
    push: 'src/push/index.ts',
    'push-toast': 'src/push/toast/index.ts',
    msw: 'src/mock/index.ts',
    league: 'src/league/index.ts',
    server: 'src/mock/server/index.ts',
    tanstack: 'src/tanstack/index.ts',
    contract: 'src/contract/index.ts',
  },
  tsconfig: 'tsconfig.build.json',
  // No source maps, and so no src/ in the package: they were 2.56 of its 5.29 MB unpacked (issue
  // 40). The built files are not minified and keep the sources' names, so a stack trace reads
  // without them.
  sourcemap: false,
  target: 'es2022',
  // Not external, so that tsup's own resolver (which marks every dependency and peer external)
  // leaves fast-check to optionalPeers, which never bundles it.
  noExternal: ['fast-check'],
  esbuildPlugins: [optionalPeers],
  treeshake: true,
  splitting: true,
  // dist/ is emptied once below: configs that share a folder and clean it themselves race.
  clean: false,
};

export default defineConfig(() => {
  rmSync('dist', { recursive: true, force: true });
  return [
    { ...library, format: ['esm', 'cjs'], dts: { only: true } },
    { ...library, format: ['esm'] },
    {
      // ky is ESM only: a `require('ky')` fails on Node 22.0–22.11 (no require(esm)) and under
      // Jest. The CommonJS build carries its own copy; the ESM build keeps importing the package.
      ...library,
      format: ['cjs'],
      noExternal: ['ky', 'fast-check'],
      plugins: [lazyChunksByRequire],
    },
    {
      // The `huddle` command: ESM for Node in dist/bin/, built apart so that nothing it uses can
      // land in a library entry's chunks. Its main is a chunk of its own, imported only after the
      // Node version check, with the entries it imports (which would otherwise be hoisted above
      // the check).
      entry: { huddle: 'src/cli/core/bin.ts' },
      outDir: 'dist/bin',
      splitting: true,
      tsconfig: 'tsconfig.build.json',
      format: ['esm'],
      platform: 'node',
      target: 'node22',
      dts: false,
      clean: false,
      // No map: the command reports every failure as one line, never a stack (1.6 MB saved).
      sourcemap: false,
      // Read by Node, never by a person; half the bytes to install and to parse at start-up.
      minify: true,
      esbuildPlugins: [entriesAsPackage],
      treeshake: true,
      banner: { js: '#!/usr/bin/env node' },
    },
  ];
});
