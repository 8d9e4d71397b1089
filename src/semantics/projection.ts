/**
 * Projection by `fs`: only the selected fields, in the record's shape. A field selected whole
 * keeps its value; a field with sub-fields is projected into (through lists and envelopes, whose
 * pager is kept); a selected field the record lacks is `null`, as the service answers.
 */
import type { SelectionNode } from '../query/nodes.js';
import { isEnvelope } from '../untyped-values.js';

function projectValue(value: unknown, selection: SelectionNode): unknown {
  if (Array.isArray(value)) return value.map((item) => projectValue(item, selection));
  if (isEnvelope(value)) {
    const data = value.data.map((item) => projectValue(item, selection));
    return value.pager === undefined ? { data } : { pager: value.pager, data };
  }
  if (typeof value !== 'object' || value === null) return value ?? null;
  return project(value as Record<string, unknown>, selection);
}

/**
 * The selected fields of a record. Only its own fields are read, and each is written as a field
 * of the answer: `constructor` or `__proto__` is an unknown field like any other (`null`), never
 * a member of `Object.prototype`, and never the answer's prototype.
 */
export function project(record: Readonly<Record<string, unknown>>, selection: SelectionNode): Record<string, unknown> {
  return Object.fromEntries(
    selection.fields.map(({ name, children }) => {
      const value = Object.hasOwn(record, name) ? record[name] : undefined;
      return [name, children === null ? (value ?? null) : projectValue(value, children)];
    }),
  );
}
