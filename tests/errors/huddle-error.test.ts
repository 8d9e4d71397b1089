import { describe, expect, it } from 'vitest';
import { HttpError, HuddleError, isHuddleError, TimeoutError } from '../../src/index.ts';
import { secondCopy } from './support/second-copy.ts';

/** HuddleError is abstract: the least a subclass must add is its code. */
class Plain extends HuddleError {
  override readonly code = 'ERR_ARGUMENT' as const;
}

describe('HuddleError', () => {
  it('is an Error named HuddleError with the message given', () => {
    const error = new Plain('it broke', { cause: 'why' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('HuddleError');
    expect(error.message).toBe('it broke');
    expect(error.cause).toBe('why');
    expect(String(error)).toBe('HuddleError: it broke');
  });
});

describe('isHuddleError', () => {
  it('recognises huddle errors of every kind and nothing else', () => {
    expect(isHuddleError(new Plain('x'))).toBe(true);
    expect(isHuddleError(new TimeoutError({ method: 'GET', url: 'https://a.test/' }, 10))).toBe(true);
    for (const value of [new Error('x'), new TypeError('x'), { name: 'HuddleError', message: 'x' }, null, 'x', 1]) {
      expect(isHuddleError(value)).toBe(false);
    }
  });

  it('recognises an error from a second copy of huddle, which instanceof does not', async () => {
    const other = await secondCopy();
    expect(other.HuddleError).not.toBe(HuddleError);
    const foreign = new other.HttpError({ method: 'GET', url: 'https://a.test/' }, { status: 500 });
    expect(foreign).not.toBeInstanceOf(HuddleError);
    expect(isHuddleError(foreign)).toBe(true);
    // The code is the instance's own, so the other copy's errors carry it too.
    if (isHuddleError(foreign)) expect(foreign.code).toBe('ERR_HTTP');
    expect(other.isHuddleError(new HttpError({ method: 'GET', url: 'https://a.test/' }, { status: 500 }))).toBe(true);
  });

  it('narrows the type', () => {
    const value: unknown = new Plain('narrowed');
    if (isHuddleError(value)) expect([value.code, value.message]).toEqual(['ERR_ARGUMENT', 'narrowed']);
    else expect.unreachable();
  });
});
