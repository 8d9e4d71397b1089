/**
 * huddle's CommonJS build under Jest as most apps run it: Jest's default config (babel-jest,
 * node_modules not transformed, no require(esm)), in a project that installed the packed tarball.
 * Jest requires every CommonJS file itself, so an ESM-only package required by the build fails
 * there ("Must use import to load ES Module") even on a Node with require(esm).
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureBuilt, root } from '../support/built-dist.js';

const run = promisify(execFile);

/** The app's test file: one Jest test per entry, each requiring it and using it once. */
const appTest = `
const { createServer } = require('node:http');

test("require('huddle'): a client that sends a request", async () => {
  const { createClient } = require('huddle');
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ pager: { count: 1, offset: 0, total: 1 }, data: [{ abbr: 'KC' }] }));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  try {
    const client = createClient({ baseUrl: 'http://127.0.0.1:' + server.address().port, retry: 0 });
    const { data } = await client.teams.select({ abbr: true }).list();
    expect(data).toEqual([{ abbr: 'KC' }]);
  } finally {
    server.close();
  }
});

test("require('huddle/push')", () => {
  expect(require('huddle/push').route({ type: 'trendingNews' })).toEqual({ screen: 'stories' });
});

test("require('huddle/push/toast')", () => {
  const { decode, toast } = require('huddle/push/toast');
  expect(decode(toast.encode({ message: 'a & b' })).message).toBe('a & b');
});

test("require('huddle/query')", () => {
  expect(require('huddle/query').query('games').select('id').take(1).toParams()).toEqual({ fs: 'id', s: '{"$take":1}' });
});
`;

interface JestReport {
  readonly success: boolean;
  readonly numPassedTests: number;
  readonly numFailedTests: number;
  readonly numRuntimeErrorTestSuites: number;
  readonly testResults: readonly { readonly message: string }[];
}

let work = '';
let report: JestReport;

beforeAll(async () => {
  await ensureBuilt();
  work = await mkdtemp(join(tmpdir(), 'huddle-jest-'));
  const packs = join(work, 'packs');
  const app = join(work, 'app');
  await mkdir(packs);
  await mkdir(app);
  // dist/ is fresh: packing needs no second build (the prepare script).
  await run('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', packs], { cwd: root });
  const [tarball] = (await readdir(packs)).filter((name) => name.endsWith('.tgz'));
  if (tarball === undefined) throw new Error(`npm pack wrote no tarball into ${packs}`);
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }));
  await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', join(packs, tarball)],
    {
      cwd: app,
    },
  );
  await writeFile(join(app, 'smoke.test.js'), appTest);
  const jest = join(root, 'node_modules', '.bin', 'jest');
  const outcome = await run(process.execPath, [jest, '--rootDir', app, '--json'], { cwd: app }).catch(
    (error: { stdout: string }) => error,
  );
  report = JSON.parse(outcome.stdout);
}, 180_000);

afterAll(() => rm(work, { recursive: true, force: true }));

it("Jest's default config requires huddle, huddle/push, huddle/push/toast and huddle/query, and each works", () => {
  expect(report.testResults.map((result) => result.message).join('\n')).toBe('');
  expect(report).toMatchObject({ success: true, numPassedTests: 4, numFailedTests: 0, numRuntimeErrorTestSuites: 0 });
});
