/**
 * The grammar of the service's timestamps, as plain predicates: ISO 8601 with `Z`, `±hh:mm`,
 * `±hhmm` or an hour-only `±hh` offset, and date-only `YYYY-MM-DD`, each naming a day that exists.
 * Depends on nothing, so that the model, the query checks and the mock share one grammar.
 */

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
export const TIMESTAMP_PARTS = new RegExp(`^${DATE}T${TIME}${OFFSET}$`);
export const DATE_ONLY_PARTS = new RegExp(`^${DATE}$`);

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Whether the day of a matched date exists in its month (rejects `2023-02-29`). */
export function dayExists(year: string, month: string, day: string): boolean {
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
