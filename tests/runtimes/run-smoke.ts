/**
 * Runs the smoke (tests/runtimes/smoke/) on one runtime of the matrix, in the packed project (the
 * tarball installed as an app installs it, tests/support/package/packed-project.ts), so `huddle`
 * resolves as it does for a user. On a Worker row, esbuild bundles worker.mjs as Wrangler would,
 * workerd serves it on a free port, and the project's own Node hosts the mock and asks the Worker
 * to run the parts (smoke.mjs given the Worker's URL).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { packedProject } from '../support/package/packed-project.ts';
import { installedRuntime, printedVersion } from './install-runtime.ts';
import { type Runtime, runtimeNamed } from './runtimes.ts';

/** What one runtime's smoke gave. */
export interface SmokeRun {
  /** The first line of the runtime's `--version`. */
  readonly printed: string;
  readonly code: number | null;
  readonly stdout: string;
  /** The runtime's stderr (on a Worker row, the Node host's, then workerd's). */
  readonly stderr: string;
}

/** How a process ended, and what it wrote. */
export interface Finished {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Collects a started process's output until it exits. */
function finished(child: ChildProcess): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The environment a runtime runs in: no NODE_OPTIONS of the test run's, no colours, Deno's cache in `folder`. */
function environment(folder: string): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _options, FORCE_COLOR: _colour, ...env } = process.env;
  return { ...env, NO_COLOR: '1', DENO_DIR: join(folder, '.deno'), DENO_NO_UPDATE_CHECK: '1' };
}

/** A new folder of the packed project holding the smoke's scripts. */
async function smokeFolder(): Promise<string> {
  const { project } = await packedProject();
  const folder = await mkdtemp(join(project, 'runtimes-'));
  await cp(join(import.meta.dirname, 'smoke'), folder, { recursive: true });
  return folder;
}

/** Runs `binary ...args` in `folder` to its exit, failed or not. */
export function runIn(folder: string, binary: string, args: readonly string[]): Promise<Finished> {
  return finished(
    spawn(binary, [...args], { cwd: folder, env: environment(folder), stdio: ['ignore', 'pipe', 'pipe'] }),
  );
}

/**
 * workerd's config: the Worker, its socket on a free loopback port, and its outbound network.
 * workerd's default network reaches public addresses only; the mock is on 127.0.0.1, "local".
 */
const workerdConfig = `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "smoke", worker = .smoke),
    (name = "loopback", network = (allow = ["local"])),
  ],
  sockets = [(name = "http", address = "127.0.0.1:0", http = (), service = "smoke")],
);

const smoke :Workerd.Worker = (
  modules = [(name = "worker.js", esModule = embed "worker.js")],
  compatibilityDate = "2026-11-17",
  globalOutbound = "loopback",
);
`;

/** The port workerd says, on its control descriptor (fd 3), that its socket listens on. */
function listeningPort(workerd: ChildProcess, exited: Promise<Finished>): Promise<number> {
  return new Promise((resolve, reject) => {
    let control = '';
    workerd.stdio[3]?.on('data', (chunk: Buffer) => {
      control += chunk.toString('utf8');
      const lines = control.split('\n');
      // The last piece is a line still coming (or '').
      control = lines.pop() ?? '';
      for (const line of lines) {
        const event = JSON.parse(line);
        if (event.event === 'listen' && event.socket === 'http') resolve(event.port);
      }
    });
    void exited.then((run) => reject(new Error(`workerd exited with ${run.code} before listening:\n${run.stderr}`)));
  });
}

/** The smoke in a Worker on workerd, hosted by the project's own Node. */
async function inWorker(folder: string, binary: string, runtime: Runtime): Promise<Finished> {
  await build({
    entryPoints: [join(folder, 'worker.mjs')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    outfile: join(folder, 'worker.js'),
    logLevel: 'silent',
  });
  await writeFile(join(folder, 'config.capnp'), workerdConfig);
  const workerd = spawn(binary, [...runtime.run('config.capnp')], {
    cwd: folder,
    env: environment(folder),
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  const served = finished(workerd);
  try {
    const port = await listeningPort(workerd, served);
    const host = await installedRuntime(runtimeNamed('Node 24'));
    const hosted = await runIn(folder, host, ['smoke.mjs', `http://127.0.0.1:${port}/`]);
    workerd.kill('SIGTERM');
    const { stderr } = await served;
    return { ...hosted, stderr: `${hosted.stderr}${stderr === '' ? '' : `workerd:\n${stderr}`}` };
  } finally {
    workerd.kill('SIGKILL');
  }
}

/** Installs the runtime when the cache lacks it, and runs the smoke on it. */
export async function runSmoke(runtime: Runtime): Promise<SmokeRun> {
  const [binary, folder] = await Promise.all([installedRuntime(runtime), smokeFolder()]);
  const printed = await printedVersion(binary);
  const run = runtime.worker
    ? await inWorker(folder, binary, runtime)
    : await runIn(folder, binary, runtime.run('smoke.mjs'));
  return { printed, ...run };
}
