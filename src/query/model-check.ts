/**
 * Checks a parsed query against the generated field trees of the model, for the callers that
 * parse an `s` without a builder: the mock, and the command's `explain`. (A builder checks what
 * `from({ s })` gives it itself; the root entry, which checks against the schemas, never loads
 * the generated trees.)
 */
import { type FieldTree, mergeFieldTrees } from '../resources/field-tree.js';
import { fieldTrees } from '../resources/field-trees.generated.js';
import { type ResourceName, resourceNames, resources, type SubQueryRow } from '../resources/table.js';
import type { QueryNode } from './nodes.js';
import { checkQuery } from './scope.js';

/**
 * Checks a query against a resource's model: its paths and values, as a builder's `from({ s })`
 * does. With `passUnknown`, a path the model lacks is passed over rather than refused.
 */
export function checkResourceQuery(resource: ResourceName, query: QueryNode, passUnknown = false): void {
  checkQuery({ label: resource, fields: fieldTrees[resource], passUnknown }, resources[resource].subQueries, query);
}

let everyResource: FieldTree | undefined;

/**
 * Checks the values of a query whose resource is not known against every resource at once: a
 * value is refused where every resource that has its path takes another kind there (`"3"` for
 * `week.week`). Paths no resource has, and sub-collection filters, are passed over.
 */
export function checkQueryForAnyResource(query: QueryNode): void {
  everyResource ??= mergeFieldTrees(resourceNames.map((name) => fieldTrees[name]));
  const rows = resourceNames.flatMap((name): readonly SubQueryRow[] => resources[name].subQueries);
  checkQuery({ label: 'any resource', fields: everyResource, passUnknown: true }, rows, query);
}
