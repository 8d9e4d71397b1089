/**
 * The shape of a query: its resource, the fields it selects and its `s` with every literal
 * value erased. Two queries have the same shape when they differ only in values (a season, a
 * team, a page size, a sort direction) or in the order of their fields and conditions; the
 * compiler's caches make the second of them nearly free, so the type benchmark's fixture has
 * none twice.
 */
import type { QueryBuilder } from '../../src/query/builder.ts';
import type { SelectionNode } from '../../src/query/nodes.ts';

/** A query of the fixture, by its export name. */
export interface NamedQuery {
  readonly name: string;
  readonly builder: QueryBuilder<unknown, unknown, unknown, string>;
}

/** A selection with its fields sorted, at every level: `a,b{c,d}`. */
function selectionShape(selection: SelectionNode): string {
  return selection.fields
    .map((field) => (field.children === null ? field.name : `${field.name}{${selectionShape(field.children)}}`))
    .sort()
    .join(',');
}

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

/**
 * A JSON value with its literals erased: a scalar, or a list of scalars (an `$in` operand),
 * becomes `?`; object keys (paths, operators) are kept, sorted.
 */
function erased(value: unknown): unknown {
  if (isScalar(value)) return '?';
  if (Array.isArray(value)) return value.every(isScalar) ? '?' : value.map(erased);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => [key, erased(item)]),
  );
}

/** The shape of one query, as a string: equal strings, equal shapes. */
export function queryShape(builder: NamedQuery['builder']): string {
  const { selection } = builder.toNode();
  const { s } = builder.toParams();
  return JSON.stringify([
    builder.resource,
    selection === null ? null : selectionShape(selection),
    s === undefined ? null : erased(JSON.parse(s)),
  ]);
}

/** The names of the queries that share a shape with another, in groups (none: every shape once). */
export function repeatedShapes(queries: readonly NamedQuery[]): string[][] {
  const byShape = new Map<string, string[]>();
  for (const { name, builder } of queries) {
    const shape = queryShape(builder);
    byShape.set(shape, [...(byShape.get(shape) ?? []), name]);
  }
  return [...byShape.values()].filter((names) => names.length > 1);
}

/**
 * The queries a fixture module exports as `q0`, `q1`, …, in order of their number.
 *
 * @throws when there are not `count` of them.
 */
export function namedQueries(module: { readonly [name: string]: unknown }, count: number): NamedQuery[] {
  const queries = Object.entries(module)
    .filter(([name]) => /^q\d+$/.test(name))
    .sort(([a], [b]) => Number(a.slice(1)) - Number(b.slice(1)))
    .map(([name, builder]) => ({ name, builder: builder as NamedQuery['builder'] }));
  if (queries.length !== count) throw new Error(`the fixture has ${queries.length} queries, not ${count}`);
  return queries;
}
