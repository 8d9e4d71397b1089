/**
 * Reads an `s` query (a JSON string or an object) into a query tree, strictly: an unknown `$`
 * key, a value of the wrong kind or a malformed path is a {@link QueryError} naming its place.
 */
import { QueryError } from '../errors/query-error.js';
import { resourceNames, resources } from '../resources/table.js';
import { describeKind as describe } from '../values.js';
import { fieldPathSyntax, recordCount, shown } from './checks.js';
import { COMPARISON_OPERATORS } from './conditions.js';
import { toJsonValue } from './json-value.js';
import { MAX_CONDITION_DEPTH } from './limits.js';
import {
  type Comparison,
  type ComparisonOperator,
  type Condition,
  deepFreeze,
  emptyQuery,
  type FilterNode,
  type JsonValue,
  type QueryNode,
  type SiblingSubQuery,
  type SortKey,
} from './nodes.js';

type Path = (string | number)[];
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The `$` wire keys of the sub-queries the resource table places beside `$query`, as a tree: a
 * key maps to `null` when its value is `{ $query }` (`$teamSeasonStats`), or to the keys it holds
 * (`$playerStats` holds `$seasonStats` and `$teamStats`). Plain keys (`drives`) need no entry:
 * any field path is read as a sub-collection filter, and the mock checks it against the table.
 */
type WireKeys = Map<string, WireKeys | null>;

function wireKeysOf(): WireKeys {
  const root: WireKeys = new Map();
  for (const name of resourceNames) {
    for (const { keys, placement } of resources[name].subQueries) {
      if (placement !== 'beside-query' || !keys[0].startsWith('$')) continue;
      let level = root;
      keys.forEach((key, index) => {
        if (index === keys.length - 1) level.set(key, null);
        else {
          const next = level.get(key) ?? new Map();
          level.set(key, next);
          level = next;
        }
      });
    }
  }
  return root;
}

const WIRE_KEYS = wireKeysOf();

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
    const query: Mutable<QueryNode> = { ...emptyQuery };
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
          const kinds = WIRE_KEYS.get(key);
          if (kinds instanceof Map) {
            subQueries.push(...this.nestedSubQueries(value, [key], kinds));
          } else if (WIRE_KEYS.has(key) || !key.startsWith('$')) {
            if (!key.startsWith('$')) fieldPathSyntax(key, path);
            subQueries.push({ keys: [key], filter: this.subQuery(value, path) });
          } else if (this.options.allowUnknown) {
            raw[key] = toJsonValue(value, path);
          } else {
            throw new QueryError(
              path,
              `unknown key "${key}" (huddle models $query, $sort, $take, $skip, ${[...WIRE_KEYS.keys()].join(', ')} and sub-collection filters; send others with raw())`,
            );
          }
        }
      }
    }
    query.subQueries = subQueries;
    query.raw = Object.keys(raw).length > 0 ? raw : null;
    return deepFreeze(query);
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
    return { kind: 'filter', conditions };
  }

  private condition(key: string, operand: unknown, path: Path, depth: number): Condition {
    if (key === '$or' || key === '$and') {
      if (!Array.isArray(operand) || operand.length === 0) {
        throw new QueryError(path, `expected a non-empty array of condition objects, found ${describe(operand)}`);
      }
      const branches = operand.map((branch, index) => this.filter(branch, [...path, index], depth + 1));
      return { kind: key === '$or' ? 'or' : 'and', branches };
    }
    if (key.startsWith('$')) {
      if (this.options.allowUnknown) return { kind: 'raw', entries: { [key]: toJsonValue(operand, path) } };
      const where = key === '$takeLast' ? ' here ($takeLast belongs directly in the top-level $query)' : '';
      throw new QueryError(path, `unknown key "${key}"${where} (conditions use field paths, $or and $and)`);
    }
    fieldPathSyntax(key, path);
    if (isObject(operand)) {
      const keys = Object.keys(operand);
      if (keys.length === 1 && keys[0] === '$query') {
        return {
          kind: 'subQuery',
          collection: key,
          filter: this.filter(operand.$query, [...path, '$query'], depth + 1),
        };
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
    return { kind: 'equals', path: key, value: toJsonValue(operand, path) };
  }

  private comparisons(field: string, operand: Record<string, unknown>, path: Path): Condition {
    const comparisons: Comparison[] = [];
    const raw: Record<string, JsonValue> = Object.create(null);
    for (const [operator, value] of Object.entries(operand)) {
      const at = [...path, operator];
      if (!COMPARISON_OPERATORS.includes(operator as ComparisonOperator)) {
        if (!this.options.allowUnknown) {
          throw new QueryError(
            at,
            `unknown operator "${operator}" (huddle models ${COMPARISON_OPERATORS.join(', ')}; send others with raw())`,
          );
        }
        raw[operator] = toJsonValue(value, at);
        continue;
      }
      if (operator === '$in' && !Array.isArray(value))
        throw new QueryError(at, `expected an array of values, found ${describe(value)}`);
      comparisons.push({ operator: operator as ComparisonOperator, value: toJsonValue(value, at) });
    }
    if (Object.keys(raw).length > 0)
      return {
        kind: 'raw',
        entries: { [field]: { ...Object.fromEntries(comparisons.map((c) => [c.operator, c.value])), ...raw } },
      };
    return { kind: 'compare', path: field, comparisons };
  }

  private subQuery(value: unknown, path: Path): FilterNode {
    if (!isObject(value) || Object.keys(value).length !== 1 || !('$query' in value)) {
      throw new QueryError(
        path,
        `expected a sub-collection filter { "$query": { … } }, found ${isObject(value) ? `keys ${Object.keys(value).join(', ') || '(none)'}` : describe(value)}`,
      );
    }
    return this.filter(value.$query, [...path, '$query'], 1);
  }

  /** A `$` key that holds several `{ $query }` by kind (`$playerStats: { $seasonStats: … }`). */
  private nestedSubQueries(value: unknown, path: readonly [string, ...string[]], kinds: WireKeys): SiblingSubQuery[] {
    const expected = [...kinds.keys()];
    if (!isObject(value) || Object.keys(value).length === 0) {
      const shapes = expected.map((kind) => `{ "${kind}": { "$query": … } }`).join(' or ');
      throw new QueryError(path, `expected ${shapes}, found ${describe(value)}`);
    }
    return Object.entries(value).flatMap(([kind, filter]) => {
      const at: [string, ...string[]] = [...path, kind];
      if (!kinds.has(kind)) throw new QueryError(at, `unknown key "${kind}" (expected ${expected.join(' or ')})`);
      const deeper = kinds.get(kind);
      return deeper instanceof Map
        ? this.nestedSubQueries(filter, at, deeper)
        : [{ keys: at, filter: this.subQuery(filter, at) }];
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
      return { path: field, direction };
    });
  }
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
