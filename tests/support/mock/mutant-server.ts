/**
 * Mutant servers: the mock behind a `node:http` proxy that breaks one rule of the contract, to
 * prove `verifyService` catches each break on its own rule. One row per mutant; the rule each
 * breaks is typed, so a renamed rule fails to compile here.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RuleName } from '../../../src/contract/index.ts';
import { type MockServer, startMockServer } from '../../../src/mock/server/index.ts';
import { parseFields } from '../../../src/query/parse-fields.ts';
import { formatFields } from '../../../src/query/selection.ts';
import { isFieldKind } from '../../../src/resources/field-kinds.ts';
import { fieldTreeOf } from '../../../src/resources/field-trees.ts';
import { type ResourceName, resources } from '../../../src/resources/resource-table.ts';
import { createRouter } from '../../../src/resources/router.ts';
import { isEnvelope, isRecord } from '../../../src/untyped-values.ts';

/** The query of a request: its `fs` and its `s`, parsed. */
interface QueryParts {
  fs: string | null;
  s: Record<string, unknown> | null;
}

/** What a mutant may change: the request before the mock sees it, the answer after. */
interface Mutant {
  readonly breaks: RuleName;
  /** What it does, for the test's name. */
  readonly does: string;
  /** Rewrites `s` (parsed) or `fs` of a query. */
  readonly query?: (parts: QueryParts) => void;
  /** Rewrites the answer of a list or by-id query (parsed JSON). */
  readonly answer?: (resource: ResourceName, body: unknown, byId: boolean, query: QueryParts) => unknown;
  /** Rewrites the status of the push call. */
  readonly pushStatus?: (status: number) => number;
  /** Rewrites the body of the push call's answer (`''` when it has none). */
  readonly pushBody?: (status: number, text: string) => string;
  /** Rewrites the text of a list or by-id query's 200 answer, after `answer`: what no `JSON.stringify` would write. */
  readonly text?: (resource: ResourceName, text: string) => string;
}

/** `fs` with `division` asked field by field where it was selected whole: the object comes back in its place. */
function divisionByFields(fs: string): string {
  const selection = parseFields(fs);
  const node = fieldTreeOf('teams').division;
  if (node === undefined || typeof node !== 'object' || isFieldKind(node)) return fs;
  const subFields = parseFields(Object.keys(node).join(','));
  return formatFields({
    ...selection,
    fields: selection.fields.map((field) =>
      field.name === 'division' && field.children === null ? { ...field, children: subFields } : field,
    ),
  });
}

/** A pager of one item. */
const PAGER_OF_ONE = { previous: null, self: null, next: null, limit: 1, offset: 0, total: 1 };

/** `$in` taken out of every condition of a `$query`, through `$or`, `$and` and sub-queries. */
function dropIn(query: unknown): void {
  if (Array.isArray(query)) {
    for (const item of query) dropIn(item);
    return;
  }
  if (!isRecord(query)) return;
  const record = query as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (!isRecord(value)) {
      dropIn(value);
      continue;
    }
    if (Object.hasOwn(value, '$in')) {
      delete (value as Record<string, unknown>).$in;
      if (Object.keys(value).length === 0) delete record[key];
    } else dropIn(value);
  }
}

/** The first scalar field of a resource's tree, after `id`: the one the off-model mutant spoils. */
function spoiledField(resource: ResourceName): { name: string; kind: string } | null {
  for (const [name, node] of Object.entries(fieldTreeOf(resource))) {
    if (name !== 'id' && isFieldKind(node) && node !== 'any') return { name, kind: node };
  }
  return null;
}

/** A value of another kind than the model's. */
const OFF_MODEL: Readonly<Record<string, unknown>> = {
  string: 7,
  number: 'seven',
  boolean: 'yes',
  timestamp: 'not a time',
};

