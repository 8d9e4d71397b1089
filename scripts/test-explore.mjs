// `npm run test:explore`: the node project's property tests from a fresh random seed, with ten
// times fast-check's runs for every property that sets none (docs/testing.md#property-tests).
// The seed is printed first and last; `HUDDLE_FC_SEED=<seed> npm run test:explore` replays a
// run, and `HUDDLE_FC_RUNS` changes the runs; `--list` prints the files and runs nothing. Not part
// of `.ci/run`, which stays deterministic.
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** fast-check's default runs (100), times ten. */
const EXPLORE_RUNS = '1000';
/** The node project's folders (vitest.config.ts); tests/browser has no property tests, tests/cli packs the tarball. */
const SKIPPED = new Set(['tests/browser', 'tests/cli', 'node_modules']);

/** Test files under `folder` that run a property (`fc.assert`). */
function propertyFiles(folder) {
  const found = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED.has(path) && entry.name !== 'node_modules') found.push(...propertyFiles(path));
    } else if (entry.name.endsWith('.test.ts') && readFileSync(join(root, path), 'utf8').includes('fc.assert(')) {
      found.push(path);
    }
  }
  return found;
}

const seed = process.env.HUDDLE_FC_SEED?.trim() || String(randomInt(-(2 ** 31), 2 ** 31));
const runs = process.env.HUDDLE_FC_RUNS?.trim() || EXPLORE_RUNS;
const files = [...propertyFiles('tests'), ...propertyFiles('examples')].sort();
const banner = `test:explore: fast-check seed ${seed}, ${runs} runs per property that sets none, ${files.length} files; replay with HUDDLE_FC_SEED=${seed} npm run test:explore`;
console.log(banner);
if (process.argv.includes('--list')) {
  console.log(files.join('\n'));
  process.exit(0);
}

const vitest = join(root, 'node_modules/vitest/vitest.mjs');
// Ten times the runs, and later runs draw larger values: a test's 5 s default is too short here.
const TEST_TIMEOUT_MS = 300_000;
const child = spawn(
  process.execPath,
  [vitest, 'run', '--project', 'node', `--testTimeout=${TEST_TIMEOUT_MS}`, ...files],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, HUDDLE_FC_SEED: seed, HUDDLE_FC_RUNS: runs },
  },
);
child.on('exit', (code, signal) => {
  console.log(`\n${banner.replace('test:explore:', code === 0 ? 'test:explore passed:' : 'test:explore FAILED:')}`);
  process.exit(code ?? (signal ? 1 : 0));
});
