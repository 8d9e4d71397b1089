import { describe, expect, it } from 'vitest';
import { HuddleError, isRequestError, TokenError } from '../../src/index.ts';

describe('TokenError', () => {
  it('says nothing was sent, and why', () => {
    const error = new TokenError('the token is empty');
    expect(error).toBeInstanceOf(HuddleError);
    expect(isRequestError(error)).toBe(false);
    expect(error).toMatchObject({
      name: 'TokenError',
      reason: 'the token is empty',
      message: 'Token refused, nothing was sent: the token is empty',
    });
  });
});
