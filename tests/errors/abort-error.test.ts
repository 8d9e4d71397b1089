import { describe, expect, it } from 'vitest';
import { AbortError, isRequestError } from '../../src/index.ts';

const request = { method: 'GET', url: 'https://api.test/games' };

describe('AbortError', () => {
  it("names the request and the reason's message, and keeps the reason as its cause", () => {
    const reason = new Error('user left');
    const error = new AbortError(request, reason);
    expect(error.name).toBe('AbortError');
    expect(error.message).toBe('GET https://api.test/games was aborted: user left');
    expect(error.cause).toBe(reason);
    expect(error.request).toEqual(request);
    expect(isRequestError(error)).toBe(true);
  });

  it('says no more than "aborted" when the reason is not an Error', () => {
    const error = new AbortError(request, 'because');
    expect(error.message).toBe('GET https://api.test/games was aborted');
    expect(error.cause).toBe('because');
  });
});
