import { readFileSync } from 'node:fs';
import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { openApiDocument, openApiJson } from '../../scripts/openapi.ts';
import { createDataset } from '../../src/league/index.ts';
import { createEngine } from '../../src/mock/engine/index.ts';
import { pushRoute, resourceNames, resources } from '../../src/resources/resource-table.ts';

type Json = { [key: string]: unknown };

const file = new URL('../../docs/openapi.json', import.meta.url);
/** A fresh copy each time: the validator dereferences what it is given in place. */
const readDocument = () => JSON.parse(readFileSync(file, 'utf8')) as Json;
const document = readDocument();

/** The value a local `$ref` (`#/components/schemas/games`) points to, or `undefined`. */
function resolve(root: unknown, ref: string): unknown {
  const pointer = ref.replace(/^#\//, '').split('/');
  return pointer.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object'
        ? (node as Json)[key.replaceAll('~1', '/').replaceAll('~0', '~')]
        : undefined,
    root,
  );
}

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === '$ref' && typeof item === 'string' ? [item] : refsIn(item),
  );
}

const operation = (path: string, method = 'get') => (document.paths as Record<string, Json>)[path]?.[method] as Json;
function sParameter(path: string): Json {
  const s = (operation(path).parameters as Json[]).find((parameter) => parameter.name === 's');
  if (s === undefined) throw new Error(`${path} has no s`);
  return s;
}

describe('docs/openapi.json', () => {
  it('is what the table derives now (npm run generate writes it)', () => {
    expect(readFileSync(file, 'utf8')).toBe(openApiJson());
  });

  it('is a valid OpenAPI 3.1 document for @readme/openapi-parser, with no warnings', async () => {
    const result = await validate(readDocument() as Parameters<typeof validate>[0]);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(result.warnings).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
  });

  it('has every $ref resolve inside the document, and no component is left unused', () => {
    const refs = new Set(refsIn(document));
    for (const ref of refs) expect(resolve(document, ref), ref).toBeDefined();
    const components = document.components as Record<string, Json>;
    const declared = Object.entries(components)
      .filter(([kind]) => kind !== 'securitySchemes')
      .flatMap(([kind, entries]) => Object.keys(entries).map((name) => `#/components/${kind}/${name}`));
    expect(declared.filter((ref) => !refs.has(ref))).toEqual([]);
  });

  it('has a GET for every path of every row, and nothing else besides the push call', () => {
    const expected = resourceNames.flatMap((name) => {
      const { paths, byIdPath } = resources[name];
      return [...paths, ...(byIdPath === null ? [] : [byIdPath])];
    });
    expect(Object.keys(document.paths as Json).sort()).toEqual([...expected, pushRoute.path].sort());
    for (const path of expected) expect(operation(path), path).toBeDefined();
  });

  it('gives every list path `fs` and a JSON-encoded `s`, and every by-id path a required `id`', () => {
    for (const name of resourceNames) {
      const { paths, byIdPath } = resources[name];
      for (const path of paths) {
        const parameters = operation(path).parameters as Json[];
        expect(parameters).toContainEqual({ $ref: '#/components/parameters/fs' });
        const s = parameters.find((parameter) => parameter.name === 's');
        expect(s).toMatchObject({ in: 'query', content: { 'application/json': { schema: expect.any(Object) } } });
      }
      if (byIdPath !== null) {
        const parameters = operation(byIdPath).parameters as Json[];
        expect(parameters).toContainEqual({ name: 'id', in: 'path', required: true, schema: { type: 'string' } });
        expect(parameters.some((parameter) => parameter.name === 's')).toBe(false);
        expect(
          resolve(
            document,
            `#/paths/${byIdPath.replaceAll('/', '~1')}/get/responses/200/content/application~1json/schema`,
          ),
        ).toEqual({
          $ref: `#/components/schemas/${name}`,
        });
      }
    }
    expect(resolve(document, '#/components/parameters/fs')).toMatchObject({ name: 'fs', in: 'query' });
  });

  it('puts each sub-query of the table in `s` where the table places it', () => {
    const sSchema = (path: string) => (sParameter(path).content as Json)['application/json'] as Json;
    expect(sSchema('/games')).toMatchObject({
      schema: { allOf: [{ $ref: '#/components/schemas/Query' }, { properties: { drives: expect.any(Object) } }] },
    });
    expect(sSchema('/persons')).toMatchObject({
      schema: {
        allOf: [
          expect.any(Object),
          {
            properties: {
              $playerStats: { properties: { $seasonStats: expect.any(Object), $teamStats: expect.any(Object) } },
            },
          },
        ],
      },
    });
    expect(sParameter('/teams').description).toContain('`standings: { $query }` inside `$query`');
    expect(sSchema('/audios')).toEqual({ schema: { $ref: '#/components/schemas/Query' } });
  });

  it('describes the PUT groups call with its body, bearer auth, 202, 400, 401 and 415', () => {
    const push = operation(pushRoute.path, 'put');
    expect(push.security).toEqual([{ bearerAuth: [] }]);
    expect(resolve(document, '#/components/securitySchemes/bearerAuth')).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(Object.keys(push.responses as Json).sort()).toEqual(['202', '400', '401', '415']);
    expect(push.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { required: ['groups'], properties: { groups: { type: 'array' } } } } },
    });
    const names = (push.parameters as Json[]).map((parameter) => [parameter.name, parameter.in, parameter.required]);
    expect(names).toEqual([
      ['appName', 'path', true],
      ['deviceId', 'path', true],
    ]);
    // The query endpoints need no token: the spec documents none for them.
    for (const name of resourceNames) expect(operation(resources[name].paths[0]).security).toBeUndefined();
  });
});

