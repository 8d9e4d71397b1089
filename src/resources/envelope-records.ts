/**
 * Where a list answer holds its records: each envelope kind of the resource table read once, for
 * the client (which then validates the records) and the mock's recording proxy (which checks
 * them for drift and records them). Plain data in, plain data out: nothing is validated here.
 */
import { ValidationError, type ValuePath } from '../errors/validation-error.js';
import { describeValue, isEnvelope, isRecord } from '../untyped-values.js';
import { type EnvelopeKind, type ResourceName, resources } from './resource-table.js';

/** Where an envelope holds its records and pager, before either is validated. */
export interface EnvelopeRecords {
  readonly data: unknown[];
  /** Where `data` sits in the body; for a body that is one record, where that record sits. */
  readonly at: ValuePath;
  readonly pager?: { readonly value: unknown; readonly at: ValuePath };
  /** The body was one record, not a list: its path is `at` itself. */
  readonly single?: true;
}

/** The refusal of a body whose shape is not its envelope's, at the path where it went wrong. */
export function shapeError(resource: string, at: ValuePath, expected: string, found: unknown): ValidationError {
  return new ValidationError(resource, [
    { path: at, expected, found: found === undefined ? 'missing' : describeValue(found) },
  ]);
}

const inEnvelope = (envelope: { pager?: unknown; data: unknown[] }, at: ValuePath): EnvelopeRecords => ({
  data: envelope.data,
  at: [...at, 'data'],
  pager: { value: envelope.pager, at: [...at, 'pager'] },
});

/** How each envelope kind holds its records; the compiler asks for a reader of each new kind. */
const envelopeReaders: Record<EnvelopeKind, (name: ResourceName, body: unknown) => EnvelopeRecords> = {
  list: (name, body) => {
    if (Array.isArray(body)) return { data: body, at: [] };
    if (isEnvelope(body)) return inEnvelope(body, []);
    throw shapeError(name, [], 'a list of records, or { pager, data }', body);
  },
  envelope: (name, body) => {
    if (isEnvelope(body)) return inEnvelope(body, []);
    throw shapeError(name, [], '{ pager, data }', body);
  },
  'keyed-envelope': (name, body) => {
    const inner = isRecord(body) ? body[name] : undefined;
    if (isEnvelope(inner)) return inEnvelope(inner, [name]);
    throw shapeError(name, isRecord(body) ? [name] : [], `{ ${name}: { pager, data } }`, isRecord(body) ? inner : body);
  },
  'content-list': (name, body) => {
    if (isEnvelope(body)) return inEnvelope(body, []);
    if (isRecord(body) && isEnvelope(body.items)) return inEnvelope(body.items, ['items']);
    throw shapeError(name, [], '{ pager, data }, or a content list whose items are { pager, data }', body);
  },
  'record-or-envelope': (name, body) => {
    if (isEnvelope(body)) return inEnvelope(body, []);
    if (isRecord(body)) return { data: [body], at: [], single: true };
    throw shapeError(name, [], '{ pager, data }, or one record', body);
  },
};

/**
 * The records (and pager) of a list answer of a resource, found by its envelope kind.
 *
 * @throws {@link ValidationError} when the body is not that envelope, at the path where it is not.
 */
export const envelopeRecords = (name: ResourceName, body: unknown): EnvelopeRecords =>
  envelopeReaders[resources[name].envelope](name, body);

/**
 * The records (and pager) of a body in whichever envelope of the table holds them: the resource's
 * own kind first, then the others, one record last. For a reader that judges the records and
 * leaves the envelope to another check (the contract's rules); `null` when no envelope fits.
 */
export function anyEnvelopeRecords(name: ResourceName, body: unknown): EnvelopeRecords | null {
  const own = resources[name].envelope;
  const kinds = [own, ...(Object.keys(envelopeReaders) as EnvelopeKind[]).filter((kind) => kind !== own)];
  // `record-or-envelope` takes any object as one record: it is tried last.
  kinds.sort((a, b) => Number(a === 'record-or-envelope') - Number(b === 'record-or-envelope'));
  for (const kind of kinds) {
    try {
      return envelopeReaders[kind](name, body);
    } catch {
      // Not this envelope: the next.
    }
  }
  return null;
}
