/**
 * The comparison operators of the `s` query language, one row each (issue 39). The operator
 * union, the parser's list and the command's symbols are read from this table; the layers above
 * key a table of their own by {@link ComparisonOperator} (semantics' order tests, the mock
 * engine's index plans, explain's symbols), so that a new row fails to compile in each until it
 * says what the operator means there.
 */

/** One operator: the kind of operand it takes on the wire, and how the command writes it. */
export interface OperatorRow {
  /** `value`: one JSON value (`{ $gt: 3 }`); `list`: an array of values (`{ $in: [1, 2] }`). */
  readonly operand: 'value' | 'list';
  /** How `huddle explain` prints it and `huddle query --where` reads it (`week>=3`). */
  readonly symbol: string;
}

/** The operator table, keyed by wire key. */
export const OPERATORS = {
  $gt: { operand: 'value', symbol: '>' },
  $lt: { operand: 'value', symbol: '<' },
  $gte: { operand: 'value', symbol: '>=' },
  $lte: { operand: 'value', symbol: '<=' },
  $in: { operand: 'list', symbol: 'in' },
} as const satisfies Record<string, OperatorRow>;

/** A comparison operator's wire key. */
export type ComparisonOperator = keyof typeof OPERATORS;

/** The operators whose operand is one value (the range operators). */
export type RangeOperator = {
  [Operator in ComparisonOperator]: (typeof OPERATORS)[Operator]['operand'] extends 'value' ? Operator : never;
}[ComparisonOperator];

/** The operators whose operand is one value, in the table's order. */
export const RANGE_OPERATORS = (Object.keys(OPERATORS) as ComparisonOperator[]).filter(
  (operator): operator is RangeOperator => OPERATORS[operator].operand === 'value',
);