/**
 * The document checked against what the mock answers: every body the engine sends is accepted by
 * the schema the document gives its status, read back into zod by `z.fromJSONSchema`.
 */
describe('the document against the mock', () => {
  const doc = openApiDocument();
  const components = (doc.components as { schemas: Json }).schemas;
  /** A schema of the document as a standalone JSON Schema: components become `$defs`. */
  const standalone = (schema: unknown) => {
    const text = JSON.stringify({ ...(schema as Json), $defs: components }).replaceAll(
      '"#/components/schemas/',
      '"#/$defs/',
    );
    return z.fromJSONSchema(JSON.parse(text));
  };
  const responseSchema = (path: string, method: string, status: number) => {
    let response = (operation(path, method).responses as Json)[String(status)] as Json;
    if (typeof response.$ref === 'string') response = resolve(doc, response.$ref) as Json;
    return standalone(((response.content as Json)['application/json'] as Json).schema);
  };

  const engine = createEngine({ dataset: createDataset(), baseUrl: 'https://api.test' });
  const get = (path: string, search: Record<string, string> = {}) => {
    const url = new URL(`https://api.test${path}`);
    for (const [key, value] of Object.entries(search)) url.searchParams.set(key, value);
    return engine.answer({ method: 'GET', url });
  };
  const accepted = (path: string, method: string, answer: { status: number; body?: unknown }) => {
    const result = responseSchema(path, method, answer.status).safeParse(answer.body);
    return result.success ? 'accepted' : z.prettifyError(result.error);
  };

  it.each(resourceNames)('%s: its list answers match the document, in every envelope shape', (name) => {
    const { paths, byIdPath, contentListWhen, envelope } = resources[name];
    for (const path of paths) expect(accepted(path, 'get', get(path, { s: '{"$take":3}' })), path).toBe('accepted');
    if (contentListWhen !== null) {
      const game = engine.answer({ method: 'GET', url: new URL('https://api.test/games?fs=id&s={"$take":1}') })
        .body as { id: string }[];
      const answer = get(paths[0], { s: JSON.stringify({ $query: { [contentListWhen]: game[0]?.id } }) });
      expect(answer.body).toMatchObject({ type: 'CONTENT_LIST' });
      expect(accepted(paths[0], 'get', answer)).toBe('accepted');
    }
    if (envelope === 'record-or-envelope') {
      const all = get(paths[0], { s: '{"$take":1}', fs: 'id' }).body as { data: { id: string }[] };
      const answer = get(paths[0], { s: JSON.stringify({ $query: { id: all.data[0]?.id } }) });
      expect(Array.isArray((answer.body as Json).data)).toBe(false);
      expect(accepted(paths[0], 'get', answer)).toBe('accepted');
    }
    if (byIdPath !== null) {
      const list = get(paths[0], { s: '{"$take":1}', fs: 'id' }).body as { data: { id: string }[] };
      const path = byIdPath.replace('{id}', encodeURIComponent(list.data[0]?.id ?? ''));
      expect(accepted(byIdPath, 'get', get(path))).toBe('accepted');
      expect(accepted(byIdPath, 'get', get(byIdPath.replace('{id}', 'no-such-id')))).toBe('accepted');
    }
  });

  it('refuses bodies in another envelope, or with records of the wrong shape', () => {
    const refused = (path: string, body: unknown) => !responseSchema(path, 'get', 200).safeParse(body).success;
    const pager = { total: 1, limit: 1, offset: 0, self: 'x', next: null, previous: null };
    expect(refused('/teams', [])).toBe(true);
    expect(refused('/teams', { pager, data: [{ id: 5 }] })).toBe(true);
    expect(refused('/teams', { pager, data: [{ id: 'NE' }] })).toBe(false);
    expect(refused('/playerSeasonStats', { pager, data: [] })).toBe(true);
    expect(refused('/playerSeasonStats', { playerSeasonStats: { pager, data: [] } })).toBe(false);
    expect(refused('/games', [{ gameTime: 'Sunday' }])).toBe(true);
    expect(refused('/games', [{ gameTime: '2024-09-08T13:00:00-04:00' }])).toBe(false);
    expect(refused('/videos', { type: 'CONTENT_LIST', items: [] })).toBe(true);
    expect(refused('/teams/{id}', { pager, data: [] })).toBe(false); // a record keeps unknown fields
    expect(refused('/teams/{id}', { abbr: 5 })).toBe(true);
  });

  it('matches the 400s the mock answers for a malformed `fs` and `s`', () => {
    for (const search of [{ fs: 'id{' }, { s: '{"$take":' }, { s: '{"$sort":{"id":2}}' }]) {
      const answer = get('/teams', search);
      expect(answer.status).toBe(400);
      expect(accepted('/teams', 'get', answer)).toBe('accepted');
    }
    // A schema that accepts anything proves nothing: a body of another shape is refused.
    expect(responseSchema('/teams', 'get', 400).safeParse({ error: 'NOT_FOUND', message: 'x' }).success).toBe(false);
  });

  it('matches the push answers of the mock: 202, 400, 401 and 415, none with a body (spec: "400 Bad Request, no body")', () => {
    const url = new URL(`https://api.test${pushRoute.path.replace('{appName}', 'app').replace('{deviceId}', 'd1')}`);
    const put = (body: unknown, headers: Record<string, string> = { authorization: 'Bearer t' }) =>
      engine.answer({ method: 'PUT', url, body, headers: new Headers(headers) });
    const groups = ['breakingNews', 'teamAlertNews_NE', 'relationalAlertGameOvertimeKC'];
    expect(put({ groups })).toEqual({ status: 202 });
    const refused = [
      put({ groups: ['nope'] }),
      put({ group: groups }),
      put({ groups }, {}),
      put({ groups }, { authorization: 'Bearer t', 'content-type': 'text/plain' }),
    ];
    expect(refused.map(({ status }) => status)).toEqual([400, 400, 401, 415]);
    for (const answer of refused) {
      const documented = (operation(pushRoute.path, 'put').responses as Json)[String(answer.status)] as Json;
      expect(answer.body).toBeUndefined();
      expect(documented.content).toBeUndefined();
      expect(Object.keys(documented.headers as Json)).toEqual(['x-huddle-reason']);
      expect(Object.keys(answer.headers ?? {})).toEqual(['x-huddle-reason']);
    }
  });

  it('accepts the group names the service knows in the push body, and refuses others', () => {
    const body = standalone(
      (((operation(pushRoute.path, 'put').requestBody as Json).content as Json)['application/json'] as Json).schema,
    );
    expect(
      body.safeParse({ groups: ['breakingNews', 'teamAlertNews_NE', 'relationalAlertGameOvertimeKC'] }).success,
    ).toBe(true);
    expect(body.safeParse({ groups: ['teamAlertNews_ne'] }).success).toBe(false);
    expect(body.safeParse({ groups: ['nope'] }).success).toBe(false);
    expect(body.safeParse({}).success).toBe(false);
  });
});
