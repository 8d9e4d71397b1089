/**
 * Per-resource overrides of the mock (`mock.on('games', handler)`): a test answers one
 * resource's requests itself, with records the engine then serves, or with an answer as is.
 */
import { nameHint } from '../did-you-mean.js';
import { ArgumentError } from '../errors/argument-error.js';
import { HuddleError } from '../errors/huddle-error.js';
import type { Sparse } from '../model/types.js';
import type { QueryNode, SelectionNode } from '../query/nodes.js';
import { parseFields } from '../query/parse-fields.js';
import { parseQuery } from '../query/parse-query.js';
import type { RecordTypes } from '../query/types.js';
import { type ResourceName, resourceNames } from '../resources/resource-table.js';
import type { Route } from '../resources/router.js';
import { createEngine, type MockDataset, type MockRequest, type MockResponse } from './engine/index.js';
import type { Latitude } from './latitude/latitude.js';

/** A request to one resource, as an override's handler reads it. */
export interface OverrideRequest<Name extends ResourceName = ResourceName> {
  /** The resource asked for (`games`). */
  readonly resource: Name;
  /** The whole URL, `fs` and `s` as sent. */
  readonly url: URL;
  /** `s` parsed by huddle's own parser: the filter, sort and paging as query nodes ({@link QueryNode}). */
  readonly query: QueryNode;
  /** `fs` parsed as a selection; `null` when the request has none (the resource's default fields apply). */
  readonly fields: SelectionNode | null;
  /** The path's parameters: `{ id }` for a by-id path (`/teams/{id}`), `{}` for a list. */
  readonly params: { readonly id?: string };
}

/**
 * What an override answers:
 * - records: served for this request as if they were the resource's whole dataset: `s` filters,
 *   sorts and pages them, `fs` projects them, and the answer has the resource's envelope;
 * - a {@link MockResponse} (`{ status, body }`): answered as is;
 * - `undefined`: no answer; the override registered before it, else the dataset, answers.
 */
export type OverrideAnswer<Name extends ResourceName> = readonly Sparse<RecordTypes[Name]>[] | MockResponse | undefined;

/** A handler of one resource's requests. It may be async; what it throws is a 500 of one line. */
export type OverrideHandler<Name extends ResourceName> = (
  request: OverrideRequest<Name>,
) => OverrideAnswer<Name> | Promise<OverrideAnswer<Name>>;

/** The overrides of one mock service. */
export interface Overrides {
  /**
   * Adds a handler for a resource, asked before those added earlier; returns its removal.
   *
   * @throws {@link ArgumentError} naming `resource` for a name that is no resource of the service
   * (`'game'`: did you mean games?), and naming `handler` for one that is no function.
   */
  on<Name extends ResourceName>(resource: Name, handler: OverrideHandler<Name>): () => void;
  /**
   * The answer of the handlers to a request, or `undefined` when none answers (or the request is
   * not theirs). Records a handler returns are varied by the `latitude` given, as the dataset is.
   */
  answer(
    request: MockRequest,
    route: Route,
    baseUrl: string,
    latitude?: Latitude | null,
  ): Promise<MockResponse | undefined>;
  /** Removes every handler. */
  clear(): void;
}

type AnyHandler = (request: OverrideRequest) => unknown;

/** The parsed request, or `null` when `fs` or `s` is malformed: the engine answers that one with its 400. */
function overrideRequest(request: MockRequest, route: Route & { kind: 'list' | 'byId' }): OverrideRequest | null {
  const { searchParams } = request.url;
  const fs = searchParams.get('fs');
  try {
    return {
      resource: route.resource,
      url: request.url,
      query: parseQuery(searchParams.get('s') ?? {}),
      fields: fs === null ? null : parseFields(fs),
      params: route.kind === 'byId' ? { id: route.id } : {},
    };
  } catch (error) {
    if (error instanceof HuddleError) return null;
    throw error;
  }
}

/** Refuses what untyped code may pass to `on`, before a handler that would never be asked is kept. */
function checkOverride(resource: unknown, handler: unknown): void {
  if (typeof resource !== 'string' || !(resourceNames as readonly string[]).includes(resource)) {
    const given = typeof resource === 'string' ? JSON.stringify(resource) : typeof resource;
    const hint = nameHint(typeof resource === 'string' ? resource : '', resourceNames, 'the resources are');
    throw new ArgumentError('resource', `on(${given}): no resource of the service by that name; ${hint}`);
  }
  if (typeof handler !== 'function') {
    throw new ArgumentError('handler', `on(${JSON.stringify(resource)}, …) needs a function, found ${typeof handler}`);
  }
}

/** Creates an empty set of overrides. */
export function createOverrides(): Overrides {
  const handlers = new Map<ResourceName, AnyHandler[]>();
  return {
    on(resource, handler) {
      checkOverride(resource, handler);
      const list = handlers.get(resource) ?? [];
      list.unshift(handler as AnyHandler);
      handlers.set(resource, list);
      return () => {
        const index = list.indexOf(handler as AnyHandler);
        if (index >= 0) list.splice(index, 1);
      };
    },
    clear: () => handlers.clear(),
    async answer(request, route, baseUrl, latitude = null) {
      if ((route.kind !== 'list' && route.kind !== 'byId') || request.method !== 'GET') return undefined;
      const list = handlers.get(route.resource);
      if (list === undefined || list.length === 0) return undefined;
      const parsed = overrideRequest(request, route);
      if (parsed === null) return undefined;
      for (const handler of [...list]) {
        const answer = (await handler(parsed)) as OverrideAnswer<ResourceName>;
        if (answer === undefined) continue;
        if (!Array.isArray(answer)) return answer as MockResponse;
        // The engine answers as if these were the resource's records, so the answer is the service's shape.
        const records = latitude === null ? answer : latitude.records(route.resource, answer);
        const dataset = { [route.resource]: records } as unknown as MockDataset;
        const answered = createEngine({ dataset, baseUrl }).answer(request);
        return latitude?.answer(route, answered, request.url) ?? answered;
      }
      return undefined;
    },
  };
}
