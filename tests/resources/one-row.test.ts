/**
 * Adding an endpoint means adding one row (and, beside it, its line of docs and its sub-collection
 * filters). A throwaway `widgets` row is added to the table here, with its schema beside the others and its field tree derived
 * from that schema (what `npm run generate` would write), and every layer built from the table serves it: the client,
 * the standalone builder, the msw handlers, the `node:http` server, the JSON Schemas and the
 * OpenAPI document.
 */
import { validate } from '@readme/openapi-parser';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { componentSchemas, openApiDocument } from '../../scripts/openapi.ts';
import { HttpError } from '../../src/errors/http-error.ts';
import { QueryError, UnknownFieldError } from '../../src/errors/query-error.ts';
import { createClient } from '../../src/index.ts';
import { createMockApi } from '../../src/mock/msw.ts';
import { startMockServer } from '../../src/mock/server/index.ts';
import { resourceSchemas } from '../../src/model/resources.ts';
import { query } from '../../src/query/query.ts';
import { fieldTreeOf } from '../../src/resources/field-trees.ts';
import { resourceNames, resources } from '../../src/resources/resource-table.ts';

// The row's sub-collection filters, in their table beside the rows (which the row takes them from):
// added to the table object itself, so that what reads it (`subQueriesOf`) sees them too.
vi.mock('../../src/resources/sub-queries.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/resources/sub-queries.ts')>();
  const widgets = [
    { collection: 'parts', keys: ['parts'], placement: 'beside-query' },
    { collection: 'sales.monthly', keys: ['$sales', '$monthly'], placement: 'beside-query' },
  ];
  Object.assign(original.subQueryTable, { widgets });
  return original;
});

vi.mock('../../src/resources/resource-table.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/resources/resource-table.ts')>();
  const { subQueryTable } = await import('../../src/resources/sub-queries.ts');
  const widgets = {
    paths: ['/widgets'],
    byIdPath: '/widgets/{id}',
    envelope: 'envelope',
    contentListWhen: null,
    defaultFields: ['id', 'name'],
    subQueries: (subQueryTable as unknown as Record<string, unknown>).widgets,
  };
  const resources = { ...original.resources, widgets };
  const resourceDocs = {
    ...original.resourceDocs,
    widgets: { description: 'Widgets: a row added by a test.', filterHints: ['size'] },
  };
  return { ...original, resources, resourceDocs, resourceNames: Object.keys(resources) };
});

vi.mock('../../src/model/resources.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/model/resources.ts')>();
  const z = await import('zod/mini');
  const { record } = await import('../../src/model/common.ts');
  const WidgetSchema = record({
    id: z.string(),
    name: z.string(),
    size: z.int(),
    parts: z.array(record({ name: z.string(), weight: z.number() })),
    sales: record({ monthly: z.array(record({ month: z.int(), sold: z.int() })) }),
  });
  return { ...original, resourceSchemas: { ...original.resourceSchemas, widgets: WidgetSchema } };
});

// What `npm run generate` would write from the table and the schemas, both mocked above.
vi.mock('../../src/resources/field-trees.generated.ts', async () => {
  const { fieldTreeFacts } = await import('../../scripts/field-trees.ts');
  return fieldTreeFacts();
});

// And the validators it would write from the schemas, loaded from a file as the build loads them.
vi.mock('../../src/model/validators.generated.ts', async () => {
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { modelValidatorsModule } = await import('../../scripts/validators.ts');
  const file = join(mkdtempSync(join(tmpdir(), 'huddle-one-row-')), 'validators.generated.ts');
  writeFileSync(file, modelValidatorsModule(new URL('../../src/model/refinements.ts', import.meta.url).pathname));
  return import(file);
});

type Json = { [key: string]: unknown };

