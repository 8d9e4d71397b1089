/**
 * The CommonJS build in a Node without require(esm), as on Node 22.0–22.11 (which `engines`
 * allows) and under Jest: each entry of the exports map is required and used once in a child
 * `node --no-experimental-require-module` (the Node 24 that runs the tests, with require(esm)
 * switched off). Only huddle/msw needs more: msw 3, its peer, ships no CommonJS build.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, root } from '../support/package/built-dist.js';

const run = promisify(execFile);

interface Outcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `script` as CommonJS in a child Node started in the package root, with `flags`. */
async function node(script: string, flags: readonly string[] = ['--no-experimental-require-module']): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(process.execPath, [...flags, '-e', script], { cwd: root });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

/** Requires `specifier` (huddle resolves to this package, through its exports map) and uses it. */
const requireAndUse = (specifier: string, use: string) =>
  `(async () => { const m = require(${JSON.stringify(specifier)}); console.log(JSON.stringify(await (${use})(m))); })()
     .catch((error) => { console.error(error); process.exit(1); });`;

/**
 * One use per export, and what it gives. The root's use sends a request, so the copy of ky the
 * CommonJS build carries really runs.
 */
const uses: Record<string, { readonly use: string; readonly gives: unknown }> = {
  '.': {
    use: `async (m) => {
      const server = require('node:http').createServer((request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ pager: { count: 1, offset: 0, total: 1 }, data: [{ abbr: 'KC' }] }));
      });
      await new Promise((done) => server.listen(0, '127.0.0.1', done));
      try {
        const client = m.createClient({ baseUrl: 'http://127.0.0.1:' + server.address().port, retry: 0 });
        const { data } = await client.teams.select({ abbr: true }).list();
        return data;
      } finally {
        server.close();
      }
    }`,
    gives: [{ abbr: 'KC' }],
  },
  './schemas': { use: `(m) => m.GameSchema.safeParse({ id: 'g' }).success`, gives: true },
  './query': { use: `(m) => m.query('games').select('id').take(1).toParams()`, gives: { fs: 'id', s: '{"$take":1}' } },
  './push': { use: `(m) => m.route({ type: 'trendingNews' })`, gives: { screen: 'stories' } },
  './push/toast': { use: `(m) => m.decode(m.toast.encode({ message: 'a & b' })).message`, gives: 'a & b' },
  './msw': { use: `(m) => m.createMockApi({ baseUrl: 'https://api.example' }).dataset.games.length`, gives: 272 },
  './league': { use: `(m) => m.createDataset({ seed: 1 }).teams.length`, gives: 32 },
  './server': {
    use: `async (m) => {
      const server = await m.startMockServer({ dataset: m.sampleDataset() });
      try {
        const response = await fetch(server.url + '/games?fs=id&s=' + encodeURIComponent('{"$take":1}'));
        return (await response.json()).length;
      } finally {
        await server.close();
      }
    }`,
    gives: 1,
  },
  './tanstack': {
    use: `(m) => {
      const client = require('huddle').createClient({ baseUrl: 'https://api.example' });
      return m.queries(client).games.list(client.games.select('id,gameTime')).queryKey;
    }`,
    gives: ['huddle', 'games', { fs: 'gameTime,id', s: null }, 'list'],
  },
  './contract': {
    use: `(m) => m.ruleNames`,
    gives: ['selection', 'filter', 'sort', 'paging', 'envelope', 'by-id', 'model', 'team-forms', 'push'],
  },
  './package.json': { use: `(m) => m.name`, gives: 'huddle' },
};

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const specifierOf = (subpath: string) => `huddle${subpath.slice(1)}`;
/** What needs require(esm): msw's own build, which is ESM only. */
const needsRequireEsm = new Set(['./msw']);

let dist = '';
beforeAll(async () => {
  dist = await ensureBuilt();
}, 180_000);

describe('the CommonJS build without require(esm)', () => {
  it('runs where require(esm) really is off: ky itself cannot be required there', async () => {
    const outcome = await node(`console.log(process.features.require_module); require('ky');`);
    expect(outcome.stdout.trim()).toBe('false');
    expect(outcome.code).not.toBe(0);
    expect(outcome.stderr).toContain('ERR_REQUIRE_ESM');
  });

  it('has a use for every export of package.json', () => {
    expect(Object.keys(uses).sort()).toEqual(Object.keys(pkg.exports).sort());
  });

  for (const [subpath, { use, gives }] of Object.entries(uses).filter(([subpath]) => !needsRequireEsm.has(subpath))) {
    it(`require('${specifierOf(subpath)}') loads and works`, async () => {
      const outcome = await node(requireAndUse(specifierOf(subpath), use));
      expect(outcome.stderr).toBe('');
      expect(outcome.code).toBe(0);
      expect(JSON.parse(outcome.stdout)).toEqual(gives);
    }, 30_000);
  }

  it('requires no ESM-only package: ky is carried in the build, only builtins and packages that ship CommonJS are required (msw apart, below)', () => {
    const requires = new Set<string>();
    for (const file of readdirSync(dist).filter((name) => name.endsWith('.cjs'))) {
      for (const [, specifier] of readFileSync(join(dist, file), 'utf8').matchAll(
        /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
      )) {
        if (specifier !== undefined && !specifier.startsWith('.')) requires.add(specifier);
      }
    }
    const packages = [...requires].filter((specifier) => !isBuiltin(specifier));
    expect(packages.filter((specifier) => /^ky(?:\/|$)/.test(specifier))).toEqual([]);
    for (const specifier of packages) {
      const name = specifier.split('/')[0] ?? specifier;
      expect(Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })).toContain(name);
    }
  });

  describe('huddle/msw needs require(esm) for msw alone', () => {
    const mswUse = uses['./msw'];
    if (mswUse === undefined) throw new Error('no use of ./msw');

    it("fails, without it, on requiring msw's ESM-only build", async () => {
      const outcome = await node(requireAndUse('huddle/msw', mswUse.use));
      expect(outcome.code).not.toBe(0);
      expect(outcome.stderr).toContain('ERR_REQUIRE_ESM');
      expect(outcome.stderr).toMatch(
        /require\(\) of ES Module \S*\/node_modules\/msw\/\S+ from \S*\/dist\/msw\.cjs not supported/,
      );
    });

    it('loads and works without it once msw, imported as ESM, is put in the require cache', async () => {
      const script = `
        import * as msw from 'msw';
        import { Module, createRequire } from 'node:module';
        const require = createRequire(process.cwd() + '/');
        const mswPath = createRequire(require.resolve('huddle/msw')).resolve('msw');
        const stub = new Module(mswPath);
        Object.assign(stub, { filename: mswPath, loaded: true, exports: msw });
        require.cache[mswPath] = stub;
        console.log(JSON.stringify(await (${mswUse.use})(require('huddle/msw'))));`;
      const outcome = await node(script, ['--no-experimental-require-module', '--input-type=module']);
      expect(outcome.stderr).toBe('');
      expect(JSON.parse(outcome.stdout)).toEqual(mswUse.gives);
    }, 30_000);

    it('loads and works where require(esm) is on (Node 22.12+, the default)', async () => {
      const outcome = await node(requireAndUse('huddle/msw', mswUse.use), []);
      expect(outcome.code).toBe(0);
      expect(JSON.parse(outcome.stdout)).toEqual(mswUse.gives);
    }, 30_000);
  });
});
