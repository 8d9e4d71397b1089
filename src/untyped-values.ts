/**
 * Questions about values that arrive from outside (JSON bodies, payloads, `s` objects), asked
 * alike by the client, the query parser, the push codecs and the mock. Depends on nothing, so
 * that every entry point can use it without weight.
 */

/** Whether a value is a plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value is a collection envelope `{ pager?, data: [...] }`. */
export const isEnvelope = (value: unknown): value is { readonly pager?: unknown; readonly data: unknown[] } =>
  isRecord(value) && Array.isArray(value.data);

/** Names what kind of value something is, for error messages (`null`, `an array`, `a Date`, `string`, …). */
export const describeKind = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : value instanceof Date ? 'a Date' : typeof value;

const MAX_SHOWN = 40;

/** Describes a found value briefly: its kind, and a short excerpt for scalars. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array(${value.length})`;
  switch (typeof value) {
    case 'string': {
      const shown = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
      return `string ${JSON.stringify(shown)}`;
    }
    case 'number':
    case 'boolean':
    case 'bigint':
      return `${typeof value} ${String(value)}`;
    case 'undefined':
      return 'undefined';
    default:
      return typeof value;
  }
}

/**
 * The index of the first lone surrogate in a text (half of a surrogate pair with no other half),
 * or -1 when it has none. No URL, UTF-8 or `encodeURIComponent` can carry one. Read code unit by
 * code unit, as every engine (Hermes too) can, without `String.prototype.isWellFormed`.
 */
export function loneSurrogateAt(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 0xd800 || unit > 0xdfff) continue;
    if (unit <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) index++;
    else return index;
  }
  return -1;
}
