/**
 * A timestamp written in another of the forms the spec allows, at the same instant. The spec:
 * "Timestamps are ISO 8601 strings (UTC with `Z`, or with a numeric offset such as `+03:00`,
 * `-08:00`, or hour-only `-07`)". Only the offset (and so the wall-clock date and time) changes;
 * the seconds and their fraction are kept as written, so the instant is exact to the last digit.
 */
import { TIMESTAMP_PARTS } from '../../timestamp-grammar.js';
import { draw, pick } from './draw.js';

/** The offset forms: UTC `Z`, `±hh:mm`, hour-only `±hh`, and the compact `±hhmm` (opt-in). */
export type OffsetForm = 'Z' | '±hh:mm' | '±hh' | '±hhmm';

/** The forms the spec shows; `±hhmm` is added by `compactOffsets`. */
export const SHOWN_FORMS: readonly OffsetForm[] = ['Z', '±hh:mm', '±hh'];

/** Whole-hour offsets, in minutes: every form can write them. */
const WHOLE_HOURS = [-10, -8, -7, -6, -5, -4, -3, 0, 1, 2, 3, 9, 10].map((hours) => hours * 60);
/** Offsets with minutes too, for `±hh:mm` and `±hhmm` (India, Nepal, Newfoundland, central Australia). */
const WITH_MINUTES = [...WHOLE_HOURS, 330, 345, -210, 570];

const two = (value: number) => String(value).padStart(2, '0');

/** An offset of whole minutes in a form: `Z` is written only for 0, `±hh` only for whole hours. */
function offsetText(minutes: number, form: Exclude<OffsetForm, 'Z'>): string {
  const sign = minutes < 0 ? '-' : '+';
  const hours = two(Math.floor(Math.abs(minutes) / 60));
  const rest = two(Math.abs(minutes) % 60);
  return form === '±hh' ? `${sign}${hours}` : form === '±hh:mm' ? `${sign}${hours}:${rest}` : `${sign}${hours}${rest}`;
}

/** The minutes east of UTC an offset as written names. */
function minutesOf(offset: string): number {
  if (offset === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + (digits.length > 2 ? Number(digits.slice(2, 4)) : 0);
  return offset[0] === '-' ? -minutes : minutes;
}

/** UTC milliseconds of a wall-clock minute, years 0–99 included (`Date.UTC` maps those onto 1900–1999). */
function utcMinute(year: number, month: number, day: number, hours: number, minutes: number): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hours, minutes));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/**
 * The timestamp at the same instant in a form, with an offset drawn from the seed and key (`Z` for
 * the form `Z`), and whole seconds given the fraction `.000` when `fraction` says so; the value
 * unchanged when it is not a timestamp, or when the new wall-clock year would leave 0000–9999.
 */
export function restamp(value: string, form: OffsetForm, seed: number, key: string, fraction = false): string {
  const parts = TIMESTAMP_PARTS.exec(value);
  if (parts === null) return value;
  const [, year, month, day, hours, minutes, seconds, digits, offset] = parts as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string | undefined,
    string | undefined,
    string,
  ];
  const instant =
    utcMinute(Number(year), Number(month), Number(day), Number(hours), Number(minutes)) - minutesOf(offset) * 60_000;
  const target = form === 'Z' ? 0 : pick(seed, `offset|${key}`, form === '±hh' ? WHOLE_HOURS : WITH_MINUTES);
  const wall = new Date(instant + target * 60_000);
  const newYear = wall.getUTCFullYear();
  if (newYear < 0 || newYear > 9999) return value;
  const date = `${String(newYear).padStart(4, '0')}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`;
  const time = `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
  const decimals = digits ?? (fraction ? '000' : undefined);
  const second = seconds === undefined ? '' : `:${seconds}${decimals === undefined ? '' : `.${decimals}`}`;
  return `${date}T${time}${second}${form === 'Z' ? 'Z' : offsetText(target, form)}`;
}

/**
 * A timestamp in a form drawn from the seed and key, among the forms given; whole seconds get a
 * fraction `.000` one time in three (ISO 8601's decimal fraction: the same instant).
 */
export function variedTimestamp(value: string, forms: readonly OffsetForm[], seed: number, key: string): string {
  return restamp(value, pick(seed, `form|${key}`, forms), seed, key, draw(seed, `fraction|${key}`) < 1 / 3);
}
