/** The version `huddle --version` prints: the one in the package's own `package.json`. */
import type * as Fs from 'node:fs';

/**
 * `node:fs`, taken as the module itself where Node can (22.3 and later): an `import` of it also
 * runs each of its lazy exports (its promises, streams and readline), a few milliseconds more.
 */
const fs: typeof Fs = process.getBuiltinModule?.('node:fs') ?? (await import('node:fs'));

/** The version in the package's own `package.json`, found from this file upwards. */
export function packageVersion(): string {
  for (const relative of ['../package.json', '../../package.json']) {
    try {
      const manifest = JSON.parse(fs.readFileSync(new URL(relative, import.meta.url), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === 'huddle' && manifest.version !== undefined) return manifest.version;
    } catch {
      // not here: try the next place
    }
  }
  return 'unknown';
}

/** Whether these arguments (those after `huddle`) ask for the version. */
export const asksVersion = (argv: readonly string[]): boolean => argv[0] === '--version' || argv[0] === '-v';
