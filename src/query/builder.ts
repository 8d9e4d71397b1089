import { ArgumentError } from '../errors/argument-error.js';
import { QueryError } from '../errors/query-error.js';
import type { FieldTree } from '../resources/field-tree.js';
import type { ResourceName, SubQueryRow } from '../resources/resource-table.js';
import { recordCount, shown } from './checks.js';
import { compile, type QueryParams } from './compile.js';
import { addCondition, assertFilterDepth, conditionFrom } from './conditions.js';
import { formatQuery } from './format-query.js';
import type { CheckedSelector, FieldsMask } from './fs-types.js';
import { toJsonValue } from './json-value.js';
import { MAX_CONDITION_DEPTH } from './limits.js';
import {
  Condition,
  type FilterNode,
  type JsonValue,
  QueryNode,
  type QueryPatch,
  SelectionNode,
  SiblingSubQuery,
  SortKey,
} from './nodes.js';
import type { RangeOperator } from './operators.js';
import { parseFields } from './parse-fields.js';
import { parseQuery } from './parse-query.js';
import { checkPath, checkQuery, checkSelection, checkValues, type PathScope, scopeAt } from './scope.js';
import { formatFields, mergeSelections, type SelectionMask, selectionFromMask } from './selection.js';
import type {
  AddedMask,
  CheckedPath,
  CollectionItem,
  LooseRecord,
  MaskOf,
  OperandOf,
  ResultOf,
  UnknownSelection,
} from './types.js';

/** A sort direction: `'asc'` or `1`, `'desc'` or `-1`. */
export type SortDirection = 'asc' | 'desc' | 1 | -1;

/** The range operators of `where(path, operator, value)`. */
export type { RangeOperator };

/** A selection and a query: everything a builder holds. */
export interface QueryTree {
  readonly selection: SelectionNode | null;
  readonly query: QueryNode;
}

/** A field selection as `select()` and `from()` take it: an `fs` string, a tree, or a mask. */
export type SelectionSource = string | SelectionNode | SelectionMask;

/** An `s` query as `from()` takes it: the JSON string, the object, or a tree. */
export type QuerySource = string | QueryNode | { readonly [key: string]: unknown };

/** What `from()` turns into a builder: `fs` and `s` as the service takes them, or parsed. */
export interface FromSource<Selection = SelectionSource> {
  readonly fs?: Selection | undefined;
  readonly s?: QuerySource | undefined;
}

/** A {@link FromSource} that has an `fs`. */
export type WithFs<Selection> = FromSource<Selection> & { readonly fs: Selection };

/**
 * A finished query of records `Row`, typed by its selection: any builder, a client's
 * (`client.games.where(…)`) or `huddle/query`'s (`query('games').where(…)`). A client's `from()`
 * runs one, and `huddle/tanstack`'s `list()` takes one.
 */
export interface BuiltQuery<Row> {
  /** The resource it queries (`null` for a loose builder). */
  readonly resource: ResourceName | null;
  /** Its selection and query. */
  toNode(): QueryTree;
  /** @internal Phantom: the record type ties the builder to its resource; the mask types its result. */
  readonly __types?: { readonly row: Row; readonly mask: unknown; readonly default: unknown };
}

/**
 * Refuses a built query of another resource, or a loose one, where `caller` runs queries of
 * `resource`; `startFrom` says where such a query starts.
 *
 * @throws {@link ArgumentError} naming `query`.
 */
export function assertQueryOf(
  query: BuiltQuery<unknown>,
  resource: ResourceName,
  caller: string,
  startFrom: string,
): void {
  if (query.resource === resource) return;
  throw new ArgumentError(
    'query',
    `${caller} was given a query of ${query.resource ?? 'no resource'}; start it from ${startFrom}`,
  );
}

/** The selection mask a built query carries (`null`: it selects nothing). */
export type BuiltMask<Query> = Query extends { readonly __types?: { readonly mask: infer Mask } } ? Mask : never;

