/**
 * `moduleResolution: node10` reads no `exports` map: a subpath (`huddle/query`) resolves through
 * `typesVersions` or not at all (issue 38). node10 resolves as `require` does, so each subpath must
 * point at the CommonJS declarations its `exports` entry gives `require`. A new subpath without its
 * fallback fails here; attw's node10 profile (`npm run check:package`) checks the built files.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Conditions {
  readonly require: { readonly types: string };
}

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  readonly exports: Record<string, Conditions | string>;
  readonly typesVersions: Record<string, Record<string, readonly string[]>>;
  readonly types: string;
};

describe('typesVersions, the node10 fallback of exports', () => {
  it('maps every subpath of exports, and nothing else, to the declarations require gets', () => {
    const implied: Record<string, readonly string[]> = {};
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (subpath === '.' || typeof target === 'string') continue;
      implied[subpath.slice('./'.length)] = [target.require.types];
    }
    expect(Object.keys(implied).length).toBeGreaterThan(0);
    expect(pkg.typesVersions).toEqual({ '*': implied });
  });

  it('names huddle/query by its CommonJS declarations (a hand-worked entry)', () => {
    expect(pkg.typesVersions['*']?.query).toEqual(['./dist/query.d.cts']);
    expect(pkg.typesVersions['*']?.['push/toast']).toEqual(['./dist/push-toast.d.cts']);
  });

  it('gives the root the declarations require gets, as types', () => {
    const root = pkg.exports['.'];
    expect(typeof root === 'object' && root.require.types).toBe(pkg.types);
  });
});
