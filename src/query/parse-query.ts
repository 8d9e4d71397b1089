/**
 * Reads an `s` query (a JSON string or an object) into a query tree, strictly: an unknown `$`
 * key, a value of the wrong kind or a malformed path is a {@link QueryError} naming its place.
 */
import { QueryError } from '../errors/query-error.js';
import { subQueryTable } from '../resources/sub-queries.js';
import { describeKind as describe } from '../untyped-values.js';
import { fieldPathSyntax, recordCount, shown } from './checks.js';
import { COMPARISON_OPERATORS } from './conditions.js';
import { toJsonValue } from './json-value.js';
import { MAX_CONDITION_DEPTH } from './limits.js';
import {
  Comparison,
  type ComparisonOperator,
  Condition,
  FilterNode,
  type JsonValue,
  QueryNode,
  type QueryPatch,
  SiblingSubQuery,
  SortKey,
} from './nodes.js';

type Path = (string | number)[];
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The top-level `$` keys of sub-collection filters, read from their table (sub-queries.ts): each
 * with the keys under it (`$playerStats` holds one `{ $query }` per kind of player statistics), or
 * none when its value is `{ $query }` itself (`$teamSeasonStats`).
 */
const DOLLAR_SUB_QUERIES: ReadonlyMap<string, readonly string[]> = (() => {
  const found = new Map<string, string[]>();
  for (const rows of Object.values(subQueryTable)) {
    for (const { keys } of rows) {
      const [first, ...rest] = keys;
      if (!first.startsWith('$')) continue;
      const under = found.get(first) ?? [];
      found.set(first, under);
      if (rest.length > 0 && !under.includes(rest.join('.'))) under.push(rest.join('.'));
    }
  }
  return found;
})();

/** Where each top-level member goes in the canonical order, to tell when `s` was given in another. */
function canonicalRank(key: string): number {
  const ranks: Record<string, number> = { $query: 0, $sort: 2, $take: 3, $skip: 4 };
  if (Object.hasOwn(ranks, key)) return ranks[key] as number;
  return DOLLAR_SUB_QUERIES.has(key) || !key.startsWith('$') ? 1 : 5;
}

/** The keys, where they are not in the canonical order; `undefined` where they are. */
function keyOrder(keys: readonly string[]): readonly string[] | undefined {
  for (let index = 1; index < keys.length; index++) {
    if (canonicalRank(keys[index - 1] as string) > canonicalRank(keys[index] as string)) return keys;
  }
  return undefined;
}

/** Options of {@link parseQuery}. */
export interface ParseQueryOptions {
  /**
   * Keep what huddle does not model as raw entries instead of refusing it: unknown `$` keys at
   * the top level and in `$query`, and unknown operators. Off by default.
   */
  readonly allowUnknown?: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

class QueryReader {
  constructor(private readonly options: ParseQueryOptions) {}

  query(input: unknown): QueryNode {
    if (!isObject(input)) throw new QueryError([], `expected a JSON object, found ${describe(input)}`);
    const query: Mutable<QueryPatch> = {};
    const subQueries: SiblingSubQuery[] = [];
    const raw: Record<string, JsonValue> = Object.create(null);
    for (const key of Object.keys(input)) {
      const value = input[key];
      const path = [key];
      switch (key) {
        case '$query': {
          const { filter, takeLast } = this.queryObject(value, path);
          query.filter = filter;
          query.takeLast = takeLast;
          break;
        }
        case '$sort':
          query.sort = this.sort(value, path);
          break;
        case '$take':
        case '$skip':
          query[key === '$take' ? 'take' : 'skip'] = recordCount(value, path);
          break;
        default: {
          const under = DOLLAR_SUB_QUERIES.get(key);
          if (under !== undefined && under.length > 0) subQueries.push(...this.nestedSubQueries(value, path, under));
          else if (under !== undefined || !key.startsWith('$')) {
            if (!key.startsWith('$')) fieldPathSyntax(key, path);
            subQueries.push(SiblingSubQuery.create([key], this.subQuery(value, path)));
          } else if (this.options.allowUnknown) {
            raw[key] = toJsonValue(value, path);
          } else {
            throw new QueryError(
              path,
              `unknown key "${key}" (huddle models $query, $sort, $take, $skip, ${[...DOLLAR_SUB_QUERIES.keys()].join(', ')} and sub-collection filters; send others with raw())`,
            );
          }
        }
      }
    }
    query.subQueries = subQueries;
    query.raw = Object.keys(raw).length > 0 ? raw : null;
    const order = keyOrder(Object.keys(input));
    if (order !== undefined) query.order = order;
    return QueryNode.create(query);
  }