/** The selection tree of any form of selection, read afresh (so a tree from outside is checked and frozen). */
function selectionOf(selection: SelectionSource): SelectionNode {
  if (typeof selection === 'string') return parseFields(selection);
  if (SelectionNode.is(selection)) return parseFields(formatFields(selection));
  return selectionFromMask(selection);
}

/** The query tree of any form of `s`; unknown `$` keys are kept as raw entries. */
function queryOf(source: QuerySource): QueryNode {
  if (QueryNode.is(source)) return parseQuery(formatQuery(source) ?? '{}', { allowUnknown: true });
  return parseQuery(source, { allowUnknown: true });
}

/** The conditions half of a builder, shared by queries, `$or`/`$and` branches and sub-queries. */
abstract class ConditionsBuilder<Row> {
  protected abstract readonly scope: PathScope;
  /** How many levels of filters this one sits below the top-level `$query`. */
  protected abstract readonly level: number;
  protected abstract get conditions(): FilterNode | null;
  protected abstract withConditions(filter: FilterNode): this;

  /** Adds an equality condition: `path` equals `value` (`null` matches a null field). */
  where<Path extends string>(path: CheckedPath<Row, Path>, value: OperandOf<Row, Path> | null): this;
  /** Adds a comparison: `$gt`, `$lt`, `$gte` or `$lte` against `value`. */
  where<Path extends string>(path: CheckedPath<Row, Path>, operator: RangeOperator, value: OperandOf<Row, Path>): this;
  /**
   * Adds a membership test: the field (or, in a list, any of its items) is one of `values`.
   * (An overload of its own, after the comparisons, rather than a conditional type on the
   * operator: a call costs the compiler fewer instantiations, issue 38.)
   */
  where<Path extends string>(
    path: CheckedPath<Row, Path>,
    operator: '$in',
    values: readonly OperandOf<Row, Path>[],
  ): this;
  where(path: string, ...args: unknown[]): this {
    checkPath(this.scope, path, ['$query', path]);
    if (args.length !== 1 && args.length !== 2) {
      throw new QueryError(['$query', path], 'where() takes (path, value) or (path, operator, value)');
    }
    const condition = conditionFrom(path, args);
    checkValues(this.scope, condition, ['$query']);
    return this.withCondition(condition);
  }

  /** Adds `$or`: at least one branch applies. Each branch builds its own conditions. */
  or(...branches: readonly ((branch: FilterBuilder<Row>) => FilterBuilder<Row>)[]): this {
    return this.withCondition(Condition.branches('or', this.branches('$or', branches)));
  }

  /** Adds `$and`: every branch applies. */
  and(...branches: readonly ((branch: FilterBuilder<Row>) => FilterBuilder<Row>)[]): this {
    return this.withCondition(Condition.branches('and', this.branches('$and', branches)));
  }

  /**
   * Adds condition entries exactly as written, for what huddle does not model (another
   * operator, say). Their paths and values are not checked beyond being JSON.
   */
  whereRaw(entries: { readonly [key: string]: unknown }): this {
    const value = toJsonValue(entries, ['$query']);
    if (value === null || typeof value !== 'object' || Array.isArray(value) || Object.keys(value).length === 0) {
      throw new QueryError(['$query'], 'whereRaw() takes a non-empty object of condition entries');
    }
    return this.withCondition(Condition.raw(value as { [key: string]: JsonValue }));
  }

  /** This builder with `condition` added to its filter, at this builder's level. */
  protected withCondition(condition: Condition): this {
    return this.withConditions(addCondition(this.conditions, condition, this.level));
  }