/** The records of an answer: the one record asked by id, or those of the resource's envelope. */
function eachRecord(
  resource: ResourceName,
  body: unknown,
  byId: boolean,
  change: (record: Record<string, unknown>) => void,
): void {
  let records: unknown[] = [];
  if (byId || (isRecord(body) && !isEnvelope(body) && resources[resource].envelope === 'record-or-envelope')) {
    records = [body];
  } else if (Array.isArray(body)) records = body;
  else if (isEnvelope(body)) records = body.data;
  else if (isRecord(body) && isEnvelope(body[resource])) records = (body[resource] as { data: unknown[] }).data;
  else if (isRecord(body) && isEnvelope(body.items)) records = body.items.data;
  for (const record of records) if (isRecord(record)) change(record as Record<string, unknown>);
}

/** Every mutant, by name. */
export const mutants = {
  'ignores-skip': {
    breaks: 'paging',
    does: 'ignores $skip',
    query: ({ s }) => {
      if (s !== null) delete s.$skip;
    },
  },
  'sorts-one-key-wrong': {
    breaks: 'sort',
    does: 'sorts the last of several $sort keys the wrong way',
    query: ({ s }) => {
      const sort = s?.$sort;
      if (!isRecord(sort)) return;
      const keys = Object.keys(sort);
      const last = keys.at(-1);
      if (keys.length >= 2 && last !== undefined) (sort as Record<string, unknown>)[last] = -(sort[last] as number);
    },
  },
  'leaks-unselected-field': {
    breaks: 'selection',
    does: 'returns id when fs does not select it',
    query: (parts) => {
      if (parts.fs !== null && !parseFields(parts.fs).fields.some((field) => field.name === 'id')) parts.fs += ',id';
    },
  },
  'drops-in': {
    breaks: 'filter',
    does: 'drops every $in condition',
    query: ({ s }) => {
      if (s !== null) dropIn(s.$query);
    },
  },
  'breaks-envelope': {
    breaks: 'envelope',
    does: 'answers a bare list where the table has an envelope, and an envelope without its key',
    answer: (resource, body, byId) => {
      if (byId) return body;
      const kind = resources[resource].envelope;
      if (kind === 'keyed-envelope' && isRecord(body)) return body[resource];
      if (kind !== 'list' && isEnvelope(body)) return body.data;
      if (kind === 'content-list' && isRecord(body) && isEnvelope(body.items)) return body.items.data;
      return body;
    },
  },
  'off-model-value': {
    breaks: 'model',
    does: 'answers a value of another kind in one field of every record',
    answer: (resource, body, byId) => {
      const field = spoiledField(resource);
      if (field !== null) {
        eachRecord(resource, body, byId, (record) => {
          if (Object.hasOwn(record, field.name) && record[field.name] !== null)
            record[field.name] = OFF_MODEL[field.kind];
        });
      }
      return body;
    },
  },
  'drops-a-match': {
    breaks: 'filter',
    does: 'leaves the last record out of a filtered answer that has several',
    answer: (resource, body, byId, { s }) => {
      if (byId || s === null || s.$query === undefined || s.$skip !== undefined) return body;
      const list = Array.isArray(body)
        ? body
        : isEnvelope(body)
          ? body.data
          : isRecord(body) && isEnvelope(body[resource])
            ? (body[resource] as { data: unknown[] }).data
            : isRecord(body) && isEnvelope(body.items)
              ? body.items.data
              : null;
      if (list !== null && list.length >= 2) list.pop();
      return body;
    },
  },
  'groups-200': {
    breaks: 'push',
    does: 'answers 200 to the groups call',
    pushStatus: (status) => (status === 202 ? 200 : status),
  },
  'groups-400-with-body': {
    breaks: 'push',
    does: "answers the groups call's 400 with a JSON body",
    pushBody: (status, text) => (status === 400 && text === '' ? '{"error":"BAD_REQUEST"}' : text),
  },
  'groups-202-with-body': {
    breaks: 'push',
    does: "answers the groups call's 202 with a JSON body",
    pushBody: (status, text) => (status === 202 && text === '' ? '{"accepted":true}' : text),
  },
  'teams-results': {
    breaks: 'envelope',
    does: 'answers /teams with { results: [...] } instead of { pager, data }',
    answer: (resource, body, byId) =>
      resource === 'teams' && !byId && isEnvelope(body) ? { results: body.data } : body,
  },
  'division-object-when-whole': {
    breaks: 'team-forms',
    does: "answers a team's division selected whole as the object it gives sub-selected",
    query: (parts) => {
      if (parts.fs !== null) parts.fs = divisionByFields(parts.fs);
    },
  },
  'standings-always-envelope': {
    breaks: 'team-forms',
    does: "answers a team's standings as an envelope without a sub-query too",
    answer: (resource, body, byId) => {
      if (resource === 'teams') {
        eachRecord(resource, body, byId, (record) => {
          const standings = record.standings;
          if (isRecord(standings) && !isEnvelope(standings))
            record.standings = { pager: PAGER_OF_ONE, data: [standings] };
        });
      }
      return body;
    },
  },
} as const satisfies Record<string, Mutant>;

