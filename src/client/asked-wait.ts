/**
 * How long a response asks the client to wait, read from the same headers, in the same order, as
 * ky reads them to time its retries. ky waits at most `retry.maxRetryAfter` and then tries again;
 * huddle instead fails at once when the service asks for longer (a `Retry-After` of a day is a
 * service that is down, not one to sleep on), and reports the wait as `HttpError.retryAfter`.
 * ky does not export its reader, so this is the one part of the retry timing huddle reads itself.
 */

/**
 * The statuses whose wait is read: ky's `retry.afterStatusCodes` (which ky copies, never
 * changes), 408, 429 and 503.
 */
export const WAIT_STATUSES = [408, 429, 503];

/** The headers that give a wait, first found first read; in a `…reset` one, a large number is a Unix time. */
const WAIT_HEADERS = [
  'retry-after',
  'ratelimit-reset',
  'x-ratelimit-retry-after',
  'x-ratelimit-reset',
  'x-rate-limit-reset',
];

/** Seconds at least this large, in a reset header, are a Unix time rather than seconds to wait. */
const UNIX_TIME_FROM = Date.parse('2024-01-01');

/**
 * An HTTP date in one of its three forms (IMF-fixdate, RFC 850, asctime), as ky accepts; any
 * other text (`Date.parse` would read `1.5` or `-3` as a year) is not a wait.
 */
const HTTP_DATE = /^[A-Z][a-z]{2,8},? [\w -]+ \d\d:\d\d:\d\d (?:GMT|\d{4})$/;

/** The wait `headers` ask for, in ms (`null` when none says, or it cannot be read). */
export function askedWait(headers: Headers): number | null {
  for (const name of WAIT_HEADERS) {
    const text = headers.get(name)?.trim();
    if (text === undefined) continue;
    if (/^\d+$/.test(text)) {
      const wait = Number(text) * 1000;
      return Math.max(0, name.endsWith('reset') && wait >= UNIX_TIME_FROM ? wait - Date.now() : wait);
    }
    const at = HTTP_DATE.test(text) ? Date.parse(text) : Number.NaN;
    return Number.isFinite(at) ? Math.max(0, at - Date.now()) : null;
  }
  return null;
}
