/**
 * `huddle query`'s declaration: its arguments, options and help. The resources come from the
 * library's resource table, restated in library-names.ts.
 */
import { declareCommand } from '../../core/define-command.js';
import { datasetDeclarations } from '../../shared/dataset-options.js';
import { resourceNames, resourcesById } from '../../shared/library-names.js';

/** What `huddle query` can print. */
const FORMATS = ['table', 'json', 'ndjson'] as const;
/** One of {@link FORMATS}. */
export type Format = (typeof FORMATS)[number];

/** The options of `huddle query`. */
const options = {
  fs: { type: 'string', value: 'FS', description: "field selector, as the service takes it: 'id,homeTeam{abbr}'" },
  s: { type: 'string', value: 'JSON', description: 'the s query as JSON: \'{"$query":{"week.week":3},"$take":5}\'' },
  where: {
    type: 'string',
    value: 'COND',
    repeatable: true,
    description: 'a condition; all apply (the forms are below)',
  },
  sort: {
    type: 'string',
    value: 'PATH[:desc]',
    repeatable: true,
    description: 'sort key, in order; :asc is the default',
  },
  take: { type: 'integer', value: 'N', description: 'at most N records (with --all: the page size)' },
  skip: { type: 'integer', value: 'N', description: 'skip the first N records' },
  all: { type: 'boolean', description: "every page, through the client's pages() (progress on a terminal's stderr)" },
  format: {
    type: 'string',
    value: 'F',
    choices: FORMATS,
    description: 'table, json or ndjson (default: table on a terminal, json when piped, ndjson for --all piped)',
  },
  json: { type: 'boolean', description: 'the same as --format json' },
  'base-url': { type: 'string', value: 'URL', description: 'the service to query (default: the built-in mock)' },
  token: { type: 'string', value: 'T', description: 'bearer token, sent with every request' },
  seed: { ...datasetDeclarations.seed, description: "seed of the built-in mock's dataset (default 1)" },
  seasons: { ...datasetDeclarations.seasons, description: "seasons of the built-in mock's dataset (default 1)" },
} as const;

/** `huddle query`. */
export const queryDeclaration = declareCommand({
  name: 'query',
  summary: 'run a query through the client (against the built-in mock, or --base-url)',
  description: `
Resources: ${resourceNames.join(', ')}.
With an id, fetches that one record (${resourcesById.join(', ')} have the by-id form).

Without --base-url, the query runs against the mock service (the one huddle mock
serves), started on a free loopback port for the call: it works offline.`,
  positionals: [{ name: 'resource', required: true }, { name: 'id' }],
  options,
  notes: `
A --where condition is one of:
  path=value            equals (value: a JSON number, true, false, null or
                        "quoted string", else the text as written); also ==
  path>=value           also <=, > and <
  'path in a,b,c'       one of the values

--where and --sort paths, and the values of --where and --s, are checked against
the resource's model (week.week takes a number, homeTeam.abbr a string); --fs and
--s are read by the library's parsers, which point at what is wrong.`,
  examples: [
    "huddle query games --take 3 --fs 'id,homeTeam{abbr},visitorTeam{abbr}'",
    "huddle query games --where week.week=3 --where 'homeTeam.abbr in NE,KC' --sort gameTime:desc",
    'huddle query teams --all --take 10 --format ndjson --fs abbr',
  ],
});
