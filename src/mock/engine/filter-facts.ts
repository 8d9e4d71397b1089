/**
 * What the engine reads of a query's filters before running them: paths it refuses, the
 * sub-collection filters written inside `$query`, whether a condition names a path. Each is a
 * visitor over the conditions, so a new kind of condition fails to compile here until handled.
 */
import { QueryError } from '../../errors/query-error.js';
import type { FilterNode, QueryNode } from '../../query/nodes.js';
import { type ConditionVisitor, visitCondition } from '../../query/visitor.js';

type Place = readonly (string | number)[];

function refuseProtoPath(path: string, at: Place): void {
  if (path.split('.').includes('__proto__')) {
    throw new QueryError([...at, path], '__proto__ is not a field name the service knows');
  }
}

const refuseProtoIn = (filter: FilterNode, at: Place): void => {
  for (const condition of filter.conditions) visitCondition(condition, protoPathRefuser, at);
};

const refuseProtoInBranches = (branches: readonly FilterNode[], at: Place): void => {
  for (const [index, branch] of branches.entries()) refuseProtoIn(branch, [...at, index]);
};

const protoPathRefuser: ConditionVisitor<void, Place> = {
  equals: ({ path }, at) => refuseProtoPath(path, at),
  compare: ({ path }, at) => refuseProtoPath(path, at),
  or: ({ branches }, at) => refuseProtoInBranches(branches, [...at, '$or']),
  and: ({ branches }, at) => refuseProtoInBranches(branches, [...at, '$and']),
  subQuery: ({ collection, filter }, at) => {
    refuseProtoPath(collection, at);
    refuseProtoIn(filter, [...at, collection, '$query']);
  },
  // Refused by the parser before they reach the engine.
  raw: () => undefined,
};

/**
 * Refuses a path in `s` that names `__proto__`: no record has such a field, and reading one
 * would reach the prototype. (`constructor` and the other members of `Object.prototype` are read
 * as fields the records lack: they match nothing.)
 */
export function refusePrototypePaths(query: QueryNode): void {
  if (query.filter !== null) refuseProtoIn(query.filter, ['$query']);
  for (const { keys, filter } of query.subQueries) refuseProtoIn(filter, [...keys, '$query']);
  for (const { path } of query.sort) refuseProtoPath(path, ['$sort']);
}

/** A sub-collection filter written inside `$query` (`standings: { $query }`). */
export interface InsideQueryFilter {
  readonly collection: string;
  readonly filter: FilterNode;
}

const noFilter = () => null;
const insideQueryFilter: ConditionVisitor<InsideQueryFilter | null> = {
  equals: noFilter,
  compare: noFilter,
  or: noFilter,
  and: noFilter,
  subQuery: ({ collection, filter }) => ({ collection, filter }),
  raw: noFilter,
};

/** The sub-collection filters among a filter's own conditions (not inside `$or` or `$and`). */
export function insideQueryFilters(filter: FilterNode | null): InsideQueryFilter[] {
  return (filter?.conditions ?? []).flatMap(
    (condition) => visitCondition(condition, insideQueryFilter, undefined) ?? [],
  );
}

const no = () => false;
const isIdEquality: ConditionVisitor<boolean> = {
  equals: ({ path }) => path === 'id',
  compare: no,
  or: no,
  and: no,
  subQuery: no,
  raw: no,
};

/** Whether a filter's own conditions include `id: value`. */
export function hasIdEquality(filter: FilterNode | null): boolean {
  return filter?.conditions.some((condition) => visitCondition(condition, isIdEquality, undefined)) ?? false;
}

const namesPath: ConditionVisitor<boolean, string> = {
  equals: (condition, path) => condition.path === path,
  compare: (condition, path) => condition.path === path,
  or: ({ branches }, path) => branches.some((branch) => mentions(branch, path)),
  and: ({ branches }, path) => branches.some((branch) => mentions(branch, path)),
  subQuery: no,
  raw: no,
};

/** Whether a condition of a filter, or of its `$or` and `$and` branches, is on `path`. */
export function mentions(filter: FilterNode | null, path: string): boolean {
  return filter?.conditions.some((condition) => visitCondition(condition, namesPath, path)) ?? false;
}
