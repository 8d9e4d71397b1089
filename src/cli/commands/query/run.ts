/**
 * `huddle query <resource> [id]`: runs a query through the real client (`createClient`), against
 * `--base-url` or, without it, against the mock service started in-process on a loopback port.
 * A table on a terminal, JSON when piped, NDJSON for `--all` piped.
 */
import {
  createClient,
  NetworkError,
  type Page,
  parseFields,
  parseQuery,
  type ResourceName,
  resources,
} from '../../../index.js';
import { createDataset } from '../../../league/index.js';
import { type MockServer, startMockServer } from '../../../mock/server/index.js';
import { type ComparisonOperator, type JsonValue, query } from '../../../query/index.js';
import type { CliContext } from '../../core/context.js';
import type { CommandRun, OptionValues } from '../../core/declaration.js';
import { CliError } from '../../core/errors/cli-error.js';
import { jsonText } from '../../output/escape.js';
import { progressBar } from '../../output/progress.js';
import { styleFor } from '../../output/style.js';
import { terminalWidth } from '../../output/terminal-width.js';
import { flatten, renderRecord, renderTable } from '../../output/text-table.js';
import { wrap } from '../../output/wrap.js';
import { datasetOptions } from '../../shared/dataset-options.js';
import { loopbackFailure } from '../../shared/mock-address.js';
import { type LooseBuilder, replayQuery } from '../../shared/replay.js';
import { resourceNamed, resourcesById } from '../../shared/resource-name.js';
import type { Format, queryDeclaration } from './declaration.js';
import { columnsOf } from './display-columns.js';
import { parseSort, parseWhere } from './where.js';

/** The client's builder as the command drives it: paths untyped, records unknown. */
interface LooseQuery extends LooseBuilder<LooseQuery> {
  select(fs: string): LooseQuery;
  list(): Promise<Page<unknown>>;
  pages(): AsyncGenerator<Page<unknown>>;
  get(id: string, options?: { readonly fs: string }): Promise<unknown>;
}

type Values = OptionValues<typeof queryDeclaration.options>;

function formatOf(values: Values, context: CliContext): Format {
  if (values.json) {
    if (values.format !== undefined && values.format !== 'json')
      throw new CliError(`--json and --format ${values.format} disagree; give one`);
    return 'json';
  }
  if (values.format !== undefined) return values.format;
  if (context.stdout.isTTY === true) return 'table';
  return values.all ? 'ndjson' : 'json';
}

/** Refuses list options given with an id: a by-id call takes only fs. */
function checkById(resource: ResourceName, values: Values): void {
  if (resources[resource].byIdPath === null) {
    throw new CliError(`${resource} has no by-id form; the resources that do: ${resourcesById().join(', ')}`);
  }
  const given = {
    s: values.s !== undefined,
    where: values.where.length > 0,
    sort: values.sort.length > 0,
    take: values.take !== undefined,
    skip: values.skip !== undefined,
    all: values.all,
  };
  const listOnly = Object.keys(given).find((name) => given[name as keyof typeof given]);
  if (listOnly !== undefined)
    throw new CliError(`an id fetches one record; --${listOnly} does not apply (only --fs does)`);
}

/** The client's builder with every option of the command applied. */
function buildQuery(start: LooseQuery, resource: ResourceName, values: Values): LooseQuery {
  let builder = start;
  if (values.fs !== undefined) builder = builder.select(values.fs);
  if (values.s !== undefined) builder = replayQuery(builder, resource, parseQuery(values.s));
  for (const text of values.where) {
    const { path, operator, value } = parseWhere(text);
    builder =
      operator === null
        ? builder.where(path, value)
        : builder.where(path, operator as ComparisonOperator, value as JsonValue);
  }
  for (const text of values.sort) {
    const { path, direction } = parseSort(text);
    builder = builder.sort(path, direction);
  }
  if (values.take !== undefined) builder = builder.take(values.take);
  if (values.skip !== undefined) builder = builder.skip(values.skip);
  return builder;
}

/** What the table shows: the resource's display columns, or (with `--fs`) every path selected. */
interface Shown {
  readonly columns: readonly string[] | undefined;
}

/** The table's columns for this call: the display set unless `--fs` chose the fields. */
const shownOf = (resource: ResourceName, values: Values): Shown => ({
  columns: values.fs === undefined ? columnsOf(resource) : undefined,
});

