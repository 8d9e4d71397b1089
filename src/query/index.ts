/**
 * `huddle/query`: the typed, fluent builder of the service's `fs` and `s` parameters, and the
 * parsers and formatters that read and write them. It never loads zod or ky, so it can be used
 * on its own, with any HTTP client.
 *
 * @packageDocumentation
 */

export { ArgumentError } from '../errors/argument-error.js';
export type { HuddleErrorCode } from '../errors/codes.js';
export { HuddleError } from '../errors/huddle-error.js';
export { FieldSelectorError, QueryError, SelectionMaskError, UnknownFieldError } from '../errors/query-error.js';
export {
  type BuiltMask,
  type BuiltQuery,
  FilterBuilder,
  type FromSource,
  type InferResult,
  QueryBuilder,
  type QuerySource,
  type QueryTree,
  type RangeOperator,
  type SelectionSource,
  type SortDirection,
  type WithFs,
} from './builder.js';
export { compile, type QueryParams } from './compile.js';
export { formatQuery, queryObject } from './format-query.js';
export type { CheckedSelector, FieldsMask } from './fs-types.js';
export { MAX_CONDITION_DEPTH, MAX_SELECTION_DEPTH, MAX_VALUE_DEPTH } from './limits.js';
// Each node type and its frozen companion (`QueryNode.create`, `FilterNode.cloneWithCondition`, …).
export {
  Comparison,
  type ComparisonOperator,
  Condition,
  FieldNode,
  FilterNode,
  type JsonValue,
  QueryNode,
  SelectionNode,
  SiblingSubQuery,
  SortKey,
} from './nodes.js';
export { OPERATORS, type OperatorRow, RANGE_OPERATORS } from './operators.js';
export { parseFields } from './parse-fields.js';
export { type ParseQueryOptions, parseQuery } from './parse-query.js';
export { query } from './query.js';
export type * from './records.js';
export { formatFields, mergeSelections, type SelectionMask, selectionFromMask } from './selection.js';
export type {
  AddedMask,
  CheckedPath,
  CollectionItem,
  CollectionOf,
  DefaultOf,
  DefaultResult,
  FieldPath,
  LooseRecord,
  MaskOf,
  Operand,
  PartialRecord,
  RecordTypes,
  ResultOf,
  Selected,
  SelectionMaskOf,
  UnknownSelection,
  ValueAt,
  WholeRecord,
} from './types.js';
