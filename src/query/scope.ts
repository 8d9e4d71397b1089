/**
 * Checking the paths of a tree, and the values its conditions compare them with, against the
 * model of the place it is for: what `where()`, `sort()` and `select()` check one path at a
 * time, and `from()` and the mock check for a whole tree.
 */
import { QueryError } from '../errors/query-error.js';
import { fieldKinds, isFieldKind } from '../resources/field-kinds.js';
import { assertFieldPath, type FieldTree, fieldAt } from '../resources/field-tree.js';
import type { SubQueryRow } from '../resources/resource-table.js';
import { fieldPathSyntax, shown } from './checks.js';
import type { Condition, FilterNode, JsonValue, QueryNode, SelectionNode } from './nodes.js';
import { type ConditionVisitor, visitCondition } from './visitor.js';

type Place = readonly (string | number)[];

/** Where paths are checked: a resource, or an embedded list of it. */
export interface PathScope {
  /** What errors call the place (`games`, `games drives`). */
  readonly label: string;
  /** The fields there; `null` for a loose builder, which checks syntax only. */
  readonly fields: FieldTree | null;
  /**
   * Passes over a path the model lacks instead of refusing it (the mock, where such a path
   * matches nothing): values are still checked wherever the model has the path.
   */
  readonly passUnknown?: boolean;
}

/** Checks a dotted path's syntax, and that it exists where the scope has a model. */
export function checkPath(scope: PathScope, path: string, at: Place): void {
  fieldPathSyntax(path, at);
  if (scope.fields !== null && scope.passUnknown !== true) assertFieldPath(scope.label, scope.fields, path);
}

/** The scope of an embedded list (`drives` of games). */
export function scopeAt(scope: PathScope, collection: string): PathScope {
  const node = scope.fields === null ? undefined : fieldAt(scope.fields, collection);
  const fields = typeof node === 'object' ? node : null;
  return { label: `${scope.label} ${collection}`, fields, passUnknown: scope.passUnknown === true };
}

/**
 * Checks that a value a condition compares the field at `path` with is of the field's kind:
 * `null` fits any field; a scalar field takes a scalar of its kind (a timestamp also a date
 * `YYYY-MM-DD`; a list of scalars, one of its items); an object's field (or a list of objects)
 * takes an object or an array. A path the model lacks is left to {@link checkPath}.
 *
 * @throws {@link QueryError} at `at`, naming the field, the kind it takes and the value found.
 */
function checkValue(scope: PathScope, path: string, value: JsonValue, at: Place): void {
  const node = scope.fields === null ? undefined : fieldAt(scope.fields, path);
  if (node === undefined || value === null) return;
  const field = `${path} of ${scope.label}`;
  if (isFieldKind(node)) {
    const { fits, name } = fieldKinds[node];
    if (typeof value === 'object' || !fits(value))
      throw new QueryError(at, `${field} takes ${name}, found ${shown(value)}`);
  } else if (typeof value !== 'object') {
    throw new QueryError(at, `${field} is an object (or a list of them), found ${shown(value)}`);
  }
}

/** Checks the values of an `equals` or `compare` condition; `at` is where its `$query` object is. */
export function checkValues(scope: PathScope, condition: Condition, at: Place): void {
  visitCondition(condition, valueChecker, { scope, at });
}

/** The values a condition compares its path with, each checked at its place. */
const valueChecker: ConditionVisitor<void, { readonly scope: PathScope; readonly at: Place }> = {
  equals: ({ path, value }, { scope, at }) => checkValue(scope, path, value, [...at, path]),
  compare: ({ path, comparisons }, { scope, at }) => {
    for (const { operator, value } of comparisons) {
      const place = [...at, path, operator];
      if (operator !== '$in' || !Array.isArray(value)) checkValue(scope, path, value, place);
      else for (const [index, item] of value.entries()) checkValue(scope, path, item, [...place, index]);
    }
  },
  // Their own conditions are checked where they are walked.
  or: () => undefined,
  and: () => undefined,
  subQuery: () => undefined,
  raw: () => undefined,
};

/** Checks every path of a selection. */
export function checkSelection(scope: PathScope, selection: SelectionNode, prefix = ''): void {
  for (const { name, children } of selection.fields) {
    const path = prefix === '' ? name : `${prefix}.${name}`;
    checkPath(scope, path, ['fs', path]);
    if (children !== null) checkSelection(scope, children, path);
  }
}

/** The paths a condition names and their values, checked in its scope; `at` is where its `$query` object is. */
const pathChecker: ConditionVisitor<void, { readonly scope: PathScope; readonly at: Place }> = {
  equals: (condition, { scope, at }) => {
    checkPath(scope, condition.path, [...at, condition.path]);
    checkValues(scope, condition, at);
  },
  compare: (condition, { scope, at }) => {
    checkPath(scope, condition.path, [...at, condition.path]);
    checkValues(scope, condition, at);
  },
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
 * Checks every path of a query and every value its conditions compare with: its conditions,
 * its sort keys, and its sub-collection filters, each of which must be one the resource can
 * filter (any, for a loose builder or a scope that passes unknown paths over).
 */
export function checkQuery(scope: PathScope, subQueries: readonly SubQueryRow[], query: QueryNode): void {
  if (query.filter !== null) checkFilter(scope, query.filter, ['$query']);
  for (const { keys, filter } of query.subQueries) {
    const wire = keys.join('.');
    const row = subQueries.find((candidate) => candidate.keys.join('.') === wire);
    if (row === undefined && scope.fields !== null && scope.passUnknown !== true) {
      const known = subQueries.map((candidate) => candidate.keys.join('.')).join(', ') || 'no embedded list';
      throw new QueryError(keys, `${scope.label} cannot filter "${wire}"; it can filter ${known}`);
    }
    const inner =
      row === undefined
        ? { label: `${scope.label} ${wire}`, fields: null, passUnknown: scope.passUnknown === true }
        : scopeAt(scope, row.collection);
    checkFilter(inner, filter, [...keys, '$query']);
  }
  for (const { path } of query.sort) checkPath(scope, path, ['$sort', path]);
}
