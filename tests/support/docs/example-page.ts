/**
 * An example page (examples/<name>/) as the end-to-end tests drive it: built by vite against the
 * built package (dist/, what users install) in production mode, served by `vite preview`, and
 * opened in Chromium.
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright';
import { build, type PreviewServer, preview, type Rolldown } from 'vite';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM } from '../../../scripts/chromium.mjs';
import { ensureBuilt, root } from '../package/built-dist.ts';

/** Each `huddle…` specifier aliased to the ESM file package.json's `exports` gives it. */
async function builtAliases(dist: string): Promise<{ find: RegExp; replacement: string }[]> {
  const { exports } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { import: { default: string } }>;
  };
  return Object.entries(exports).flatMap(([subpath, target]) => {
    if (typeof target === 'string') return []; // ./package.json
    const specifier = `huddle${subpath.slice(1)}`;
    const replacement = join(root, target.import.default);
    if (!replacement.startsWith(dist + sep)) throw new Error(`${subpath} is not built into dist/: ${replacement}`);
    return [{ find: new RegExp(`^${specifier.replaceAll('/', '\\/')}$`), replacement }];
  });
}

/** A built example: where it was written, and the modules its chunks hold. */
interface BuiltExample {
  readonly outDir: string;
  readonly moduleIds: readonly string[];
  /** Removes what the build wrote. */
  remove(): Promise<void>;
}

/**
 * Builds `examples/<name>` with its own config (React plugin, root), its source aliases overridden
 * by the built ones: vite puts inline aliases before the config file's, and the first match wins.
 */
async function buildExample(name: string): Promise<BuiltExample> {
  const dist = await ensureBuilt();
  const outDir = await mkdtemp(join(tmpdir(), `huddle-${name}-`));
  const alias = await builtAliases(dist);
  // vitest runs with NODE_ENV=test, which vite would build into the page (React's development
  // build): the page is built as `vite build` builds it for users.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let output: Rolldown.RolldownOutput;
  try {
    output = (await build({
      configFile: join(root, 'examples', name, 'vite.config.ts'),
      logLevel: 'warn',
      resolve: { alias },
      build: { outDir, emptyOutDir: true },
    })) as Rolldown.RolldownOutput;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return {
    outDir,
    moduleIds: output.output.flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : [])),
    remove: () => rm(outDir, { recursive: true, force: true }),
  };
}

/** Serves a built example on a free loopback port; resolves with the server and its URL. */
async function serveExample(built: BuiltExample): Promise<{ site: PreviewServer; url: string }> {
  const site = await preview({
    configFile: false,
    logLevel: 'warn',
    build: { outDir: built.outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true },
  });
  const [url] = site.resolvedUrls?.local ?? [];
  if (url === undefined) throw new Error('vite preview gave no local URL');
  return { site, url };
}

/** Chromium, as scripts/chromium.mjs finds it; throws with how to get one when there is none. */
async function launchChromium(): Promise<Browser> {
  const found = await findChromium();
  if (found === undefined) throw new Error(NO_CHROMIUM);
  return chromium.launch({ executablePath: found.path, args: [...CHROMIUM_ARGS] });
}

/** An example page open in Chromium, talking to an API. */
export interface OpenedExample {
  readonly built: BuiltExample;
  readonly page: Page;
  /** What the page threw, uncaught, so far. */
  readonly pageErrors: readonly Error[];
  /** Closes the browser and the site, and removes the build. */
  close(): Promise<void>;
}

/**
 * Builds `examples/<name>`, serves it, and opens it in Chromium at `?api=<api>`; `beforeOpen`
 * runs on the page before it loads (to route its requests, say).
 */
export async function openExample(
  name: string,
  {
    api,
    width,
    height,
    beforeOpen,
  }: { api: string; width: number; height: number; beforeOpen?: (page: Page) => Promise<void> },
): Promise<OpenedExample> {
  const built = await buildExample(name);
  const { site, url } = await serveExample(built);
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width, height } });
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await beforeOpen?.(page);
  await page.goto(`${url}?api=${encodeURIComponent(api)}`);
  return {
    built,
    page,
    pageErrors,
    async close() {
      await browser.close();
      await site.close();
      await built.remove();
    },
  };
}

/** A full-page screenshot written to `path` (replacing one left there); resolves with the PNG's bytes. */
export async function leaveScreenshot(page: Page, path: string): Promise<Buffer> {
  await mkdir(dirname(path), { recursive: true });
  await rm(path, { force: true });
  await page.screenshot({ path, fullPage: true });
  return readFile(path);
}
