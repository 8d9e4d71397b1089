/**
 * What the query types cost the compiler: the 100-query fixture (bench/types/queries.ts)
 * against the same 100 queries written Kysely-style (bench/types/kysely-style.ts), in
 * instantiations per query and in check time, each minus its imports alone.
 *
 * The yardstick is written afresh on every run, into a temporary folder: its tables are the
 * model's records flattened into dotted columns, each column's type printed by the compiler,
 * and its queries are translated from the trees the fixture's builders hold, so that both
 * sides say the same thing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { type CompilerCost, type CompilerName, compilerCost, GOAL, QUERIES } from '../scripts/type-cost.ts';
import type { QueryBuilder } from '../src/query/builder.ts';
import type { Condition, FilterNode, JsonValue, SelectionNode } from '../src/query/nodes.ts';
import type { ComparisonOperator } from '../src/query/operators.ts';
import { type FieldTree, fieldAt } from '../src/resources/field-tree.ts';
import { fieldTreeOf } from '../src/resources/field-trees.ts';
import { type ResourceName, resources } from '../src/resources/resource-table.ts';
import type { Figure, Section } from './section.ts';
import * as fixture from './types/queries.ts';
import { namedQueries } from './types/shapes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Columns of the yardstick's tables besides those the queries use: every field this deep. */
const TABLE_DEPTH = 3;
/** Compiler runs per file; the median check time is taken. */
const RUNS = 5;

interface FixtureQuery {
  readonly resource: ResourceName;
  readonly builder: QueryBuilder<unknown, unknown, unknown, string>;
}

function fixtureQueries(): FixtureQuery[] {
  return namedQueries(fixture, QUERIES).map(({ builder }) => ({
    resource: builder.resource as ResourceName,
    builder,
  }));
}

const literal = (value: JsonValue) => JSON.stringify(value);
const quoted = (text: string) => `'${text}'`;

/** The dotted paths of a field tree's fields, down to `depth` names (recursive fields left out). */
function treePaths(tree: FieldTree, depth: number, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, node]) => {
    if (typeof node === 'number' && node > 0) return [];
    const path = `${prefix}${name}`;
    return typeof node === 'object' && depth > 1 ? [path, ...treePaths(node, depth - 1, `${path}.`)] : [path];
  });
}

/** The columns a selection reads: its leaves, as dotted paths. */
function selectedColumns(selection: SelectionNode, prefix = ''): string[] {
  return selection.fields.flatMap((field) =>
    field.children === null ? [`${prefix}${field.name}`] : selectedColumns(field.children, `${prefix}${field.name}.`),
  );
}

/** One condition of the yardstick: a call of the expression builder `eb`. */
function expression(condition: Condition, prefix: string, columns: Set<string>): string {
  switch (condition.kind) {
    case 'equals':
      columns.add(prefix + condition.path);
      return `eb(${quoted(prefix + condition.path)}, '=', ${literal(condition.value)})`;
    case 'compare': {
      columns.add(prefix + condition.path);
      const parts = condition.comparisons.map(
        ({ operator, value }) =>
          `eb(${quoted(prefix + condition.path)}, '${kyselyOperators[operator]}', ${literal(value)})`,
      );
      return parts.length === 1 ? (parts[0] as string) : `eb.and([${parts.join(', ')}])`;
    }
    case 'or':
    case 'and':
      return `eb.${condition.kind}([${condition.branches.map((branch) => filterExpression(branch, prefix, columns)).join(', ')}])`;
    case 'subQuery':
      return filterExpression(condition.filter, `${prefix}${condition.collection}.`, columns);
    case 'raw':
      throw new Error('the yardstick has no raw conditions');
  }
}

/** Kysely's spelling of each operator of the table: a new operator does not compile here until it has one. */
const kyselyOperators: Readonly<Record<ComparisonOperator, string>> = {
  $gt: '>',
  $lt: '<',
  $gte: '>=',
  $lte: '<=',
  $in: 'in',
};

function filterExpression(filter: FilterNode, prefix: string, columns: Set<string>): string {
  const parts = filter.conditions.map((condition) => expression(condition, prefix, columns));
  return parts.length === 1 ? (parts[0] as string) : `eb.and([${parts.join(', ')}])`;
}

/** `.where(…)` calls for a filter: plain comparisons as Kysely's `where(column, op, value)`, the rest through `eb`. */
function whereCalls(filter: FilterNode, prefix: string, columns: Set<string>): string[] {
  return filter.conditions.flatMap((condition) => {
    if (condition.kind === 'equals') {
      columns.add(prefix + condition.path);
      return [`.where(${quoted(prefix + condition.path)}, '=', ${literal(condition.value)})`];
    }
    if (condition.kind === 'compare') {
      columns.add(prefix + condition.path);
      return condition.comparisons.map(
        ({ operator, value }) =>
          `.where(${quoted(prefix + condition.path)}, '${kyselyOperators[operator]}', ${literal(value)})`,
      );
    }
    if (condition.kind === 'subQuery')
      return whereCalls(condition.filter, `${prefix}${collectionOf(condition.collection)}.`, columns);
    return [`.where((eb) => ${expression(condition, prefix, columns)})`];
  });
}

