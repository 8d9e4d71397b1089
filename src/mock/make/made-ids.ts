/** Identifiers for made records: new, unique in the dataset, and shaped as the dataset's are. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** FNV-1a of a name, as 8 hex digits: each resource's made ids start with their own. */
function hex8(name: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index++) hash = Math.imul(hash ^ name.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The `n`th made id of a resource, in the shape of `example` (an id of its dataset): a
 * version-4-shaped UUID numbered `n` in its last group when the dataset's ids are UUIDs,
 * `example-n` otherwise.
 */
export function madeId(resource: string, example: unknown, n: number): string {
  if (typeof example === 'string' && !UUID.test(example)) return `${example}-${n}`;
  return `${hex8(resource)}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}
