/**
 * The generated field trees of every resource, decoded from their text the first time a path is
 * checked, so that an app pays for the decoding only when it builds a query.
 */

import type { FieldTree } from './field-tree.js';
import { decodeFieldTree } from './field-tree-text.js';
import { fieldTreesText } from './field-trees.generated.js';
import type { ResourceName } from './resource-table.js';

let decoded: FieldTree | undefined;
const trees = (): FieldTree => (decoded ??= decodeFieldTree(fieldTreesText));

/** Every field of a resource's records, read from its schema by `npm run generate`. */
export function fieldTreeOf(name: ResourceName): FieldTree {
  return trees()[name] as FieldTree;
}

/** The resources the trees were generated for: every resource of the table, in its order. */
export function fieldTreeNames(): ResourceName[] {
  return Object.keys(trees()) as ResourceName[];
}
