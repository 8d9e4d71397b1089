/**
 * The fields of a resource as plain data, without zod: written from the model's schemas by
 * `npm run generate` into `field-trees.generated.ts`, and walked here to check paths.
 */
import { UnknownFieldError } from '../errors/query-error.js';
import type { FieldKind } from './field-kinds.js';

/**
 * A node of a field tree: the fields of an object, each a leaf (the {@link FieldKind} of its
 * values), an object's node, or a positive number `n` for a recursive field that has the fields
 * of its `n`th ancestor node.
 */
export type FieldTree = { readonly [field: string]: FieldTree | FieldKind | number };

/**
 * The node a dotted path leads to in a tree: the kind of a scalar field, the node of an object
 * (or of a list's items), `undefined` if it does not exist.
 */
export function fieldAt(tree: FieldTree, path: string): FieldTree | FieldKind | undefined {
  const ancestors: FieldTree[] = [];
  let node: FieldTree | FieldKind | number = tree;
  for (const name of path.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, name)) return undefined;
    ancestors.push(node);
    node = node[name] as FieldTree | FieldKind | number;
    if (typeof node === 'number') node = ancestors[ancestors.length - node] as FieldTree;
  }
  return node as FieldTree | FieldKind;
}

/**
 * Checks that a dotted path exists in a resource's tree.
 *
 * @throws {@link UnknownFieldError} naming the first name that does not exist, where it was
 * looked for, and the names that exist there.
 */
export function assertFieldPath(resource: string, tree: FieldTree, path: string): void {
  const names = path.split('.');
  for (let length = 1; length <= names.length; length++) {
    const prefix = names.slice(0, length).join('.');
    if (fieldAt(tree, prefix) !== undefined) continue;
    const parentPath = names.slice(0, length - 1).join('.');
    const parent = parentPath === '' ? tree : fieldAt(tree, parentPath);
    const candidates = parent && typeof parent === 'object' ? Object.keys(parent) : [];
    throw new UnknownFieldError(resource, path, names[length - 1] as string, parentPath, candidates);
  }
}
