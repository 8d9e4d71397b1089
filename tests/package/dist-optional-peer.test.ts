/**
 * fast-check in the built package (issue 40): no built file imports it as a module (a static
 * import would fail before huddle could say what to install), huddle/contract loads it through
 * the peer loader and no other entry reaches that loader, and none of fast-check's code is
 * bundled. Read from the files of dist/ and the imports between them, ESM and CommonJS.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { manifestTargets } from '../../scripts/package-weight.ts';
import { ensureBuilt, root } from '../support/package/built-dist.ts';

let dist = '';
beforeAll(async () => {
  dist = await ensureBuilt();
}, 300_000);

/** Each built JavaScript file of dist/ and dist/bin/, by its path below dist/. */
function builtFiles(): Map<string, string> {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(c?js)$/.test(name));
  return new Map(files.map((name) => [name, readFileSync(join(dist, name), 'utf8')]));
}

/** The relative files a built file imports or requires, statically or not (`./chunk-X.js`). */
function relativeImports(code: string): string[] {
  const specifiers = code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)(["'])(\.\/[^"']+)\1/g);
  return [...specifiers].map((match) => (match[2] ?? '').slice(2));
}

/** The files an entry file loads, itself included, following relative imports. */
function reachable(entry: string, files: Map<string, string>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = files.get(file);
    if (code === undefined) throw new Error(`${file} is imported but not built`);
    for (const target of relativeImports(code)) visit(target);
  };
  visit(entry);
  return seen;
}

/** The library entries' built files, from package.json's exports (the command, in dist/bin/, is ESM only). */
function entryFiles(): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return manifestTargets(manifest)
    .filter((path) => /^dist\/[^/]+\.c?js$/.test(path))
    .map((path) => path.slice('dist/'.length));
}

/** A file that loads fast-check through the peer loader: it names the package as the loader's peer. */
const loadsPeer = (code: string) => /\bname:\s*"fast-check"/.test(code);

describe('fast-check in the built package', () => {
  it('no built file imports or requires fast-check as a module', () => {
    const importing = [...builtFiles()]
      .filter(([, code]) => /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)["']fast-check["']/.test(code))
      .map(([name]) => name);
    expect(importing).toEqual([]);
  });

  it('huddle/contract, ESM and CommonJS, reaches the peer loader, and no other entry does', () => {
    const files = builtFiles();
    const byEntry = entryFiles().map((entry) => [
      entry,
      [...reachable(entry, files)].some((file) => loadsPeer(files.get(file) ?? '')),
    ]);
    expect(byEntry.length).toBe(20);
    expect(byEntry.filter(([, loads]) => loads).map(([entry]) => entry)).toEqual(['contract.cjs', 'contract.js']);
  });

  it("none of fast-check's code is bundled: neither its commit hash nor its pure-rand dependency", async () => {
    const { default: fc } = await import('fast-check');
    expect(fc.__commitHash).toMatch(/^[0-9a-f]{40}$/);
    const bundling = [...builtFiles()]
      .filter(([, code]) => code.includes(fc.__commitHash) || code.includes('pure-rand'))
      .map(([name]) => name);
    expect(bundling).toEqual([]);
  });

  it('the reader of imports follows both builds (the checks above can fail)', () => {
    expect(relativeImports('import { a } from "./chunk-A.js";\nimport("./b-B.js");')).toEqual(['chunk-A.js', 'b-B.js']);
    expect(relativeImports("var c = require('./chunk-C.cjs'); import './side.js';")).toEqual([
      'chunk-C.cjs',
      'side.js',
    ]);
    expect(loadsPeer('var FAST_CHECK_PEER = { name: "fast-check", entry: "huddle/contract", range: "^4" };')).toBe(
      true,
    );
    const files = builtFiles();
    expect(reachable('index.js', files).size).toBeGreaterThan(3);
    expect(reachable('index.cjs', files).size).toBeGreaterThan(3);
  });
});
