/**
 * The example's dev server and build. huddle is this repository rather than an installed
 * package, so its entries are aliased to the sources; an app that installed huddle needs none of
 * this but the React plugin.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^huddle$/, replacement: here('../../src/index.ts') },
      { find: /^huddle\/push$/, replacement: here('../../src/push/index.ts') },
      { find: /^huddle\/tanstack$/, replacement: here('../../src/tanstack/index.ts') },
    ],
  },
  server: { host: '127.0.0.1' },
});
