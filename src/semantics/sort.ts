/**
 * `$sort` over query views, in the order mingo 7 gives (a property test holds the engine to it):
 * key by key from the last to the first, each pass stable, so the first key decides and later
 * keys break its ties. A key's value is read whole (a list stays a list, ordered against other
 * kinds by its items, see {@link compareValues}); a missing value sorts as `null`, with it.
 */
import type { SortKey } from '../query/nodes.js';
import { compilePath } from './path-values.js';
import { compareValues } from './value-order.js';

/** A grouping key equal for values that `sameValue` holds equal: the value itself when primitive. */
function groupKey(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return `\u0000${canonical(value)}`;
}

/** A text naming a value up to `sameValue`: instants by time, objects' keys in order. */
function canonical(value: unknown): string {
  if (value === undefined) return 'u';
  if (value === null) return 'z';
  if (typeof value === 'number') return `n${value === 0 ? 0 : value}`;
  if (typeof value === 'string') return `s${JSON.stringify(value)}`;
  if (typeof value === 'boolean') return `b${value}`;
  if (value instanceof Date) return `d${value.getTime()}`;
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const record = value as Readonly<Record<string, unknown>>;
  const keys = Object.keys(record).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`).join(',')}}`;
}

/** One stable pass: the views grouped by their value at `path`, the groups in order. */
function sortPass(views: unknown[], path: string, direction: 1 | -1): void {
  const read = compilePath(path, { unwrap: false });
  const groups = new Map<unknown, { readonly value: unknown; readonly views: unknown[] }>();
  for (const view of views) {
    const value = read(view) ?? null;
    const key = groupKey(value);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { value, views: [view] });
    else group.views.push(view);
  }
  // Values of one kind, each once, have one order: sort them the quick way. Mixed kinds go through
  // compareValues, whose order across kinds and into lists is not total: it must see the values
  // in the same order as mingo's sort, first met first.
  const values = [...groups.values()].map((group) => group.value);
  const ordered = values.every((value) => typeof value === 'string')
    ? values.sort()
    : values.every((value) => typeof value === 'number' && !Number.isNaN(value))
      ? values.sort((a, b) => (a as number) - (b as number))
      : values.every((value) => value instanceof Date && !Number.isNaN(value.getTime()))
        ? values.sort((a, b) => (a as Date).getTime() - (b as Date).getTime())
        : values.sort(compareValues);
  if (direction === -1) ordered.reverse();
  let at = 0;
  for (const value of ordered)
    for (const view of (groups.get(groupKey(value)) as { views: unknown[] }).views) views[at++] = view;
}

/** The views in the order of the sort keys (a copy; the input is left as it is). */
export function sortViews<View>(views: readonly View[], keys: readonly SortKey[]): View[] {
  // One direction per path, the last given, at the place of the first, in the order an object's
  // keys take (integer-like names first), as the wire's `$sort` object would hold them.
  const directions: Record<string, 1 | -1> = Object.create(null);
  for (const { path, direction } of keys) directions[path] = direction;
  const sorted = [...views];
  for (const path of Object.keys(directions).reverse()) sortPass(sorted, path, directions[path] as 1 | -1);
  return sorted;
}
