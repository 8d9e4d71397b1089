/**
 * The kinds of value a field of the model holds, and which values of a condition fit each: the
 * one table the builder, `parseQuery`, the mock and the command check condition values against.
 * Plain data and plain functions, without zod, so that `huddle/query` and `huddle/msw` carry it.
 */
import { isDateOnly, isTimestamp } from '../timestamp-grammar.js';

/**
 * The kind of a scalar field, as its leaf in a field tree records it. `any` is a field whose
 * forms disagree, or whose schema is not a plain scalar: every value fits it.
 */
export type FieldKind = 'string' | 'number' | 'boolean' | 'timestamp' | 'any';

/** What fits a kind, and how an error message names it. */
interface KindRow {
  /** Whether a scalar value (never `null` or an array: those are decided before) fits. */
  readonly fits: (value: unknown) => boolean;
  /** The kind as a message names it: `a number`. */
  readonly name: string;
}

/** Every kind: what fits it and its name. */
export const fieldKinds = {
  string: { fits: (value) => typeof value === 'string', name: 'a string' },
  number: { fits: (value) => typeof value === 'number', name: 'a number' },
  boolean: { fits: (value) => typeof value === 'boolean', name: 'true or false' },
  // The spec queries timestamps with date-only strings too (events' startDateTime).
  timestamp: {
    fits: (value) => typeof value === 'string' && (isTimestamp(value) || isDateOnly(value)),
    name: 'a timestamp (ISO 8601 with an offset, or a date YYYY-MM-DD)',
  },
  any: { fits: () => true, name: 'any value' },
} as const satisfies Record<FieldKind, KindRow>;

/** Whether a text is one of the kinds (a leaf of a field tree), not an object's node or a reference. */
export const isFieldKind = (node: unknown): node is FieldKind =>
  typeof node === 'string' && Object.hasOwn(fieldKinds, node);
