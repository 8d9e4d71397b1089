/**
 * The wait a response asks for, read from the headers ky reads, in ky's order: seconds, an HTTP
 * date, or (in a reset header) a Unix time.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askedWait } from '../../src/client/asked-wait.ts';

const DELAY_HEADERS = ['retry-after', 'x-ratelimit-retry-after'];
const RESET_HEADERS = ['ratelimit-reset', 'x-ratelimit-reset', 'x-rate-limit-reset'];
const headers = (entries: Record<string, string>) => new Headers(entries);

describe('askedWait', () => {
  // The clock stands still on a whole second: a wait is exact, however long the machine takes
  // between writing the header and reading it (a busy CI machine once took 4 ms past a second).
  const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads whole seconds from every header ky reads', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DELAY_HEADERS, ...RESET_HEADERS), fc.nat(10_000_000), (name, seconds) => {
        expect(askedWait(headers({ [name]: String(seconds) }))).toBe(seconds * 1000);
      }),
    );
  });

  it('reads a Unix time in a reset header as the time left until it, and never below 0', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RESET_HEADERS), fc.integer({ min: -86_400, max: 7 * 86_400 }), (name, ahead) => {
        const at = NOW / 1000 + ahead;
        expect(askedWait(headers({ [name]: String(at) }))).toBe(Math.max(0, ahead * 1000));
      }),
    );
  });

  it('reads an HTTP date as the time left until it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DELAY_HEADERS, ...RESET_HEADERS), fc.nat(30 * 86_400), (name, ahead) => {
        const date = new Date(NOW + ahead * 1000).toUTCString();
        expect(askedWait(headers({ [name]: date }))).toBe(ahead * 1000);
      }),
    );
  });

  it('takes Retry-After first, as ky does, whatever else is there', () => {
    const both = headers({ 'retry-after': '5', 'ratelimit-reset': '100', 'x-rate-limit-reset': '200' });
    expect(askedWait(both)).toBe(5000);
    expect(askedWait(headers({ 'x-ratelimit-reset': '7', 'x-rate-limit-reset': '9' }))).toBe(7000);
  });

  it('reads the obsolete HTTP dates too (RFC 850, asctime)', () => {
    const rfc850 = askedWait(headers({ 'retry-after': 'Wednesday, 06-Nov-30 08:49:37 GMT' }));
    expect(rfc850).toBe(Date.UTC(2030, 10, 6, 8, 49, 37) - NOW);
    const asctime = askedWait(headers({ 'retry-after': 'Fri Nov  6 08:49:37 2099' }));
    expect(asctime).toBe(Date.UTC(2099, 10, 6, 8, 49, 37) - NOW);
  });

  it('answers null when no header says, or what it says is no number of seconds nor an HTTP date', () => {
    expect(askedWait(headers({}))).toBeNull();
    for (const value of ['soon', '1.5', '-3', '', '2099-01-01', 'tomorrow 5pm'])
      expect(askedWait(headers({ 'retry-after': value }))).toBeNull();
  });
});