/** The record path of a sub-collection filter's wire key (`$teamSeasonStats` → `teamSeasonStats`). */
function collectionOf(key: string): string {
  for (const name of Object.keys(resources) as ResourceName[]) {
    const row = resources[name].subQueries.find((sub) => sub.keys.join('.') === key || sub.collection === key);
    if (row) return row.collection;
  }
  throw new Error(`no sub-collection has the key ${key}`);
}

/** The same query, Kysely-style, and the columns it reads. */
function translate({ resource, builder }: FixtureQuery, columns: Set<string>): string {
  const { selection, query } = builder.toNode();
  const calls: string[] = [];
  if (selection !== null) {
    const selected = selectedColumns(selection);
    for (const column of selected) columns.add(column);
    calls.push(`.select([${selected.map(quoted).join(', ')}])`);
  }
  if (query.filter !== null) calls.push(...whereCalls(query.filter, '', columns));
  for (const sub of query.subQueries)
    calls.push(...whereCalls(sub.filter, `${collectionOf(sub.keys.join('.'))}.`, columns));
  for (const key of query.sort) {
    columns.add(key.path);
    calls.push(`.orderBy(${quoted(key.path)}, '${key.direction === 1 ? 'asc' : 'desc'}')`);
  }
  if (query.take !== null) calls.push(`.limit(${query.take})`);
  if (query.takeLast !== null) calls.push(`.limit(${query.takeLast})`);
  if (query.skip !== null) calls.push(`.offset(${query.skip})`);
  return `selectFrom('${resource}')\n  ${calls.join('\n  ')}`;
}

/**
 * The type of each column, as the compiler prints it from huddle's model (`ValueAt` of the
 * record type), keyed by resource, then column.
 */
function columnTypes(
  columns: ReadonlyMap<ResourceName, ReadonlySet<string>>,
  dir: string,
): Map<ResourceName, Map<string, string>> {
  const file = join(dir, 'columns.ts');
  const entries = [...columns].flatMap(([resource, paths]) => [...paths].map((path) => ({ resource, path })));
  writeFileSync(
    file,
    [
      `import type { RecordTypes, ValueAt } from '${join(root, 'src/query/types.ts')}';`,
      `import type { OpenEnum } from '${join(root, 'src/model/common.ts')}';`,
      'export type Used = OpenEnum<string>;',
      ...entries.map(
        ({ resource, path }, index) => `export type C${index} = ValueAt<RecordTypes['${resource}'], '${path}'>;`,
      ),
    ].join('\n'),
  );
  const options: ts.CompilerOptions = {
    strict: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
  };
  const program = ts.createProgram([file], options);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error('the column file was not read');
  const types = new Map<ResourceName, Map<string, string>>();
  for (const statement of source.statements) {
    if (!ts.isTypeAliasDeclaration(statement) || !/^C\d+$/.test(statement.name.text)) continue;
    const entry = entries[Number(statement.name.text.slice(1))];
    if (!entry) continue;
    const printed = checker.typeToString(
      checker.getTypeAtLocation(statement.name),
      statement,
      ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias,
    );
    if (printed === 'never') throw new Error(`${entry.resource} has no field ${entry.path}`);
    const table = types.get(entry.resource) ?? new Map<string, string>();
    table.set(entry.path, printed);
    types.set(entry.resource, table);
  }
  return types;
}

interface Yardstick {
  readonly baseline: string;
  readonly queries: string;
}

