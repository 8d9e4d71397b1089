import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^huddle$/, replacement: src('index.ts') },
      { find: /^huddle\/schemas$/, replacement: src('schemas.ts') },
      { find: /^huddle\/query$/, replacement: src('query/index.ts') },
      { find: /^huddle\/push$/, replacement: src('push/index.ts') },
      { find: /^huddle\/push\/toast$/, replacement: src('push/toast/index.ts') },
    ],
  },
  test: {
    include: ['tests/**/*.test.ts'],
    typecheck: {
      enabled: true,
      include: ['tests/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
  },
});
