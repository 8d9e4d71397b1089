/**
 * The engine: a pure, synchronous implementation of the spec's query language and push call over
 * an in-memory dataset. No HTTP and no state of its own beyond the devices' groups: the
 * mock (`../mock.ts`) holds the dataset, the clock and the injected failures around it, and
 * the msw handlers and the `node:http` server hand it a request and send back what it answers.
 */

import { HuddleError } from '../../errors/huddle-error.js';
import { FieldSelectorError, QueryError } from '../../errors/query-error.js';
import type { Sparse } from '../../model/types.js';
import { defaultSelection } from '../../query/default-selection.js';
import { queryObject } from '../../query/format-query.js';
import { checkResourceQuery } from '../../query/model-check.js';
import type { SelectionNode } from '../../query/nodes.js';
import { parseFields } from '../../query/parse-fields.js';
import { parseQuery } from '../../query/parse-query.js';
import type { RecordTypes } from '../../query/types.js';
import { type ResourceName, resources } from '../../resources/resource-table.js';
import { createRouter, type Route } from '../../resources/router.js';
import { project } from '../../semantics/projection.js';
import { sortViews } from '../../semantics/sort.js';
import { DeviceMap, type ReadonlyDeviceMap } from '../device-map.js';
import {
  badRequest,
  internalError,
  malformedEscape,
  methodNotAllowed,
  notFound,
  withoutBody,
} from './error-answers.js';
import { readForms, selectedForms, storedFields } from './field-forms.js';
import { hasIdEquality, insideQueryFilters, mentions, refusePrototypePaths } from './filter-facts.js';
import { listBody, pagerOf } from './list-body.js';
import { addressesPush, answerPush } from './push-call.js';
import type { MockRequest, MockResponse } from './request-answer.js';
import { ResourceRecords } from './resource-records.js';
import { filterSubCollection, subCollectionFilters } from './sub-collections.js';

/** The records of every resource, typed by the model; any field may be missing, as in a sparse record. */
export type MockDataset = { readonly [Name in ResourceName]: readonly Sparse<RecordTypes[Name]>[] };

type RecordOf = Readonly<Record<string, unknown>>;

/** Options of {@link createEngine}. */
export interface EngineOptions {
  readonly dataset: MockDataset;
  /** Where the query endpoints are: `{baseUrl}/games`. */
  readonly baseUrl: string;
  /** Where the push call is; `baseUrl` by default. */
  readonly pushBaseUrl?: string;
  /** Where the groups set by devices are kept; a new, unbounded map by default. */
  readonly devices?: DeviceMap<readonly string[]>;
}

/** The engine: answers a request over one dataset. */
export interface Engine {
  /** Answers a request. */
  answer(request: MockRequest): MockResponse;
  /** The groups each device has set, by app and device. */
  readonly devices: ReadonlyDeviceMap<readonly string[]>;
  /** The route of a URL, or `null` when it is none of the service's. */
  routeOf(url: URL): Route | null;
}

/**
 * The longest `fs` or `s` the mock reads, in characters: 16 KiB, what Node's HTTP server takes
 * for a whole request head. Longer is a 400 before any parsing, so that a hostile selection of
 * 100,000 fields cannot keep the engine busy for seconds.
 */
export const MAX_PARAMETER_LENGTH = 16_384;

const tooLong = (text: string) => `${text.length} characters long, over the mock's limit of ${MAX_PARAMETER_LENGTH}`;

