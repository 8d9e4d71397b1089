/**
 * huddle: a typed SDK for the sports-content query service and its push notifications.
 *
 * @packageDocumentation
 */
export { HuddleError } from './errors/huddle-error.js';
export { formatPath, ValidationError, type ValidationProblem, type ValuePath } from './errors/validation-error.js';
export type { OpenEnum } from './model/common.js';
export { InvalidTimestampError, isDateOnly, isTimestamp, toDate } from './model/timestamp.js';
export type * from './model/types.js';
export { validate } from './model/validate.js';
export {
  compile,
  FieldSelectorError,
  FilterBuilder,
  formatFields,
  formatQuery,
  parseFields,
  parseQuery,
  QueryBuilder,
  QueryError,
  type QueryParams,
  type QueryTree,
  query,
  SelectionMaskError,
  UnknownFieldError,
} from './query/index.js';
export {
  type EnvelopeKind,
  type ResourceDefinition,
  type ResourceName,
  resourceNames,
  resources,
} from './resources.js';
