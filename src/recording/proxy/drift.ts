/**
 * Drift: where a service's answer no longer fits the model an app was built on. Each record of a
 * query's 200 answer (found in its envelope as the client finds it) is checked as the client
 * checks it, by the generated validators; a record they refuse is explained by zod, loaded then,
 * into one drift per problem, with its path in the body and the value found there.
 */
import { formatPath, ValidationError, type ValidationProblem, type ValuePath } from '../../errors/validation-error.js';
import { checks } from '../../model/validators.generated.js';
import { envelopeRecords, shapeError } from '../../resources/envelope-records.js';
import type { ResourceName } from '../../resources/resource-table.js';
import { isRecord } from '../../untyped-values.js';

/** One place where an answer does not fit the model. */
export interface Drift {
  /** The request's method. */
  readonly method: string;
  /** The request's path and query string, as sent to the proxy. */
  readonly url: string;
  /** The resource the answer is of. */
  readonly resource: ResourceName;
  /** Where in the answer's body, as a path (`[3].gameStatus.down`, `data[0].abbr`, `(root)`). */
  readonly path: string;
  /** The value found there (`undefined` when the field is missing). */
  readonly value: unknown;
  /** What the model expected and what was found (`expected number, found string "3"`). */
  readonly message: string;
}

/** A drift without its request, as found in one body. */
export type BodyDrift = Omit<Drift, 'method' | 'url'>;

/** What is checked: the records of a resource, or the pager of an envelope. */
type Checked = keyof typeof checks;

function valueAt(root: unknown, path: ValuePath): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** The problems of a value at `at`: none when the generated check (or else zod) accepts it. */
async function problemsOf(shape: Checked, value: unknown, resource: ResourceName, at: ValuePath) {
  try {
    if (checks[shape](value)) return [];
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return [{ path: at, expected: 'a body the validator can read', found: 'nesting too deep to validate' }];
  }
  const { explain } = await import('../../model/explain.js');
  try {
    explain(shape, value, resource, at);
    return []; // zod accepts it after all: so would the client
  } catch (error) {
    if (error instanceof ValidationError) return error.problems;
    throw error;
  }
}

const driftOf =
  (resource: ResourceName, body: unknown) =>
  ({ path, expected, found }: ValidationProblem): BodyDrift => ({
    resource,
    path: formatPath(path),
    value: valueAt(body, path),
    message: `expected ${expected}, found ${found}`,
  });

/** The records of a body and where each sits, or the refusal of its envelope. */
function recordsOf(resource: ResourceName, kind: 'list' | 'byId', body: unknown) {
  if (kind === 'byId') {
    if (!isRecord(body)) throw shapeError(resource, [], 'a record', body);
    return { places: [{ record: body as unknown, at: [] as ValuePath }], pager: undefined };
  }
  const found = envelopeRecords(resource, body);
  return {
    places: found.data.map((record, index) => ({ record, at: found.single ? found.at : [...found.at, index] })),
    pager: found.pager,
  };
}

/**
 * The drifts of a 200 answer of a query: its envelope, each record, the pager. `body` is the
 * parsed JSON; a body that is not JSON is one drift at the root.
 */
export async function driftsOf(
  resource: ResourceName,
  kind: 'list' | 'byId',
  body: { readonly json: unknown } | { readonly text: string },
): Promise<BodyDrift[]> {
  if (!('json' in body)) {
    const excerpt = body.text.length > 40 ? `${body.text.slice(0, 40)}…` : body.text;
    return [{ resource, path: '(root)', value: excerpt, message: 'expected a JSON body, found text' }];
  }
  const { json } = body;
  let found: ReturnType<typeof recordsOf>;
  try {
    found = recordsOf(resource, kind, json);
  } catch (error) {
    if (error instanceof ValidationError) return error.problems.map(driftOf(resource, json));
    throw error;
  }
  const problems: ValidationProblem[] = [];
  for (const { record, at } of found.places) problems.push(...(await problemsOf(resource, record, resource, at)));
  const pager = found.pager;
  if (pager !== undefined && pager.value !== undefined && pager.value !== null) {
    problems.push(...(await problemsOf('pager', pager.value, resource, pager.at)));
  }
  return problems.map(driftOf(resource, json));
}
