/**
 * Reads a response body into records: unwraps each envelope shape of the spec (chosen by the
 * resource table, found by resources/envelope-records.ts), validates the records with the checks
 * generated from the model's schemas, and normalises the pager. zod is loaded only when a check fails, to explain what is wrong.
 */
import { ValidationError, type ValuePath } from '../errors/validation-error.js';
import type { Explain } from '../model/explain.js';
import { checks } from '../model/validators.generated.js';
import { envelopeRecords, shapeError } from '../resources/envelope-records.js';
import type { ResourceName } from '../resources/resource-table.js';
import { describeValue, isRecord } from '../untyped-values.js';
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

/** What a check is about: the records of a resource, or the pager of an envelope. */
type Checked = keyof typeof checks;

/**
 * Whether `value` passes the generated check of `shape`, refusing a body nested past what the
 * stack holds. The value sits at `at`, or at item `index` of the list at `at`: the path is built
 * only for that refusal, since the check runs on every record.
 */
function passes(shape: Checked, value: unknown, resource: string, at: ValuePath, index?: number): boolean {
  try {
    return checks[shape](value);
  } catch (error) {
    // Recursive shapes (content lists holding content lists) are checked by recursion; a body
    // nested past what the stack holds is refused here, instead of a scan of every body's text
    // (which cost about 1x JSON.parse on a 7 MB response).
    if (error instanceof RangeError) {
      throw new ValidationError(resource, [
        {
          path: index === undefined ? [...at] : [...at, index],
          expected: 'a body the validator can read',
          found: 'nesting too deep to validate',
        },
      ]);
    }
    throw error;
  }
}

/**
 * Explains a value the generated check refused: zod, loaded now (a chunk of its own in an app's
 * bundle), names every problem. Should zod accept it after all, its result is used.
 */
async function explainInvalid(shape: Checked, value: unknown, resource: string, at: ValuePath): Promise<unknown> {
  let explain: Explain;
  try {
    ({ explain } = await import('../model/explain.js'));
  } catch (error) {
    throw new ValidationError(resource, [
      {
        path: [...at],
        expected: 'a value the model accepts',
        found: `${describeValue(value)} (the explanation could not be loaded: ${String(error)})`,
      },
    ]);
  }
  return explain(shape, value, resource, at);
}

/** `value` if it passes the check of `shape`; otherwise what zod makes of it. */
async function checked<T>(
  shape: Checked,
  value: unknown,
  resource: string,
  at: ValuePath,
  mode: ValidationMode,
): Promise<T> {
  if (mode === 'off' || passes(shape, value, resource, at)) return value as T;
  return (await explainInvalid(shape, value, resource, at)) as T;
}

async function completePager(
  resource: string,
  value: unknown,
  at: ValuePath,
  mode: ValidationMode,
): Promise<CompletePager> {
  if (value === undefined || value === null) return emptyPager;
  const pager = await checked<Record<string, unknown>>('pager', value, resource, at, mode);
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

/** Reads a list response of a resource into a page. */
export async function readPage<Row>(name: ResourceName, body: unknown, mode: ValidationMode): Promise<Page<Row>> {
  const found = envelopeRecords(name, body);
  const { data } = found;
  if (mode !== 'off') {
    for (let index = 0; index < data.length; index++) {
      const item = found.single ? undefined : index;
      if (!passes(name, data[index], name, found.at, item)) {
        data[index] = await explainInvalid(
          name,
          data[index],
          name,
          item === undefined ? found.at : [...found.at, item],
        );
      }
    }
  }
  const pager =
    found.pager === undefined ? emptyPager : await completePager(name, found.pager.value, found.pager.at, mode);
  return { data: data as Row[], pager, raw: body };
}

/** Reads a by-id response: the record itself. */
export function readRecord<Row>(name: ResourceName, body: unknown, mode: ValidationMode): Promise<Row> {
  if (!isRecord(body)) throw shapeError(name, [], 'a record', body);
  return checked<Row>(name, body, name, [], mode);
}
