import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HuddleError } from '../../../src/errors/huddle-error.ts';
import { createClock, durationMs, momentMs } from '../../../src/mock/live/clock.ts';

const units = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;
const part = fc.tuple(fc.nat(10_000), fc.constantFrom(...(Object.keys(units) as (keyof typeof units)[])));

describe('durationMs', () => {
  it('reads any run of amounts and units as their sum', () => {
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 5 }), (parts) => {
        const text = parts.map(([amount, unit]) => `${amount}${unit}`).join('');
        expect(durationMs(text)).toBe(parts.reduce((sum, [amount, unit]) => sum + amount * units[unit], 0));
      }),
    );
  });

  it('takes milliseconds as a number, and fractions of a unit', () => {
    expect(durationMs(1500)).toBe(1500);
    expect(durationMs('1.5h')).toBe(5_400_000);
    expect(durationMs(' 15m ')).toBe(900_000);
  });

  it('refuses what it cannot read, naming it and how to write one', () => {
    for (const bad of ['', '15', 'm', '15 m', '15x', '1h-2m', '-5m', 'soon']) {
      expect(() => durationMs(bad)).toThrow(HuddleError);
      expect(() => durationMs(bad)).toThrow(`Unreadable duration ${JSON.stringify(bad)}`);
    }
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => durationMs(bad)).toThrow(/finite number/);
  });
});

describe('createClock', () => {
  it('moves only when told, and tells its listeners from where to where', () => {
    const clock = createClock('2024-09-05T20:00:00-04:00');
    const start = Date.parse('2024-09-06T00:00:00Z');
    expect(clock.now()).toBe(start);
    const moves: [number, number][] = [];
    const stop = clock.onMove((from, to) => moves.push([from, to]));
    clock.advance('15m');
    clock.set(new Date(start - 1000));
    stop();
    clock.advance(1);
    expect(moves).toEqual([
      [start, start + 900_000],
      [start + 900_000, start - 1000],
    ]);
    expect(clock.now()).toBe(start - 999);
  });

  it('refuses a moment that is none', () => {
    expect(() => createClock('not a date')).toThrow('Not a moment: "not a date"');
    expect(() => momentMs(Number.NaN)).toThrow(HuddleError);
  });
});
