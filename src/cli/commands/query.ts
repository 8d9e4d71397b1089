/**
 * `huddle query <resource> [id]`: runs a query through the real client (`createClient`), against
 * `--base-url` or, without it, against the mock service started in-process on a loopback port.
 * A table on a terminal, JSON when piped, NDJSON for `--all` piped.
 */
import { createClient, type Page, parseFields, parseQuery, type ResourceName, resources } from '../../index.js';
import { createDataset } from '../../league/index.js';
import type { ComparisonOperator, JsonValue } from '../../query/index.js';
import { type MockServer, startMockServer } from '../../server.js';
import { defineCommand, integerOption } from '../args.js';
import { type CliContext, CliError } from '../command.js';
import { datasetOptions } from '../mock/dataset-options.js';
import { jsonText } from '../output/escape.js';
import { progressBar } from '../output/progress.js';
import { renderRecord, renderTable, terminalWidth } from '../output/table.js';
import { type LooseBuilder, replayQuery } from '../query/replay.js';
import { resourceNamed, resourcesById } from '../query/resource-name.js';
import { parseSort, parseWhere } from '../query/where.js';
import { styleFor } from '../style.js';

const FORMATS = ['table', 'json', 'ndjson'] as const;
type Format = (typeof FORMATS)[number];

const help = `huddle query — run a query through the client and print the records

Usage: huddle query <resource> [id] [options]

Resources: ${Object.keys(resources).join(', ')}.
With an id, fetches that one record (${resourcesById().join(', ')} have the by-id form).

Without --base-url, the query runs against the mock service (the one huddle mock
serves), started on a free loopback port for the call: it works offline.

Options:
      --fs FS           field selector, as the service takes it: 'id,homeTeam{abbr}'
      --s JSON          the s query as JSON: '{"$query":{"week.week":3},"$take":5}'
      --where COND      a condition (repeatable; all apply):
                          path=value            equals (value: a JSON number, true,
                                                false, null or "quoted string", else
                                                the text as written)
                          path>=value           also <=, > and <
                          'path in a,b,c'       one of the values
      --sort PATH[:desc]  sort key (repeatable, in order; :asc is the default)
      --take N          at most N records (with --all: the page size)
      --skip N          skip the first N records
      --all             every page, through the client's pages() (progress on a
                        terminal's stderr)
      --format F        table, json or ndjson (default: table on a terminal, json
                        when piped, ndjson for --all piped)
      --json            the same as --format json
      --base-url URL    the service to query (default: the built-in mock)
      --token T         bearer token, sent with every request
      --seed N          seed of the built-in mock's dataset (default 1)
      --seasons N       seasons of the built-in mock's dataset (default 1)
  -h, --help            show this help

--where and --sort paths are checked against the resource's model; --fs and --s
are read by the library's parsers, which point at what is wrong.

Examples:
  huddle query games --take 3 --fs 'id,homeTeam{abbr},visitorTeam{abbr}'
  huddle query games --where week.week=3 --where 'homeTeam.abbr in NE,KC' --sort gameTime:desc
  huddle query teams --all --take 10 --format ndjson --fs abbr
`;

/** The client's builder as the command drives it: paths untyped, records unknown. */
interface LooseQuery extends LooseBuilder<LooseQuery> {
  select(fs: string): LooseQuery;
  list(): Promise<Page<unknown>>;
  pages(): AsyncGenerator<Page<unknown>>;
  get(id: string, options?: { readonly fs: string }): Promise<unknown>;
}

const options = {
  fs: { type: 'string' },
  s: { type: 'string' },
  where: { type: 'string', multiple: true },
  sort: { type: 'string', multiple: true },
  take: { type: 'string' },
  skip: { type: 'string' },
  all: { type: 'boolean' },
  format: { type: 'string' },
  json: { type: 'boolean' },
  'base-url': { type: 'string' },
  token: { type: 'string' },
  seed: { type: 'string' },
  seasons: { type: 'string' },
} as const;

type Values = {
  readonly [Key in keyof typeof options]?: (typeof options)[Key] extends { multiple: true } ? string[] : string;
} & { readonly all?: boolean; readonly json?: boolean };

function formatOf(values: Values, context: CliContext): Format {
  if (values.json === true) {
    if (values.format !== undefined && values.format !== 'json')
      throw new CliError(`huddle query: --json and --format ${values.format} disagree; give one`);
    return 'json';
  }
  if (values.format !== undefined) {
    if (!(FORMATS as readonly string[]).includes(values.format)) {
      throw new CliError(`huddle query: --format must be ${FORMATS.join(', ')}, got '${values.format}'`);
    }
    return values.format as Format;
  }
  if (context.stdout.isTTY === true) return 'table';
  return values.all === true ? 'ndjson' : 'json';
}

