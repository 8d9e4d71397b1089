/**
 * The nodes of a query: an immutable, frozen tree that the builder accumulates, the parsers
 * produce and the compiler turns into `fs` and `s`. Each node mirrors the wire form closely,
 * so that reading a string and writing it back gives the same tree.
 *
 * As in Kysely, each kind of node has a frozen companion of the same name that creates it
 * (`FilterNode.create`, `QueryNode.cloneWith`, …), and nodes are made only through them. A
 * companion freezes the node it makes and the array it is handed (which it takes over), once;
 * children are frozen already, having been made the same way, and JSON values are frozen where
 * they enter (`toJsonValue`). So no tree is walked again to freeze it.
 */
import type { ComparisonOperator } from './operators.js';

/** A JSON value, as conditions compare against. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** One selected field; `children: null` selects the field whole (its default content). */
export interface FieldNode {
  readonly name: string;
  readonly children: SelectionNode | null;
}

/** A field selection (`fs`): fields in a stable order, each name once. */
export interface SelectionNode {
  readonly kind: 'selection';
  readonly fields: readonly FieldNode[];
}

/** The comparison operators of `$query` (one row each in `OPERATORS`). */
export type { ComparisonOperator };

/** One operator and its operand. */
export interface Comparison {
  readonly operator: ComparisonOperator;
  readonly value: JsonValue;
}

/** One entry of a `$query` object. */
export type Condition =
  /** `path: value`. */
  | { readonly kind: 'equals'; readonly path: string; readonly value: JsonValue }
  /** `path: { $gte: …, $lt: … }`. */
  | { readonly kind: 'compare'; readonly path: string; readonly comparisons: readonly Comparison[] }
  /** `$or: [ … ]` or `$and: [ … ]`. */
  | { readonly kind: 'or' | 'and'; readonly branches: readonly FilterNode[] }
  /** `collection: { $query: … }` inside `$query`: filters an embedded list (`standings`). */
  | { readonly kind: 'subQuery'; readonly collection: string; readonly filter: FilterNode }
  /** Entries sent as written, for what the builder does not model. */
  | { readonly kind: 'raw'; readonly entries: { readonly [key: string]: JsonValue } };

/** The conditions of a `$query` object, all of which apply. */
export interface FilterNode {
  readonly kind: 'filter';
  readonly conditions: readonly Condition[];
}

/** A sort key; the order of keys is kept on the wire. */
export interface SortKey {
  readonly path: string;
  readonly direction: 1 | -1;
}

/**
 * A filter of an embedded list placed beside `$query`: `drives: { $query }`,
 * `$teamSeasonStats: { $query }`, `$playerStats: { $seasonStats: { $query } }`. `keys` are the
 * wire keys leading to the `{ $query }` object.
 */
export interface SiblingSubQuery {
  readonly keys: readonly [string, ...string[]];
  readonly filter: FilterNode;
}

/** A whole query (`s`). */
export interface QueryNode {
  readonly kind: 'query';
  readonly filter: FilterNode | null;
  readonly subQueries: readonly SiblingSubQuery[];
  readonly sort: readonly SortKey[];
  readonly take: number | null;
  readonly skip: number | null;
  /** Written inside `$query`, where the spec shows it. */
  readonly takeLast: number | null;
  /** Top-level keys sent as written, for what the builder does not model. */
  readonly raw: { readonly [key: string]: JsonValue } | null;
  /**
   * The top-level keys of `s` in the order they were given, where that is not the canonical
   * order (`$query`, sub-collection filters, `$sort`, `$take`, `$skip`, raw keys); absent
   * otherwise. Keys it does not name are written after those it names, in the canonical order.
   */
  readonly order?: readonly string[];
}

/** Freezes an array handed over to a companion. */
const frozen = <T>(items: readonly T[]): readonly T[] => Object.freeze(items as T[]);

/** Creates {@link FieldNode}s. */
export const FieldNode = Object.freeze({
  create(name: string, children: SelectionNode | null): FieldNode {
    return Object.freeze({ name, children });
  },
});