/** What these tests call on a builder of a resource the types do not know. */
interface LooseBuilder {
  select(fields: string): LooseBuilder;
  where(path: string, ...operands: unknown[]): LooseBuilder;
  filter(collection: string, build: (filter: LooseBuilder) => LooseBuilder): LooseBuilder;
  sort(path: string, direction?: 'asc' | 'desc'): LooseBuilder;
  toParams(): { fs?: string; s?: string };
}
/** And on a client's resource. */
interface LooseResource extends LooseBuilder {
  select(fields: string): LooseResource;
  where(path: string, ...operands: unknown[]): LooseResource;
  filter(collection: string, build: (filter: LooseBuilder) => LooseBuilder): LooseResource;
  sort(path: string, direction?: 'asc' | 'desc'): LooseResource;
  list(): Promise<{ data: Json[]; pager: { total: number | null } }>;
  get(id: string, options?: { fs?: string }): Promise<Json>;
}

const sales = (...sold: number[]) => ({ monthly: sold.map((count, index) => ({ month: index + 1, sold: count })) });
const widgetRecords = [
  {
    id: 'w1',
    name: 'Sprocket',
    size: 3,
    parts: [
      { name: 'gear', weight: 2 },
      { name: 'axle', weight: 7 },
    ],
    sales: sales(4, 12),
  },
  { id: 'w2', name: 'Flange', size: 5, parts: [{ name: 'bolt', weight: 1 }], sales: sales(30, 2, 11) },
  { id: 'w 3', name: 'Grommet', size: 1, parts: [], sales: sales() },
];
/** A dataset with widgets and nothing else: every resource of the table, empty but for widgets. */
const dataset = () =>
  Object.fromEntries(resourceNames.map((name) => [name, (name as string) === 'widgets' ? widgetRecords : []])) as never;

const widgetsOf = (client: unknown) => (client as { widgets: LooseResource }).widgets;
const looseQuery = query as unknown as (name: string) => LooseBuilder;

it('the row, its schema and its field tree are in place (the mocks took)', () => {
  expect(resourceNames).toContain('widgets');
  expect(Object.keys(resources)).toContain('widgets');
  expect(Object.keys(resourceSchemas)).toContain('widgets');
  expect(fieldTreeOf('widgets' as never)).toMatchObject({
    size: 'number',
    parts: { weight: 'number' },
  });
});

describe('the standalone builder', () => {
  it("checks paths against the row's field tree and places its sub-query", () => {
    const params = looseQuery('widgets')
      .select('id,parts{name}')
      .where('size', '$gt', 2)
      .filter('parts', (part) => part.where('weight', '$lt', 5))
      .sort('name', 'desc')
      .toParams();
    expect(params).toEqual({
      fs: 'id,parts{name}',
      s: '{"$query":{"size":{"$gt":2}},"parts":{"$query":{"weight":{"$lt":5}}},"$sort":{"name":-1}}',
    });
    expect(
      looseQuery('widgets')
        .filter('sales.monthly', (month) => month.where('sold', '$gt', 10))
        .toParams(),
    ).toEqual({
      s: '{"$sales":{"$monthly":{"$query":{"sold":{"$gt":10}}}}}',
    });
    expect(() => looseQuery('widgets').where('colour', 'red')).toThrow(UnknownFieldError);
    expect(() => looseQuery('widgets').select('id,colour')).toThrow(UnknownFieldError);
    expect(() => looseQuery('widgets').filter('bolts', (bolt) => bolt.where('name', 'x'))).toThrow(QueryError);
  });
});