/** Writes the yardstick's tables, its imports alone, and its 100 queries; returns the two files to measure. */
function writeYardstick(dir: string): Yardstick {
  const queries = fixtureQueries();
  const columns = new Map<ResourceName, Set<string>>();
  const written = queries.map((item) => {
    const used = columns.get(item.resource) ?? new Set<string>();
    columns.set(item.resource, used);
    return translate(item, used);
  });
  for (const [resource, used] of columns) {
    for (const path of treePaths(fieldTreeOf(resource), TABLE_DEPTH)) {
      if (fieldAt(fieldTreeOf(resource), path) !== undefined) used.add(path);
    }
  }
  const types = columnTypes(columns, dir);
  const tables = [
    `import type { OpenEnum } from '${join(root, 'src/model/common.ts')}';`,
    "/** The tables of the yardstick: each resource's records flattened into dotted columns. */",
    'export interface Tables {',
    ...[...types].map(
      ([resource, table]) =>
        `  ${resource}: {\n${[...table].map(([path, type]) => `    '${path}': ${type};`).join('\n')}\n  };`,
    ),
    '}',
  ].join('\n');
  writeFileSync(join(dir, 'tables.ts'), tables);
  const imports = [
    `import type { SelectFrom } from '${join(root, 'bench/types/kysely-style.ts')}';`,
    `import type { Tables } from './tables.ts';`,
    'declare const selectFrom: SelectFrom<Tables>;',
  ].join('\n');
  const baseline = join(dir, 'baseline.ts');
  writeFileSync(baseline, `${imports}\nexport const builder = selectFrom;\n`);
  const file = join(dir, 'queries.ts');
  writeFileSync(file, `${imports}\n${written.map((text, index) => `export const q${index} = ${text};`).join('\n')}\n`);
  return { baseline, queries: file };
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Per query: instantiations (exact) and check time (the median of {@link RUNS} runs), minus the imports alone. */
function perQuery(
  baseline: string,
  queries: string,
  compiler: CompilerName = 'TypeScript 6',
): { instantiations: number; checkMs: number } {
  const runs: { base: CompilerCost; full: CompilerCost }[] = [];
  for (let run = 0; run < RUNS; run++)
    runs.push({ base: compilerCost(baseline, compiler), full: compilerCost(queries, compiler) });
  const first = runs[0] as (typeof runs)[number];
  return {
    instantiations: (first.full.instantiations - first.base.instantiations) / QUERIES,
    checkMs: (median(runs.map(({ base, full }) => full.checkSeconds - base.checkSeconds)) * 1000) / QUERIES,
  };
}

export async function benchTypeCheck(): Promise<Section[]> {
  const dir = mkdtempSync(join(tmpdir(), 'huddle-yardstick-'));
  try {
    const yardstick = writeYardstick(dir);
    const kysely = perQuery(yardstick.baseline, yardstick.queries);
    const huddle = perQuery('bench/types/baseline.ts', 'bench/types/queries.ts');
    const huddle7 = perQuery('bench/types/baseline.ts', 'bench/types/queries.ts', 'TypeScript 7');
    const count = (value: number) => Math.round(value).toLocaleString('en');
    const figures: Figure[] = [
      {
        name: 'huddle: instantiations per query',
        value: `${count(huddle.instantiations)} (${(huddle.instantiations / kysely.instantiations).toFixed(2)}× the yardstick)`,
        goal: `≤ ${GOAL.toLocaleString('en')}`,
        met: huddle.instantiations <= GOAL,
      },
      {
        name: 'yardstick (Kysely-style plain types): instantiations per query',
        value: count(kysely.instantiations),
        goal: null,
        met: null,
      },
      {
        name: 'huddle: check time per query',
        value: `${(huddle.checkMs / kysely.checkMs).toFixed(2)}× the yardstick (${huddle.checkMs.toFixed(2)} ms against ${kysely.checkMs.toFixed(2)} ms)`,
        goal: null,
        met: null,
      },
      {
        name: 'huddle on TypeScript 7: instantiations per query',
        value: count(huddle7.instantiations),
        goal: `≤ ${GOAL.toLocaleString('en')}`,
        met: huddle7.instantiations <= GOAL,
      },
      {
        name: 'huddle: check time per query, TypeScript 6 and 7',
        value: `${huddle.checkMs.toFixed(2)} ms on 6, ${huddle7.checkMs.toFixed(2)} ms on 7 (${(huddle.checkMs / huddle7.checkMs).toFixed(1)}× faster)`,
        goal: 'recorded on both',
        met: true,
      },
    ];
    return [
      {
        title: 'Type checking the query types',
        about:
          "The 100 typed queries of `bench/types/queries.ts` (50 through `createClient`'s builders, 50 through `query()`; selections by mask and by string, conditions, `$or`, sub-collection filters, sorts, over every resource), against the same 100 queries written Kysely-style: plain generics (`keyof`, indexed access, `Pick`) over flat table interfaces whose dotted columns carry the model's types (`bench/types/kysely-style.ts`; tables and queries written from the fixture on each run). Each side is measured as its file minus its imports alone, with the project's compiler options (`declaration` on, so the exported queries' types are printed as a library build would). Instantiations are exact; check time is the median of " +
          `${RUNS} runs, shown beside the ratio. The yardstick and the first figures are on TypeScript 6, the project's compiler; TypeScript 7 (the Go port, \`typescript7\`) is run with \`--singleThreaded\`, as its default of four checkers each repeat the work the files share. No two queries have the same shape (tests/bench/type-fixture.test.ts): a repeated shape is nearly free once the compiler has cached it. These figures are on \`src/\`, with the project's options; what an app pays on the shipped declarations, which \`npm run typecost\` guards in CI, is under History, "Type cost on the shipped declarations". The type tests check paths, masks and selectors six levels deep and beyond without TS2589, on both (\`npm run typecheck\`, \`npm run typecheck:ts7\`).`,
        figures,
        notes:
          'The yardstick checks less than huddle does: a column name and a value, but not paths through lists and envelopes, nested selections, `fs` strings, or the result type of a nested selection (its results are flat rows). The ratio is what that checking costs.',
      },
    ];
  } finally {
    // HUDDLE_KEEP_YARDSTICK=1 keeps the written yardstick to read.
    if (process.env.HUDDLE_KEEP_YARDSTICK) console.error(`yardstick kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printSections } = await import('./report-page.ts');
  printSections(await benchTypeCheck());
}
