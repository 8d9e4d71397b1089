/**
 * The import graph of the source, read from its import statements: which files a module loads,
 * following relative imports, and which packages. Type-only imports are erased by the compiler
 * and do not count at run time. The entry-point test, the layer test and the README's entry
 * table all read it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const sourceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** What a module loads at run time. */
export interface RuntimeImports {
  /** Bare packages (`zod/mini`, `node:http`), in the order first met. */
  readonly packages: ReadonlySet<string>;
  /** Source files, relative to `src/` (`query/index.ts`), the entry itself included. */
  readonly files: ReadonlySet<string>;
  /** The source files each of those imports directly. */
  readonly edges: ReadonlyMap<string, ReadonlySet<string>>;
}

/** One import or re-export of a source file. */
export interface SourceImport {
  /** As written: `./nodes.js`, `zod/mini`. */
  readonly specifier: string;
  /** The imported file relative to `src/` (`query/nodes.ts`), or `null` for a package. */
  readonly file: string | null;
  /** `import type` / `export type`: erased by the compiler, nothing loaded at run time. */
  readonly typeOnly: boolean;
  /** `import(…)`: loaded when the code that calls it runs, in a chunk of its own in a bundle. */
  readonly dynamic: boolean;
}

/** The imports of one source file (relative to `src/`), static and dynamic. */
export function importsOf(file: string): SourceImport[] {
  const text = readFileSync(resolve(sourceRoot, file), 'utf8');
  const found = [
    ...[...text.matchAll(STATIC_IMPORT)].map(([, typeOnly, to]) => ({
      to,
      typeOnly: typeOnly !== undefined,
      dynamic: false,
    })),
    ...[...text.matchAll(DYNAMIC_IMPORT)].map(([, to]) => ({ to, typeOnly: false, dynamic: true })),
  ];
  return found.flatMap(({ to, typeOnly, dynamic }) => {
    if (to === undefined) return [];
    const target = to.startsWith('.')
      ? relative(sourceRoot, resolve(dirname(resolve(sourceRoot, file)), to.replace(/\.js$/, '.ts')))
      : null;
    return [{ specifier: to, file: target, typeOnly, dynamic }];
  });
}

/** Every TypeScript source file, relative to `src/`, sorted. */
export function sourceFiles(folder = ''): string[] {
  return readdirSync(resolve(sourceRoot, folder), { withFileTypes: true })
    .flatMap((entry) => {
      const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) return sourceFiles(path);
      return entry.name.endsWith('.ts') ? [path] : [];
    })
    .sort();
}

/**
 * Everything `entry` (relative to `src/`) loads at run time; with `{ loadedFirst: true }`, only
 * what it loads before any of its code runs (static imports, not `import()`).
 */
export function runtimeImports(entry: string, { loadedFirst = false } = {}): RuntimeImports {
  const packages = new Set<string>();
  const files = new Set<string>();
  const edges = new Map<string, Set<string>>();
  const visit = (name: string) => {
    if (files.has(name)) return;
    files.add(name);
    const targets = new Set<string>();
    edges.set(name, targets);
    for (const { specifier, file, typeOnly, dynamic } of importsOf(name)) {
      if (typeOnly || (loadedFirst && dynamic)) continue;
      if (file === null) packages.add(specifier);
      else {
        targets.add(file);
        visit(file);
      }
    }
  };
  visit(entry);
  return { packages, files, edges };
}
