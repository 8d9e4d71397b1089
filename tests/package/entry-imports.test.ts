/**
 * What each entry point loads at run time, read from the source import graph (type-only
 * imports are erased and do not count). Keeps device-side and builder-only users from paying
 * for libraries they do not use.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

/** Every bare package a module loads at run time, following its relative imports. */
function runtimePackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const pattern = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
    for (const [, typeOnly, specifier] of text.matchAll(pattern)) {
      if (typeOnly || specifier === undefined) continue;
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else packages.add(specifier);
    }
  };
  visit(resolve(src, entry));
  return packages;
}

describe('entry points load only what they need', () => {
  it('huddle/query loads no package at all (no zod, no ky)', () => {
    expect([...runtimePackages('query/index.ts')]).toEqual([]);
  });

  it('huddle/push loads no package at all (no zod, no ky)', () => {
    expect([...runtimePackages('push/index.ts')]).toEqual([]);
  });

  it('huddle/push/toast loads fast-xml-parser and nothing else', () => {
    expect([...runtimePackages('push/toast/index.ts')]).toEqual(['fast-xml-parser']);
  });

  it('only the toast codec imports fast-xml-parser', () => {
    expect(runtimePackages('push/codecs/toast.ts').has('fast-xml-parser')).toBe(true);
    expect(runtimePackages('push/codecs/detect.ts').has('fast-xml-parser')).toBe(false);
  });

  it('huddle/msw loads msw, mingo and zod/mini (through the resource table), never ky or fast-xml-parser', () => {
    const packages = [...runtimePackages('mock/index.ts')];
    expect(packages).toContain('msw');
    expect(packages.filter((name) => !name.startsWith('mingo') && !name.startsWith('node:')).sort()).toEqual([
      'msw',
      'zod/mini',
    ]);
  });

  it('huddle/server loads node:http, mingo and zod/mini (through the resource table), never msw', () => {
    const packages = [...runtimePackages('server.ts')];
    expect(packages).not.toContain('msw');
    expect(packages).toContain('node:http');
    expect(packages.filter((name) => !name.startsWith('mingo') && !name.startsWith('node:')).sort()).toEqual([
      'zod/mini',
    ]);
  });

  it('huddle/schemas loads zod/mini and nothing else', () => {
    expect([...runtimePackages('schemas.ts')]).toEqual(['zod/mini']);
  });

  it('the reader of imports sees a zod import where there is one', () => {
    expect(runtimePackages('model/common.ts').has('zod/mini')).toBe(true);
    expect(runtimePackages('model/types.ts').has('zod/mini')).toBe(false);
  });
});
