/**
 * `npm test`'s first step: one clear line and exit 1 on a Node too old for the suite, and a
 * Chromium for the browser tests found without downloading anything.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from '../../scripts/chromium.mjs';

const root = resolve(import.meta.dirname, '../..');
const pretest = join(root, 'scripts/pretest.mjs');
const run = (args: string[]) =>
  promisify(execFile)(process.execPath, args, { cwd: root }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('pretest', () => {
  it('stops on an old Node with one line that says what to do', async () => {
    const pretend = 'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.1.0"})';
    const { code, stdout, stderr } = await run(['--import', pretend, pretest]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toContain('Node 20.1.0');
    expect(stderr).toContain('npm install');
  });

  it('passes on this Node and names the Chromium it found', async () => {
    const { code, stdout } = await run([pretest]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/browser tests in Chromium from .+ \(\/.+\)/);
  });
});

describe('findChromium', () => {
  let dir: string;
  let empty: string;
  let browser: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'huddle-chromium-'));
    empty = join(dir, 'hidden');
    browser = join(dir, 'chrome');
    await writeFile(empty, '');
    await writeFile(browser, '#!/bin/sh\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('takes CHROMIUM_PATH as given', async () => {
    expect(await findChromium({ env: { CHROMIUM_PATH: '/opt/my/chrome' } })).toEqual({
      path: '/opt/my/chrome',
      source: 'CHROMIUM_PATH',
    });
  });

  it('on Linux x64, unpacks the Chromium that @sparticuz/chromium ships, into a versioned cache', async () => {
    const found = await findChromium({ env: {}, platform: 'linux-x64', systemBrowsers: [browser] });
    expect(found?.source).toBe('@sparticuz/chromium');
    expect(found?.path).toMatch(/node_modules\/\.cache\/huddle-chromium\/\d+\.\d+\.\d+\/chromium$/);
    const { stdout } = await promisify(execFile)(found?.path ?? '', ['--version']);
    expect(stdout).toMatch(/Chromium \d+/);
  });

  it('elsewhere, takes an installed browser and passes over an empty stand-in', async () => {
    const found = await findChromium({ env: {}, platform: 'darwin-arm64', systemBrowsers: [empty, browser] });
    expect(found).toEqual({ path: browser, source: 'the system' });
  });
});
