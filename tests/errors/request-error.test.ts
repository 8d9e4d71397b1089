import { describe, expect, it } from 'vitest';
import {
  AbortError,
  HttpError,
  HuddleError,
  IdError,
  InvalidTimestampError,
  isRequestError,
  NetworkError,
  RequestError,
  ResponseTooLargeError,
  TimeoutError,
} from '../../src/index.ts';
import { secondCopy } from './support/second-copy.ts';

const request = { method: 'GET', url: 'https://api.test/games?fs=id' };

/** RequestError is abstract: a subclass with a code of its family shows what the base gives. */
class Failed extends RequestError {
  override readonly code = 'ERR_NETWORK' as const;
}

describe('RequestError', () => {
  it('carries a frozen copy of the request and starts its message with method and URL', () => {
    const given = { ...request };
    const error = new Failed(given, 'went wrong', { cause: 'because' });
    expect(error).toBeInstanceOf(HuddleError);
    expect(error.name).toBe('RequestError');
    expect(error.message).toBe('GET https://api.test/games?fs=id went wrong');
    expect(error.request).toEqual(request);
    expect(error.request).not.toBe(given);
    expect(Object.isFrozen(error.request)).toBe(true);
    expect(error.cause).toBe('because');
  });

  it('keeps only the method and URL of what it is given (never headers)', () => {
    const withHeaders = { ...request, headers: { authorization: 'Bearer secret' } };
    expect(Object.keys(new Failed(withHeaders, 'x').request)).toEqual(['method', 'url']);
  });

  it('is the base of the HTTP, timeout, network, abort and too-large errors', () => {
    const errors = [
      new HttpError(request, { status: 500 }),
      new TimeoutError(request, 10),
      new NetworkError(request, new Error('reset')),
      new AbortError(request, undefined),
      new ResponseTooLargeError(request, 100),
    ];
    for (const error of errors) {
      expect(error).toBeInstanceOf(RequestError);
      expect(error.request).toEqual(request);
      expect(isRequestError(error)).toBe(true);
    }
  });
});

describe('isRequestError', () => {
  it('refuses huddle errors that are not about a request, and other values', () => {
    expect(isRequestError(new IdError('id', '', 'empty'))).toBe(false);
    expect(isRequestError(new InvalidTimestampError('x', 'not one'))).toBe(false);
    expect(isRequestError({ request })).toBe(false);
    expect(isRequestError(undefined)).toBe(false);
  });

  it('recognises a request error from a second copy of huddle', async () => {
    const other = await secondCopy();
    const foreign = new other.TimeoutError(request, 10);
    expect(foreign).not.toBeInstanceOf(RequestError);
    expect(isRequestError(foreign)).toBe(true);
    expect(isRequestError(new other.IdError('id', '', 'empty'))).toBe(false);
  });
});
