/**
 * Reads a response body into records: unwraps each envelope shape of the spec (chosen by the
 * resource table), validates the records (a fast path derived from the schemas, zod for the
 * details of what is wrong), and normalises the pager.
 */
import type * as z from 'zod/mini';
import { atPath, ValidationError, type ValuePath } from '../errors/validation-error.js';
import { PagerSchema } from '../model/common.js';
import { fastValidator } from '../model/fast-validator.js';
import { resourceSchemas } from '../model/resources.js';
import { describeValue, validate } from '../model/validate.js';
import { type EnvelopeKind, type ResourceName, resources } from '../resources/table.js';
import { isEnvelope, isRecord } from '../value-shapes.js';
import type { ValidationMode } from './options.js';

/**
 * The pager of a {@link Page}: the service's `Pager` (the model type, where the envelope may
 * send `{}` and any member may be missing or null) with every member present, `null` where the
 * service gave none. Two names for two shapes: `Pager` is what the service sends and what
 * `huddle/schemas` validates; `CompletePager` is what the client hands you, so
 * `page.pager.total` needs no `?.`.
 */
export interface CompletePager {
  readonly previous: string | null;
  readonly self: string | null;
  readonly next: string | null;
  readonly limit: number | null;
  readonly offset: number | null;
  /** The number of records in all pages, when the service says. */
  readonly total: number | null;
}

/** One page of records, whatever envelope the service wrapped it in. */
export interface Page<Row> {
  readonly data: Row[];
  readonly pager: CompletePager;
  /** The response body as the service sent it. */
  readonly raw: unknown;
}

const emptyPager: CompletePager = Object.freeze({
  previous: null,
  self: null,
  next: null,
  limit: null,
  offset: null,
  total: null,
});

function shapeError(resource: string, at: ValuePath, expected: string, found: unknown): ValidationError {
  return new ValidationError(resource, [
    { path: at, expected, found: found === undefined ? 'missing' : describeValue(found) },
  ]);
}

/** Parses a body's JSON, refusing text that is not JSON as a {@link ValidationError}. */
export function parseBody(resource: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const excerpt = text.length > 40 ? `${text.slice(0, 40)}…` : text;
    throw new ValidationError(resource, [
      { path: [], expected: 'a JSON body', found: `text ${JSON.stringify(excerpt)}` },
    ]);
  }
}

/** Validates `value` against `schema`: the fast path when it is sure, zod otherwise. */
function validateAt<T>(
  schema: z.core.$ZodType,
  value: unknown,
  resource: string,
  at: ValuePath,
  mode: ValidationMode,
): T {
  try {
    return mode === 'off' || fastValidator(schema)(value)
      ? (value as T)
      : explainInvalid<T>(schema, value, resource, at);
  } catch (error) {
    // Recursive shapes (content lists holding content lists) are validated by recursion; a body
    // nested past what the stack holds is refused here, instead of a scan of every body's text
    // (which cost about 1x JSON.parse on a 7 MB response).
    if (error instanceof RangeError) {
      throw new ValidationError(resource, [
        { path: [...at], expected: 'a body the validator can read', found: 'nesting too deep to validate' },
      ]);
    }
    throw error;
  }
}

/** Runs zod on a value the fast path did not accept: its result, or the error it explains. */
function explainInvalid<T>(schema: z.core.$ZodType, value: unknown, resource: string, at: ValuePath): T {
  try {
    return validate(schema, value, resource) as T;
  } catch (error) {
    throw error instanceof ValidationError ? atPath(error, at) : error;
  }
}

function completePager(resource: string, value: unknown, at: ValuePath, mode: ValidationMode): CompletePager {
  if (value === undefined || value === null) return emptyPager;
  const pager = validateAt<Record<string, unknown>>(PagerSchema, value, resource, at, mode);
  const read = <T>(key: keyof CompletePager) => (pager[key] ?? null) as T;
  return {
    previous: read('previous'),
    self: read('self'),
    next: read('next'),
    limit: read('limit'),
    offset: read('offset'),
    total: read('total'),
  };
}

function validRecords<Row>(name: ResourceName, list: unknown[], at: ValuePath, mode: ValidationMode): Row[] {
  if (mode === 'off') return list as Row[];
  const schema = resourceSchemas[name];
  const fast = fastValidator(schema);
  for (let index = 0; index < list.length; index++) {
    if (!fast(list[index])) list[index] = explainInvalid(schema, list[index], name, [...at, index]);
  }
  return list as Row[];
}

/** What an envelope's reader is handed: the resource, the body, and how to make a page of it. */
interface EnvelopeInput {
  readonly name: ResourceName;
  readonly body: unknown;
  readonly mode: ValidationMode;
  /** The page of a `{ pager, data }` found at `at` in the body. */
  readonly page: (envelope: { pager?: unknown; data: unknown[] }, at: ValuePath) => Page<unknown>;
}

/** How each envelope kind is read into a page; the compiler asks for a reader of each new kind. */
const envelopeReaders: Record<EnvelopeKind, (input: EnvelopeInput) => Page<unknown>> = {
  list: ({ name, body, mode, page }) => {
    if (Array.isArray(body)) return { data: validRecords(name, body, [], mode), pager: emptyPager, raw: body };
    if (isEnvelope(body)) return page(body, []);
    throw shapeError(name, [], 'a list of records, or { pager, data }', body);
  },
  envelope: ({ name, body, page }) => {
    if (isEnvelope(body)) return page(body, []);
    throw shapeError(name, [], '{ pager, data }', body);
  },
  'keyed-envelope': ({ name, body, page }) => {
    const inner = isRecord(body) ? body[name] : undefined;
    if (isEnvelope(inner)) return page(inner, [name]);
    throw shapeError(name, isRecord(body) ? [name] : [], `{ ${name}: { pager, data } }`, isRecord(body) ? inner : body);
  },
  'content-list': ({ name, body, page }) => {
    if (isEnvelope(body)) return page(body, []);
    if (isRecord(body) && isEnvelope(body.items)) return page(body.items, ['items']);
    throw shapeError(name, [], '{ pager, data }, or a content list whose items are { pager, data }', body);
  },
  'record-or-envelope': ({ name, body, mode, page }) => {
    if (isEnvelope(body)) return page(body, []);
    if (isRecord(body)) return { data: [readRecord(name, body, mode)], pager: emptyPager, raw: body };
    throw shapeError(name, [], '{ pager, data }, or one record', body);
  },
};

/** Reads a list response of a resource into a page. */
export function readPage<Row>(name: ResourceName, body: unknown, mode: ValidationMode): Page<Row> {
  const page = (envelopeValue: { pager?: unknown; data: unknown[] }, at: ValuePath): Page<unknown> => ({
    data: validRecords(name, envelopeValue.data, [...at, 'data'], mode),
    pager: completePager(name, envelopeValue.pager, [...at, 'pager'], mode),
    raw: body,
  });
  return envelopeReaders[resources[name].envelope]({ name, body, mode, page }) as Page<Row>;
}

/** Reads a by-id response: the record itself. */
export function readRecord<Row>(name: ResourceName, body: unknown, mode: ValidationMode): Row {
  if (!isRecord(body)) throw shapeError(name, [], 'a record', body);
  return validateAt<Row>(resourceSchemas[name], body, name, [], mode);
}
