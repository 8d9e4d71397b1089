/**
 * The run-time import graph of the source, read from its import statements: which files a module
 * loads, following relative imports, and which packages. Type-only imports are erased by the
 * compiler and do not count. The entry-point test and the README's entry table both read it.
 */
import { readFileSync } from 'node:fs';
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

/** Everything `entry` (relative to `src/`) loads at run time. */
export function runtimeImports(entry: string): RuntimeImports {
  const packages = new Set<string>();
  const files = new Set<string>();
  const edges = new Map<string, Set<string>>();
  const visit = (file: string) => {
    const name = relative(sourceRoot, file);
    if (files.has(name)) return;
    files.add(name);
    const targets = new Set<string>();
    edges.set(name, targets);
    const text = readFileSync(file, 'utf8');
    const specifiers = [
      ...[...text.matchAll(STATIC_IMPORT)].filter(([, typeOnly]) => typeOnly === undefined).map(([, , to]) => to),
      ...[...text.matchAll(DYNAMIC_IMPORT)].map(([, to]) => to),
    ];
    for (const specifier of specifiers) {
      if (specifier === undefined) continue;
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier.replace(/\.js$/, '.ts'));
        targets.add(relative(sourceRoot, target));
        visit(target);
      } else packages.add(specifier);
    }
  };
  visit(resolve(sourceRoot, entry));
  return { packages, files, edges };
}
