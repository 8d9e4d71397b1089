import { rmSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

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
  },
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  target: 'es2022',
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
      noExternal: ['ky'],
    },
    {
      // The `huddle` command: one ESM file for Node in dist/bin/, built apart so that nothing it
      // uses can land in a library entry's chunks. No splitting: the lazily loaded main stays in
      // the file, evaluated only after the Node version check.
      entry: { huddle: 'src/cli/bin.ts' },
      outDir: 'dist/bin',
      splitting: false,
      tsconfig: 'tsconfig.build.json',
      format: ['esm'],
      platform: 'node',
      target: 'node22',
      dts: false,
      clean: false,
      sourcemap: true,
      treeshake: true,
      banner: { js: '#!/usr/bin/env node' },
    },
  ];
});
