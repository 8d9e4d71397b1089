/**
 * What start-up costs: fresh Node processes, each importing one entry of the built package
 * (dist/, found through package.json's `exports`) and, for `huddle`, making the first validated
 * call; against a floor process that imports nothing and reads the same body with a `Response`
 * and `JSON.parse`. And the command's answers that run nothing (`huddle --version`, `--help`,
 * `huddle query --help`) against a bare `node -e ''`, with the goal of issue 27: ≤ 1.3× it.
 *
 * Every process runs to its exit; rounds alternate the floor and each case, and a case's figure
 * is the median of its per-round ratios to the floor. dist/ is built first when it is stale.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root } from '../tests/support/package/built-dist.ts';
import { gamesPayload } from './fixtures.ts';
import type { Figure, Section } from './section.ts';

/** Rounds of every process; each case's figure is the median of its per-round ratios. */
const ROUNDS = 15;

/** The entries measured, as a user imports them. */
const ENTRIES = [
  'huddle',
  'huddle/query',
  'huddle/push',
  'huddle/push/toast',
  'huddle/schemas',
  'huddle/msw',
  'huddle/league',
  'huddle/server',
  'huddle/tanstack',
] as const;

interface Exports {
  readonly [subpath: string]: { readonly import?: { readonly default?: string } } | string;
}

/** The ESM file an entry resolves to through package.json's `exports`. */
function entryFile(entry: string): string {
  const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Exports };
  const subpath = entry === 'huddle' ? '.' : `./${entry.slice('huddle/'.length)}`;
  const target = exports[subpath];
  const file = typeof target === 'string' ? target : target?.import?.default;
  if (file === undefined) throw new Error(`package.json exports no ESM file for ${entry}`);
  return join(root, file);
}

interface Case {
  readonly name: string;
  readonly args: readonly string[];
}

/** Each process's wall time, in ms, from spawn to exit. */
function timed({ args, name }: Case): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`${name} exited with ${run.status}:\n${run.stdout}${run.stderr}`);
  return ms;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

interface Ratio {
  readonly name: string;
  /** The median per-round ratio to the floor. */
  readonly ratio: number;
  /** The median per-round difference from the floor, in ms. */
  readonly extraMs: number;
}

interface Measured {
  /** Each floor's median time, in ms. */
  readonly floorsMs: readonly number[];
  /** Per case, its ratio to each floor, in the order of the floors. */
  readonly cases: readonly { readonly name: string; readonly against: readonly Ratio[] }[];
}

/** Rounds alternating the floors and every case; per case and floor, the medians of the ratio and of the difference. */
function againstFloors(floors: readonly Case[], cases: readonly Case[]): Measured {
  for (const item of [...floors, ...cases]) timed(item); // warm-up: the file cache, the first spawn
  const floorTimes = floors.map(() => [] as number[]);
  const caseTimes = cases.map(() => floors.map(() => ({ ratios: [] as number[], extras: [] as number[] })));
  for (let round = 0; round < ROUNDS; round++) {
    const bases = floors.map((floor, index) => {
      const ms = timed(floor);
      floorTimes[index]?.push(ms);
      return ms;
    });
    cases.forEach((item, index) => {
      const ms = timed(item);
      bases.forEach((base, floor) => {
        const slot = caseTimes[index]?.[floor];
        slot?.ratios.push(ms / base);
        slot?.extras.push(ms - base);
      });
    });
  }
  return {
    floorsMs: floorTimes.map(median),
    cases: cases.map(({ name }, index) => ({
      name,
      against: (caseTimes[index] ?? []).map(({ ratios, extras }) => ({
        name,
        ratio: median(ratios),
        extraMs: median(extras),
      })),
    })),
  };
}

const shown = ({ ratio, extraMs }: Ratio, floor: string) =>
  `${ratio.toFixed(2)}× ${floor} (${extraMs >= 0 ? '+' : '−'}${Math.abs(extraMs).toFixed(1)} ms)`;

