import { describe, expect, it } from 'vitest';
import { BadRequestError, HttpError, isHttpError } from '../../src/index.ts';

const request = { method: 'PUT', url: 'https://api.test/v1/push/app/devices/d/groups' };

describe('BadRequestError', () => {
  it('is an HttpError of status 400, with the body it is given', () => {
    const error = new BadRequestError(request, { text: 'no', body: 'no' });
    expect(error).toBeInstanceOf(HttpError);
    expect(isHttpError(error)).toBe(true);
    expect(error.name).toBe('BadRequestError');
    expect(error.message).toBe(`PUT ${request.url} answered 400: no`);
    expect(error).toMatchObject({ status: 400, body: 'no', bodyExcerpt: 'no', retryAfter: null, request });
  });

  it('needs no body', () => {
    expect(new BadRequestError(request)).toMatchObject({ status: 400, body: undefined, bodyExcerpt: '' });
  });
});