  /** The top-level `$query`: conditions, plus `$takeLast` where the spec shows it. */
  private queryObject(value: unknown, path: Path): { filter: FilterNode; takeLast: number | null } {
    if (!isObject(value)) throw new QueryError(path, `expected an object of conditions, found ${describe(value)}`);
    // Read in place: copying a large object without `$takeLast` cost more than reading it.
    const $takeLast = Object.hasOwn(value, '$takeLast') ? value.$takeLast : undefined;
    return {
      filter: this.filter(value, path, 0, '$takeLast'),
      takeLast: $takeLast === undefined ? null : recordCount($takeLast, [...path, '$takeLast']),
    };
  }

  /** The conditions of `value`, but for the key `except`, which the caller reads. */
  private filter(value: unknown, path: Path, depth: number, except?: string): FilterNode {
    if (depth > MAX_CONDITION_DEPTH)
      throw new QueryError(path, `conditions nest deeper than ${MAX_CONDITION_DEPTH} levels`);
    if (!isObject(value)) throw new QueryError(path, `expected an object of conditions, found ${describe(value)}`);
    const conditions: Condition[] = [];
    for (const key of Object.keys(value)) {
      if (key === except) continue;
      const operand = value[key];
      conditions.push(this.condition(key, operand, [...path, key], depth));
    }
    return FilterNode.create(conditions);
  }

  private condition(key: string, operand: unknown, path: Path, depth: number): Condition {
    if (key === '$or' || key === '$and') {
      if (!Array.isArray(operand) || operand.length === 0) {
        throw new QueryError(path, `expected a non-empty array of condition objects, found ${describe(operand)}`);
      }
      const branches = operand.map((branch, index) => this.filter(branch, [...path, index], depth + 1));
      return Condition.branches(key === '$or' ? 'or' : 'and', branches);
    }
    if (key.startsWith('$')) {
      if (this.options.allowUnknown) return Condition.raw(entry(key, toJsonValue(operand, path)));
      const where = key === '$takeLast' ? ' here ($takeLast belongs directly in the top-level $query)' : '';
      throw new QueryError(path, `unknown key "${key}"${where} (conditions use field paths, $or and $and)`);
    }
    fieldPathSyntax(key, path);
    if (isObject(operand)) {
      const keys = Object.keys(operand);
      if (keys.length === 1 && keys[0] === '$query') {
        return Condition.subQuery(key, this.filter(operand.$query, [...path, '$query'], depth + 1));
      }
      const operators = keys.filter((name) => name.startsWith('$'));
      if (operators.length > 0) {
        if (operators.length < keys.length) {
          throw new QueryError(
            path,
            'mixes operators and field names; use a dotted path for a field of an embedded object',
          );
        }
        return this.comparisons(key, operand, path);
      }
    }
    return Condition.equals(key, toJsonValue(operand, path));
  }

