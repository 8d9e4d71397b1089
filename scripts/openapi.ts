/**
 * The OpenAPI 3.1 document of the service, derived from the resource table (paths, envelopes,
 * sub-queries, filter hints, the push route) and the record schemas (through zod 4's
 * `z.toJSONSchema`). `npm run generate` writes it to docs/openapi.json.
 *
 * Everything is read when a function is called, never at import, so that a test can add a row to
 * the table and see it here.
 */
import * as z from 'zod/mini';
import { PagerSchema } from '../src/model/common.ts';
import { resourceSchemas } from '../src/model/resources.ts';
import { groupKinds, TEAM_ABBREVIATION } from '../src/push/groups.ts';
import { REASON_HEADER } from '../src/resources/reason-header.ts';
import {
  type EnvelopeKind,
  pushRoute,
  type ResourceName,
  type ResourceRow,
  resourceDocs,
  resourceNames,
  resources,
} from '../src/resources/resource-table.ts';

/** A JSON Schema, or any other part of the document, as plain JSON. */
type Json = { [key: string]: unknown };

/** The OpenAPI version written; 3.1.0 is the one every tool of the 3.1 line reads. */
const OPENAPI_VERSION = '3.1.0';

/** Where `$ref`s to the document's schemas point. */
const schemaRef = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });
const parameterRef = (name: string): Json => ({ $ref: `#/components/parameters/${name}` });
const responseRef = (name: string): Json => ({ $ref: `#/components/responses/${name}` });

/** The JSON Schema key under which z.toJSONSchema puts the pieces several registered schemas share. */
const SHARED = '__shared';

/**
 * The record schema of every resource, and the pager, as component schemas: one registry, so that
 * each refers to the others by `$ref`. z.toJSONSchema puts the pieces they share under one
 * `__shared` schema's `$defs`; each becomes a component of its own, as OpenAPI tools expect
 * `#/components/schemas/<name>` and no deeper.
 */
export function componentSchemas(names: readonly ResourceName[] = resourceNames): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const name of names) registry.add(resourceSchemas[name], { id: name });
  registry.add(PagerSchema, { id: 'Pager' });
  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    target: 'draft-2020-12',
    reused: 'ref',
    uri: (id) => `#/components/schemas/${id}`,
  });
  const { [SHARED]: shared, ...registered } = schemas;
  const sharedDefs = (shared?.$defs ?? {}) as Record<string, Json>;
  for (const key of Object.keys(sharedDefs)) {
    if (Object.hasOwn(registered, key)) throw new Error(`A shared schema and a component are both named ${key}`);
  }
  const sharedPrefix = `#/components/schemas/${SHARED}#/$defs/`;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === '$ref' && typeof item === 'string' && item.startsWith(sharedPrefix)
          ? schemaRef(item.slice(sharedPrefix.length)).$ref
          : rewrite(item),
      ]),
    );
  };
  // Each component is part of one document: no dialect or identifier of its own.
  const components = Object.entries({ ...registered, ...sharedDefs }).map(([name, { $schema, $id, ...schema }]) => [
    name,
    rewrite(schema),
  ]);
  return Object.fromEntries(components);
}

/** `games` → `Games`, for operation ids. */
const pascal = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** The `{name}` variables of a path template, in order. */
const pathVariables = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);

const FS_DESCRIPTION =
  'Field selector: comma-separated field names. A field with sub-fields is followed by braces holding its ' +
  'own selector (nesting to any depth); dotted paths are also used (`rightsHolder.contentProvider.name`). ' +
  'Whitespace between items is allowed. Only selected fields are returned; a selected object field with no ' +
  "sub-selector returns its default content. When `fs` is omitted, the resource's default fields are returned.";

const S_DESCRIPTION =
  'JSON query, URL-encoded: `$query` (conditions), `$sort`, `$take`, `$skip`, and filters of embedded ' +
  'lists (`{ $query }`) that filter the list without filtering the records that hold it.';

