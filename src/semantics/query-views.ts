/**
 * What the engine queries: each record seen with its envelopes opened (`{ pager, data }` is its
 * `data` list, as paths such as `related.games.id` read through them) and its timestamps as
 * `Date`s, dates alone as midnight UTC (so that comparisons and sorts are chronological across
 * offsets). Built once per
 * record and kept.
 */
import { isDateOnly, isTimestamp, toDate } from '../model/timestamp.js';
import { isEnvelope } from '../untyped-values.js';

const views = new WeakMap<object, Record<string, unknown>>();

function viewValue(value: unknown): unknown {
  if (typeof value === 'string') return isTimestamp(value) || isDateOnly(value) ? toDate(value) : value;
  if (Array.isArray(value)) return value.map(viewValue);
  if (typeof value !== 'object' || value === null) return value;
  if (isEnvelope(value)) return value.data.map(viewValue);
  const view: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) view[key] = viewValue(field);
  return view;
}

/** The query view of a record. */
export function viewOf(record: object): Record<string, unknown> {
  let view = views.get(record);
  if (view === undefined) {
    view = viewValue(record) as Record<string, unknown>;
    views.set(record, view);
  }
  return view;
}

/** The value at a dotted path of a view, through lists (the first value found). */
export function firstValueAt(view: unknown, path: readonly string[]): unknown {
  let value = view;
  for (const name of path) {
    if (Array.isArray(value)) value = value.find((item) => firstValueAt(item, [name]) != null);
    // Own fields only: `constructor` or `__proto__` is no field of a record.
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, name)) return undefined;
    value = (value as Record<string, unknown>)[name];
  }
  return Array.isArray(value) ? value.find((item) => item != null) : value;
}
