/**
 * How long a response asks the client to wait, read from the same headers, in the same order, as
 * ky reads them to time its retries. ky waits at most `retry.maxRetryAfter` and then tries again;
 * huddle instead fails at once when the service asks for longer (a `Retry-After` of a day is a
 * service that is down, not one to sleep on), and reports the wait as `HttpError.retryAfter`.
 * ky does not export its reader, so this is the one part of the retry timing huddle reads itself.
 */

/** The statuses whose wait is read (ky's `retry.afterStatusCodes`): 408, 429 and 503. */
export const WAIT_STATUSES: readonly number[] = [408, 429, 503];

/** A header that gives a wait, and whether a large number in it is a Unix time (a reset time). */
const WAIT_HEADERS: readonly (readonly [name: string, resetTime: boolean])[] = [
  ['retry-after', false],
  ['ratelimit-reset', true],
  ['x-ratelimit-retry-after', false],
  ['x-ratelimit-reset', true],
  ['x-rate-limit-reset', true],
];

/** Seconds at least this large, in a reset header, are a Unix time rather than seconds to wait. */
const UNIX_TIME_FROM = Date.parse('2024-01-01');

/**
 * An HTTP date in one of its three forms (IMF-fixdate, RFC 850, asctime), as ky accepts; any
 * other text (`Date.parse` would read `1.5` or `-3` as a year) is not a wait.
 */
const HTTP_DATE =
  /^(?:[A-Z][a-z]{2,8}, \d{2}[ -][A-Z][a-z]{2}[ -]\d{2}(?:\d{2})? \d{2}:\d{2}:\d{2} GMT|[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4})$/;

/** The wait `headers` ask for, in ms (`null` when none says, or it cannot be read). */
export function askedWait(headers: Headers): number | null {
  for (const [name, resetTime] of WAIT_HEADERS) {
    const value = headers.get(name);
    if (value !== null) return parseWait(value.trim(), resetTime);
  }
  return null;
}

function parseWait(text: string, resetTime: boolean): number | null {
  if (/^\d+$/.test(text)) {
    const wait = Number(text) * 1000;
    return Math.max(0, resetTime && wait >= UNIX_TIME_FROM ? wait - Date.now() : wait);
  }
  const at = HTTP_DATE.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : null;
}
