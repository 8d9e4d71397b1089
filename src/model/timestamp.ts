/**
 * Timestamps as the service writes them: ISO 8601 with `Z`, `±hh:mm`, `±hhmm` or an hour-only
 * `±hh` offset. zod's own `iso.datetime` rejects the hour-only form the spec shows, hence this
 * module. Values stay strings in records; {@link toDate} turns one into a `Date` on demand.
 */
import { InvalidTimestampError } from '../errors/invalid-timestamp-error.js';
import { DATE_ONLY_PARTS, dayExists, TIMESTAMP_PARTS } from '../timestamp-grammar.js';

export {
  DATE_ONLY_PATTERN,
  hasExistingDay,
  isDateOnly,
  isTimestamp,
  TIMESTAMP_PATTERN,
} from '../timestamp-grammar.js';

/** `Date.UTC` without its mapping of years 0–99 onto 1900–1999. */
function utc(year: number, month: number, day: number, h = 0, mi = 0, s = 0, ms = 0): number {
  const date = new Date(Date.UTC(2000, month - 1, day, h, mi, s, ms));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

function offsetMinutes(offset: string): number {
  if (offset === 'Z') return 0;
  const sign = offset[0] === '-' ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  return sign * (hours * 60 + minutes);
}

/**
 * Turns a service timestamp (any offset form) or a date-only string (read as UTC midnight) into
 * a `Date`. Sub-millisecond digits are truncated; a leap second `:60` is read as the next second.
 *
 * @throws {@link InvalidTimestampError} when the string is neither form, or names a day that
 * does not exist.
 * @example
 * toDate('2024-09-08T13:00:00-07').toISOString() // '2024-09-08T20:00:00.000Z'
 */
export function toDate(value: string): Date {
  const dateOnly = DATE_ONLY_PARTS.exec(value);
  if (dateOnly) {
    const [, y, mo, d] = dateOnly as unknown as [string, string, string, string];
    if (!dayExists(y, mo, d)) throw new InvalidTimestampError(value, `day ${d} does not exist in ${y}-${mo}`);
    return new Date(utc(Number(y), Number(mo), Number(d)));
  }
  const m = TIMESTAMP_PARTS.exec(value);
  if (!m) {
    throw new InvalidTimestampError(
      value,
      'expected YYYY-MM-DDThh:mm[:ss[.fff]] with Z or a ±hh[[:]mm] offset, or YYYY-MM-DD',
    );
  }
  const [, y, mo, d, h, mi, s = '0', frac = '', offset] = m as unknown as string[];
  if (!dayExists(y as string, mo as string, d as string)) {
    throw new InvalidTimestampError(value, `day ${d} does not exist in ${y}-${mo}`);
  }
  const millis = Number(frac.padEnd(3, '0').slice(0, 3));
  const local = utc(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s), millis);
  return new Date(local - offsetMinutes(offset as string) * 60_000);
}
