/**
 * The layers of docs/architecture.md, enforced: every import of the source goes down a layer the
 * table allows (type-only imports may also go where the table lists types), and no module takes
 * part in an import cycle.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importsOf, type SourceImport, sourceFiles } from '../../scripts/import-graph.ts';
import { markedTable } from '../support/docs/marked-table.ts';

interface Layer {
  readonly name: string;
  /** Folders (`query/`) and files (`index.ts`) under src/. */
  readonly members: readonly string[];
  readonly runs: ReadonlySet<string>;
  readonly types: ReadonlySet<string>;
}

/** The table between the `layers` markers of docs/architecture.md. */
function readLayers(): Layer[] {
  const page = readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8');
  const names = (cell: string) =>
    cell
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  return markedTable(page, 'layers').map(([name = '', files = '', runs = '', types = '']) => ({
    name,
    members: names(files.replaceAll('`', '')),
    runs: new Set(names(runs)),
    types: new Set(names(types)),
  }));
}

const layers = readLayers();

/** The layer of a source file: the one whose member is the longest prefix of its path. */
function layerOf(file: string): Layer | undefined {
  let best: { layer: Layer; length: number } | undefined;
  for (const layer of layers) {
    for (const member of layer.members) {
      const matches = member.endsWith('/') ? file.startsWith(member) : file === member;
      if (matches && member.length > (best?.length ?? -1)) best = { layer, length: member.length };
    }
  }
  return best?.layer;
}

/** Entry modules of folders: the command may import these as it imports the top-level entries. */
const FOLDER_ENTRIES = new Set([
  'query/index.ts',
  'push/index.ts',
  'push/toast/index.ts',
  'mock/index.ts',
  'mock/server/index.ts',
  'league/index.ts',
  'contract/index.ts',
]);

const files = sourceFiles();
const imports = new Map<string, SourceImport[]>(files.map((file) => [file, importsOf(file)]));

/** The run-time imports of every source file. */
const runtimeGraph = new Map(
  files.map((file) => [
    file,
    (imports.get(file) ?? []).flatMap(({ file: target, typeOnly }) => (target === null || typeOnly ? [] : [target])),
  ]),
);

/** A graph's cycles: its strongly connected components of more than one node, and self-loops (Tarjan). */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const targets = (file: string) => graph.get(file) ?? [];
  const connect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const target of targets(file)) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || targets(file).includes(file)) cycles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return cycles;
}

/**
 * The folders of push/, top first (docs/architecture.md, "Where files go"): the `doctor` reads a
 * payload with `decode`, which tells a shape and reads it with the codecs' readers, the codecs write
 * and read XML with `xml`.
 */
const PUSH_FOLDERS = ['push/doctor/', 'push/decode/', 'push/codecs/', 'push/xml/'];

/**
 * The folders of league/, top first (docs/architecture.md, "Where files go"): the entry and the
 * live league at the top, then the records written from the simulation, the simulation, and the
 * static facts it starts from.
 */
const LEAGUE_FOLDERS = ['league/', 'league/records/', 'league/simulation/', 'league/data/'];

/**
 * The folders of cli/, top first (docs/architecture.md, "Where files go"): one folder per command,
 * the helpers more than one command imports, what runs any command, and the terminal output.
 */
const CLI_FOLDERS = ['cli/commands/', 'cli/shared/', 'cli/core/', 'cli/output/'];

/** The one module below the commands that names them: the table `main.ts` dispatches through. */
const COMMAND_TABLE = 'cli/core/command-table.ts';

/** The command a file of `cli/commands/<name>/` belongs to, or undefined for a file elsewhere. */
const commandOf = (file: string) => /^cli\/commands\/([^/]+)\//.exec(file)?.[1];

/** The imports from one command's folder into another's, as `file → specifier`. */
function crossCommandImports(graph: ReadonlyMap<string, readonly SourceImport[]>): string[] {
  const crossings: string[] = [];
  for (const [file, list] of graph) {
    const from = commandOf(file);
    if (from === undefined) continue;
    for (const { file: target, specifier } of list) {
      const to = target === null ? undefined : commandOf(target);
      if (to !== undefined && to !== from) crossings.push(`${file} → ${specifier}`);
    }
  }
  return crossings;
}

/**
 * The imports from one of `folders` (top first) into a folder above it, as `file → specifier`. A
 * file belongs to the longest folder its path starts with; files in none are not checked.
 */
function folderImportsBack(folders: readonly string[], graph: ReadonlyMap<string, readonly SourceImport[]>): string[] {
  const rank = (file: string) => {
    let found = -1;
    folders.forEach((folder, index) => {
      if (file.startsWith(folder) && (found === -1 || folder.length > (folders[found] as string).length)) found = index;
    });
    return found;
  };
  const back: string[] = [];
  for (const [file, list] of graph) {
    const from = rank(file);
    if (from === -1) continue;
    for (const { file: target, specifier } of list) {
      const to = target === null ? -1 : rank(target);
      if (to !== -1 && to < from) back.push(`${file} → ${specifier}`);
    }
  }
  return back;
}