  private comparisons(field: string, operand: Record<string, unknown>, path: Path): Condition {
    const comparisons: Comparison[] = [];
    // Every operator, in the order given, for when one is unknown and all are kept as written.
    const written: Record<string, JsonValue> = Object.create(null);
    let unknown = false;
    for (const [operator, value] of Object.entries(operand)) {
      const at = [...path, operator];
      if (!COMPARISON_OPERATORS.includes(operator as ComparisonOperator)) {
        if (!this.options.allowUnknown) {
          throw new QueryError(
            at,
            `unknown operator "${operator}" (huddle models ${COMPARISON_OPERATORS.join(', ')}; send others with raw())`,
          );
        }
        unknown = true;
        written[operator] = toJsonValue(value, at);
        continue;
      }
      if (operator === '$in' && !Array.isArray(value))
        throw new QueryError(at, `expected an array of values, found ${describe(value)}`);
      const comparison = Comparison.create(operator as ComparisonOperator, toJsonValue(value, at));
      comparisons.push(comparison);
      written[operator] = comparison.value;
    }
    if (unknown) return Condition.raw(entry(field, Object.freeze(written)));
    return Condition.compare(field, comparisons);
  }

  private subQuery(value: unknown, path: Path): FilterNode {
    // Own `$query` only: one inherited from a prototype is not what the object says.
    if (!isObject(value) || Object.keys(value).length !== 1 || !Object.hasOwn(value, '$query')) {
      throw new QueryError(
        path,
        `expected a sub-collection filter { "$query": { … } }, found ${isObject(value) ? `keys ${Object.keys(value).join(', ') || '(none)'}` : describe(value)}`,
      );
    }
    return this.filter(value.$query, [...path, '$query'], 1);
  }

  /** A `$` key holding one `{ $query }` per key under it (`$playerStats`: `$seasonStats`, …). */
  private nestedSubQueries(value: unknown, path: Path, under: readonly string[]): SiblingSubQuery[] {
    const first = path[0] as string;
    if (!isObject(value) || Object.keys(value).length === 0) {
      const shapes = under.map((key) => `{ "${key}": { "$query": … } }`).join(' or ');
      throw new QueryError(path, `expected ${shapes}, found ${describe(value)}`);
    }
    return Object.entries(value).map(([key, filter]) => {
      if (!under.includes(key)) {
        throw new QueryError([...path, key], `unknown key "${key}" (expected ${under.join(' or ')})`);
      }
      return SiblingSubQuery.create([first, key], this.subQuery(filter, [...path, key]));
    });
  }

  private sort(value: unknown, path: Path): SortKey[] {
    if (!isObject(value) || Object.keys(value).length === 0) {
      throw new QueryError(path, `expected an object of field paths to 1 or -1, found ${describe(value)}`);
    }
    return Object.keys(value).map((field) => {
      const direction = value[field];
      fieldPathSyntax(field, [...path, field]);
      if (direction !== 1 && direction !== -1) {
        throw new QueryError([...path, field], `expected 1 (ascending) or -1 (descending), found ${shown(direction)}`);
      }
      return SortKey.create(field, direction);
    });
  }
}

/** An object of one entry, which stays data whatever its key (`__proto__` too). */
function entry(key: string, value: JsonValue): { readonly [key: string]: JsonValue } {
  const entries: Record<string, JsonValue> = Object.create(null);
  entries[key] = value;
  return entries;
}

/**
 * Reads an `s` query, given as the JSON string or as the object, into a query tree.
 *
 * @throws {@link QueryError} naming the path (`$query.week.season.$gte`) and the reason; also for
 * conditions nested deeper than {@link MAX_CONDITION_DEPTH} levels, and for a value that nests
 * deeper than `MAX_VALUE_DEPTH` or contains itself.
 * @example
 * parseQuery('{"$query":{"week.season":2024},"$sort":{"gameTime":1},"$take":10}')
 */
export function parseQuery(s: string | object, options: ParseQueryOptions = {}): QueryNode {
  let input: unknown = s;
  if (typeof s === 'string') {
    try {
      input = JSON.parse(s);
    } catch (error) {
      throw new QueryError([], `not valid JSON: ${(error as Error).message}`);
    }
  }
  return new QueryReader(options).query(input);
}
