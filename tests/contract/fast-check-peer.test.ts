/**
 * fast-check is an optional peer of huddle/contract: the built entry loads it through
 * src/contract/fast-check-peer.ts, which turns "not installed" into one RequirementError line
 * saying what to install, and lets every other failure through. The failures here are Node's own,
 * from `require` in folders made for the test. (tests/package/optional-peer.test.ts imports the
 * packed entry in a project without fast-check.)
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { FAST_CHECK_PEER, isMissing, requireFastCheck, requirePeer } from '../../src/contract/fast-check-peer.ts';
import { RequirementError } from '../../src/errors/requirement-error.ts';
import { blocksOf } from '../support/docs/doc-blocks.ts';

const work = mkdtempSync(join(tmpdir(), 'huddle-peer-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `require` from a folder of its own, with `packages` (name → index.js source) in its node_modules. */
function requireIn(name: string, packages: Record<string, string> = {}) {
  const folder = join(work, name);
  for (const [packageName, source] of Object.entries(packages)) {
    const dir = join(folder, 'node_modules', packageName);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: packageName, main: 'index.js' }));
    writeFileSync(join(dir, 'index.js'), source);
  }
  mkdirSync(folder, { recursive: true });
  return createRequire(join(folder, 'app.js'));
}

/** What `load` throws, or a failure when it throws nothing. */
function thrownBy(load: () => unknown): unknown {
  try {
    load();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('huddle/contract without fast-check', () => {
  it('throws one RequirementError line naming the entry, the peer and the command that installs it', () => {
    const error = thrownBy(() => requirePeer(requireIn('empty'), FAST_CHECK_PEER));
    expect(error).toBeInstanceOf(RequirementError);
    expect(error).toMatchObject({ code: 'ERR_REQUIREMENT', entry: 'huddle/contract' });
    expect((error as Error).message).toBe(
      'huddle/contract needs fast-check, an optional peer dependency that is not installed. Install it in the project: `npm install -D fast-check@^4`.',
    );
  });

  it('docs/contract.md quotes the line as it is thrown', () => {
    const error = thrownBy(() => requirePeer(requireIn('quoted'), FAST_CHECK_PEER)) as Error;
    const quoted = blocksOf('docs/contract.md').filter((block) => block.lang === 'text');
    expect(quoted.map((block) => block.code)).toContain(error.message);
  });

  it('asks for the major version package.json names as the peer range', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(manifest.peerDependencies['fast-check']).toMatch(/^\^4\./);
    expect(manifest.peerDependenciesMeta['fast-check']).toEqual({ optional: true });
    expect(manifest.dependencies['fast-check']).toBeUndefined();
  });
});

describe('what is not a missing fast-check goes through as it was thrown', () => {
  it('a fast-check that requires a package not installed (a broken install) shows its own error', () => {
    const load = requireIn('broken', { 'fast-check': "module.exports = require('pure-rand');" });
    const error = thrownBy(() => requirePeer(load, FAST_CHECK_PEER));
    expect(error).not.toBeInstanceOf(RequirementError);
    expect((error as Error).message).toMatch(/^Cannot find module 'pure-rand'/);
  });

  it('a fast-check that throws while it loads', () => {
    const load = requireIn('throwing', { 'fast-check': "throw new TypeError('boom');" });
    expect(thrownBy(() => requirePeer(load, FAST_CHECK_PEER))).toEqual(new TypeError('boom'));
  });

  it('isMissing reads the code and the first line of the message', () => {
    const missing = Object.assign(new Error("Cannot find module 'fast-check'\nRequire stack:\n- /app/x.js"), {
      code: 'MODULE_NOT_FOUND',
    });
    expect(isMissing(missing, 'fast-check')).toBe(true);
    const esm = Object.assign(new Error('Cannot find package "fast-check" imported from /app/x.js'), {
      code: 'ERR_MODULE_NOT_FOUND',
    });
    expect(isMissing(esm, 'fast-check')).toBe(true);
    expect(
      isMissing(Object.assign(new Error("Cannot find module 'fast-check'"), { code: 'EACCES' }), 'fast-check'),
    ).toBe(false);
    const deeper = Object.assign(new Error("Cannot find module 'pure-rand'\nRequire stack:\n- /x/fast-check/a.js"), {
      code: 'MODULE_NOT_FOUND',
    });
    expect(isMissing(deeper, 'fast-check')).toBe(false);
  });
});

describe('how the library imports fast-check', () => {
  /** Each import of fast-check in src/, as `file: statement`. */
  const imports = () => {
    const src = new URL('../../src/', import.meta.url);
    return readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        [...readFileSync(new URL(file, src), 'utf8').matchAll(/^import[^;]*from 'fast-check';$/gm)].map(
          ([statement]) => `${file}: ${statement}`,
        ),
      );
  };

  it("as its default export or for types only, what the build's loader gives (tsup.config.ts, optionalPeers)", () => {
    const found = imports();
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter((line) => !/: import (?:fc|type \* as fc) from 'fast-check';$/.test(line))).toEqual([]);
  });

  it('only in huddle/contract', () => {
    expect(imports().filter((line) => !line.startsWith('contract/'))).toEqual([]);
  });
});

describe('with fast-check installed', () => {
  it('gives the module as require does', () => {
    const load = requireIn('installed', { 'fast-check': 'module.exports = { answer: 42 };' });
    expect(requirePeer(load, FAST_CHECK_PEER)).toEqual({ answer: 42 });
  });

  it("requireFastCheck finds the repository's fast-check from huddle's own folder", () => {
    const loaded = requireFastCheck() as typeof fc;
    expect(loaded.__version).toBe(fc.__version);
    expect(typeof loaded.assert).toBe('function');
  });
});
