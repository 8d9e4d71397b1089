/**
 * Fields whose shape the spec makes depend on how they are asked for, as plain data. The mock
 * stores one value for each (the richest: a grouping's object, the standings of every week) and
 * answers it in the form the request calls for (mock/engine/field-forms.ts); documentation reads
 * the same rows.
 *
 * - Team: "conference, division: string when selected whole; object with `abbr` when sub-selected".
 * - Team: "standings: Standings object, or envelope `{pager, data:[Standings]}` when a sub-query
 *   is applied".
 */

/**
 * When a row's form is answered in place of the stored value:
 * - `selected-whole`: the field is selected whole (by its name in `fs`, or with the whole record
 *   when `fs` is omitted and the resource has no default fields); a sub-selection
 *   (`conference{abbr}`, `conference.abbr`) projects the stored value as usual;
 * - `no-sub-query`: no sub-query of `s` filters the field (`standings: { $query }`); with one,
 *   the stored value is filtered and answered as it is. `$query` and `$sort` read the field in
 *   this form either way (`standings.overallWins` is the latest week's), so that a sub-query,
 *   which filters only the embedded list, never changes which records match.
 */
type FieldFormWhen = 'selected-whole' | 'no-sub-query';

/**
 * What is answered in place of the stored value:
 * - `abbr`: its `abbr` member (`{ id, abbr: 'NFC', name }` is answered `'NFC'`);
 * - `latest`: the last entry of its list or envelope (`null` when it has none).
 */
export type FieldForm = 'abbr' | 'latest';

/** One field answered in another form than the one stored, and when. */
export interface FieldFormRow {
  /** A top-level field of the resource's records. */
  readonly field: string;
  readonly when: FieldFormWhen;
  readonly form: FieldForm;
}

/** The fields of each resource that has any, by the name the resource table gives it. */
export const fieldFormTable = {
  teams: [
    { field: 'conference', when: 'selected-whole', form: 'abbr' },
    { field: 'division', when: 'selected-whole', form: 'abbr' },
    // The team's latest standings: the last of its weeks (the dataset keeps them oldest first).
    { field: 'standings', when: 'no-sub-query', form: 'latest' },
  ],
} as const satisfies { readonly [name: string]: readonly FieldFormRow[] };

/** The rows of a resource (none, where it has no entry). */
export const fieldFormsOf = (name: string): readonly FieldFormRow[] =>
  Object.hasOwn(fieldFormTable, name) ? fieldFormTable[name as keyof typeof fieldFormTable] : [];
