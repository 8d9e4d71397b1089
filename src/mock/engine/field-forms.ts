/**
 * The forms of src/resources/field-forms.ts applied to a record before it is projected: a
 * conference selected whole is answered as its abbreviation, standings that no sub-query filters
 * as the team's latest. Records are never changed: a record with a field in another form is a
 * copy. A value already in the form (a grouping written as a string, a standings object) is kept.
 */
import type { SelectionNode } from '../../query/nodes.js';
import { type FieldForm, type FieldFormRow, type FieldFormWhen, fieldFormsOf } from '../../resources/field-forms.js';
import { isEnvelope, isRecord } from '../../value-shapes.js';

type Item = Readonly<Record<string, unknown>>;

/** How each form is written from the stored value; the compiler asks for a writer of each new form. */
const formWriters: Record<FieldForm, (value: unknown) => unknown> = {
  abbr: (value) => (isRecord(value) ? (value.abbr ?? null) : value),
  latest: (value) => {
    const items = isEnvelope(value) ? value.data : Array.isArray(value) ? value : null;
    return items === null ? value : (items.at(-1) ?? null);
  },
};

/** What a request says that decides whether a row's form applies. */
interface Asked {
  /** `null`: the whole record. */
  readonly selection: SelectionNode | null;
  /** The top-level fields a sub-query of `s` filters. */
  readonly subQueried: ReadonlySet<string>;
}

/** Whether a row's form applies to a request, by when it is answered. */
const applies: Record<FieldFormWhen, (field: string, asked: Asked) => boolean> = {
  'selected-whole': (field, { selection }) =>
    selection === null || selection.fields.some(({ name, children }) => name === field && children === null),
  'no-sub-query': (field, { subQueried }) => !subQueried.has(field),
};

/**
 * The function that writes a resource's records in the forms a request calls for (the identity
 * when none applies).
 *
 * @param subQueried - The paths of the embedded collections a sub-query of `s` filters
 * (`standings`, `playerStats.seasonStats`): their first names are the fields it filters.
 */
export function fieldFormsFor(
  resource: string,
  selection: SelectionNode | null,
  subQueried: readonly (readonly string[])[] = [],
): (record: Item) => Item {
  const asked: Asked = { selection, subQueried: new Set(subQueried.map(([first]) => first ?? '')) };
  const selected = (field: string) => selection === null || selection.fields.some(({ name }) => name === field);
  const rows: readonly FieldFormRow[] = fieldFormsOf(resource).filter(
    ({ field, when }) => selected(field) && applies[when](field, asked),
  );
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
