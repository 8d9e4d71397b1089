/**
 * huddle under Jest as most apps run it: Jest's default config (babel-jest, node_modules not
 * transformed, tests as CommonJS), in a project that installed the packed tarball and msw.
 * Jest requires every CommonJS file itself, so an ESM-only package required by the build fails
 * there ("Must use import to load ES Module") even on a Node with require(esm).
 *
 * The recipes of docs/jest.md run here as the page gives them: each block whose first line names a
 * test file is written to that file, and each command of the page (`npx jest`, then the same in
 * Jest's ESM mode) runs Jest over the project, so the page cannot drift from what works.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocksOf, commandsOf, SHELL, variablesOf } from '../support/docs/doc-blocks.ts';
import { root } from '../support/package/built-dist.js';
import { installTarball } from '../support/package/install-tarball.ts';
import { HANG_GUARD } from '../support/suite/deadlines.ts';

const run = promisify(execFile);

/** The app's own test file: one Jest test per entry, each requiring it and using it once. */
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

test("require('huddle'): a refused record explained by zod, whose chunk the CommonJS build requires", async () => {
  const { createClient, ValidationError } = require('huddle');
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ pager: {}, data: [{ abbr: 'KC' }, { abbr: 7 }] }));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  try {
    const client = createClient({ baseUrl: 'http://127.0.0.1:' + server.address().port, retry: 0 });
    const error = await client.teams.select({ abbr: true }).list().catch((caught) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe('Invalid teams at data[1].abbr: expected string, found number 7');
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

const PAGE = 'docs/jest.md';
const page = blocksOf(PAGE);

/** The page's test files, by name: the blocks whose first line is `// <name>.test.js` (or `.mjs`). */
const recipes = new Map(
  page.flatMap((block) => {
    const name = /^\/\/ (\S+\.test\.m?js)$/.exec(block.code.split('\n')[0] ?? '')?.[1];
    return name === undefined ? [] : [[name, block.code] as const];
  }),
);

/** The variables a page command sets for `npx jest` (`NODE_OPTIONS=… npx jest`). */
function jestEnvironment(command: string): Record<string, string> {
  const { variables, words } = variablesOf(command);
  if (words.join(' ') !== 'npx jest') throw new Error(`${PAGE}: "${command}" is not \`npx jest\` after variables`);
  return variables;
}

const [defaultMode, esmMode] = page
  .filter((block) => SHELL.has(block.lang))
  .flatMap(commandsOf)
  .map(({ command }) => ({ command, environment: jestEnvironment(command) }));

/** The failure the page quotes for `require('huddle/msw')` under the default config. */
const quotedFailure = page.find((block) => block.lang === 'text')?.code ?? '';

interface JestFileResult {
  readonly name: string;
  readonly status: string;
  readonly message: string;
  readonly assertionResults: readonly { readonly title: string; readonly status: string }[];
}

interface JestReport {
  readonly testResults: readonly JestFileResult[];
}

let work = '';
let app = '';
let reports: { default: JestReport; esm: JestReport };

/** Jest over the project, run as `npx jest` would run it with the command's variables set. */
async function jest(environment: Record<string, string>): Promise<JestReport> {
  const bin = join(root, 'node_modules', '.bin', 'jest');
  // Jest's own 5 s per test is a wall-clock bound: the hang guard replaces it, as for the suite.
  const args = [bin, '--rootDir', app, '--json', '--testTimeout', String(HANG_GUARD)];
  const outcome = await run(process.execPath, args, {
    cwd: app,
    env: { ...process.env, ...environment },
  }).catch((error: { stdout: string }) => error);
  return JSON.parse(outcome.stdout);
}

beforeAll(async () => {
  if (defaultMode === undefined || esmMode === undefined) throw new Error(`${PAGE} has not two jest commands`);
  const msw = JSON.parse(readFileSync(join(root, 'node_modules', 'msw', 'package.json'), 'utf8')).version;
  work = await mkdtemp(join(tmpdir(), 'huddle-jest-'));
  app = await installTarball(work, { packageJson: { name: 'app', private: true }, alongside: [`msw@${msw}`] });
  await writeFile(join(app, 'smoke.test.js'), appTest);
  for (const [name, code] of recipes) await writeFile(join(app, name), code);
  const [byDefault, inEsmMode] = await Promise.all([jest(defaultMode.environment), jest(esmMode.environment)]);
  reports = { default: byDefault, esm: inEsmMode };
}, 180_000);

afterAll(() => rm(work, { recursive: true, force: true }));

/** What Jest reported of one file: whether it ran, its failure, which tests passed and failed. */
function outcome(report: JestReport, file: string) {
  const result = report.testResults.find((candidate) => basename(candidate.name) === file);
  if (result === undefined) throw new Error(`Jest ran no ${file}`);
  const titles = (status: string) =>
    result.assertionResults.filter((test) => test.status === status).map((test) => test.title);
  return { status: result.status, message: result.message, passed: titles('passed'), failed: titles('failed') };
}

/** The outcome of a file all of whose tests pass: the titles the page's block gives its tests. */
function allPassing(file: string) {
  const titles = [...(recipes.get(file) ?? '').matchAll(/^test\('([^']+)'/gm)].map((match) => match[1]);
  return { status: 'passed', message: '', passed: titles, failed: [] };
}

it(`${PAGE} has the three test files and the two commands this file runs`, () => {
  expect([...recipes.keys()].sort()).toEqual(['mock-server.test.js', 'msw.test.js', 'msw.test.mjs']);
  expect([defaultMode?.command, esmMode?.command]).toEqual([
    'npx jest',
    'NODE_OPTIONS=--experimental-vm-modules npx jest',
  ]);
});

describe("Jest's default config", () => {
  it('requires huddle, huddle/push, huddle/push/toast and huddle/query, and each works', () => {
    expect(outcome(reports.default, 'smoke.test.js')).toEqual({
      status: 'passed',
      message: '',
      passed: [
        "require('huddle'): a client that sends a request",
        "require('huddle'): a refused record explained by zod, whose chunk the CommonJS build requires",
        "require('huddle/push')",
        "require('huddle/push/toast')",
        "require('huddle/query')",
      ],
      failed: [],
    });
  });

  it("runs the page's huddle/server recipe: startMockServer, and a client pointed at it", () => {
    expect(outcome(reports.default, 'mock-server.test.js')).toEqual(allPassing('mock-server.test.js'));
  });

  it("fails on require('huddle/msw') with the message the page quotes (msw is ESM only)", () => {
    const { status, message } = outcome(reports.default, 'msw.test.js');
    expect(status).toBe('failed');
    expect(quotedFailure).toMatch(/^Must use import to load ES Module: …\/node_modules\/msw\//);
    expect(message).toContain(quotedFailure.replace('…', app));
  });
});

describe("Jest's ESM mode (NODE_OPTIONS=--experimental-vm-modules)", () => {
  it("runs the page's huddle/msw recipe as an ESM test (.test.mjs)", () => {
    expect(outcome(reports.esm, 'msw.test.mjs')).toEqual(allPassing('msw.test.mjs'));
  });

  it("runs the page's huddle/msw recipe as a CommonJS test, require('huddle/msw') (Node 24.9+)", () => {
    expect(outcome(reports.esm, 'msw.test.js')).toEqual(allPassing('msw.test.js'));
  });

  it('still runs the CommonJS tests of the default config: the huddle/server recipe and every require', () => {
    expect(outcome(reports.esm, 'mock-server.test.js')).toEqual(allPassing('mock-server.test.js'));
    expect(outcome(reports.esm, 'smoke.test.js')).toMatchObject({ status: 'passed', failed: [] });
  });
});
