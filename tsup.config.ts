import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    schemas: 'src/schemas.ts',
    query: 'src/query/index.ts',
    push: 'src/push/index.ts',
    'push-toast': 'src/push/toast/index.ts',
    msw: 'src/mock/index.ts',
  },
  tsconfig: 'tsconfig.build.json',
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  splitting: true,
});
