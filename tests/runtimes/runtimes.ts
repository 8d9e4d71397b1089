/**
 * The runtimes huddle is proven on, one row each: the smoke (tests/runtimes/smoke/) runs on every
 * row, from the packed tarball (tests/runtimes/smoke.test.ts). A row's runtime is fetched from npm
 * on first use into node_modules/.cache/huddle-runtimes/ (install-runtime.ts), never a
 * devDependency: `node@…` aliases fight over node_modules/.bin/node with the project's own Node.
 *
 * Chromium (tests/browser/) and the bare engine of tests/push/hermes.test.ts are proven in the
 * `browser` and `node` projects: docs/runtimes.md lists them beside these.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../support/package/built-dist.ts';

/** How the smoke's runtime names itself (parts.mjs `runtime()`): `null` where it does not. */
export interface RuntimeReport {
  readonly node: string | null;
  readonly bun: string | null;
  readonly deno: string | null;
  readonly userAgent: string | null;
}

/** One runtime of the matrix. */
export interface Runtime {
  /** As docs/runtimes.md names it. */
  readonly name: string;
  /** The npm package, pinned exactly (`node@22.23.3`); `undefined` for the project's own Node 24. */
  readonly spec: string | undefined;
  /** Its binary's name in node_modules/.bin. */
  readonly bin: string;
  /** The arguments that run a script (for a Worker, serve a workerd config). */
  readonly run: (script: string) => readonly string[];
  /** How the first line of `<bin> --version` starts. */
  readonly printed: string;
  /** What the smoke reads of the runtime it ran on: proves the script ran there, not on a Node behind it. */
  readonly identity: Partial<RuntimeReport>;
  /** The smoke runs in a Cloudflare Worker, against a mock the Node host starts. */
  readonly worker?: true;
  /** What passing proves there, as docs/runtimes.md says it. */
  readonly proves: string;
}

const ownNode: string = JSON.parse(readFileSync(join(root, 'node_modules', 'node', 'package.json'), 'utf8')).version;

const script = (file: string) => [file];

export const runtimes: readonly Runtime[] = [
  {
    name: 'Node 24',
    spec: undefined,
    bin: 'node',
    run: script,
    printed: `v${ownNode}`,
    identity: { node: ownNode, bun: null, deno: null },
    proves: 'every part, on the Node the rest of the suite runs on',
  },
  {
    name: 'Node 22',
    spec: 'node@22.23.3',
    bin: 'node',
    run: script,
    printed: 'v22.23.3',
    identity: { node: '22.23.3', bun: null, deno: null },
    proves: 'every part; `huddle/msw` loads (msw 3 needs 22.12) and the command runs',
  },
  {
    name: 'Node 20',
    spec: 'node@20.20.2',
    bin: 'node',
    run: script,
    printed: 'v20.20.2',
    identity: { node: '20.20.2', bun: null, deno: null },
    proves: 'every part (the library and `huddle/server`); `huddle/msw` and the command refuse in one line',
  },
  {
    name: 'Bun',
    spec: 'bun@1.4.5',
    bin: 'bun',
    run: script,
    printed: '1.4.5',
    identity: { bun: '1.4.5', deno: null },
    proves: "every part, `huddle/server` on Bun's `node:http`, on JavaScriptCore",
  },
  {
    name: 'Deno',
    spec: 'deno@2.9.6',
    bin: 'deno',
    run: (file) => ['run', '-A', file],
    printed: 'deno 2.9.6',
    identity: { deno: '2.9.6', bun: null },
    proves: 'every part, run as `deno run -A` in the app, huddle resolved from its `node_modules`',
  },
  {
    name: 'Cloudflare workerd',
    spec: 'workerd@1.20261117.1',
    bin: 'workerd',
    run: (config) => ['serve', config, '--control-fd=3'],
    printed: 'workerd 2026-11-17',
    identity: { userAgent: 'Cloudflare-Workers' },
    worker: true,
    proves: 'the client and the push decoders inside a Worker bundled by esbuild, against `huddle/server` on loopback',
  },
];

/** The row of that name. */
export function runtimeNamed(name: string): Runtime {
  const row = runtimes.find((candidate) => candidate.name === name);
  if (row === undefined) throw new Error(`tests/runtimes/runtimes.ts has no runtime named ${name}`);
  return row;
}