describe('layers (docs/architecture.md)', () => {
  it('every source file belongs to a layer of the table', () => {
    expect(files.filter((file) => layerOf(file) === undefined)).toEqual([]);
  });

  it('the table itself points down only: its allowed imports have no cycle', () => {
    const byName = new Map(layers.map((layer) => [layer.name, layer]));
    const visiting = new Set<string>();
    const done = new Set<string>();
    const cycleThrough = (name: string): string[] | null => {
      if (done.has(name)) return null;
      if (visiting.has(name)) return [name];
      visiting.add(name);
      for (const next of byName.get(name)?.runs ?? []) {
        const cycle = cycleThrough(next);
        if (cycle !== null) return [name, ...cycle];
      }
      visiting.delete(name);
      done.add(name);
      return null;
    };
    for (const layer of layers) {
      for (const name of [...layer.runs, ...layer.types])
        expect(byName.has(name), `${layer.name} → ${name}`).toBe(true);
      expect(cycleThrough(layer.name)).toBeNull();
    }
  });

  it('every import goes where its layer may go', () => {
    const wrong: string[] = [];
    for (const [file, list] of imports) {
      const from = layerOf(file) as Layer;
      for (const { file: target, typeOnly, specifier } of list) {
        if (target === null) continue;
        const to = layerOf(target);
        if (to === undefined || to === from) continue;
        const viaEntry = from.name === 'cli' && FOLDER_ENTRIES.has(target);
        const allowed = viaEntry || from.runs.has(to.name) || (typeOnly && from.types.has(to.name));
        if (!allowed) wrong.push(`${file} → ${specifier} (${from.name} → ${to.name}${typeOnly ? ', types' : ''})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no module takes part in a run-time import cycle', () => {
    expect(findCycles(runtimeGraph)).toEqual([]);
  });

  it('no module takes part in an import cycle, not even one of types only', () => {
    const everyImport = new Map(
      files.map((file) => [
        file,
        (imports.get(file) ?? []).flatMap(({ file: target }) => (target === null ? [] : [target])),
      ]),
    );
    expect(findCycles(everyImport)).toEqual([]);
  });

  it('push/ folders point one way (doctor/ → decode/ → codecs/ → xml/), never back, not even for a type', () => {
    expect(folderImportsBack(PUSH_FOLDERS, imports)).toEqual([]);
  });

  it('league/ folders point one way (the entry → records/ → simulation/ → data/), never back, not even for a type', () => {
    expect(folderImportsBack(LEAGUE_FOLDERS, imports)).toEqual([]);
  });

  it('cli/ folders point one way (commands/ → shared/ → core/ → output/), never back, but from the command table', () => {
    const withoutTable = new Map([...imports].filter(([file]) => file !== COMMAND_TABLE));
    expect(folderImportsBack(CLI_FOLDERS, withoutTable)).toEqual([]);
  });

  it('a command folder imports nothing of another command', () => {
    expect(crossCommandImports(imports)).toEqual([]);
  });

  it('output/ imports nothing of cli/ outside it, not even a type', () => {
    const outside = [...imports]
      .filter(([file]) => file.startsWith('cli/output/'))
      .flatMap(([file, list]) =>
        list.flatMap(({ file: target, specifier }) =>
          target?.startsWith('cli/') && !target.startsWith('cli/output/') ? [`${file} → ${specifier}`] : [],
        ),
      );
    expect(outside).toEqual([]);
  });
});

describe('the checks themselves', () => {
  /** An import of `file` as `specifier`, static, run-time unless `typeOnly`. */
  const at = (file: string | null, specifier: string, typeOnly = false): SourceImport => ({
    file,
    specifier,
    typeOnly,
    dynamic: false,
  });

  it('place a file by its longest matching member', () => {
    expect(layerOf('query/nodes.ts')?.name).toBe('query');
    expect(layerOf('index.ts')?.name).toBe('entries');
    expect(layerOf('push/codecs/toast.ts')?.name).toBe('push');
  });

  it('find an import from a push/ folder into one above it, and none that go down', () => {
    const graph = new Map([
      ['push/xml/escape.ts', [at('push/codecs/incoming.ts', './x.js'), at('push/errors/decode-error.ts', './y.js')]],
      ['push/codecs/toast.ts', [at('push/xml/scan.ts', './z.js'), at(null, 'fast-xml-parser')]],
      ['push/decode/detect.ts', [at('push/codecs/layout.ts', './w.js')]],
    ]);
    expect(folderImportsBack(PUSH_FOLDERS, graph)).toEqual(['push/xml/escape.ts → ./x.js']);
  });

  it('place a league/ file in the longest folder it starts with: simulation/ may not reach records/ or the entry', () => {
    const graph = new Map([
      ['league/simulation/timeline.ts', [at('league/records/content.ts', '../records/content.js', true)]],
      ['league/simulation/names.ts', [at('league/data/names.json', '../data/names.json')]],
      ['league/records/sample.ts', [at('league/index.ts', '../index.js'), at('league/simulation/ids.ts', './i.js')]],
      ['league/league.ts', [at('league/records/dataset.ts', './records/dataset.js')]],
    ]);
    expect(folderImportsBack(LEAGUE_FOLDERS, graph)).toEqual([
      'league/simulation/timeline.ts → ../records/content.js',
      'league/records/sample.ts → ../index.js',
    ]);
  });

  it('find an import from one command folder into another, and none within a folder or into shared/', () => {
    const graph = new Map([
      ['cli/commands/query/run.ts', [at('cli/commands/explain/explain-tree.ts', '../explain/explain-tree.js')]],
      ['cli/commands/explain/run.ts', [at('cli/commands/explain/explain-tree.ts', './explain-tree.js')]],
      ['cli/commands/mock/run.ts', [at('cli/shared/dataset-options.ts', '../../shared/dataset-options.js')]],
      ['cli/shared/replay.ts', [at('cli/commands/query/where.ts', '../commands/query/where.js')]],
    ]);
    expect(crossCommandImports(graph)).toEqual(['cli/commands/query/run.ts → ../explain/explain-tree.js']);
    expect(folderImportsBack(CLI_FOLDERS, graph)).toEqual(['cli/shared/replay.ts → ../commands/query/where.js']);
  });

  it('find every cycle, and none in a graph without one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });
});
