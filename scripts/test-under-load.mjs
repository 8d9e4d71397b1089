// `npm run test:loaded`: the whole suite on a busy machine. Starts CPU-bound busy loops (child
// processes, two by default), runs `npm test` N times in a row beside them (3 by default), stops
// the loops and prints pass or fail per run; exits 1 if any run failed. docs/testing.md says why.
//
//   npm run test:loaded                      # 3 runs beside 2 loops
//   npm run test:loaded -- --runs 1 --loops 4
//   npm run test:loaded -- --dry-run         # start the loops, check they spin, stop them
//   npm run test:loaded -- --runs 1 -- --project node   # after a second --: arguments for npm test
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const separator = process.argv.indexOf('--', 2);
const own = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const forTest = separator === -1 ? [] : process.argv.slice(separator + 1);
const { values } = parseArgs({
  args: own,
  options: {
    runs: { type: 'string', default: '3' },
    loops: { type: 'string', default: '2' },
    'dry-run': { type: 'boolean', default: false },
  },
});

function count(name, text) {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`test:loaded: --${name} must be a whole number, found ${JSON.stringify(text)}`);
    process.exit(2);
  }
  return value;
}
const runs = values['dry-run'] ? 0 : count('runs', values.runs);
const loopCount = count('loops', values.loops);
const loopsText = `${loopCount} busy loop${loopCount === 1 ? '' : 's'}`;

/** CPU seconds a process has used, from /proc (Linux); `null` elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return null;
  }
}

const loops = Array.from({ length: loopCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
let stopped = false;
function stopLoops() {
  if (stopped) return;
  stopped = true;
  for (const loop of loops) {
    const used = loop.pid === undefined ? null : cpuSeconds(loop.pid);
    loop.kill('SIGKILL');
    console.log(`test:loaded: busy loop ${loop.pid} stopped${used === null ? '' : ` after ${used.toFixed(1)} CPU s`}`);
  }
}
process.on('exit', stopLoops);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopLoops();
    process.exit(130);
  });
}

await new Promise((resolve) => setTimeout(resolve, 1000));
for (const loop of loops) {
  const used = loop.pid === undefined ? null : cpuSeconds(loop.pid);
  if (loop.exitCode !== null || loop.pid === undefined) {
    console.error(`test:loaded: a busy loop did not start (exit ${loop.exitCode})`);
    process.exit(1);
  }
  console.log(
    `test:loaded: busy loop ${loop.pid} spinning${used === null ? '' : ` (${used.toFixed(1)} CPU s in its first second)`}`,
  );
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = [];
for (let run = 1; run <= runs; run++) {
  console.log(`\ntest:loaded: npm test ${run}/${runs} beside ${loopsText}`);
  const started = Date.now();
  const code = await new Promise((resolve) => {
    const child = spawn(npm, ['test', ...(forTest.length > 0 ? ['--', ...forTest] : [])], {
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  results.push({ run, code, seconds: Math.round((Date.now() - started) / 1000) });
}
stopLoops();

console.log(`\ntest:loaded: ${runs} run${runs === 1 ? '' : 's'} of npm test beside ${loopsText}`);
for (const { run, code, seconds } of results) {
  console.log(`  run ${run}: ${code === 0 ? 'pass' : `FAIL (exit ${code})`} in ${seconds} s`);
}
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
