/**
 * Checks a parsed query against the generated field trees of the model, for the callers that
 * parse an `s` without a builder: the mock. (A builder checks what `from({ s })` gives it itself;
 * the root entry, which checks against the schemas, never loads the generated trees.)
 */
import { fieldTreeOf } from '../resources/field-trees.js';
import type { ResourceName } from '../resources/resource-table.js';
import { subQueriesOf } from '../resources/sub-queries.js';
import type { QueryNode } from './nodes.js';
import { checkQuery } from './scope.js';

/**
 * Checks a query against a resource's model: its paths and values, as a builder's `from({ s })`
 * does. With `passUnknown`, a path the model lacks is passed over rather than refused.
 */
export function checkResourceQuery(resource: ResourceName, query: QueryNode, passUnknown = false): void {
  checkQuery({ label: resource, fields: fieldTreeOf(resource), passUnknown }, subQueriesOf(resource), query);
}
