/** Which resource a request path addresses, from the resource table. */
import { type ResourceName, resources } from '../../resources.js';

/** A request to a query endpoint: the list, or one record by id. */
export type Route =
  | { readonly kind: 'list'; readonly resource: ResourceName; readonly path: string }
  | { readonly kind: 'byId'; readonly resource: ResourceName; readonly id: string }
  /** A by-id path whose id segment has a malformed `%` escape (`/teams/%E0`): a 400. */
  | { readonly kind: 'malformed'; readonly resource: ResourceName; readonly segment: string };

/** A path segment decoded, or `null` when it has a malformed `%` escape (`%E0`, `100%`). */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const names = Object.keys(resources) as ResourceName[];
const exact = new Map<string, ResourceName>(
  names.flatMap((name) => resources[name].paths.map((path) => [path, name] as const)),
);
// `/videos/assets/{id}` and the like, as a prefix before the id segment.
const byId = names.flatMap((name) => {
  const path = resources[name].byIdPath;
  return path === null ? [] : [{ name, prefix: path.slice(0, path.indexOf('{id}')) }];
});

/**
 * The route of a path relative to the base URL. Exact paths come first, so that
 * `/videos/assets/jobs` is the jobs list and never the job whose id is `jobs`.
 */
export function routeOf(path: string): Route | null {
  const resource = exact.get(path);
  if (resource !== undefined) return { kind: 'list', resource, path };
  for (const { name, prefix } of byId) {
    if (!path.startsWith(prefix)) continue;
    const segment = path.slice(prefix.length);
    if (segment === '' || segment.includes('/')) continue;
    const id = decodeSegment(segment);
    return id === null ? { kind: 'malformed', resource: name, segment } : { kind: 'byId', resource: name, id };
  }
  return null;
}
