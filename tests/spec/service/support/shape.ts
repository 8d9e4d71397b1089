/**
 * A small language for the shapes the spec's tables write, and a checker of answers against them.
 * The shapes themselves are written by hand in the suite (../shapes.ts), from the spec's words;
 * this file only knows how to read them. It imports nothing of huddle's.
 *
 * Null is accepted for any field: "Many fields can be null when no data exists; selected-but-empty
 * fields are returned as null" (Resources and their fields), which huddle reads as every field
 * (docs/model.md). An item of a list is never null.
 */
import { isObject, type Json } from './wire.ts';

/** A leaf of a shape: a kind of JSON value, as the spec names it. */
type Leaf =
  | 'string'
  | 'integer'
  | 'number'
  | 'boolean'
  /** "Timestamps are ISO 8601 strings (UTC with Z, or with a numeric offset ...)". */
  | 'timestamp'
  /** A game clock, "minutes:seconds". */
  | 'clock'
  /** A JSON object the spec does not detail. */
  | 'object'
  /** A field whose type the spec does not state: present, of any kind. */
  | 'any';

export type Shape =
  | Leaf
  | { readonly tag: 'fields'; readonly fields: Readonly<Record<string, Shape>> }
  | { readonly tag: 'list'; readonly of: Shape }
  | { readonly tag: 'envelope'; readonly of: Shape }
  | { readonly tag: 'oneOf'; readonly values: readonly string[] };

export type Fields = Extract<Shape, { tag: 'fields' }>;

export const fields = (shape: Readonly<Record<string, Shape>>): Fields => ({ tag: 'fields', fields: shape });
export const list = (of: Shape): Shape => ({ tag: 'list', of });
export const envelope = (of: Shape): Shape => ({ tag: 'envelope', of });
export const oneOf = (...values: string[]): Shape => ({ tag: 'oneOf', values });

/**
 * The spec's timestamp forms: a date, a time (seconds and a fraction optional, as ISO 8601 has
 * them), and `Z`, `±hh:mm` or the hour-only `±hh`.
 */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}(?::\d{2})?)$/;

/** Whether a string is a timestamp of the spec's forms, on a real calendar day and clock time. */
function isTimestamp(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const parts = TIMESTAMP.exec(value);
  if (parts === null) return false;
  const [, year, month, day, hour, minute, second = '0', offset] = parts as unknown as string[];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const offsetHours = offset === 'Z' ? 0 : Number((offset as string).slice(1, 3));
  const offsetMinutes = offset === 'Z' || (offset as string).length === 3 ? 0 : Number((offset as string).slice(4));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day) &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60 &&
    offsetHours < 24 &&
    offsetMinutes < 60
  );
}

/** A timestamp's instant in UTC milliseconds (any of the spec's forms); a date alone is midnight UTC. */
export function instant(value: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T00:00:00Z`);
  return Date.parse(/[+-]\d{2}$/.test(value) ? `${value}:00` : value);
}

const leafChecks: Record<Leaf, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  integer: (value) => Number.isInteger(value),
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  boolean: (value) => typeof value === 'boolean',
  timestamp: isTimestamp,
  clock: (value) => typeof value === 'string' && /^\d+:[0-5]\d$/.test(value),
  object: isObject,
  any: () => true,
};

const PAGER_MEMBERS = ['previous', 'self', 'next', 'limit', 'offset', 'total'];

/**
 * What is wrong with a pager: "Pager object: {previous, self, next, limit, offset, total}. Any
 * member may be null. It can also be an empty object {}. total is an integer count."
 */
export function pagerProblems(pager: unknown, path: string): string[] {
  if (!isObject(pager)) return [`${path}: expected a pager object, found ${JSON.stringify(pager)}`];
  const problems = Object.keys(pager)
    .filter((key) => !PAGER_MEMBERS.includes(key))
    .map((key) => `${path}.${key}: not a pager member`);
  const { total } = pager;
  if (total !== undefined && total !== null && !(Number.isInteger(total) && (total as number) >= 0)) {
    problems.push(`${path}.total: expected an integer count, found ${JSON.stringify(total)}`);
  }
  return problems;
}

/** What is wrong with an envelope `{pager, data: [...]}`, its items checked by `item`. */
export function envelopeProblems(value: unknown, path: string, item: (entry: unknown, at: string) => string[]) {
  if (!isObject(value)) return [`${path}: expected an envelope {pager, data}, found ${JSON.stringify(value)}`];
  const problems = Object.keys(value)
    .filter((key) => key !== 'pager' && key !== 'data')
    .map((key) => `${path}.${key}: not a member of an envelope`);
  problems.push(...pagerProblems(value.pager, `${path}.pager`));
  if (!Array.isArray(value.data)) return [...problems, `${path}.data: expected a list`];
  return [...problems, ...value.data.flatMap((entry, index) => item(entry, `${path}.data[${index}]`))];
}

export interface CheckOptions {
  /**
   * Whether an object must hold exactly the fields of its shape (what `fs` selected), or at least
   * them (a field selected whole: "returns its default content").
   */
  readonly exact: boolean;
}

function itemProblems(value: unknown, shape: Shape, path: string, options: CheckOptions): string[] {
  if (value === null || value === undefined) return [`${path}: a list item is never null, found ${value}`];
  return shapeProblems(value, shape, path, options);
}

/** What is wrong with a value of a field, against its shape (null is fine: see the file's note). */
export function shapeProblems(value: unknown, shape: Shape, path: string, options: CheckOptions): string[] {
  if (value === undefined) return [`${path}: missing`];
  if (value === null) return [];
  if (typeof shape === 'string') {
    return leafChecks[shape](value) ? [] : [`${path}: expected ${shape}, found ${JSON.stringify(value)}`];
  }
  switch (shape.tag) {
    case 'oneOf':
      return shape.values.includes(value as string)
        ? []
        : [`${path}: expected one of ${shape.values.join(', ')}, found ${JSON.stringify(value)}`];
    case 'list':
      return Array.isArray(value)
        ? value.flatMap((entry, index) => itemProblems(entry, shape.of, `${path}[${index}]`, options))
        : [`${path}: expected a list, found ${JSON.stringify(value)}`];
    case 'envelope':
      return envelopeProblems(value, path, (entry, at) => itemProblems(entry, shape.of, at, options));
    case 'fields':
      return fieldsProblems(value, shape, path, options);
  }
}

function fieldsProblems(value: unknown, shape: Fields, path: string, options: CheckOptions): string[] {
  if (!isObject(value)) return [`${path}: expected an object, found ${JSON.stringify(value)}`];
  const names = Object.keys(shape.fields);
  const extra = options.exact ? Object.keys(value).filter((key) => !names.includes(key)) : [];
  return [
    ...extra.map((key) => `${path}.${key}: not selected, yet returned`),
    ...names.flatMap((name) =>
      shapeProblems((value as Json)[name], shape.fields[name] as Shape, `${path}.${name}`, options),
    ),
  ];
}

/** The `fs` that selects exactly a shape's fields, at every depth (braces, the primary form). */
export function selectorOf(shape: Fields): string {
  return Object.entries(shape.fields)
    .map(([name, field]) => {
      const inner = innerFields(field);
      return inner === null ? name : `${name}{${selectorOf(inner)}}`;
    })
    .join(',');
}

function innerFields(shape: Shape): Fields | null {
  if (typeof shape === 'string') return null;
  if (shape.tag === 'fields') return shape;
  if (shape.tag === 'list' || shape.tag === 'envelope') return innerFields(shape.of);
  return null;
}
