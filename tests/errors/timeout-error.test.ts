import { describe, expect, it } from 'vitest';
import { isRequestError, TimeoutError } from '../../src/index.ts';

describe('TimeoutError', () => {
  it('names the request and the timeout that ran out', () => {
    const error = new TimeoutError({ method: 'GET', url: 'https://api.test/games' }, 250);
    expect(error.name).toBe('TimeoutError');
    expect(error.message).toBe('GET https://api.test/games did not complete within 250 ms');
    expect(error.timeout).toBe(250);
    expect(error.request).toEqual({ method: 'GET', url: 'https://api.test/games' });
    expect(isRequestError(error)).toBe(true);
  });
});
