/** Writes a query tree as the `s` object and string. */
import type { Condition, FilterNode, JsonValue, QueryNode } from './nodes.js';

type WireObject = { [key: string]: JsonValue };

/** An object without a prototype, so that a `__proto__` field path stays an ordinary key. */
const wireObject = (): WireObject => Object.create(null);

function conditionsObject(filter: FilterNode, takeLast: number | null = null): WireObject {
  const wire = wireObject();
  for (const condition of filter.conditions) writeCondition(wire, condition);
  if (takeLast !== null) wire.$takeLast = takeLast;
  return wire;
}

function writeCondition(wire: WireObject, condition: Condition): void {
  switch (condition.kind) {
    case 'equals':
      wire[condition.path] = condition.value;
      return;
    case 'compare': {
      const operators = wireObject();
      for (const { operator, value } of condition.comparisons) operators[operator] = value;
      wire[condition.path] = operators;
      return;
    }
    case 'or':
    case 'and':
      wire[`$${condition.kind}`] = condition.branches.map((branch) => conditionsObject(branch));
      return;
    case 'subQuery':
      wire[condition.collection] = { $query: conditionsObject(condition.filter) };
      return;
    case 'raw':
      Object.assign(wire, condition.entries);
      return;
  }
}

/** The `s` object of a query, with keys in the canonical order; `null` for an empty query. */
export function queryObject(query: QueryNode): WireObject | null {
  const wire = wireObject();
  if (query.filter !== null || query.takeLast !== null) {
    wire.$query = conditionsObject(query.filter ?? { kind: 'filter', conditions: [] }, query.takeLast);
  }
  for (const { keys, filter } of query.subQueries) {
    let holder = wire;
    for (const key of keys.slice(0, -1)) {
      const existing = holder[key];
      const next = existing !== null && typeof existing === 'object' ? (existing as WireObject) : wireObject();
      holder[key] = next;
      holder = next;
    }
    holder[keys.at(-1) as string] = { $query: conditionsObject(filter) };
  }
  if (query.sort.length > 0) {
    const sort = wireObject();
    for (const { path, direction } of query.sort) sort[path] = direction;
    wire.$sort = sort;
  }
  if (query.take !== null) wire.$take = query.take;
  if (query.skip !== null) wire.$skip = query.skip;
  if (query.raw !== null) Object.assign(wire, query.raw);
  return Object.keys(wire).length > 0 ? wire : null;
}

/**
 * Writes a query tree as the `s` string (JSON); `null` for an empty query, which is sent as no
 * `s` at all.
 */
export function formatQuery(query: QueryNode): string | null {
  const wire = queryObject(query);
  return wire === null ? null : JSON.stringify(wire);
}
