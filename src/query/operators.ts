/**
 * The comparison operators of the `s` query language, one row each (issue 39, goal 3 — begun).
 * The operator union and `COMPARISON_OPERATORS` are derived from this table; consumers in other
 * layers (semantics' predicate, the mock engine's index plan, contract arbitraries, the CLI's
 * explain text) are still to be moved onto `Record<ComparisonOperator, …>` rows keyed by it.
 */

/** One operator: the kind of operand it takes on the wire. */
export interface OperatorRow {
  /** `value`: one JSON value (`{ $gt: 3 }`); `list`: an array of values (`{ $in: [1, 2] }`). */
  readonly operand: 'value' | 'list';
}

/** The operator table, keyed by wire key. */
export const OPERATORS = {
  $gt: { operand: 'value' },
  $lt: { operand: 'value' },
  $gte: { operand: 'value' },
  $lte: { operand: 'value' },
  $in: { operand: 'list' },
} as const satisfies Record<string, OperatorRow>;

/** A comparison operator's wire key, derived from {@link OPERATORS}. */
export type ComparisonOperator = keyof typeof OPERATORS;

/** The operators whose operand is one value (the range operators). */
export type RangeOperator = {
  [Operator in ComparisonOperator]: (typeof OPERATORS)[Operator]['operand'] extends 'value' ? Operator : never;
}[ComparisonOperator];
