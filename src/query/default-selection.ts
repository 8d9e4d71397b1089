/**
 * The selection a request without `fs` gets: the resource's default fields (the resource table's
 * `defaultFields`), or every field (`null`) where the row has none. Read by the mock's engine, which
 * answers with it, and by `invalidateForPush`, which asks what such a query reads.
 */
import { type ResourceName, resources } from '../resources/resource-table.js';
import type { SelectionNode } from './nodes.js';
import { parseFields } from './parse-fields.js';

const parsed = new Map<ResourceName, SelectionNode | null>();

/** The default selection of a resource, parsed once; `null` for every field. */
export function defaultSelection(name: ResourceName): SelectionNode | null {
  let selection = parsed.get(name);
  if (selection === undefined) {
    const fields = resources[name].defaultFields;
    selection = fields === null ? null : parseFields(fields.join(','));
    parsed.set(name, selection);
  }
  return selection;
}