/** The probe scripts: the floor and one per entry, each a file that holds the same body. */
function writeProbes(dir: string): { floor: Case; entries: Case[] } {
  const body = JSON.stringify(JSON.stringify(gamesPayload(20, 20)));
  const respond = `new Response(${body}, { headers: { 'content-type': 'application/json' } })`;
  const probe = (name: string, text: string): Case => {
    const file = join(dir, `${name.replaceAll('/', '-')}.mjs`);
    writeFileSync(file, text);
    return { name, args: [file] };
  };
  const floor = probe(
    'floor',
    `const games = JSON.parse(await ${respond}.text());\nif (games.length !== 20) throw new Error('not 20 games');\n`,
  );
  const entries = ENTRIES.map((entry) => {
    const url = pathToFileURL(entryFile(entry)).href;
    if (entry !== 'huddle') return probe(`import ${entry}`, `await import(${JSON.stringify(url)});\n`);
    return probe(
      `import huddle, createClient, first validated games.list()`,
      [
        `const { createClient } = await import(${JSON.stringify(url)});`,
        `const client = createClient({ baseUrl: 'https://api.example', fetch: async () => ${respond} });`,
        'const page = await client.games.list();',
        "if (page.data.length !== 20) throw new Error('not 20 games');",
        '',
      ].join('\n'),
    );
  });
  return { floor, entries };
}

/** The command's goal for what it answers without running a command: at most this times `node -e ''`. */
const CLI_GOAL = 1.3;

/** The first validated call's goal (issue 27): at most this times the floor process. */
const FIRST_CALL_GOAL = 1.4;

/** Dependencies alone, imported by a bare process: what part of an entry's start-up is theirs. */
const DEPENDENCIES = ['zod', 'zod/mini', 'ky', 'msw/node'] as const;

export async function benchStartup(): Promise<Section[]> {
  await ensureBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'huddle-startup-'));
  try {
    const { floor, entries } = writeProbes(dir);
    const bare: Case = { name: "node -e ''", args: ['-e', ''] };
    const bin = join(root, 'dist/bin/huddle.js');
    const cli: Case[] = [['--version'], ['--help'], ['query', '--help']].map((args) => ({
      name: `huddle ${args.join(' ')}`,
      args: [bin, ...args],
    }));
    const cliNames = new Set(cli.map(({ name }) => name));
    const dependencies = DEPENDENCIES.map(
      (name): Case => ({
        name: `import ${name} (a dependency alone)`,
        args: ['--input-type=module', '-e', `await import('${name}');`],
      }),
    );
    const [firstCall, ...imports] = entries as [Case, ...Case[]];
    const run = againstFloors([floor, bare], [firstCall, ...imports, ...cli, ...dependencies]);
    const [floorMs, bareMs] = run.floorsMs as [number, number];
    const figures: Figure[] = run.cases.map(({ name, against }) => {
      const [toFloor, toBare] = against as [Ratio, Ratio];
      if (cliNames.has(name)) {
        return {
          name,
          value: shown(toBare, "`node -e ''`"),
          goal: `≤ ${CLI_GOAL}× \`node -e ''\``,
          met: toBare.ratio <= CLI_GOAL,
        };
      }
      if (name === firstCall.name) {
        return {
          name,
          value: shown(toFloor, 'the floor process'),
          goal: `≤ ${FIRST_CALL_GOAL}× the floor process`,
          met: toFloor.ratio <= FIRST_CALL_GOAL,
        };
      }
      const value = name.endsWith('(a dependency alone)')
        ? shown(toBare, "`node -e ''`")
        : `${shown(toFloor, 'the floor process')}; ${shown(toBare, "`node -e ''`")}`;
      return { name, value, goal: null, met: null };
    });
    return [
      {
        title: 'Start-up',
        about:
          "Fresh Node processes, run to their exit and timed from spawn. The first row imports `huddle` from the built package, creates a client and makes the first validated call, `client.games.list()` on a 20-game page (20 drives a game) from a custom `fetch`; its floor imports nothing and reads the same body through a `Response` and `JSON.parse`. The other entries are imported alone (dist/, through `package.json` `exports`), against the same floor and against a bare `node -e ''`, since the floor's first `Response` loads Node's fetch implementation, which an import alone does not. `huddle --version`, `huddle --help` and `huddle query --help` run dist/bin/huddle.js, against `node -e ''`: they load no library entry (the commands' run modules are loaded only to run). " +
          `${ROUNDS} rounds alternate the floors and every case; each figure is the median per-round ratio, with the median difference in ms. ` +
          `Here the floor process took ${floorMs.toFixed(1)} ms and \`node -e ''\` ${bareMs.toFixed(1)} ms. The goals: the first validated call ≤ ${FIRST_CALL_GOAL}× the floor process, the command ≤ ${CLI_GOAL}× \`node -e ''\`; no other goal is set here.`,
        figures,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printSections } = await import('./report-page.ts');
  printSections(await benchStartup());
}
