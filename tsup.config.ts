import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      schemas: 'src/schemas.ts',
      query: 'src/query/index.ts',
      push: 'src/push/index.ts',
      'push-toast': 'src/push/toast/index.ts',
      msw: 'src/mock/index.ts',
      league: 'src/league/index.ts',
      server: 'src/server.ts',
    },
    tsconfig: 'tsconfig.build.json',
    format: ['esm', 'cjs'],
    dts: true,
    clean: ['!bin/**'],
    sourcemap: true,
    target: 'es2022',
    treeshake: true,
    splitting: true,
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
    clean: true,
    sourcemap: true,
    treeshake: true,
    banner: { js: '#!/usr/bin/env node' },
  },
]);
