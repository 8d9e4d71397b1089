/**
 * The nodes of a query: an immutable, frozen tree that the builder accumulates, the parsers
 * produce and the compiler turns into `fs` and `s`. Each node mirrors the wire form closely,
 * so that reading a string and writing it back gives the same tree.
 */

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

/** The comparison operators of `$query`. */
export type ComparisonOperator = '$gt' | '$lt' | '$gte' | '$lte' | '$in';

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
}

/** The query with nothing in it. */
export const emptyQuery: QueryNode = Object.freeze({
  kind: 'query',
  filter: null,
  subQueries: Object.freeze([]),
  sort: Object.freeze([]),
  take: null,
  skip: null,
  takeLast: null,
  raw: null,
});

/** Freezes a node and everything in it, so that no tree is ever changed after it is built. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    if (Array.isArray(value)) for (let index = 0; index < value.length; index++) deepFreeze(value[index]);
    else for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}