/** Creates the engine over a dataset. */
export function createEngine({
  dataset,
  baseUrl,
  pushBaseUrl = baseUrl,
  devices = new DeviceMap(),
}: EngineOptions): Engine {
  const router = createRouter({ baseUrl, pushBaseUrl });
  const recordsByResource = new Map<ResourceName, ResourceRecords>();
  /** The stored record of each record a query reads, where the two differ (`readForms`). */
  const storedByRead = new WeakMap<object, RecordOf>();
  /** A resource's records as a query reads them (`readForms`: standings as the latest object). */
  const recordsOf = (name: ResourceName) => {
    let records = recordsByResource.get(name);
    if (records === undefined) {
      const stored = dataset[name] as readonly RecordOf[];
      const read = readForms(name);
      records = new ResourceRecords(
        read === null
          ? stored
          : stored.map((record) => {
              const formed = read(record);
              if (formed !== record) storedByRead.set(formed, record);
              return formed;
            }),
      );
      recordsByResource.set(name, records);
    }
    return records;
  };
  /** A record read by a query, with the fields a sub-query filters as stored (`storedFields`). */
  const withStored = (record: RecordOf, fields: readonly string[]): RecordOf => {
    const stored = fields.length === 0 ? undefined : storedByRead.get(record);
    if (stored === undefined) return record;
    return {
      ...record,
      ...Object.fromEntries(
        fields.filter((field) => Object.hasOwn(stored, field)).map((field) => [field, stored[field]]),
      ),
    };
  };
  function selectionOf(url: URL, name: ResourceName): SelectionNode | null {
    const fs = url.searchParams.get('fs');
    if (fs !== null && fs.length > MAX_PARAMETER_LENGTH) {
      throw new FieldSelectorError(fs.slice(0, MAX_PARAMETER_LENGTH + 1), MAX_PARAMETER_LENGTH, tooLong(fs));
    }
    return fs === null ? defaultSelection(name) : parseFields(fs);
  }

  /** A record as answered: its fields in the forms `fs` calls for (`selectedForms`), then projected. */
  function projected(record: RecordOf, selection: SelectionNode | null, forms: (record: RecordOf) => RecordOf) {
    const shaped = forms(record);
    return selection === null ? shaped : project(shaped, selection);
  }

  function answerList(name: ResourceName, url: URL): MockResponse {
    const selection = selectionOf(url, name);
    const sParameter = url.searchParams.get('s');
    if (sParameter !== null && sParameter.length > MAX_PARAMETER_LENGTH) throw new QueryError([], tooLong(sParameter));
    const query = parseQuery(sParameter ?? {});
    refusePrototypePaths(query);
    // A value of another kind than its field's would match nothing: a 400 that says so. (A path
    // the model lacks is passed over: records may carry more than the model, as the service's may.)
    checkResourceQuery(name, query, true);
    const { envelope, contentListWhen } = resources[name];
    const inQuery = insideQueryFilters(query.filter);
    const records = recordsOf(name);
    const subCollections = subCollectionFilters(name, records, query, inQuery);
    // A sub-query filters a list as stored (the standings of every week), and the answer shows what it keeps.
    const stored = storedFields(
      name,
      subCollections.map(({ path }) => path),
    );
    const forms = selectedForms(name, selection);

    if (envelope === 'record-or-envelope' && hasIdEquality(query.filter)) {
      const [found] = records.matching(query.filter);
      return found === undefined
        ? notFound(`No ${name} record has that id`)
        : { status: 200, body: projected(withStored(records.recordOf(found), stored), selection, forms) };
    }

    // A query that neither filters nor sorts reads no view: it pages the records as they are,
    // without building the views of every record (seconds for 100,000 games).
    const unread = query.filter === null && query.sort.length === 0;
    let views: readonly object[] = unread ? records.records : records.matching(query.filter);
    if (query.sort.length > 0) views = sortViews(views, query.sort);
    // `$takeLast` keeps the last entries of the lists filtered inside `$query` (the spec shows it
    // with the standings sub-query); without such a filter, the last records.
    if (query.takeLast !== null && inQuery.length === 0) {
      views = views.slice(Math.max(0, views.length - query.takeLast));
    }
    const total = views.length;
    const offset = Math.min(query.skip ?? 0, total);
    const page = views.slice(offset, query.take === null ? undefined : offset + query.take);
    const rows = page.map((view) => {
      let record = withStored(unread ? (view as RecordOf) : records.recordOf(view), stored);
      for (const { path, keep, takeLast } of subCollections) record = filterSubCollection(record, path, keep, takeLast);
      return projected(record, selection, forms);
    });
    const pager = pagerOf(url, queryObject(query) ?? {}, total, offset, rows.length, query.take);
    const contentList = contentListWhen !== null && mentions(query.filter, contentListWhen);
    return { status: 200, body: listBody(name, rows, pager, { contentList }) };
  }

  function answerById(name: ResourceName, id: string, url: URL): MockResponse {
    const record = (dataset[name] as readonly RecordOf[]).find((item) => item.id === id);
    if (record === undefined) return notFound(`No ${name} record has the id ${JSON.stringify(id)}`);
    // No `s` by id: the record as a query without sub-queries answers it.
    const selection = selectionOf(url, name);
    const read = readForms(name)?.(record) ?? record;
    return { status: 200, body: projected(read, selection, selectedForms(name, selection)) };
  }

  return {
    devices,
    routeOf: (url) => router.match(url),
    // Never throws: what the request gets wrong is a 400, a failure of the mock itself a 500.
    answer(request) {
      try {
        const route = router.match(request.url);
        if (route === null) return notFound(`No endpoint at ${request.url.pathname}`);
        if (route.kind === 'push') return answerPush(request, route, devices);
        // The push call's answers have no body: at its malformed paths neither.
        const push = addressesPush(route);
        const sent = (answer: MockResponse) => (push ? withoutBody(answer) : answer);
        const method = push ? 'PUT' : 'GET';
        if (request.method !== method) return sent(methodNotAllowed(method));
        if (route.kind === 'malformed') return sent(malformedEscape(route.segment));
        return route.kind === 'list'
          ? answerList(route.resource, request.url)
          : answerById(route.resource, route.id, request.url);
      } catch (error) {
        return error instanceof HuddleError ? badRequest(error) : internalError(error);
      }
    },
  };
}