describe('the client and the msw handlers', () => {
  const baseUrl = 'https://api.widgets.test';
  const api = createMockApi({ baseUrl, dataset: dataset() });
  const server = setupServer(...api.handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());
  const widgets = widgetsOf(createClient({ baseUrl, retry: 0 }));

  it("lists widgets in the row's envelope, with the row's default fields", async () => {
    const { data, pager } = await widgets.list();
    expect(data).toEqual(widgetRecords.map(({ id, name }) => ({ id, name })));
    expect(pager.total).toBe(3);
  });

  it('answers fs and s: filter, sort, and the sub-query of the row', async () => {
    const { data } = await widgets
      .select('id,parts')
      .where('size', '$gt', 2)
      .filter('parts', (part) => part.where('weight', '$lt', 5))
      .sort('size', 'desc')
      .list();
    expect(data).toEqual([
      { id: 'w2', parts: [{ name: 'bolt', weight: 1 }] },
      { id: 'w1', parts: [{ name: 'gear', weight: 2 }] },
    ]);
  });

  it('answers a sub-query under nested `$` keys, as the row names them', async () => {
    const { data } = await widgets
      .select('id,sales')
      .filter('sales.monthly', (month) => month.where('sold', '$gt', 10))
      .list();
    expect(data).toEqual([
      { id: 'w1', sales: { monthly: [{ month: 2, sold: 12 }] } },
      {
        id: 'w2',
        sales: {
          monthly: [
            { month: 1, sold: 30 },
            { month: 3, sold: 11 },
          ],
        },
      },
      { id: 'w 3', sales: { monthly: [] } },
    ]);
  });

  it('gets one widget by id at the by-id path, with the default fields unless fs says, and 404s an unknown one', async () => {
    expect(await widgets.get('w 3', { fs: 'id,size' })).toEqual({ id: 'w 3', size: 1 });
    expect(await widgets.get('w1')).toEqual({ id: 'w1', name: 'Sprocket' });
    await expect(widgets.get('w9')).rejects.toBeInstanceOf(HttpError);
  });

  it('validates widget records with the row’s schema', async () => {
    api.replace({ widgets: [{ id: 'w1', name: 'Sprocket', size: 'large' }] } as never);
    await expect(widgets.get('w1', { fs: 'size' })).rejects.toThrow(/size/);
    api.reset();
  });
});

describe('the node:http server', () => {
  let mock: Awaited<ReturnType<typeof startMockServer>>;
  beforeAll(async () => {
    mock = await startMockServer({ dataset: dataset() });
  });
  afterAll(() => mock.close());

  it('routes the list path and the by-id path of the row', async () => {
    const list = await fetch(`${mock.url}/widgets?fs=id&s=${encodeURIComponent('{"$query":{"size":5}}')}`);
    expect(list.status).toBe(200);
    expect(await list.json()).toMatchObject({ pager: { total: 1 }, data: [{ id: 'w2' }] });
    const one = await fetch(`${mock.url}/widgets/w%203?fs=name`);
    expect(await one.json()).toEqual({ name: 'Grommet' });
    expect((await fetch(`${mock.url}/widgets?fs=id{`)).status).toBe(400);
  });

  it('serves a client', async () => {
    const widgets = widgetsOf(createClient({ baseUrl: mock.url, retry: 0 }));
    expect((await widgets.where('size', '$lt', 4).list()).data.map((widget) => widget.id)).toEqual(['w1', 'w 3']);
  });
});

describe('the JSON Schemas and the OpenAPI document', () => {
  it("give the row's records a schema", () => {
    const schemas = componentSchemas(resourceNames);
    expect(schemas.widgets).toMatchObject({
      type: 'object',
      properties: {
        id: expect.any(Object),
        name: expect.any(Object),
        size: expect.any(Object),
        parts: expect.any(Object),
      },
    });
  });

  it("describe the row's paths, its `s` and its answers, and stay valid", async () => {
    const document = openApiDocument();
    const paths = document.paths as Record<string, { get: Json }>;
    expect(paths['/widgets']?.get).toMatchObject({
      operationId: 'listWidgets',
      description: 'When `fs` is omitted: id, name.',
      responses: { '200': { content: { 'application/json': { schema: { required: ['pager', 'data'] } } } } },
    });
    expect(JSON.stringify(paths['/widgets']?.get.parameters)).toContain(
      '"parts":{"$ref":"#/components/schemas/SubQuery"}',
    );
    expect(paths['/widgets/{id}']?.get).toMatchObject({
      operationId: 'getWidgetsById',
      responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/widgets' } } } } },
    });
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid).toBe(true);
  });
});
