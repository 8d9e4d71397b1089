import { describe, expect, it } from 'vitest';
import { isRequestError, NetworkError } from '../../src/index.ts';

const request = { method: 'GET', url: 'https://api.test/games' };

describe('NetworkError', () => {
  it("names the request and the cause's message, and keeps the cause", () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const error = new NetworkError(request, cause);
    expect(error.name).toBe('NetworkError');
    expect(error.message).toBe('GET https://api.test/games failed: connect ECONNREFUSED');
    expect(error.cause).toBe(cause);
    expect(error.request).toEqual(request);
    expect(isRequestError(error)).toBe(true);
  });

  it('writes a cause that is not an Error as text', () => {
    expect(new NetworkError(request, 'offline').message).toBe('GET https://api.test/games failed: offline');
  });
});
