/**
 * Writes a query tree as the `s` string. The JSON text is written directly, member by member,
 * in the order the query was given or else the canonical one. That measured faster than
 * building objects for JSON.stringify, whose fast path favours objects that came from JSON.parse over freshly built ones, and it keeps a
 * field path such as `__proto__` an ordinary key, with no object in between to misread it.
 */
import { type Comparison, type Condition, FilterNode, type JsonValue, type QueryNode, type SortKey } from './nodes.js';
import { type ConditionVisitor, visitCondition } from './visitor.js';

/** A JSON string: quoted as it is when nothing in it needs escaping, which is the usual case. */
function quote(text: string): string {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x22 || code === 0x5c || (code >= 0xd800 && code <= 0xdfff))
      return JSON.stringify(text);
  }
  return `"${text}"`;
}

function json(value: JsonValue): string {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      return Number.isFinite(value) ? `${value}` : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      return value === null ? 'null' : JSON.stringify(value);
  }
}

const memberText = (key: string, value: JsonValue): string => `${quote(key)}:${json(value)}`;

function entriesText(entries: { readonly [key: string]: JsonValue }): string {
  let out = '';
  for (const key of Object.keys(entries))
    out += `${out === '' ? '' : ','}${memberText(key, entries[key] as JsonValue)}`;
  return out;
}

function filterText(filter: FilterNode, takeLast: number | null = null): string {
  const conditions = filter.conditions;
  let out = '{';
  for (let index = 0; index < conditions.length; index++) {
    if (index > 0) out += ',';
    out += conditionText(conditions[index] as Condition);
  }
  if (takeLast !== null) out += (conditions.length > 0 ? ',"$takeLast":' : '"$takeLast":') + takeLast;
  return `${out}}`;
}

/** The text of each kind of condition, as a member of its `$query` object. */
const conditionWriter: ConditionVisitor<string> = {
  equals: (condition) => memberText(condition.path, condition.value),
  compare: ({ path, comparisons }) => {
    let out = `${quote(path)}:{`;
    for (let index = 0; index < comparisons.length; index++) {
      const comparison = comparisons[index] as Comparison;
      out += `${(index > 0 ? ',"' : '"') + comparison.operator}":${json(comparison.value)}`;
    }
    return `${out}}`;
  },
  or: (condition) => `"$or":[${branchesText(condition.branches)}]`,
  and: (condition) => `"$and":[${branchesText(condition.branches)}]`,
  subQuery: (condition) => `${quote(condition.collection)}:{"$query":${filterText(condition.filter)}}`,
  raw: (condition) => entriesText(condition.entries),
};

/** The text of one condition, as a member of its `$query` object. */
export function conditionText(condition: Condition): string {
  return visitCondition(condition, conditionWriter, undefined);
}

function branchesText(branches: readonly FilterNode[]): string {
  let out = '';
  for (const branch of branches) out += (out === '' ? '' : ',') + filterText(branch);
  return out;
}

/** One member of `s`: its top-level key and its text (`"key":value`). */
type Member = readonly [key: string, text: string];

/** Sibling sub-queries, one member per first key: those under `$playerStats` become one. */
function subQueryMembers(query: QueryNode, members: Member[]): void {
  const written = new Set<string>();
  for (const { keys } of query.subQueries) {
    const first = keys[0];
    if (written.has(first)) continue;
    written.add(first);
    let inner = '';
    let nested = false;
    for (const { keys: others, filter } of query.subQueries) {
      if (others[0] !== first) continue;
      const member = `{"$query":${filterText(filter)}}`;
      if (others.length === 1) inner = member;
      else {
        nested = true;
        inner += `${inner === '' ? '' : ','}${quote(others.slice(1).join('.'))}:${member}`;
      }
    }
    members.push([first, `${quote(first)}:${nested ? `{${inner}}` : inner}`]);
  }
}

const emptyFilter = FilterNode.create([]);

/** The members of `s` in the canonical order. */
function canonicalMembers(query: QueryNode): Member[] {
  const members: Member[] = [];
  if (query.filter !== null || query.takeLast !== null) {
    members.push(['$query', `"$query":${filterText(query.filter ?? emptyFilter, query.takeLast)}`]);
  }
  subQueryMembers(query, members);
  const sort = query.sort;
  if (sort.length > 0) {
    let out = '"$sort":{';
    for (let index = 0; index < sort.length; index++) {
      const key = sort[index] as SortKey;
      out += `${(index > 0 ? ',' : '') + quote(key.path)}:${key.direction}`;
    }
    members.push(['$sort', `${out}}`]);
  }
  if (query.take !== null) members.push(['$take', `"$take":${query.take}`]);
  if (query.skip !== null) members.push(['$skip', `"$skip":${query.skip}`]);
  if (query.raw !== null) {
    for (const key of Object.keys(query.raw)) members.push([key, memberText(key, query.raw[key] as JsonValue)]);
  }
  return members;
}

/** The members in the order `order` gives, then the others in the canonical order. */
function inOrder(members: Member[], order: readonly string[]): Member[] {
  const rank = new Map(order.map((key, index) => [key, index] as const));
  const last = order.length;
  return members
    .map((member, index) => ({ member, index, rank: rank.get(member[0]) ?? last }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ member }) => member);
}

/**
 * Writes a query tree as the `s` string (JSON); `null` for an empty query, which is sent as no
 * `s` at all. Its keys keep the order the tree was given in (`order`, as `parseQuery` records
 * it); otherwise, and for keys added since, the canonical order: `$query`, sub-collection
 * filters, `$sort`, `$take`, `$skip`, raw keys.
 */
export function formatQuery(query: QueryNode): string | null {
  let members = canonicalMembers(query);
  if (members.length === 0) return null;
  if (query.order !== undefined) members = inOrder(members, query.order);
  let out = '{';
  for (let index = 0; index < members.length; index++) out += (index > 0 ? ',' : '') + (members[index] as Member)[1];
  return `${out}}`;
}

/** The `s` of a query as an object (read back from {@link formatQuery}); `null` when empty. */
export function queryObject(query: QueryNode): { [key: string]: JsonValue } | null {
  const s = formatQuery(query);
  return s === null ? null : JSON.parse(s);
}
