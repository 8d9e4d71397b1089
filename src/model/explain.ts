/**
 * What is loaded only when a value fails its generated check: zod and the model's schemas, which
 * name every problem of the value. The client's `response.ts` and the mock's recording proxy
 * import this module with `import()`, so bundlers put it, and zod, in a chunk of their own.
 */
import { atPath, ValidationError, type ValuePath } from '../errors/validation-error.js';
import type { ResourceName } from '../resources/resource-table.js';
import { PagerSchema } from './common.js';
import { resourceSchemas } from './resources.js';
import { validate } from './validate.js';

/**
 * Runs zod on `value` as a record of `shape` (or a pager): its result when zod accepts it, else
 * the {@link ValidationError} that explains why not, its paths taken from `at`.
 */
export function explain(shape: ResourceName | 'pager', value: unknown, resource: string, at: ValuePath): unknown {
  try {
    return validate(shape === 'pager' ? PagerSchema : resourceSchemas[shape], value, resource);
  } catch (error) {
    throw error instanceof ValidationError ? atPath(error, at) : error;
  }
}

/** {@link explain}'s type, for the module that loads it with `import()`. */
export type Explain = typeof explain;