/** The keys of `s` every list endpoint reads; a resource's sub-queries are added beside them. */
function querySchema(): Json {
  return {
    type: 'object',
    description: S_DESCRIPTION,
    properties: {
      $query: schemaRef('Conditions'),
      $sort: {
        type: 'object',
        description: 'Field path → 1 (ascending) or -1 (descending); several keys sort in the order listed.',
        additionalProperties: { enum: [1, -1] },
      },
      $take: { type: 'integer', minimum: 0, description: 'Return that many records.' },
      $skip: {
        type: 'integer',
        minimum: 0,
        description: 'Skip that many records first; combined with `$take` and `$sort` for paging.',
      },
    },
  };
}

function conditionsSchema(): Json {
  return {
    type: 'object',
    description:
      'Conditions: a dotted field path maps to a value (equality) or to an operator object: `$gt`, `$lt`, ' +
      '`$gte`, `$lte` (comparison), `$in` (array of allowed values, also matching inside embedded lists). ' +
      '`$or` and `$and` hold arrays of condition objects. Several conditions listed together all apply. ' +
      '`$takeLast` (an integer) keeps the last entries of the embedded lists filtered here.',
    properties: {
      $or: { type: 'array', items: schemaRef('Conditions') },
      $and: { type: 'array', items: schemaRef('Conditions') },
      $takeLast: { type: 'integer', minimum: 0 },
    },
  };
}

/**
 * The schema of `s` for one resource: the common keys, and its sub-queries placed beside `$query`
 * under their wire keys (`drives`, `$playerStats.$seasonStats`).
 */
function queryParameterSchema(row: ResourceRow): Json {
  const properties: Json = {};
  for (const { keys } of row.subQueries.filter((subQuery) => subQuery.placement === 'beside-query')) {
    let level = properties;
    for (const key of keys.slice(0, -1)) {
      level[key] ??= { type: 'object', properties: {} };
      level = (level[key] as { properties: Json }).properties;
    }
    level[keys[keys.length - 1] as string] = schemaRef('SubQuery');
  }
  return Object.keys(properties).length === 0
    ? schemaRef('Query')
    : { allOf: [schemaRef('Query'), { type: 'object', properties }] };
}

/** What the description of `s` adds for one resource: where its sub-queries go, what it filters on. */
function queryNotes(name: ResourceName, row: ResourceRow): string {
  const { filterHints } = resourceDocs[name];
  const notes = [S_DESCRIPTION];
  for (const { collection, keys, placement } of row.subQueries) {
    const where = placement === 'inside-query' ? 'inside `$query`' : 'beside `$query`';
    notes.push(`\`${keys.join('.')}: { $query }\` ${where} filters the embedded \`${collection}\`.`);
  }
  if (filterHints.length > 0) {
    notes.push(`Paths the service documents as filterable: ${filterHints.map((path) => `\`${path}\``).join(', ')}.`);
  }
  return notes.join(' ');
}

function envelopeSchema(name: string): Json {
  return {
    type: 'object',
    required: ['pager', 'data'],
    properties: { pager: schemaRef('Pager'), data: { type: 'array', items: schemaRef(name) } },
  };
}

/** How each envelope kind is described: its answer's schema, how it reads in a sentence, and whether it may 404. */
interface EnvelopeDescription {
  readonly schema: (name: ResourceName, row: ResourceRow) => Json;
  readonly words: (name: ResourceName) => string;
  /** Whether a list request may answer 404 (naming one record that is not there). */
  readonly notFound: boolean;
}

/** Every envelope kind's description; the compiler asks for one of each new kind. */
const envelopeSchemas: Record<EnvelopeKind, EnvelopeDescription> = {
  list: {
    schema: (name) => ({
      anyOf: [{ type: 'array', items: schemaRef(name) }, envelopeSchema(name)],
      description: 'A bare list of records (an envelope `{ pager, data }` is read too).',
    }),
    words: () => 'as a bare list',
    notFound: false,
  },
  envelope: { schema: envelopeSchema, words: () => 'in `{ pager, data }`', notFound: false },
  'keyed-envelope': {
    schema: (name) => ({ type: 'object', required: [name], properties: { [name]: envelopeSchema(name) } }),
    words: (name) => `in \`{ ${name}: { pager, data } }\``,
    notFound: false,
  },
  'content-list': {
    schema: (name, row) => ({
      anyOf: [
        envelopeSchema(name),
        {
          type: 'object',
          description: `A content list whose \`items\` is the envelope of the records (filtering on \`${row.contentListWhen}\`).`,
          required: ['items'],
          properties: { type: { const: 'CONTENT_LIST' }, title: { type: 'string' }, items: envelopeSchema(name) },
        },
      ],
    }),
    words: () => 'in `{ pager, data }`, or in a content list',
    notFound: false,
  },
  'record-or-envelope': {
    schema: (name) => ({
      anyOf: [envelopeSchema(name), schemaRef(name)],
      description: 'An envelope of records, or one record by itself when `s` names one by `id`.',
    }),
    words: () => 'in `{ pager, data }`, or the one record named',
    notFound: true,
  },
};

