/**
 * The bounds of what the query parsers read and the builder writes. Each is checked in one
 * place that the parser and the builder share, so that whatever huddle writes it also reads,
 * and deeper input is a typed error rather than an exhausted stack.
 */

/**
 * How many names a field selection may nest, from the root to its deepest field: `a{b{c}}` and
 * `a.b.c` are 3. Read alike from `fs` strings and from selection masks.
 */
export const MAX_SELECTION_DEPTH = 32;

/**
 * How deep the conditions of `s` may nest: each `$or`/`$and` branch and each sub-collection
 * filter (`drives: { $query }`) is one level below the conditions that hold it.
 */
export const MAX_CONDITION_DEPTH = 32;

/**
 * How many arrays and objects one value in `s` may nest (an equality operand, an operator's
 * operand, a raw entry): `[[1]]` is 2. Cyclic values are refused outright.
 */
export const MAX_VALUE_DEPTH = 64;
