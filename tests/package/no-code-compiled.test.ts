/**
 * No runtime entry compiles code: the validators are generated at build time, so nothing of
 * huddle's own built files calls `new Function` or `eval`, and an app under a Content Security
 * Policy without 'unsafe-eval' runs them as everyone else does (tests/browser/strict-csp.test.ts
 * runs them there). The command (dist/bin/) is Node only and is left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dist, ensureBuilt } from '../support/package/built-dist.ts';

/** Where a text compiles code from a string: `new Function(`, `Function(` called, or `eval(`. */
const COMPILES = /\bnew\s+Function\s*\(|(?<![\w$.])Function\s*\(|(?<![\w$.])eval\s*\(/g;

const compiledIn = (text: string) => [...text.matchAll(COMPILES)].map(([found]) => found);

describe("huddle's built files", () => {
  beforeAll(ensureBuilt, 300_000);

  it('compile no code from strings, in any runtime entry or chunk (ESM and CommonJS)', () => {
    const files = readdirSync(dist).filter((name) => /\.(c?js)$/.test(name));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((name) =>
      compiledIn(readFileSync(join(dist, name), 'utf8')).map((what) => `${name}: ${what}`),
    );
    expect(found).toEqual([]);
  });

  it('the check finds code compiled from a string where there is some', () => {
    expect(compiledIn('const f = new Function("r", body); g = Function("x"); eval(text);')).toEqual([
      'new Function(',
      'Function(',
      'eval(',
    ]);
    expect(compiledIn('isFunction(x); obj.eval(y); const evaluate = 1;')).toEqual([]);
  });
});
