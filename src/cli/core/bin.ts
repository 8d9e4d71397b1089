/**
 * The `huddle` command: the mock API on a port, queries, and push payloads and group names, from
 * a terminal. This file is the executable: a Node version check, `--version` answered at once,
 * then `runCli` over the real process, loaded only once the check has passed.
 */
import type { CliIo } from './context.js';
import { asksVersion, packageVersion } from './version.js';

const MINIMUM_NODE = 22;
const major = Number(process.versions.node.split('.')[0]);
if (major < MINIMUM_NODE) {
  process.stderr.write(
    `huddle: needs Node ${MINIMUM_NODE} or newer, this is ${process.versions.node}. In a project, \`npm install -D node@24\` makes npx run it on Node 24.\n`,
  );
  process.exit(1);
}

let interrupted: Promise<string> | undefined;
const untilInterrupted = () => {
  interrupted ??= new Promise<string>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve(signal));
  });
  return interrupted;
};

// A reader that went away (`huddle query games --all | head -3`) ends the command quietly,
// as it would a Unix tool, rather than with an unhandled 'error' event and its stack.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

// process.stdin is a getter that builds its stream (and loads the stream modules) on first use:
// only a command that reads its input pays for it, not `--help`.
const stdin: CliIo['stdin'] = {
  get isTTY() {
    return process.stdin.isTTY;
  },
  [Symbol.asyncIterator]: () => process.stdin[Symbol.asyncIterator](),
};

const argv = process.argv.slice(2);
// The version needs nothing else: it is answered before the command's main is loaded.
if (asksVersion(argv)) process.stdout.write(`${packageVersion()}\n`);
else {
  // V8's code for the command's modules, and for the library's it runs, kept on disk between runs
  // (Node 22.1 and later; NODE_COMPILE_CACHE says where, the system's temporary folder otherwise,
  // and NODE_DISABLE_COMPILE_CACHE=1 turns it off): a start after the first compiles none of them.
  process.getBuiltinModule?.('node:module').enableCompileCache?.();
  // Loaded only after the version check, so an old Node gets the sentence above, not a crash.
  const { runCli } = await import('./main.js');
  const code = await runCli(argv, {
    stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
    untilInterrupted,
  });
  // No process.exit(): it could cut short what is still being written to a pipe.
  process.exitCode = code;
}
