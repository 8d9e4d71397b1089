import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { needsOwnModules } from './tests/support/suite/needs-own-modules.ts';

// `npm test`'s pretest step has already failed with one clear line when there is none.
const chromium = await findChromium();

/** fast-check's seed and runs for every property test (docs/testing.md); the browser tests have none. */
const propertySeed = 'tests/support/properties/fast-check-seed.ts';

const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/** Serves msw's service worker at /mockServiceWorker.js, where setupWorker looks for it. */
const mswWorker: Plugin = {
  name: 'msw-worker',
  configureServer(server) {
    const worker = new URL('./node_modules/msw/lib/mockServiceWorker.js', import.meta.url);
    server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
      response.setHeader('content-type', 'text/javascript');
      response.end(readFileSync(worker));
    });
  },
};

export default defineConfig({
  resolve: {
    alias: [
      { find: /^huddle$/, replacement: src('index.ts') },
      { find: /^huddle\/schemas$/, replacement: src('schemas.ts') },
      { find: /^huddle\/query$/, replacement: src('query/index.ts') },
      { find: /^huddle\/push$/, replacement: src('push/index.ts') },
      { find: /^huddle\/push\/toast$/, replacement: src('push/toast/index.ts') },
      { find: /^huddle\/msw$/, replacement: src('mock/index.ts') },
      { find: /^huddle\/league$/, replacement: src('league/index.ts') },
      { find: /^huddle\/server$/, replacement: src('mock/server/index.ts') },
      { find: /^huddle\/tanstack$/, replacement: src('tanstack/index.ts') },
      { find: /^huddle\/contract$/, replacement: src('contract/index.ts') },
    ],
  },
  test: {
    // A hang guard, not a measure: CPU-bound tests (the TypeScript checker, a season of records)
    // took over vitest's 5 s beside busy neighbours. No test asserts how long it took (docs/testing.md).
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Vitest's default leaves a core idle (one worker on a 2-core machine). One worker more than
    // the cores: tests that wait on a server, a child process or a Retry-After leave their core to
    // it (on 2 cores, npm test took 125 s with 2 workers, 110 s with 3, 115 s with 4).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          // The example apps' own tests run with the suite, as their users would run them.
          include: ['tests/**/*.test.ts', 'examples/**/*.test.ts'],
          // tests/cli/*.test.ts run the command in-process (runCli over buffers); only the packed
          // binary's smoke tests need the tarball.
          exclude: [
            'tests/browser/**',
            'tests/cli/packed/**',
            'tests/spec/packed/**',
            'tests/runtimes/**',
            ...needsOwnModules,
          ],
          // The files share one module graph per worker rather than importing huddle afresh each:
          // a fifth of the suite's time went to imports. What a file changes of a module (a mock,
          // a row added to a table) it does in the 'node-isolated' project below.
          isolate: false,
          setupFiles: [propertySeed],
          typecheck: {
            enabled: true,
            // TypeScript 6, the project's compiler, by path: typescript7 installs a bin called tsc
            // too, and which of the two `tsc` names depends on the install. `npm run
            // typecheck:ts7` runs these files on TypeScript 7.
            checker: fileURLToPath(new URL('./node_modules/typescript/bin/tsc', import.meta.url)),
            include: ['tests/**/*.test-d.ts'],
            // Those compile against the built dist/*.d.ts, as an app does: tests/declarations/declarations.test.ts.
            exclude: ['tests/declarations/**'],
            tsconfig: './tsconfig.json',
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          include: [...needsOwnModules],
          setupFiles: [propertySeed],
        },
      },
      {
        extends: true,
        test: {
          // The `huddle` command, spawned from the packed tarball installed into an empty project:
          // one smoke test per command, what only the real process shows, and the service
          // conformance suite against `huddle mock`.
          name: 'cli',
          include: ['tests/cli/packed/**/*.test.ts', 'tests/spec/packed/**/*.test.ts'],
          globalSetup: ['tests/cli/packed.setup.ts'],
          setupFiles: [propertySeed],
        },
      },
      {
        extends: true,
        test: {
          // The runtime matrix (tests/runtimes/runtimes.ts): the smoke on Node 20, 22 and 24, Bun,
          // Deno and workerd, each fetched from npm on first use into node_modules/.cache, against
          // the packed tarball the `cli` project installs (the same folder: packed once a run).
          name: 'runtimes',
          include: ['tests/runtimes/**/*.test.ts'],
          globalSetup: ['tests/cli/packed.setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [mswWorker],
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/mock-server.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            // The Chromium scripts/chromium.mjs finds (on Linux, the one the devDependency
            // @sparticuz/chromium ships): Playwright downloads nothing. Without the
            // background-networking flags it keeps trying to reach Google's hosts.
            provider: playwright({
              launchOptions: {
                ...(chromium !== undefined && { executablePath: chromium.path }),
                args: [...CHROMIUM_ARGS],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