/** Refuses list options given with an id: a by-id call takes only fs. */
function checkById(resource: ResourceName, values: Values): void {
  if (resources[resource].byIdPath === null) {
    throw new CliError(
      `huddle query: ${resource} has no by-id form; the resources that do: ${resourcesById().join(', ')}`,
    );
  }
  const listOnly = (['s', 'where', 'sort', 'take', 'skip', 'all'] as const).filter(
    (name) => values[name] !== undefined,
  );
  if (listOnly.length > 0) {
    throw new CliError(`huddle query: an id fetches one record; --${listOnly[0]} does not apply (only --fs does)`);
  }
}

/** The client's builder with every option of the command applied. */
function buildQuery(start: LooseQuery, resource: ResourceName, values: Values): LooseQuery {
  let builder = start;
  if (values.fs !== undefined) builder = builder.select(values.fs);
  if (values.s !== undefined) builder = replayQuery(builder, resource, parseQuery(values.s));
  for (const text of values.where ?? []) {
    const { path, operator, value } = parseWhere('query', text);
    builder =
      operator === null
        ? builder.where(path, value)
        : builder.where(path, operator as ComparisonOperator, value as JsonValue);
  }
  for (const text of values.sort ?? []) {
    const { path, direction } = parseSort('query', text);
    builder = builder.sort(path, direction);
  }
  if (values.take !== undefined) builder = builder.take(integerOption('query', 'take', values.take, 0));
  if (values.skip !== undefined) builder = builder.skip(integerOption('query', 'skip', values.skip, 0));
  return builder;
}

/** Writes records in the format asked for. */
function writeRecords(context: CliContext, format: Format, records: readonly unknown[], footer: string | null): void {
  if (format === 'ndjson') {
    for (const record of records) context.stdout.write(`${jsonText(record)}\n`);
  } else if (format === 'json') {
    context.stdout.write(`${jsonText(records, 2)}\n`);
  } else {
    const style = styleFor(context.env, context.stdout);
    const width = terminalWidth(context.stdout, context.env);
    context.stdout.write(records.length === 0 ? style.dim('(no records)\n') : renderTable(records, { width, style }));
    if (footer !== null) context.stdout.write(`${style.dim(footer)}\n`);
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

/** Every page of the query: NDJSON streamed as pages arrive, other formats once all are in. */
async function writeAll(context: CliContext, format: Format, builder: LooseQuery, resource: ResourceName) {
  const progress = progressBar(context.stderr, resource);
  const collected: unknown[] = [];
  let count = 0;
  let total: number | null = null;
  for await (const page of builder.pages()) {
    count += page.data.length;
    total = page.pager.total;
    if (format === 'ndjson') {
      progress.finish(); // no bar in the middle of a record on a shared terminal
      writeRecords(context, format, page.data, null);
    } else collected.push(...page.data);
    progress.update(count, total);
  }
  progress.finish();
  if (format !== 'ndjson') writeRecords(context, format, collected, footerOf(count, total));
}

/** `3 records`, or `3 of 32 records` when the service says there are more. */
function footerOf(shown: number, total: number | null): string {
  const noun = (total ?? shown) === 1 ? 'record' : 'records';
  return total === null || total === shown ? `${shown} ${noun}` : `${shown} of ${total} ${noun}`;
}

/** `huddle query`. */
export const queryCommand = defineCommand({
  name: 'query',
  summary: 'run a query through the client (against the built-in mock, or --base-url)',
  help,
  options,
  positionals: 2,
  async run(context, parsed) {
    const values = parsed.values as Values;
    const [name, id] = parsed.positionals;
    if (name === undefined) {
      throw new CliError(`huddle query: name a resource (resources: ${Object.keys(resources).join(', ')})`);
    }
    const resource = resourceNamed('query', name);
    if (id !== undefined) checkById(resource, values);
    const format = formatOf(values, context);
    // Read what can be wrong before anything starts: the parsers point at the problem.
    if (values.fs !== undefined) parseFields(values.fs);
    if (values.s !== undefined) parseQuery(values.s);
    const baseUrl = values['base-url'];
    if (baseUrl !== undefined) {
      if (!URL.canParse(baseUrl))
        throw new CliError(`huddle query: --base-url must be an absolute URL, got '${baseUrl}'`);
      if (values.seed !== undefined || values.seasons !== undefined) {
        throw new CliError(
          'huddle query: --seed and --seasons shape the built-in mock; they do not apply with --base-url',
        );
      }
    }
    const dataset = datasetOptions('query', values);

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
      if (values.all === true) await writeAll(context, format, builder, resource);
      else {
        const { data, pager } = await builder.list();
        writeRecords(context, format, data, footerOf(data.length, pager.total));
      }
      return 0;
    } finally {
      await mock?.close();
    }
  },
});
