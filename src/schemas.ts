/**
 * `huddle/schemas`: the zod schemas of every resource and embedded object of the service, the
 * types inferred from them, the resource table and the timestamp helpers. For apps that
 * validate service data themselves; it loads zod but never the HTTP client.
 *
 * @packageDocumentation
 */

export type { HuddleErrorCode } from './errors/codes.js';
export { HuddleError } from './errors/huddle-error.js';
export { InvalidTimestampError } from './errors/invalid-timestamp-error.js';
export { formatPath, ValidationError, type ValidationProblem, type ValuePath } from './errors/validation-error.js';
export * from './model/index.js';
export { validate } from './model/validate.js';
export * from './resources/resource-table.js';
export { describeValue } from './untyped-values.js';