  private branches(key: string, builds: readonly ((branch: FilterBuilder<Row>) => FilterBuilder<Row>)[]): FilterNode[] {
    if (builds.length === 0) throw new QueryError(['$query', key], `${key.slice(1)}() takes at least one branch`);
    // Refused before the branches are built, so that a runaway recursion stops here.
    if (this.level >= MAX_CONDITION_DEPTH)
      throw new QueryError(['$query', key], `conditions nest deeper than ${MAX_CONDITION_DEPTH} levels`);
    return builds.map((build, index) => {
      const branch = build(new FilterBuilder<Row>(this.scope, null, this.level + 1)).toNode();
      if (branch === null) throw new QueryError(['$query', key, index], 'a branch has no condition');
      return branch;
    });
  }
}

/** Builds the conditions of a `$or`/`$and` branch or of a sub-collection filter. */
export class FilterBuilder<Row> extends ConditionsBuilder<Row> {
  /** @internal */
  constructor(
    protected readonly scope: PathScope,
    private readonly filter: FilterNode | null,
    protected readonly level = 1,
  ) {
    super();
    Object.freeze(this);
  }

  protected get conditions(): FilterNode | null {
    return this.filter;
  }

  protected withConditions(filter: FilterNode): this {
    return new FilterBuilder<Row>(this.scope, filter, this.level) as this;
  }

  /** The conditions built so far, as a frozen tree (`null` when there are none). */
  toNode(): FilterNode | null {
    return this.filter;
  }
}

/** What a {@link QueryBuilder} holds. */
export interface BuilderState {
  /** The resource queried, or `null` for a loose builder. */
  readonly resource: ResourceName | null;
  /**
   * The model facts paths are checked against (`null`: syntax only), and the sub-collection
   * filters it can place.
   */
  readonly facts: { readonly subQueries: readonly SubQueryRow[]; readonly fields: FieldTree | null };
  readonly tree: QueryTree;
}

/**
 * A query under construction: a field selection and an `s` query. Immutable: every method
 * returns a new builder, so a builder can be shared and extended safely.
 *
 * @typeParam Row - The record type of the resource (its complete model).
 * @typeParam Mask - The selection so far (`null`: none, so the resource's default fields).
 * @typeParam Default - What a record is when nothing is selected.
 * @typeParam Collections - The embedded lists {@link QueryBuilder.filter} can filter.
 */
export class QueryBuilder<
  Row = LooseRecord,
  Mask = null,
  Default = Row,
  Collections extends string = string,