export type MutantName = keyof typeof mutants;

/** A proxy in front of a mock of its own: its URL, and how to stop both. */
export interface MutantServer {
  readonly url: string;
  close(): Promise<void>;
}

/** What a proxy does besides forwarding: break a rule, answer for the mock, watch requests come and go. */
export interface ProxyOptions {
  readonly mutant?: Mutant;
  /** An answer instead of the mock's (a 429, say), or `null` to forward. */
  readonly intercept?: (request: IncomingMessage) => { status: number; headers?: Record<string, string> } | null;
  /** Told when a request arrives and when its answer has gone. */
  readonly observe?: (event: 'start' | 'end', request: IncomingMessage) => void;
}

/** Starts the mock and a proxy in front of it, both on 127.0.0.1. */
export async function startProxy({ mutant, intercept, observe }: ProxyOptions): Promise<MutantServer> {
  const mock: MockServer = await startMockServer({ port: 0 });
  const router = createRouter({ baseUrl: mock.url });
  const server: Server = createServer(async (request, response) => {
    observe?.('start', request);
    response.on('finish', () => observe?.('end', request));
    const instead = intercept?.(request) ?? null;
    if (instead !== null) {
      response.writeHead(instead.status, instead.headers ?? {});
      response.end();
      return;
    }
    const target = new URL(request.url ?? '/', mock.url);
    const fs = target.searchParams.get('fs');
    const sText = target.searchParams.get('s');
    const parts: QueryParts = { fs, s: sText === null ? null : (JSON.parse(sText) as Record<string, unknown>) };
    mutant?.query?.(parts);
    if (parts.fs !== null) target.searchParams.set('fs', parts.fs);
    if (parts.s !== null) target.searchParams.set('s', JSON.stringify(parts.s));
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const header of ['authorization', 'content-type']) {
      const value = request.headers[header];
      if (typeof value === 'string') headers[header] = value;
    }
    const upstream = await fetch(target, {
      method: request.method ?? 'GET',
      headers,
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    let status = upstream.status;
    let text = await upstream.text();
    const route = router.match(target);
    if (route?.kind === 'push' && mutant?.pushStatus) status = mutant.pushStatus(status);
    if (route?.kind === 'push' && mutant?.pushBody) text = mutant.pushBody(status, text);
    if ((route?.kind === 'list' || route?.kind === 'byId') && status === 200 && mutant?.answer) {
      text = JSON.stringify(mutant.answer(route.resource, JSON.parse(text), route.kind === 'byId', parts));
    }
    if ((route?.kind === 'list' || route?.kind === 'byId') && status === 200 && mutant?.text) {
      text = mutant.text(route.resource, text);
    }
    response.writeHead(status, text === '' ? {} : { 'content-type': 'application/json' });
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mock.close();
    },
  };
}

/** Starts the mock and a mutant in front of it. */
export const startMutant = (name: MutantName): Promise<MutantServer> => startProxy({ mutant: mutants[name] });
