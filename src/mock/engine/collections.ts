/**
 * Sub-collection filters: an embedded list (`drives`, `standings`, `playerStats.seasonStats`, …)
 * filtered, and cut to its last entries with `$takeLast`, without filtering the record that
 * holds it. Records are never changed: the path down to the list is copied.
 */
import { isEnvelope } from '../../value-shapes.js';

type Item = Readonly<Record<string, unknown>>;

function cut(items: readonly unknown[], keep: (item: Item) => boolean, takeLast: number | null): unknown[] {
  const kept = items.filter((item) => typeof item === 'object' && item !== null && keep(item as Item));
  return takeLast === null ? kept : kept.slice(Math.max(0, kept.length - takeLast));
}

/** The record with the list at `path` filtered by `keep` (and cut to its last `takeLast`). */
export function filterCollection(
  record: Item,
  path: readonly string[],
  keep: (item: Item) => boolean,
  takeLast: number | null,
): Item {
  const [name, ...rest] = path as [string, ...string[]];
  const value = record[name];
  if (rest.length > 0) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return record;
    return { ...record, [name]: filterCollection(value as Item, rest, keep, takeLast) };
  }
  if (Array.isArray(value)) return { ...record, [name]: cut(value, keep, takeLast) };
  if (isEnvelope(value)) {
    const data = cut(value.data, keep, takeLast);
    const pager = typeof value.pager === 'object' && value.pager !== null ? value.pager : {};
    return {
      ...record,
      [name]: { ...value, pager: { ...pager, offset: 0, limit: data.length, total: data.length }, data },
    };
  }
  // A collection the record holds as one object: kept whole, or null when it does not match.
  if (typeof value === 'object' && value !== null) return keep(value as Item) ? record : { ...record, [name]: null };
  return record;
}
