/**
 * Timestamps as the service writes them: ISO 8601 with `Z`, `±hh:mm`, `±hhmm` or an hour-only
 * `±hh` offset. zod's own `iso.datetime` rejects the hour-only form the spec shows, hence this
 * module. Values stay strings in records; {@link toDate} turns one into a `Date` on demand.
 */
import { InvalidTimestampError } from '../errors/invalid-timestamp-error.js';

const DATE = String.raw`(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])`;
const TIME = String.raw`([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d|60)(?:\.(\d{1,9}))?)?`;
const OFFSET = String.raw`(Z|[+-](?:[01]\d|2[0-3])(?::?[0-5]\d)?)`;

/** The same pattern without capturing groups: validation only asks whether it matches, faster. */
const matchOnly = (source: string) => new RegExp(source.replace(/\((?!\?)/g, '(?:'));

/** Pattern of a timestamp with a mandatory offset. */
export const TIMESTAMP_PATTERN: RegExp = matchOnly(`^${DATE}T${TIME}${OFFSET}$`);

/** Pattern of a calendar date without time (`2024-09-08`), as events are queried. */
export const DATE_ONLY_PATTERN: RegExp = matchOnly(`^${DATE}$`);

/** The patterns with their parts captured, for reading a value. */
const TIMESTAMP_PARTS = new RegExp(`^${DATE}T${TIME}${OFFSET}$`);
const DATE_ONLY_PARTS = new RegExp(`^${DATE}$`);

/** `Date.UTC` without its mapping of years 0–99 onto 1900–1999. */
function utc(year: number, month: number, day: number, h = 0, mi = 0, s = 0, ms = 0): number {
  const date = new Date(Date.UTC(2000, month - 1, day, h, mi, s, ms));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Whether the day of a matched date exists in its month (rejects `2023-02-29`). */
function dayExists(year: string, month: string, day: string): boolean {
  return Number(day) <= daysInMonth(Number(year), Number(month));
}

/**
 * Whether the `YYYY-MM-DD` at the start of a string that already matched a date pattern names
 * a day that exists. Days up to 28 exist in every month, which spares most values any work.
 */
export function hasExistingDay(value: string): boolean {
  // Day digits at 8 and 9; "28" or less needs no slicing at all.
  const tens = value.charCodeAt(8);
  if (tens < 0x32 || (tens === 0x32 && value.charCodeAt(9) <= 0x38)) return true;
  return dayExists(value.slice(0, 4), value.slice(5, 7), value.slice(8, 10));
}

/** True for a well-formed timestamp with an offset whose calendar day exists. */
export function isTimestamp(value: string): boolean {
  const m = TIMESTAMP_PARTS.exec(value);
  return m !== null && dayExists(m[1] as string, m[2] as string, m[3] as string);
}

/** True for a well-formed date-only string (`YYYY-MM-DD`) whose day exists. */
export function isDateOnly(value: string): boolean {
  const m = DATE_ONLY_PARTS.exec(value);
  return m !== null && dayExists(m[1] as string, m[2] as string, m[3] as string);
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
