import { describe, expect, it } from 'vitest';
import { isRequestError, ResponseTooLargeError } from '../../src/index.ts';

describe('ResponseTooLargeError', () => {
  it('names the request and the limit passed', () => {
    const error = new ResponseTooLargeError({ method: 'GET', url: 'https://api.test/games' }, 1024);
    expect(error.name).toBe('ResponseTooLargeError');
    expect(error.message).toBe(
      'GET https://api.test/games sent a body over the limit of 1024 bytes (maxResponseBytes)',
    );
    expect(error.limit).toBe(1024);
    expect(error.request).toEqual({ method: 'GET', url: 'https://api.test/games' });
    expect(isRequestError(error)).toBe(true);
  });
});
