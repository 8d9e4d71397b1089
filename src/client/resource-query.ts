/**
 * The query builder of a client: the same immutable builder as `huddle/query`, ending in calls
 * that send it (`list`, `first`, `all`, `pages`), plus the raw and by-id forms of a resource.
 */
import { ArgumentError } from '../errors/argument-error.js';
import { pathSegment } from '../errors/id-error.js';
import {
  assertQueryOf,
  type BuilderState,
  type BuiltMask,
  type BuiltQuery,
  type FromSource,
  QueryBuilder,
  type QuerySource,
  type QueryTree,
  type SelectionSource,
  type WithFs,
} from '../query/builder.js';
import { compile } from '../query/compile.js';
import type { CheckedSelector, FieldsMask } from '../query/fs-types.js';
import type { SelectionNode } from '../query/nodes.js';
import { emptyQuery } from '../query/nodes.js';
import type { QueryRecord } from '../query/records.js';
import type { SelectionMask } from '../query/selection.js';
import type {
  AddedMask,
  CollectionOf,
  DefaultResult,
  MaskOf,
  RecordTypes,
  ResultOf,
  UnknownSelection,
} from '../query/types.js';
import { fieldTreeOf } from '../resources/field-trees.js';
import { type ByIdResource, type ResourceName, resources } from '../resources/resource-table.js';
import { fillPath, resourceUrl } from '../resources/router.js';
import type { CallOptions, ValidationMode } from './options.js';
import { DEFAULT_PAGE_SIZE, pageStep } from './paging.js';
import { withQuery } from './query-string.js';

import { type Page, parseBody, readPage, readRecord } from './response.js';
import type { Transport } from './transport.js';

/** What the builders of one client share: how to reach the service and how to read its answers. */
export interface ClientContext {
  readonly transport: Transport;
  /** The checked base URL of the query endpoints. */
  readonly baseUrl: string;
  readonly validate: ValidationMode;
}

interface ResourceState extends BuilderState {
  readonly resource: ResourceName;
  readonly client: ClientContext;
}

/** How many requests `all()` and `pages()` send at most, unless `maxPages` says otherwise. */
const DEFAULT_MAX_PAGES = 10_000;

/** Options of `all()` and `pages()`. */
export interface PagingOptions extends CallOptions {
  /** Stop after this many records. */
  readonly limit?: number;
  /** Stop after this many requests. @defaultValue 10000 */
  readonly maxPages?: number;
}

/** Options of `get()`. */
export interface GetOptions<Selection> extends CallOptions {
  readonly fs?: Selection;
}

/**
 * The receiver `get()` asks for: any query of a resource whose row has a by-id path; of any other
 * resource, a member no query has, whose name says why the call does not compile
 * (`client.games.get(id)`: "games has no by-id path in the service").
 */
export type ByIdReceiver<Name extends ResourceName> = Name extends ByIdResource
  ? unknown
  : { readonly [Reason in `${Name} has no by-id path in the service`]: true };

/**
 * A query of one resource under construction, which can also send itself.
 *
 * @typeParam Name - The resource.
 * @typeParam Mask - The selection so far (`null`: none).
 *
 * Its record is the named one `query()` builders carry ({@link QueryRecord}: `GameRow`, the
 * model's record exactly), not the model's mapped type: an app that writes both kinds of query
 * then has the compiler work out each record once, not twice (a sixth fewer instantiations per
 * query on the shipped declarations, issue 38).
 */
export class ResourceQuery<Name extends ResourceName, Mask = null> extends QueryBuilder<
  QueryRecord<Name>,
  Mask,
  DefaultResult<Name>,
  CollectionOf<Name>
