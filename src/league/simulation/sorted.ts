/** Searching sorted lists. */

/**
 * How many items of a list sorted by `key` (ascending) have a key of at most `limit`: the index
 * of the first item past it. A binary search.
 */
export function countAtMost<T>(items: readonly T[], limit: number, key: (item: T) => number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (key(items[middle] as T) <= limit) low = middle + 1;
    else high = middle;
  }
  return low;
}