const json = (schema: Json) => ({ 'application/json': { schema } });

function pathParameters(path: string): Json[] {
  return pathVariables(path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
}

function listOperation(name: ResourceName, row: ResourceRow, pathIndex: number): Json {
  const [first] = row.paths;
  const { description } = resourceDocs[name];
  const envelope = envelopeSchemas[row.envelope];
  const defaults = row.defaultFields === null ? '' : ` When \`fs\` is omitted: ${row.defaultFields.join(', ')}.`;
  return {
    operationId: `list${pascal(name)}${pathIndex === 0 ? '' : `Alias${pathIndex}`}`,
    tags: [name],
    summary: pathIndex === 0 ? description : `${description} (the same as ${first})`,
    ...(defaults !== '' && { description: defaults.trim() }),
    parameters: [
      parameterRef('fs'),
      { name: 's', in: 'query', description: queryNotes(name, row), content: json(queryParameterSchema(row)) },
    ],
    responses: {
      '200': {
        description: `The ${name} records that match, ${envelope.words(name)}.`,
        content: json(envelope.schema(name, row)),
      },
      '400': responseRef('BadRequest'),
      ...(envelope.notFound && { '404': responseRef('NotFound') }),
    },
  };
}

function byIdOperation(name: ResourceName, path: string): Json {
  return {
    operationId: `get${pascal(name)}ById`,
    tags: [name],
    summary: `One of ${name} by id: the record itself.`,
    parameters: [...pathParameters(path), parameterRef('fs')],
    responses: {
      '200': { description: `The ${name} record.`, content: json(schemaRef(name)) },
      '400': responseRef('BadRequest'),
      '404': responseRef('NotFound'),
    },
  };
}

/** A group name: a global group, or a team group's prefix and a team abbreviation. */
function groupNameSchema(): Json {
  const kinds = Object.values(groupKinds);
  const global = kinds.filter((kind) => !kind.perTeam).map((kind) => kind.prefix);
  const perTeam = kinds.filter((kind) => kind.perTeam).map((kind) => kind.prefix);
  return {
    description: 'A subscription group: a global group, or a team group followed by a team abbreviation.',
    anyOf: [
      { type: 'string', enum: global },
      { type: 'string', pattern: `^(?:${perTeam.join('|')})${TEAM_ABBREVIATION.source.replace(/^\^/, '')}` },
    ],
  };
}

/** The header in which huddle's mock tells why the push call refused, its answers having no body. */
const reasonHeader: Json = {
  description: "huddle's mock only: why the request was refused, one line of printable ASCII.",
  schema: { type: 'string' },
};

function pushOperation(): Json {
  const descriptions: Record<string, string> = { appName: 'Application name.', deviceId: 'Unique device identifier.' };
  return {
    operationId: 'setDeviceGroups',
    tags: ['push'],
    summary: pushRoute.description,
    security: [{ bearerAuth: [] }],
    parameters: pathParameters(pushRoute.path).map((parameter) => ({
      ...parameter,
      description: descriptions[parameter.name as string],
    })),
    requestBody: {
      required: true,
      content: json({
        type: 'object',
        required: ['groups'],
        properties: {
          groups: {
            type: 'array',
            description: 'The groups the device is subscribed to, all of them.',
            items: schemaRef('GroupName'),
          },
        },
      }),
    },
    // The spec: "`202` Accepted, no body; `400` Bad Request, no body". 401 and 415 are the mock's
    // choices where the spec leaves the conditions open, with no body either.
    responses: {
      '202': { description: "Accepted: the device's groups are the list sent. No body." },
      '400': {
        description: 'The body or a group name is wrong. No body.',
        headers: { [REASON_HEADER]: reasonHeader },
      },
      '401': { description: "No bearer token (huddle's mock). No body.", headers: { [REASON_HEADER]: reasonHeader } },
      '415': {
        description: "A Content-Type other than application/json (huddle's mock). No body.",
        headers: { [REASON_HEADER]: reasonHeader },
      },
    },
  };
}

function badRequestSchema(): Json {
  return {
    type: 'object',
    description: "The service documents no error body for the query endpoints; this is what huddle's mock answers.",
    required: ['error', 'message'],
    properties: {
      error: { const: 'BAD_REQUEST' },
      parameter: { enum: ['fs', 's'], description: 'The parameter at fault, when it is one.' },
      position: { type: 'integer', minimum: 0, description: 'For `fs`: the character where reading stopped.' },
      path: {
        type: 'array',
        items: { type: ['string', 'integer'] },
        description: 'For `s`: the keys and indexes leading to what is wrong.',
      },
      message: { type: 'string', description: 'One line.' },
    },
  };
}

/** The OpenAPI 3.1 document of the service, as a plain object. */
export function openApiDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const name of resourceNames) {
    const row: ResourceRow = resources[name];
    row.paths.forEach((path, index) => {
      paths[path] = { get: listOperation(name, row, index) };
    });
    if (row.byIdPath !== null) paths[row.byIdPath] = { get: byIdOperation(name, row.byIdPath) };
  }
  paths[pushRoute.path] = { [pushRoute.method.toLowerCase()]: pushOperation() };

  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Content query and push notification service',
      version: '1.0.0',
      description:
        "Derived from huddle's resource table by `npm run generate`; do not edit. Query endpoints take `fs` " +
        'and `s`; the push call needs a bearer token (the service documents no authentication for the query ' +
        "endpoints). Error bodies are those of huddle's mock: the service documents none.",
    },
    servers: [
      {
        url: '{base_url}',
        variables: { base_url: { default: 'http://127.0.0.1:4010', description: 'The base address of the service.' } },
      },
    ],
    tags: [
      ...resourceNames.map((name) => ({ name, description: resourceDocs[name].description })),
      { name: 'push', description: 'Push-notification preferences of a device.' },
    ],
    paths,
    components: {
      schemas: {
        ...componentSchemas(),
        Query: querySchema(),
        Conditions: conditionsSchema(),
        SubQuery: {
          type: 'object',
          description: 'Filters an embedded list without filtering the records that hold it.',
          required: ['$query'],
          properties: { $query: schemaRef('Conditions') },
        },
        GroupName: groupNameSchema(),
        BadRequest: badRequestSchema(),
        Error: {
          type: 'object',
          required: ['error', 'message'],
          properties: { error: { type: 'string' }, message: { type: 'string' } },
        },
      },
      parameters: {
        fs: { name: 'fs', in: 'query', description: FS_DESCRIPTION, schema: { type: 'string' } },
      },
      responses: {
        BadRequest: { description: 'A malformed `fs` or `s`.', content: json(schemaRef('BadRequest')) },
        NotFound: { description: 'No record has that id.', content: json(schemaRef('Error')) },
      },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: '`Authorization: Bearer <ACCESS_TOKEN>`.' },
      },
    },
  };
}

/** docs/openapi.json's text. */
export function openApiJson(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}
