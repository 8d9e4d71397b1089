/**
 * huddle: a typed SDK for the sports-content query service and its push notifications.
 *
 * @packageDocumentation
 */
export { createClient, type HuddleClient } from './client/create-client.js';
export type { CallOptions, ClientOptions, TokenContext, TokenSource, ValidationMode } from './client/options.js';
export {
  DEFAULT_PAGE_SIZE,
  type GetOptions,
  type PagingOptions,
  type RawListOptions,
  ResourceQuery,
} from './client/resource-query.js';
export type { Page, Pager as NormalizedPager } from './client/response.js';
export { AbortError } from './errors/abort-error.js';
export { BadRequestError } from './errors/bad-request-error.js';
export { HttpError } from './errors/http-error.js';
export { HuddleError } from './errors/huddle-error.js';
export { NetworkError } from './errors/network-error.js';
export { TimeoutError } from './errors/timeout-error.js';
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
