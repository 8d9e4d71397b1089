/**
 * Checking the paths of a tree against the model of the place it is for: what `where()`,
 * `sort()` and `select()` check one path at a time, and `from()` checks for a whole tree.
 */
import { QueryError } from '../errors/query-error.js';
import { assertFieldPath, type FieldTree, fieldAt } from '../resources/field-tree.js';
import type { SubQueryRow } from '../resources/table.js';
import { fieldPathSyntax } from './checks.js';
import type { FilterNode, QueryNode, SelectionNode } from './nodes.js';
import { type ConditionVisitor, visitCondition } from './visitor.js';

type Place = readonly (string | number)[];

/** Where paths are checked: a resource, or an embedded list of it. */
export interface PathScope {
  /** What errors call the place (`games`, `games drives`). */
  readonly label: string;
  /** The fields there; `null` for a loose builder, which checks syntax only. */
  readonly fields: FieldTree | null;
}

/** Checks a dotted path's syntax, and that it exists where the scope has a model. */
export function checkPath(scope: PathScope, path: string, at: Place): void {
  fieldPathSyntax(path, at);
  if (scope.fields !== null) assertFieldPath(scope.label, scope.fields, path);
}

/** The scope of an embedded list (`drives` of games). */
export function scopeAt(scope: PathScope, collection: string): PathScope {
  const fields = scope.fields === null ? null : (fieldAt(scope.fields, collection) as FieldTree);
  return { label: `${scope.label} ${collection}`, fields };
}

/** Checks every path of a selection. */
export function checkSelection(scope: PathScope, selection: SelectionNode, prefix = ''): void {
  for (const { name, children } of selection.fields) {
    const path = prefix === '' ? name : `${prefix}.${name}`;
    checkPath(scope, path, ['fs', path]);
    if (children !== null) checkSelection(scope, children, path);
  }
}

/** The paths a condition names, checked in its scope; `at` is where its `$query` object is. */
const pathChecker: ConditionVisitor<void, { readonly scope: PathScope; readonly at: Place }> = {
  equals: ({ path }, { scope, at }) => checkPath(scope, path, [...at, path]),
  compare: ({ path }, { scope, at }) => checkPath(scope, path, [...at, path]),
  or: ({ branches }, { scope, at }) => checkBranches(scope, branches, [...at, '$or']),
  and: ({ branches }, { scope, at }) => checkBranches(scope, branches, [...at, '$and']),
  subQuery: ({ collection, filter }, { scope, at }) => {
    checkPath(scope, collection, [...at, collection]);
    checkFilter(scopeAt(scope, collection), filter, [...at, collection, '$query']);
  },
  raw: () => undefined,
};

function checkBranches(scope: PathScope, branches: readonly FilterNode[], at: Place): void {
  for (let index = 0; index < branches.length; index++)
    checkFilter(scope, branches[index] as FilterNode, [...at, index]);
}

function checkFilter(scope: PathScope, filter: FilterNode, at: Place): void {
  for (const condition of filter.conditions) visitCondition(condition, pathChecker, { scope, at });
}

/**
 * Checks every path of a query: its conditions, its sort keys, and its sub-collection filters,
 * each of which must be one the resource can filter (any, for a loose builder).
 */
export function checkQuery(scope: PathScope, subQueries: readonly SubQueryRow[], query: QueryNode): void {
  if (query.filter !== null) checkFilter(scope, query.filter, ['$query']);
  for (const { keys, filter } of query.subQueries) {
    const wire = keys.join('.');
    const row = subQueries.find((candidate) => candidate.keys.join('.') === wire);
    if (row === undefined && scope.fields !== null) {
      const known = subQueries.map((candidate) => candidate.keys.join('.')).join(', ') || 'no embedded list';
      throw new QueryError(keys, `${scope.label} cannot filter "${wire}"; it can filter ${known}`);
    }
    const inner =
      row === undefined ? { label: `${scope.label} ${wire}`, fields: null } : scopeAt(scope, row.collection);
    checkFilter(inner, filter, [...keys, '$query']);
  }
  for (const { path } of query.sort) checkPath(scope, path, ['$sort', path]);
}
