/**
 * `npm run fuzz`: every target on FUZZ_RUNS inputs (100,000 by default) from a random seed, then
 * the linear-growth shapes, then a summary as a markdown table (for docs/reliability.md), also
 * written to node_modules/.cache/huddle-fuzz/summary.md.
 *
 * A failure does not end a target's run: it is recorded (seed, path, shrunk counterexample),
 * failures with the same signature are let pass from then on, and the run goes on with the next
 * seed to find other ones. Environment:
 * - FUZZ_RUNS: inputs per target;
 * - FUZZ_SEED: the seed (random when unset);
 * - FUZZ_TARGETS: a comma-separated list of target names (substrings) to run;
 * - FUZZ_PATH: with FUZZ_SEED and one target, replays one counterexample and prints it;
 * - FUZZ_SCALING=0: skip the linear-growth shapes;
 * - FUZZ_SUMMARY: the summary's file name in that folder (`summary.md`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { INPUT_TIME_LIMIT_MS, newStats, preview, propertyOf, seedFrom, signature } from './harness.ts';
import { formatScaling, measureShape, type ScalingResult } from './scaling.ts';
import { targets } from './targets.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100_000);
const SEED = seedFrom(Math.floor(Math.random() * 2 ** 31));
const PATH = process.env.FUZZ_PATH || undefined;
const only = (process.env.FUZZ_TARGETS ?? '').split(',').filter((name) => name !== '');
const chosen = targets.filter((target) => only.length === 0 || only.some((name) => target.name.includes(name)));
/** Distinct failures recorded per target before moving on. */
const MAX_FAILURES = 12;

interface Failure {
  readonly seed: number;
  readonly path: string;
  readonly problem: string;
  readonly counterexample: string;
}

const log = (line: string) => process.stdout.write(`${line}\n`);

if (PATH !== undefined) {
  for (const target of chosen) {
    const details = fc.check(propertyOf(target, { timed: true }), {
      seed: SEED,
      path: PATH,
      numRuns: 1,
      endOnFailure: true,
    });
    log(`${target.name}: ${details.failed ? 'FAILS' : 'passes'} at seed ${SEED}, path ${PATH}`);
    if (details.failed) {
      log(`  input: ${preview(details.counterexample?.[0], 2000)}`);
      log(`  problem: ${(details.errorInstance as Error | undefined)?.message}`);
    }
  }
  process.exit(0);
}

log(`huddle fuzz: seed ${SEED} (FUZZ_SEED=${SEED} replays), ${RUNS} inputs per target, Node ${process.versions.node}`);
const startedAll = performance.now();
const rows: string[] = [];
const failuresFound: { target: string; failure: Failure }[] = [];

for (const target of chosen) {
  const stats = newStats();
  const ignore = new Set<string>();
  const failures: Failure[] = [];
  const started = performance.now();
  let inputs = 0;
  for (let attempt = 0; inputs < RUNS && failures.length < MAX_FAILURES; attempt++) {
    const seed = SEED + attempt;
    const details = fc.check(propertyOf(target, { stats, ignore, timed: true }), { seed, numRuns: RUNS - inputs });
    inputs += details.numRuns;
    if (!details.failed) break;
    const problem =
      ((details.errorInstance as Error | undefined)?.message ?? String(details.errorInstance)).split('\n')[0] ?? '';
    const failure: Failure = {
      seed,
      path: details.counterexamplePath ?? '',
      problem,
      counterexample: preview(details.counterexample?.[0], 400),
    };
    failures.push(failure);
    failuresFound.push({ target: target.name, failure });
    ignore.add(signature(problem));
    log(
      `  ✗ ${target.name}: ${problem}\n    replay: FUZZ_SEED=${seed} FUZZ_PATH=${failure.path} FUZZ_TARGETS='${target.name}' npm run fuzz\n    input: ${failure.counterexample}`,
    );
  }
  const seconds = (performance.now() - started) / 1000;
  log(
    `${target.name}: ${inputs} inputs, ${failures.length} distinct failures, slowest ${stats.slowestMs.toFixed(1)} ms (${stats.slowestInput}), ${seconds.toFixed(1)} s`,
  );
  rows.push(
    `| ${target.name} | ${inputs} | ${failures.length}${failures.length >= MAX_FAILURES ? '+' : ''} | ${stats.slowestMs.toFixed(1)} | ${seconds.toFixed(1)} |`,
  );
}

const scaling: ScalingResult[] = [];
if (process.env.FUZZ_SCALING !== '0') {
  for (const target of chosen) {
    for (const shape of target.scaling) {
      const result = measureShape(target, shape);
      scaling.push(result);
      log(`${result.problem === null ? '  ✓' : '  ✗'} ${formatScaling(result)}`);
    }
  }
}

const wall = (performance.now() - startedAll) / 1000;
const summary = [
  `Fuzzing run of ${new Date().toISOString().slice(0, 16)}Z: seed ${SEED}, Node ${process.versions.node}, ${RUNS} inputs per target, per-input limit ${INPUT_TIME_LIMIT_MS} ms, wall time ${wall.toFixed(0)} s.`,
  '',
  '| target | inputs | distinct failures | slowest input (ms) | wall time (s) |',
  '|---|--:|--:|--:|--:|',
  ...rows,
  '',
  ...(scaling.length === 0
    ? []
    : [
        '| target | shape | 1× (ms) | 10× (ms) | 100× (ms) | verdict |',
        '|---|---|--:|--:|--:|---|',
        ...scaling.map(
          (r) =>
            `| ${r.target} | ${r.shape} | ${r.ms.map((t) => t.toFixed(3)).join(' | ')} | ${r.problem ?? 'linear'}${r.note === null ? '' : ` (${r.note})`} |`,
        ),
        '',
      ]),
  ...(failuresFound.length === 0
    ? ['No failures.']
    : [
        'Failures (replay with `FUZZ_SEED=<seed> FUZZ_PATH=<path> FUZZ_TARGETS=<target> npm run fuzz`):',
        '',
        ...failuresFound.map(
          ({ target, failure }) =>
            `- ${target}: ${failure.problem} — seed ${failure.seed}, path ${failure.path}; input ${failure.counterexample}`,
        ),
      ]),
].join('\n');

const directory = new URL('../../node_modules/.cache/huddle-fuzz/', import.meta.url);
mkdirSync(directory, { recursive: true });
const file = process.env.FUZZ_SUMMARY ?? 'summary.md';
writeFileSync(new URL(file, directory), `${summary}\n`);
log(`\n${summary}\n\n(written to node_modules/.cache/huddle-fuzz/${file})`);
process.exitCode = failuresFound.length > 0 || scaling.some((r) => r.problem !== null) ? 1 : 0;
