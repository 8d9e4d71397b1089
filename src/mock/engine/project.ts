/**
 * Projection by `fs`: only the selected fields, in the record's shape. A field selected whole
 * keeps its value; a field with sub-fields is projected into (through lists and envelopes, whose
 * pager is kept); a selected field the record lacks is `null`, as the service answers.
 */
import type { SelectionNode } from '../../query/nodes.js';
import { isEnvelope } from '../../values.js';

function projectValue(value: unknown, selection: SelectionNode): unknown {
  if (Array.isArray(value)) return value.map((item) => projectValue(item, selection));
  if (isEnvelope(value)) {
    const data = value.data.map((item) => projectValue(item, selection));
    return value.pager === undefined ? { data } : { pager: value.pager, data };
  }
  if (typeof value !== 'object' || value === null) return value ?? null;
  return project(value as Record<string, unknown>, selection);
}

/** The selected fields of a record. */
export function project(record: Readonly<Record<string, unknown>>, selection: SelectionNode): Record<string, unknown> {
  const projected: Record<string, unknown> = {};
  for (const { name, children } of selection.fields) {
    const value = record[name];
    projected[name] = children === null ? (value ?? null) : projectValue(value, children);
  }
  return projected;
}
