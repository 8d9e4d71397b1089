import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HuddleError } from '../../src/errors/huddle-error.ts';
import { InvalidTimestampError } from '../../src/errors/invalid-timestamp-error.ts';
import { isDateOnly, isTimestamp, toDate } from '../../src/model/timestamp.ts';

describe('isTimestamp', () => {
  it.each([
    '2024-09-05T20:20:00Z',
    '2024-09-05T20:20:00.250Z',
    '2024-09-05T20:20:00+03:00',
    '2024-09-05T20:20:00-08:00',
    '2024-09-05T20:20:00-0800',
    '2024-09-05T20:20:00-07',
    '2024-09-05T20:20Z',
    '2024-02-29T00:00:00Z',
  ])('accepts %s', (value) => {
    expect(isTimestamp(value)).toBe(true);
  });

  it.each([
    ['no offset', '2024-09-05T20:20:00'],
    ['date only', '2024-09-05'],
    ['space separator', '2024-09-05 20:20:00Z'],
    ['month 13', '2024-13-05T20:20:00Z'],
    ['hour 24', '2024-09-05T24:00:00Z'],
    ['offset hour 24', '2024-09-05T20:00:00+24:00'],
    ['three-digit offset', '2024-09-05T20:00:00+070'],
    ['day that does not exist', '2023-02-29T00:00:00Z'],
    ['31st of a 30-day month', '2024-04-31T00:00:00Z'],
    ['lower-case z', '2024-09-05T20:20:00z'],
  ])('rejects %s', (_reason, value) => {
    expect(isTimestamp(value)).toBe(false);
  });
});

describe('isDateOnly', () => {
  it('accepts an existing day and rejects others', () => {
    expect(isDateOnly('2024-09-05')).toBe(true);
    expect(isDateOnly('2024-02-30')).toBe(false);
    expect(isDateOnly('2024-9-5')).toBe(false);
    expect(isDateOnly('2024-09-05T00:00:00Z')).toBe(false);
  });
});

describe('toDate', () => {
  it('reads every offset form as the same instant', () => {
    const instant = '2024-09-06T03:20:00.000Z';
    for (const form of [
      '2024-09-06T03:20:00Z',
      '2024-09-06T06:20:00+03:00',
      '2024-09-06T06:20:00+0300',
      '2024-09-06T06:20:00+03',
      '2024-09-05T20:20:00-07',
      '2024-09-05T23:50:00-03:30',
    ]) {
      expect(toDate(form).toISOString()).toBe(instant);
    }
  });

  it('reads a date-only string as UTC midnight, including years before 100', () => {
    expect(toDate('2024-09-05').toISOString()).toBe('2024-09-05T00:00:00.000Z');
    expect(toDate('0042-03-01').toISOString()).toBe('0042-03-01T00:00:00.000Z');
  });

  it('keeps milliseconds and truncates finer fractions', () => {
    expect(toDate('2024-09-05T20:20:00.1Z').getUTCMilliseconds()).toBe(100);
    expect(toDate('2024-09-05T20:20:00.123456789Z').getUTCMilliseconds()).toBe(123);
  });

  it('throws a typed error naming the input', () => {
    expect(() => toDate('2024-09-05T20:20:00')).toThrow(InvalidTimestampError);
    expect(() => toDate('2023-02-29')).toThrow(/2023-02-29.*day 29 does not exist/);
    expect(() => toDate('yesterday')).toThrow(/"yesterday"/);
  });

  it('throws a HuddleError with the code ERR_TIMESTAMP, no longer a RangeError', () => {
    let error: unknown;
    try {
      toDate('yesterday');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HuddleError);
    expect(error).not.toBeInstanceOf(RangeError);
    expect(error).toMatchObject({ code: 'ERR_TIMESTAMP', value: 'yesterday' });
  });

  it('round-trips any instant written with any offset', () => {
    const offsetMinutes = fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 });
    const form = fc.constantFrom('colon', 'compact', 'hour');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9998-12-31T00:00:00Z'), noInvalidDate: true }),
        offsetMinutes,
        form,
        (date, offset, style) => {
          const minutes = style === 'hour' ? Math.trunc(offset / 60) * 60 : offset;
          const local = new Date(date.getTime() + minutes * 60_000);
          const sign = minutes < 0 ? '-' : '+';
          const hh = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
          const mm = String(Math.abs(minutes) % 60).padStart(2, '0');
          const suffix =
            style === 'hour' ? `${sign}${hh}` : style === 'compact' ? `${sign}${hh}${mm}` : `${sign}${hh}:${mm}`;
          const text = `${local.toISOString().slice(0, 23)}${suffix}`;
          expect(isTimestamp(text)).toBe(true);
          expect(toDate(text).getTime()).toBe(date.getTime());
        },
      ),
    );
  });
});
