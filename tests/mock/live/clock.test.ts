import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HuddleError } from '../../../src/errors/huddle-error.ts';
import { MockClockError } from '../../../src/mock/errors/mock-clock-error.ts';
import { createClock, durationMs, MAX_TIME, momentMs } from '../../../src/mock/live/clock.ts';

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

  it('refuses a move outside the range a Date holds, without moving (set 1e300, advance 999…9w, 1w past +275760-09-13)', () => {
    const clock = createClock(0);
    const moves: number[] = [];
    clock.onMove((_from, to) => moves.push(to));
    expect(() => clock.set(1e300)).toThrow(MockClockError);
    expect(() => clock.set(1e300)).toThrow('the moment 1e+300 ms is outside the range a Date holds');
    expect(() => clock.set(-MAX_TIME - 1)).toThrow(MockClockError);
    expect(() => clock.set(Number.POSITIVE_INFINITY)).toThrow(MockClockError);
    expect(() => clock.advance(`${'9'.repeat(400)}w`)).toThrow('the move to Infinity ms is outside the range');
    expect(() => clock.advance(Number.MAX_VALUE)).toThrow(MockClockError);
    expect(clock.now()).toBe(0);
    clock.set('+275760-09-13T00:00:00Z');
    expect(clock.now()).toBe(MAX_TIME);
    expect(() => clock.advance('1w')).toThrow(MockClockError);
    expect(() => clock.advance(1)).toThrow(MockClockError);
    clock.advance(0);
    expect(clock.now()).toBe(MAX_TIME);
    clock.set(-MAX_TIME);
    expect(new Date(clock.now()).toISOString()).toBe('-271821-04-20T00:00:00.000Z');
    expect(moves).toEqual([MAX_TIME, MAX_TIME, -MAX_TIME]);
    expect(() => createClock(1e300)).toThrow(MockClockError);
  });

  it('either moves to a time a Date holds or refuses with the clock unmoved, for any set or advance', () => {
    const huge = fc.oneof(
      fc.double(),
      fc.integer({ min: -2 * MAX_TIME, max: 2 * MAX_TIME }),
      fc.constantFrom(MAX_TIME, -MAX_TIME, MAX_TIME + 1, Number.MAX_VALUE),
    );
    const step = fc.oneof(
      fc.record({
        set: fc.oneof(
          huge,
          fc.string(),
          huge.map((ms) => String(ms)),
        ),
      }),
      fc.record({
        advance: fc.oneof(
          huge,
          fc
            .tuple(fc.stringMatching(/^\d{1,400}$/), fc.constantFrom('ms', 's', 'm', 'h', 'd', 'w'))
            .map(([n, u]) => n + u),
        ),
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -MAX_TIME, max: MAX_TIME }), fc.array(step, { maxLength: 6 }), (start, steps) => {
        const clock = createClock(start);
        for (const move of steps) {
          const before = clock.now();
          try {
            if ('set' in move) clock.set(move.set);
            else clock.advance(move.advance);
          } catch (error) {
            expect(error).toBeInstanceOf(MockClockError);
            expect(clock.now()).toBe(before);
          }
          expect(Math.abs(clock.now())).toBeLessThanOrEqual(MAX_TIME);
          expect(() => new Date(clock.now()).toISOString()).not.toThrow();
        }
      }),
    );
  });
});