> {
  private get resourceState(): ResourceState {
    return this.state as ResourceState;
  }

  override select(selection: SelectionNode): ResourceQuery<Name, AddedMask<Mask, UnknownSelection>>;
  override select<const M extends MaskOf<QueryRecord<Name>>>(mask: M): ResourceQuery<Name, AddedMask<Mask, M>>;
  override select<const S extends string>(
    fs: CheckedSelector<QueryRecord<Name>, S>,
  ): ResourceQuery<Name, AddedMask<Mask, FieldsMask<S>>>;
  override select(selection: SelectionSource | MaskOf<QueryRecord<Name>>): unknown {
    return super.select(selection as never);
  }

  override from(source: { readonly s?: QuerySource | undefined; readonly fs?: undefined }): this;
  override from(source: WithFs<SelectionNode>): ResourceQuery<Name, AddedMask<Mask, UnknownSelection>>;
  override from<const S extends string>(
    source: FromSource<CheckedSelector<QueryRecord<Name>, S>>,
  ): ResourceQuery<Name, AddedMask<Mask, FieldsMask<S>>>;
  override from<const M extends MaskOf<QueryRecord<Name>>>(source: WithFs<M>): ResourceQuery<Name, AddedMask<Mask, M>>;
  /**
   * Runs a query built elsewhere, typed by its selection: `client.games.from(query('games')
   * .select('id,homeTeam{abbr}').where('week.week', 3)).list()`. Its selection adds to this one's
   * and its query becomes this one's, as `from({ fs, s })` does.
   *
   * @throws {@link ArgumentError} naming `query` when it is a query of another resource (or a
   * loose one); the errors of `from({ fs, s })`.
   */
  override from<const Query extends BuiltQuery<QueryRecord<Name>>>(
    query: Query,
  ): ResourceQuery<Name, WithBuiltMask<Mask, BuiltMask<Query>>>;
  override from(source: FromSource<SelectionSource | MaskOf<QueryRecord<Name>>> | BuiltQuery<unknown>): unknown {
    if (!isBuiltQuery(source)) return super.from(source as never);
    const { resource } = this.resourceState;
    assertQueryOf(source, resource, `client.${resource}.from()`, `query('${resource}')`);
    const { fs, s } = compile(source.toNode());
    return super.from({ fs, s } as never);
  }

  /** Sends the query and reads one page of records. */
  async list(options: CallOptions = {}): Promise<Page<ResultOf<QueryRecord<Name>, Mask, DefaultResult<Name>>>> {
    return this.fetchPage(this.toNode(), options);
  }

  /** The first record the query finds, or `null`. */
  async first(options: CallOptions = {}): Promise<ResultOf<QueryRecord<Name>, Mask, DefaultResult<Name>> | null> {
    const { data } = await this.take(1).list(options);
    return data[0] ?? null;
  }

  /**
   * Every page of the query, one at a time: `$skip`/`$take` paging with the query's `take` as the
   * page size (50 otherwise), starting at its `skip`. Holds one page at a time, and always ends:
   * at an empty or short page; at a page longer than asked for (the service ignored `$take`); at
   * a pager offset other than the one asked for (it ignored `$skip`); at a full page identical
   * to the one before (it ignored `$skip` and echoed the offset), which is not yielded; at the
   * pager's `total` (a hint to stop early, never a reason to go on); at `limit` records; and
   * after `maxPages` requests. The infinite queries of `huddle/tanstack` stop at the same pages.
   */
  async *pages(
    options: PagingOptions = {},
  ): AsyncGenerator<Page<ResultOf<QueryRecord<Name>, Mask, DefaultResult<Name>>>> {
    const { take, skip } = this.toNode().query;
    const pageSize = take ?? DEFAULT_PAGE_SIZE;
    if (pageSize === 0) return;
    const start = skip ?? 0;
    let offset: number | null = start;
    let remaining = options.limit ?? Number.POSITIVE_INFINITY;
    let requests = options.maxPages ?? DEFAULT_MAX_PAGES;
    let previous: string | null = null;
    while (offset !== null && remaining > 0 && requests > 0) {
      requests--;
      const page = await this.skip(offset).take(pageSize).list(options);
      const step = pageStep(page, { offset, pageSize, start }, previous);
      if (step.keep) {
        yield page.data.length > remaining ? { ...page, data: page.data.slice(0, remaining) } : page;
        remaining -= page.data.length;
      }
      previous = step.fingerprint;
      offset = step.next;
    }
  }

  /** Every record of the query, across pages (see {@link ResourceQuery.pages}). */
  async *all(options: PagingOptions = {}): AsyncGenerator<ResultOf<QueryRecord<Name>, Mask, DefaultResult<Name>>> {
    for await (const page of this.pages(options)) yield* page.data;
  }

  /**
   * One record by its id, where the resource has a by-id path (`videos`, `teams`, `videoJobs`),
   * with the builder's selection as its `fs` (`client.teams.select('abbr').get(id)`); an `fs`
   * given here adds to it, as `select()` does. With neither, the whole record. The builder's
   * query (`where`, `sort`, `skip`, `take`) is not sent: a by-id request takes none.
   *
   * On another resource it does not compile; called from untyped code, it throws.
   *
   * @throws {@link ArgumentError} naming `resource` when the resource has no by-id path.
   */
  async get(
    this: ByIdReceiver<Name>,
    id: string,
    options?: GetOptions<undefined>,
  ): Promise<ResultOf<RecordTypes[Name], Mask, RecordTypes[Name]>>;
  async get<const M extends MaskOf<RecordTypes[Name]>>(
    this: ByIdReceiver<Name>,
    id: string,
    options: GetOptions<M>,
  ): Promise<ResultOf<RecordTypes[Name], AddedMask<Mask, M>, RecordTypes[Name]>>;
  async get<const S extends string>(
    this: ByIdReceiver<Name>,
    id: string,
    options: GetOptions<CheckedSelector<RecordTypes[Name], S>>,
  ): Promise<ResultOf<RecordTypes[Name], AddedMask<Mask, FieldsMask<S>>, RecordTypes[Name]>>;
  async get(id: string, options: GetOptions<string | SelectionMask | undefined> = {}): Promise<unknown> {
    const { resource, client } = this.resourceState;
    const { byIdPath, paths } = resources[resource];
    if (byIdPath === null) throw new ArgumentError('resource', `${resource} has no by-id form in the service`);
    const byId = resourceUrl(client.baseUrl, resource, pathSegment('id', id, `${resource}.get()`));
    const path = fillPath(byIdPath, { id });
    if ((paths as readonly string[]).includes(path)) {
      throw new ArgumentError('id', `${resource}.get(${JSON.stringify(id)}) would request the list path ${path}`);
    }
    const selected = options.fs === undefined ? this : this.select(options.fs as never);
    const url = withQuery(byId, compile({ selection: selected.toNode().selection, query: emptyQuery }));
    const { text } = await client.transport.send({ method: 'GET', url, authenticated: false, ...signalOf(options) });
    return readRecord(resource, parseBody(resource, text), client.validate);
  }

  private async fetchPage(tree: QueryTree, options: CallOptions): Promise<Page<never>> {
    const { resource, client } = this.resourceState;
    const url = withQuery(resourceUrl(client.baseUrl, resource), compile(tree));
    const authenticated = client.transport.authenticatesQueries;
    const { text } = await client.transport.send({ method: 'GET', url, authenticated, ...signalOf(options) });
    return readPage(resource, parseBody(resource, text), client.validate);
  }
}

const signalOf = (options: CallOptions) => (options.signal ? { signal: options.signal } : {});

/** Whether `from()` was given a builder rather than `{ fs, s }` (by shape: either build of huddle made it). */
const isBuiltQuery = (source: object): source is BuiltQuery<unknown> =>
  typeof (source as { toNode?: unknown }).toNode === 'function';

/** The mask after a built query's selection is added (one that selects nothing leaves it as it is). */
type WithBuiltMask<Mask, Added> = [Added] extends [null] ? Mask : AddedMask<Mask, Added>;

/**
 * A fresh, empty query of a resource, bound to a client. Its paths are checked against the
 * resource's field tree, the generated copy `huddle/query` uses too (the client loads no zod).
 */
export function resourceQuery<Name extends ResourceName>(resource: Name, client: ClientContext): ResourceQuery<Name> {
  const { subQueries } = resources[resource];
  const state: ResourceState = {
    resource,
    client,
    facts: { subQueries, fields: fieldTreeOf(resource) },
    tree: { selection: null, query: emptyQuery },
  };
  return new ResourceQuery<Name>(state);
}
