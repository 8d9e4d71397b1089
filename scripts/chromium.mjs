// Finds the Chromium the browser tests run in, so that `npm install && npm test` works on a machine
// with Node and nothing else. Plain JavaScript: the pretest step loads it before anything checks
// that this is a recent Node.
//
// Where it looks, first match wins:
//   1. CHROMIUM_PATH, when set: the user's choice, used as given.
//   2. On Linux (x64), the Chromium that the devDependency @sparticuz/chromium ships inside its
//      tarball: it comes with `npm install`, from the registry, with no download step and no root.
//      It is unpacked once into node_modules/.cache, by version.
//   3. A Chromium or Chrome installed on the machine (Debian's package, Google Chrome, macOS's app).
//   4. The browser Playwright downloads with `npx playwright install chromium`, where that works.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** An executable file, not the empty stand-in a test may mount over one. */
const isBrowser = (path) => {
  try {
    return statSync(path).size > 0;
  } catch {
    return false;
  }
};

async function bundled(platform) {
  if (platform !== 'linux-x64') return undefined;
  const manifest = join(root, 'node_modules', '@sparticuz', 'chromium', 'package.json');
  if (!existsSync(manifest)) return undefined;
  const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
  const cache = join(root, 'node_modules', '.cache', 'huddle-chromium', version);
  const executable = join(cache, 'chromium');
  // Written last, so a run cut short while unpacking is unpacked again, not half used.
  const complete = join(cache, '.complete');
  if (existsSync(complete) && isBrowser(executable)) return executable;
  // The package unpacks into os.tmpdir(); point that at our versioned cache for the one call, so a
  // different version left in /tmp by something else is never picked up.
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = cache;
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    const path = await chromium.executablePath();
    writeFileSync(complete, `${version}\n`);
    return path;
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  }
}

async function playwrights() {
  try {
    const { chromium } = await import('playwright');
    const path = chromium.executablePath();
    return isBrowser(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Chromium to run the browser tests in, and where it came from. The options are for tests.
 * @param {{ env?: Record<string, string | undefined>, platform?: string, systemBrowsers?: readonly string[] }} [options]
 * @returns {Promise<{ path: string, source: string } | undefined>}
 */
export async function findChromium({
  env = process.env,
  platform = `${process.platform}-${process.arch}`,
  systemBrowsers = SYSTEM_BROWSERS,
} = {}) {
  const chosen = env.CHROMIUM_PATH;
  if (chosen) return { path: chosen, source: 'CHROMIUM_PATH' };
  const shipped = await bundled(platform);
  if (shipped) return { path: shipped, source: '@sparticuz/chromium' };
  const system = systemBrowsers.find(isBrowser);
  if (system) return { path: system, source: 'the system' };
  const downloaded = await playwrights();
  if (downloaded) return { path: downloaded, source: 'Playwright' };
  return undefined;
}

export const NO_CHROMIUM =
  'no Chromium for the browser tests: on Linux x64 `npm install` brings one (@sparticuz/chromium); elsewhere install Chrome or Chromium, run `npx playwright install chromium`, or set CHROMIUM_PATH';

/**
 * The flags every launch of the suite's Chromium takes: no sandbox (CI runs as root), no GPU, and
 * none of the background networking that keeps trying to reach Google's hosts from a closed network.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);
