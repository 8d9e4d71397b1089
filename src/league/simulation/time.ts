/**
 * Calendar and clock arithmetic for the dataset, done on UTC milliseconds only: the machine's
 * time zone is never consulted. US time zones are modelled with their standard offsets and the
 * daylight-saving rule in force since 2007 (second Sunday of March to first Sunday of November,
 * at 02:00 local time); Arizona keeps standard time all year.
 */

/** The time zones of the league's stadiums. */
export type Zone = 'ET' | 'CT' | 'MT' | 'AZ' | 'PT';

/** How a timestamp writes its offset: `Z`, `-04:00`, `-0400` or `-04`. */
export type OffsetStyle = 'utc' | 'colon' | 'compact' | 'hour';

/** Milliseconds in a minute, an hour and a day. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const STANDARD_OFFSET: Record<Zone, number> = { ET: -300, CT: -360, MT: -420, AZ: -420, PT: -480 };

/** A zone named in the data files, checked. */
export function asZone(name: string): Zone {
  if (!Object.hasOwn(STANDARD_OFFSET, name)) throw new Error(`unknown time zone "${name}"`);
  return name as Zone;
}

/** The UTC midnight of a calendar day (`month` 1–12). */
export function dayOf(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day);
}

/** The weekday of a UTC midnight, 0 = Sunday. */
function weekday(dayMs: number): number {
  return new Date(dayMs).getUTCDay();
}

/** The day of the `n`-th (1-based) given weekday of a month. */
export function nthWeekday(year: number, month: number, wanted: number, n: number): number {
  const first = dayOf(year, month, 1);
  const shift = (wanted - weekday(first) + 7) % 7;
  return first + (shift + 7 * (n - 1)) * DAY;
}

/** The civil year, month (1–12) and day of a count of days since 1970-01-01. */
function civil(days: number): [number, number, number] {
  // Howard Hinnant's civil-from-days: exact for the proleptic Gregorian calendar.
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

const daylightCache = new Map<number, readonly [number, number]>();

/** Daylight time's start and end for a year, in local standard time read as UTC. */
function daylightBounds(year: number): readonly [number, number] {
  let bounds = daylightCache.get(year);
  if (!bounds) {
    bounds = [nthWeekday(year, 3, 0, 2) + 2 * HOUR, nthWeekday(year, 11, 0, 1) + HOUR];
    daylightCache.set(year, bounds);
  }
  return bounds;
}

/** The offset from UTC, in minutes, of a zone at an instant. */
export function zoneOffset(zone: Zone, instant: number): number {
  const standard = STANDARD_OFFSET[zone];
  if (zone === 'AZ') return standard;
  const local = instant + standard * MINUTE;
  const [start, end] = daylightBounds(civil(Math.floor(local / DAY))[0]);
  return local >= start && local < end ? standard + 60 : standard;
}

/** The instant of a wall-clock time in a zone (not meant for the hour a clock change skips). */
export function wallTime(zone: Zone, dayMs: number, hours: number, minutes = 0): number {
  const local = dayMs + hours * HOUR + minutes * MINUTE;
  return local - zoneOffset(zone, local - STANDARD_OFFSET[zone] * MINUTE) * MINUTE;
}

const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value));

/*
 * Timestamps are written as character codes into a template and turned into one flat string
 * at once: a template literal would build a rope of concatenations, five times the memory, and
 * the dataset holds hundreds of thousands of them.
 */
const DASH = 45;
const COLON = 58;

/** Templates by length: `YYYY-MM-DDThh:mm:ss`, then `.fff` and the offset are written over. */
const templates = new Map<number, number[]>();

const DATE_TIME = Array.from('0000-00-00T00:00:00', (c) => c.charCodeAt(0));

function template(length: number): number[] {
  let codes = templates.get(length);
  if (!codes) {
    codes = DATE_TIME.slice(0, length);
    while (codes.length < length) codes.push(0);
    templates.set(length, codes);
  }
  return codes;
}

const OFFSET_LENGTH: Readonly<Record<OffsetStyle, number>> = { utc: 1, colon: 6, compact: 5, hour: 3 };

/** Writes a two-digit number at `at`. */
function put2(codes: number[], at: number, value: number): void {
  codes[at] = 48 + ((value / 10) | 0);
  codes[at + 1] = 48 + (value % 10);
}

/** Writes the date of a count of days since 1970-01-01. */
function putDate(codes: number[], days: number): void {
  const [year, month, day] = civil(days);
  put2(codes, 0, (year / 100) | 0);
  put2(codes, 2, year % 100);
  put2(codes, 5, month);
  put2(codes, 8, day);
}

/**
 * Writes an instant as an ISO 8601 timestamp in the given zone: the zone's local time with its
 * offset in the given style, or UTC with `Z` for `'utc'`. The hour-only style is only used for
 * offsets of whole hours, which every US zone has.
 */
export function formatTimestamp(instant: number, zone: Zone, style: OffsetStyle, millis = false): string {
  return formatWithOffset(instant, style === 'utc' ? 0 : zoneOffset(zone, instant), style, millis);
}

/**
 * Writes an instant as an ISO 8601 timestamp at a known offset from UTC, in minutes (ignored
 * for `'utc'`). For many timestamps of one place and day, such as a game's drives.
 */
export function formatWithOffset(instant: number, offsetMinutes: number, style: OffsetStyle, millis = false): string {
  const offset = style === 'utc' ? 0 : offsetMinutes;
  const local = instant + offset * MINUTE;
  const days = Math.floor(local / DAY);
  const inDay = local - days * DAY;
  const seconds = Math.floor(inDay / 1000);
  const base = millis ? 23 : 19;
  const codes = template(base + OFFSET_LENGTH[style]);
  putDate(codes, days);
  put2(codes, 11, (seconds / 3600) | 0);
  put2(codes, 14, ((seconds / 60) | 0) % 60);
  put2(codes, 17, seconds % 60);
  if (millis) {
    const ms = inDay % 1000;
    codes[19] = 46; // .
    codes[20] = 48 + ((ms / 100) | 0);
    put2(codes, 21, ms % 100);
  }
  if (style === 'utc') {
    codes[base] = 90; // Z
  } else {
    const magnitude = Math.abs(offset);
    codes[base] = offset < 0 ? DASH : 43;
    put2(codes, base + 1, (magnitude / 60) | 0);
    if (style === 'colon') {
      codes[base + 3] = COLON;
      put2(codes, base + 4, magnitude % 60);
    } else if (style === 'compact') {
      put2(codes, base + 3, magnitude % 60);
    }
  }
  return String.fromCharCode.apply(null, codes);
}

const dateCodes = template(10);

/** Writes the calendar day of an instant (read in UTC) as `YYYY-MM-DD`. */
export function formatDate(instant: number): string {
  putDate(dateCodes, Math.floor(instant / DAY));
  return String.fromCharCode.apply(null, dateCodes);
}

const clocks: string[] = [];

/** Writes a game-clock value, minutes:seconds (`15:00`, `0:07`). Values are shared strings. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  let text = clocks[whole];
  if (text === undefined) {
    text = `${Math.floor(whole / 60)}:${pad2(whole % 60)}`;
    clocks[whole] = text;
  }
  return text;
}
