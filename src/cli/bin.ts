/**
 * The `huddle` executable: {@link runCli} over the real process. Only this file touches
 * `process.exit`, so the commands stay testable in-process.
 */
export {};

const MINIMUM_NODE = 22;
const major = Number(process.versions.node.split('.')[0]);
if (major < MINIMUM_NODE) {
  process.stderr.write(`huddle: needs Node ${MINIMUM_NODE} or newer, this is ${process.versions.node}\n`);
  process.exit(1);
}

let interrupted: Promise<string> | undefined;
const untilInterrupted = () => {
  interrupted ??= new Promise<string>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve(signal));
  });
  return interrupted;
};

// Loaded only after the version check, so an old Node gets the sentence above, not a crash.
const { runCli } = await import('./main.js');
const code = await runCli({
  argv: process.argv.slice(2),
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  untilInterrupted,
});
// No process.exit(): it could cut short what is still being written to a pipe.
process.exitCode = code;