/** Writes records in the format asked for. */
function writeRecords(
  context: CliContext,
  format: Format,
  records: readonly unknown[],
  footer: string | null,
  shown: Shown,
): void {
  if (format === 'ndjson') {
    for (const record of records) context.stdout.write(`${jsonText(record)}\n`);
  } else if (format === 'json') {
    context.stdout.write(`${jsonText(records, 2)}\n`);
  } else {
    const style = styleFor(context.env, context.stdout);
    const width = terminalWidth(context.stdout, context.env);
    const { columns } = shown;
    context.stdout.write(
      records.length === 0 ? style.dim('(no records)\n') : renderTable(records, { width, style, columns }),
    );
    if (footer !== null) context.stdout.write(`${style.dim(footer)}\n`);
    if (columns !== undefined && records.length > 0) {
      for (const line of wrap(columnsNote(columns.length, records), width))
        context.stdout.write(`${style.dim(line)}\n`);
    }
  }
}

function writeRecord(context: CliContext, format: Format, record: unknown): void {
  if (format === 'ndjson') context.stdout.write(`${jsonText(record)}\n`);
  else if (format === 'json') context.stdout.write(`${jsonText(record, 2)}\n`);
  else {
    const style = styleFor(context.env, context.stdout);
    context.stdout.write(renderRecord(record, { width: terminalWidth(context.stdout, context.env), style }));
  }
}

/** `7 of 34 columns shown: …`, the line under a table of the display columns. */
function columnsNote(shown: number, records: readonly unknown[]): string {
  const all = new Set(records.flatMap((record) => [...flatten(record).keys()])).size;
  return `${Math.min(shown, all)} of ${all} columns shown: --fs picks others, --json shows whole records`;
}

/** Every page of the query: NDJSON streamed as pages arrive, other formats once all are in. */
async function writeAll(
  context: CliContext,
  format: Format,
  builder: LooseQuery,
  resource: ResourceName,
  shown: Shown,
) {
  const progress = progressBar(context.stderr, resource);
  const collected: unknown[] = [];
  let count = 0;
  let total: number | null = null;
  for await (const page of builder.pages()) {
    count += page.data.length;
    total = page.pager.total;
    if (format === 'ndjson') {
      progress.finish(); // no bar in the middle of a record on a shared terminal
      writeRecords(context, format, page.data, null, shown);
    } else collected.push(...page.data);
    progress.update(count, total);
  }
  progress.finish();
  if (format !== 'ndjson') writeRecords(context, format, collected, footerOf(count, total), shown);
}

/** `3 records`, or `3 of 32 records` when the service says there are more. */
function footerOf(shown: number, total: number | null): string {
  const noun = (total ?? shown) === 1 ? 'record' : 'records';
  return total === null || total === shown ? `${shown} ${noun}` : `${shown} of ${total} ${noun}`;
}

/** `huddle query`, once its arguments are read: loaded only when it runs. */
export const run: CommandRun<typeof queryDeclaration.options> = async (context, { values, positionals }) => {
  const [name, id] = positionals;
  if (name === undefined) throw new CliError(`name a resource (resources: ${Object.keys(resources).join(', ')})`);
  const resource = resourceNamed(name);
  if (id !== undefined) checkById(resource, values);
  const format = formatOf(values, context);
  // Read what can be wrong before anything starts: the parsers point at the problem.
  if (values.fs !== undefined) parseFields(values.fs);
  // The paths and values of --s, as the builder's from() checks them against the model.
  if (values.s !== undefined) query(resource).from({ s: parseQuery(values.s) });
  // The paths and values of --where and --sort too, on a standalone builder of the resource.
  if (id === undefined) buildQuery(query(resource) as unknown as LooseQuery, resource, values);
  const baseUrl = values['base-url'];
  if (baseUrl !== undefined) {
    if (!URL.canParse(baseUrl)) throw new CliError(`--base-url must be an absolute URL, got '${baseUrl}'`);
    if (values.seed !== undefined || values.seasons !== undefined) {
      throw new CliError('--seed and --seasons shape the built-in mock; they do not apply with --base-url');
    }
  }
  const dataset = datasetOptions(values);

  let mock: MockServer | null = null;
  try {
    if (baseUrl === undefined) mock = await startMockServer({ dataset: createDataset(dataset) });
    const client = createClient({
      baseUrl: baseUrl ?? (mock as MockServer).url,
      ...(values.token !== undefined && { token: values.token, authenticate: 'all' as const }),
    });
    const start = client[resource] as unknown as LooseQuery;
    if (id !== undefined) {
      writeRecord(context, format, await start.get(id, ...(values.fs === undefined ? [] : [{ fs: values.fs }])));
      return 0;
    }
    const builder = buildQuery(start, resource, values);
    const shown = shownOf(resource, values);
    if (values.all) await writeAll(context, format, builder, resource, shown);
    else {
      const { data, pager } = await builder.list();
      writeRecords(context, format, data, footerOf(data.length, pager.total), shown);
    }
    return 0;
  } catch (error) {
    throw (error instanceof NetworkError && loopbackFailure(error)) || error;
  } finally {
    await mock?.close();
  }
};
