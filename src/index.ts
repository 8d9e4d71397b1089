/**
 * `huddle`: `createClient` with a typed client per endpoint of the resource table, the query
 * builder, errors, `toDate` and the record types; the zod schemas and `validate` are in
 * `huddle/schemas`. huddle is a typed SDK for the sports-content query service and its push
 * notifications.
 *
 * @packageDocumentation
 */
export { createClient, type HuddleClient } from './client/create-client.js';
export type {
  CallOptions,
  ClientOptions,
  RetryOptions,
  TokenContext,
  TokenSource,
  ValidationMode,
} from './client/options.js';
export { DEFAULT_PAGE_SIZE } from './client/paging.js';
export { PushClient, type SetGroupsRequest } from './client/push-client.js';
export { type GetOptions, type PagingOptions, ResourceQuery } from './client/resource-query.js';
export type { CompletePager, Page } from './client/response.js';
export { AbortError } from './errors/abort-error.js';
export { ArgumentError } from './errors/argument-error.js';
export { BadRequestError } from './errors/bad-request-error.js';
export type { HuddleErrorCode } from './errors/codes.js';
export { GroupNameError } from './errors/group-name-error.js';
export { HttpError, type HttpErrorResponse, isHttpError } from './errors/http-error.js';
export { HuddleError, isHuddleError } from './errors/huddle-error.js';
export { IdError } from './errors/id-error.js';
export { InvalidTimestampError } from './errors/invalid-timestamp-error.js';
export { NetworkError } from './errors/network-error.js';
export { FieldSelectorError, QueryError, SelectionMaskError, UnknownFieldError } from './errors/query-error.js';
export { isRequestError, RequestError, type RequestSummary } from './errors/request-error.js';
export { RequirementError } from './errors/requirement-error.js';
export { ResponseTooLargeError } from './errors/response-too-large-error.js';
export { TimeoutError } from './errors/timeout-error.js';
export { TokenError } from './errors/token-error.js';
export { formatPath, ValidationError, type ValidationProblem, type ValuePath } from './errors/validation-error.js';
export type { OpenEnum } from './model/common.js';
export type { RecordTypes } from './model/record-types.js';
export { isDateOnly, isTimestamp, toDate } from './model/timestamp.js';
export type * from './model/types.js';
// The builder, `query()` to start one, and its parsers. `query()` checks paths against the
// generated field trees, the same ones the client's builders check against.
export {
  type BuiltQuery,
  FilterBuilder,
  type InferResult,
  QueryBuilder,
  type QueryTree,
} from './query/builder.js';
export { compile, type QueryParams } from './query/compile.js';
export { formatQuery } from './query/format-query.js';
export { parseFields } from './query/parse-fields.js';
export { parseQuery } from './query/parse-query.js';
export { query } from './query/query.js';
export type * from './query/records.js';
export { formatFields } from './query/selection.js';
export * from './resources/resource-table.js';
