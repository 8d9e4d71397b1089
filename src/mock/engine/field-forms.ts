/**
 * The forms of src/resources/field-forms.ts applied to records: standings are the team's latest
 * (as the query reads them, and as answered without a sub-query), a conference selected whole is
 * its abbreviation (as the answer is projected). Records are never changed: a
 * record with a field in another form is a copy. A value already in the form (a grouping written
 * as a string, a standings object) is kept.
 */
import type { SelectionNode } from '../../query/nodes.js';
import { type FieldForm, type FieldFormRow, fieldFormsOf } from '../../resources/field-forms.js';
import { isEnvelope, isRecord } from '../../untyped-values.js';

type Item = Readonly<Record<string, unknown>>;

/** How each form is written from the stored value; the compiler asks for a writer of each new form. */
const formWriters: Record<FieldForm, (value: unknown) => unknown> = {
  abbr: (value) => (isRecord(value) ? (value.abbr ?? null) : value),
  latest: (value) => {
    const items = isEnvelope(value) ? value.data : Array.isArray(value) ? value : null;
    return items === null ? value : (items.at(-1) ?? null);
  },
};

/** A record written in some forms: the identity when there are none. */
function writerOf(rows: readonly FieldFormRow[]): (record: Item) => Item {
  if (rows.length === 0) return (record) => record;
  return (record) => {
    let copy: Record<string, unknown> | null = null;
    for (const { field, form } of rows) {
      if (!Object.hasOwn(record, field)) continue;
      copy ??= { ...record };
      copy[field] = formWriters[form](record[field]);
    }
    return copy ?? record;
  };
}

/**
 * The record as a query reads it: the `no-sub-query` forms applied (standings are the team's
 * latest object), so that `$query` and `$sort` on `standings.overallWins` judge what an answer
 * without a sub-query shows, and a sub-query, which filters only the embedded list, never changes
 * which records match. `null` when the resource has no such form.
 */
export function readForms(resource: string): ((record: Item) => Item) | null {
  const rows = fieldFormsOf(resource).filter(({ when }) => when === 'no-sub-query');
  return rows.length === 0 ? null : writerOf(rows);
}

/**
 * The fields an answer shows as stored, not in their `no-sub-query` form: those a sub-query of
 * `s` filters (the standings envelope, cut by the sub-query).
 *
 * @param subQueried - The paths of the embedded collections a sub-query of `s` filters
 * (`standings`, `playerStats.seasonStats`): their first names are the fields it filters.
 */
export function storedFields(resource: string, subQueried: readonly (readonly string[])[]): readonly string[] {
  const filtered = new Set(subQueried.map(([first]) => first ?? ''));
  return fieldFormsOf(resource)
    .filter(({ field, when }) => when === 'no-sub-query' && filtered.has(field))
    .map(({ field }) => field);
}

/**
 * The forms that depend on `fs` (`selected-whole`: a conference selected whole is its
 * abbreviation): they shape the answer alone, after the records are filtered and sorted, so that
 * `conference.abbr` filters whatever `fs` selects.
 *
 * @param selection - `null`: the whole record.
 */
export function selectedForms(resource: string, selection: SelectionNode | null): (record: Item) => Item {
  const selectedWhole = (field: string) =>
    selection === null || selection.fields.some(({ name, children }) => name === field && children === null);
  return writerOf(
    fieldFormsOf(resource).filter(({ field, when }) => when === 'selected-whole' && selectedWhole(field)),
  );
}
