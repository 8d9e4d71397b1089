/**
 * Heap measurements need `global.gc()`, which only `node --expose-gc` has, and a process of their
 * own (what one measurement leaves behind must not count in the next). `npm run bench` runs
 * without the flag: each measurement runs in a child, the same node with the same loader (tsx)
 * plus `--expose-gc`, which prints its result as one JSON line.
 */
import { execFile } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** The flag a bench module's child is started with, before its own arguments. */
const CHILD_FLAG = '--gc-child';

/**
 * Runs `module` (a bench file's URL) with `--expose-gc` and `args`; resolves with what it printed
 * last, as JSON. `maxHeapMb` (`null`: node's default) sets the old space's limit; `execArgv` is
 * this process's by default (its loader, tsx under `npm run bench`).
 */
export function runGcChild<Result>(
  module: string,
  args: readonly string[],
  maxHeapMb: number | null = 8192,
  execArgv: readonly string[] = process.execArgv,
): Promise<Result> {
  const argv = [
    ...execArgv,
    '--expose-gc',
    ...(maxHeapMb === null ? [] : [`--max-old-space-size=${maxHeapMb}`]),
    fileURLToPath(module),
    CHILD_FLAG,
    ...args,
  ];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, argv, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error !== null) {
        reject(new Error(`${fileURLToPath(module)} ${args.join(' ')} failed: ${error.message}\n${stderr}`));
        return;
      }
      const last = stdout.trimEnd().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(last) as Result);
      } catch {
        reject(new Error(`${fileURLToPath(module)} ${args.join(' ')} printed no JSON result:\n${stdout}`));
      }
    });
  });
}

/**
 * The heap in use after a full collection, in bytes; in a child started by {@link runGcChild} only.
 * Collects, lets the event loop turn, and collects again: what a collection finds dead may have
 * a FinalizationRegistry cleanup (undici registers one per `Request` given a signal) that runs
 * only as a task of its own, and its objects are freed by the next collection. Sampled without the
 * turn, a loop of requests looks like a leak of 1.5–3 KB a request that is not one.
 */
export async function heapAfterGc(): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('heapAfterGc() needs node --expose-gc: run it through runGcChild()');
  gc();
  await sleep(10);
  gc();
  return process.memoryUsage().heapUsed;
}

/** The arguments after {@link CHILD_FLAG}, when this process is such a child; `null` otherwise. */
export function childArguments(): string[] | null {
  const at = process.argv.indexOf(CHILD_FLAG);
  return at === -1 ? null : process.argv.slice(at + 1);
}