/** Creates {@link SelectionNode}s, and tells them from other values. */
export const SelectionNode = Object.freeze({
  /** A selection of `fields` (taken over and frozen), which must name each field once. */
  create(fields: readonly FieldNode[]): SelectionNode {
    return Object.freeze({ kind: 'selection', fields: frozen(fields) });
  },
  is(value: unknown): value is SelectionNode {
    return isNode(value, 'selection');
  },
});

/** Creates {@link Comparison}s. */
export const Comparison = Object.freeze({
  create(operator: ComparisonOperator, value: JsonValue): Comparison {
    return Object.freeze({ operator, value });
  },
});

/** Creates each kind of {@link Condition}. */
export const Condition = Object.freeze({
  equals(path: string, value: JsonValue): Condition {
    return Object.freeze({ kind: 'equals', path, value });
  },
  compare(path: string, comparisons: readonly Comparison[]): Condition {
    return Object.freeze({ kind: 'compare', path, comparisons: frozen(comparisons) });
  },
  branches(kind: 'or' | 'and', branches: readonly FilterNode[]): Condition {
    return Object.freeze({ kind, branches: frozen(branches) });
  },
  subQuery(collection: string, filter: FilterNode): Condition {
    return Object.freeze({ kind: 'subQuery', collection, filter });
  },
  raw(entries: { readonly [key: string]: JsonValue }): Condition {
    return Object.freeze({ kind: 'raw', entries: Object.freeze(entries) });
  },
});

/** Creates {@link FilterNode}s. */
export const FilterNode = Object.freeze({
  create(conditions: readonly Condition[]): FilterNode {
    return Object.freeze({ kind: 'filter', conditions: frozen(conditions) });
  },
  /** The filter with `condition` after its own conditions (no merging: see `addCondition`). */
  cloneWithCondition(filter: FilterNode | null, condition: Condition): FilterNode {
    return FilterNode.create([...(filter?.conditions ?? []), condition]);
  },
});

/** Creates {@link SortKey}s. */
export const SortKey = Object.freeze({
  create(path: string, direction: 1 | -1): SortKey {
    return Object.freeze({ path, direction });
  },
});

/** Creates {@link SiblingSubQuery}s. */
export const SiblingSubQuery = Object.freeze({
  create(keys: readonly [string, ...string[]], filter: FilterNode): SiblingSubQuery {
    return Object.freeze({ keys: Object.freeze(keys), filter });
  },
});

/** What {@link QueryNode.cloneWith} may change: any member but `kind`, as the node holds it. */
export type QueryPatch = Partial<Omit<QueryNode, 'kind'>>;

const emptyQueryNode: QueryNode = Object.freeze({
  kind: 'query',
  filter: null,
  subQueries: frozen([]),
  sort: frozen([]),
  take: null,
  skip: null,
  takeLast: null,
  raw: null,
});

/** Creates {@link QueryNode}s, and tells them from other values. */
export const QueryNode = Object.freeze({
  /** The query with nothing in it. */
  empty: emptyQueryNode,
  /** A query with `patch` over the empty one. */
  create(patch: QueryPatch): QueryNode {
    return QueryNode.cloneWith(emptyQueryNode, patch);
  },
  /** The query with `patch` applied; arrays and objects in it are taken over and frozen. */
  cloneWith(query: QueryNode, patch: QueryPatch): QueryNode {
    const next = { ...query, ...patch };
    if (patch.subQueries !== undefined) next.subQueries = frozen(patch.subQueries);
    if (patch.sort !== undefined) next.sort = frozen(patch.sort);
    if (patch.raw) next.raw = Object.freeze(patch.raw);
    if (patch.order !== undefined) next.order = frozen(patch.order);
    return Object.freeze(next);
  },
  is(value: unknown): value is QueryNode {
    return isNode(value, 'query');
  },
});

/** The query with nothing in it (the same node as `QueryNode.empty`). */
export const emptyQuery: QueryNode = emptyQueryNode;

function isNode(value: unknown, kind: string): boolean {
  return value !== null && typeof value === 'object' && (value as { kind?: unknown }).kind === kind;
}