> extends ConditionsBuilder<Row> {
  /** @internal Phantom: carries the type parameters for {@link InferResult}. */
  declare readonly __types?: { readonly row: Row; readonly mask: Mask; readonly default: Default };

  /** @internal */
  constructor(protected readonly state: BuilderState) {
    super();
    Object.freeze(this);
  }

  /** The resource this query is for, or `null` for a loose builder. */
  get resource(): ResourceName | null {
    return this.state.resource;
  }

  protected get level(): number {
    return 0;
  }

  protected get scope(): PathScope {
    const { resource } = this.state;
    return { label: resource ?? 'query', fields: this.state.facts.fields };
  }

  protected get conditions(): FilterNode | null {
    return this.state.tree.query.filter;
  }

  protected withConditions(filter: FilterNode): this {
    return this.withQuery({ filter });
  }

  /** A builder like this one, with `patch` applied to its `s` query. */
  protected withQuery(patch: QueryPatch): this {
    return this.with({ ...this.state.tree, query: QueryNode.cloneWith(this.state.tree.query, patch) });
  }

  /** A builder like this one (same class, same prototype) holding `tree`, whose nodes are frozen. */
  protected with(tree: QueryTree): this {
    const next = Object.create(Object.getPrototypeOf(this)) as this;
    const state = Object.freeze({ ...this.state, tree: Object.freeze({ ...tree }) });
    Object.defineProperty(next, 'state', { value: state, enumerable: true });
    return Object.freeze(next);
  }

  /**
   * Selects fields, by mask or by `fs` string. A field given `true` (or named without braces)
   * comes whole, with its default content. Selections add up: `select(a).select(b)` selects both.
   *
   * @example
   * query('games').select({ id: true, homeTeam: { abbr: true } })
   * query('games').select('id,homeTeam{abbr}')
   */
  /** Selects the fields of a selection tree (`parseFields`' output), whose type is not known. */
  select(selection: SelectionNode): QueryBuilder<Row, AddedMask<Mask, UnknownSelection>, Default, Collections>;
  select<const M extends MaskOf<Row>>(mask: M): QueryBuilder<Row, AddedMask<Mask, M>, Default, Collections>;
  select<const S extends string>(
    fs: CheckedSelector<Row, S>,
  ): QueryBuilder<Row, AddedMask<Mask, FieldsMask<S>>, Default, Collections>;
  select(selection: SelectionSource | MaskOf<Row>): unknown {
    return this.withSelection(selectionOf(selection as SelectionSource));
  }

  /**
   * Turns `fs` and `s` given as the service takes them (strings or objects), or as parsed
   * trees, into a builder, checked against the resource as `select()` and `where()` check:
   * `fs` adds to the selection, and `s` (unknown `$` keys kept as they are) becomes the query.
   * A literal `fs` string or mask types the result as `select()` does.
   *
   * @throws {@link QueryError} when `s` is malformed or the builder already holds a query; the
   * errors of `select()` and `where()` for a path the resource does not have.
   * @example
   * query('games').from({ fs: 'id,homeTeam{abbr}', s: '{"$query":{"week.season":2024}}' }).toParams()
   */
  from(source: { readonly s?: QuerySource | undefined; readonly fs?: undefined }): this;
  from(source: WithFs<SelectionNode>): QueryBuilder<Row, AddedMask<Mask, UnknownSelection>, Default, Collections>;
  from<const S extends string>(
    source: FromSource<CheckedSelector<Row, S>>,
  ): QueryBuilder<Row, AddedMask<Mask, FieldsMask<S>>, Default, Collections>;
  from<const M extends MaskOf<Row>>(source: WithFs<M>): QueryBuilder<Row, AddedMask<Mask, M>, Default, Collections>;
  from({ fs, s }: FromSource<SelectionSource | MaskOf<Row>>): unknown {
    let next: QueryBuilder<Row, Mask, Default, Collections> = this;
    if (fs !== undefined) next = next.withSelection(selectionOf(fs as SelectionSource));
    if (s === undefined) return next;
    if (formatQuery(this.state.tree.query) !== null) {
      throw new QueryError([], 'from() was given s, but the builder already holds a query; use one or the other');
    }
    const parsed = queryOf(s);
    checkQuery(this.scope, this.state.facts.subQueries, parsed);
    return next.with({ ...next.state.tree, query: parsed });
  }

  /** The builder with `added` (read afresh, so frozen) checked and added to its selection. */
  private withSelection(added: SelectionNode): this {
    checkSelection(this.scope, added);
    const { selection: current } = this.state.tree;
    return this.with({ ...this.state.tree, selection: current === null ? added : mergeSelections(current, added) });
  }

  /**
   * Filters an embedded list without filtering the records that hold it (`drives` of games,
   * `standings` of teams, `playerStats.seasonStats` of persons). The filter is placed where
   * the spec shows it: beside `$query`, or inside it for `standings`.
   */
  filter<Collection extends Collections>(
    collection: Collection,
    build: (filter: FilterBuilder<CollectionItem<Row, Collection>>) => FilterBuilder<CollectionItem<Row, Collection>>,
  ): this {
    const { resource } = this.state;
    const definitions = new Map(this.state.facts.subQueries.map((d) => [d.collection, d] as const));
    const definition = definitions.get(collection);
    if (definition === undefined) {
      throw new QueryError(
        [collection],
        `${resource ?? 'this query'} cannot filter "${collection}"; it can filter ${[...definitions.keys()].join(', ') || 'no embedded list'}`,
      );
    }
    const filter = build(new FilterBuilder(scopeAt(this.scope, collection), null)).toNode();
    if (filter === null) throw new QueryError(definition.keys, 'a sub-collection filter has no condition');
    if (definition.placement !== 'inside-query') assertFilterDepth(filter, 1, definition.keys);
    if (definition.placement === 'inside-query') {
      return this.withCondition(Condition.subQuery(definition.keys[0], filter));
    }
    const subQueries = [...this.state.tree.query.subQueries];
    const same = subQueries.findIndex((existing) => existing.keys.join('.') === definition.keys.join('.'));
    if (same < 0) subQueries.push(SiblingSubQuery.create(definition.keys, filter));
    else {
      const existing = subQueries[same] as (typeof subQueries)[number];
      const conditions = filter.conditions.reduce<FilterNode>(
        (node, condition) => addCondition(node, condition, 1),
        existing.filter,
      );
      subQueries[same] = SiblingSubQuery.create(existing.keys, conditions);
    }
    return this.withQuery({ subQueries });
  }

  /** Sorts by a field; several calls sort by several keys, in the order of the calls. */
  sort<Path extends string>(path: CheckedPath<Row, Path>, direction: SortDirection = 'asc'): this {
    checkPath(this.scope, path, ['$sort', path]);
    const numeric = direction === 'asc' || direction === 1 ? 1 : direction === 'desc' || direction === -1 ? -1 : null;
    if (numeric === null)
      throw new QueryError(['$sort', path], `expected 'asc', 'desc', 1 or -1, found ${shown(direction)}`);
    const sort = this.state.tree.query.sort.filter((key) => key.path !== path);
    const at = this.state.tree.query.sort.findIndex((key) => key.path === path);
    sort.splice(at < 0 ? sort.length : at, 0, SortKey.create(path, numeric));
    return this.withQuery({ sort });
  }

  /** Returns at most `count` records (`$take`). */
  take(count: number): this {
    return this.withQuery({ take: recordCount(count, ['$take']) });
  }

  /** Skips the first `count` records (`$skip`); with `sort` and `take`, pages through results. */
  skip(count: number): this {
    return this.withQuery({ skip: recordCount(count, ['$skip']) });
  }

  /**
   * `$takeLast`, written inside `$query` where the spec's standings example has it. The spec
   * does not say what it applies to; the service decides.
   */
  takeLast(count: number): this {
    return this.withQuery({ takeLast: recordCount(count, ['$takeLast']) });
  }

  /**
   * Adds top-level `s` keys exactly as written, for what huddle does not model. A key that the
   * builder also writes (`$query`, `$take`, …) is refused when compiling rather than overwritten.
   */
  raw(entries: { readonly [key: string]: unknown }): this {
    const proto = entries !== null && typeof entries === 'object' ? Object.getPrototypeOf(entries) : undefined;
    if (Array.isArray(entries) || (proto !== Object.prototype && proto !== null))
      throw new QueryError([], 'raw() takes an object of s keys');
    // Each entry is one value of `s`, as the parser reads it.
    const raw: { [key: string]: JsonValue } = Object.create(null);
    for (const [key, value] of Object.entries(entries)) raw[key] = toJsonValue(value, [key]);
    return this.withQuery({ raw: { ...this.state.tree.query.raw, ...raw } });
  }

  /** The frozen tree: the selection (`null` when none) and the query. */
  toNode(): QueryTree {
    return this.state.tree;
  }

  /** The two query-string parameters; a part with nothing in it is left out. */
  toParams(): QueryParams {
    return compile(this.state.tree);
  }

  /** The parameters as `URLSearchParams`, ready for a URL. */
  toSearchParams(): URLSearchParams {
    return new URLSearchParams(this.toParams() as Record<string, string>);
  }
}

/** The type of one record a builder's query returns. */
export type InferResult<Builder> = Builder extends {
  readonly __types?: { readonly row: infer Row; readonly mask: infer Mask; readonly default: infer Default };
}
  ? ResultOf<Row, Mask, Default>
  : never;
