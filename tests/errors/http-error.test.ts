import { describe, expect, it } from 'vitest';
import { HttpError, isHttpError, RequestError, TimeoutError } from '../../src/index.ts';
import { secondCopy } from './support/second-copy.ts';

const request = { method: 'GET', url: 'https://api.test/games' };

describe('HttpError', () => {
  it('names the status in its message, with the start of the body', () => {
    const error = new HttpError(request, { status: 503, text: '{"error":"busy"}', body: { error: 'busy' } });
    expect(error).toBeInstanceOf(RequestError);
    expect(error.name).toBe('HttpError');
    expect(error.message).toBe('GET https://api.test/games answered 503: {"error":"busy"}');
    expect(error).toMatchObject({ status: 503, body: { error: 'busy' }, bodyExcerpt: '{"error":"busy"}', request });
  });

  it('keeps 200 characters of the text as the excerpt, and the body whole', () => {
    const text = 'x'.repeat(500);
    const error = new HttpError(request, { status: 404, text, body: text });
    expect(error.bodyExcerpt).toBe(`${'x'.repeat(200)}…`);
    expect(error.message.endsWith(`${'x'.repeat(200)}…`)).toBe(true);
    expect(error.body).toBe(text);
  });

  it('defaults to no body, no excerpt and no retryAfter', () => {
    const error = new HttpError(request, { status: 204 });
    expect(error.message).toBe('GET https://api.test/games answered 204');
    expect(error).toMatchObject({ body: undefined, bodyExcerpt: '', retryAfter: null, reason: null });
  });

  it('says the reason header in its message when the body is empty, and the body when there is one', () => {
    const reason = 'groups[2]: "breakingNews" is there twice';
    expect(new HttpError(request, { status: 400, reason }).message).toBe(
      `GET https://api.test/games answered 400: ${reason}`,
    );
    const both = new HttpError(request, { status: 400, text: 'from the body', reason });
    expect(both.message).toBe('GET https://api.test/games answered 400: from the body');
    expect(both.reason).toBe(reason);
    const long = new HttpError(request, { status: 400, reason: 'r'.repeat(500) });
    expect(long.message.endsWith(`${'r'.repeat(200)}…`)).toBe(true);
  });

  it('carries retryAfter as given', () => {
    expect(new HttpError(request, { status: 429, retryAfter: 1500 }).retryAfter).toBe(1500);
  });
});

describe('isHttpError', () => {
  it('recognises HTTP errors only', async () => {
    expect(isHttpError(new HttpError(request, { status: 500 }))).toBe(true);
    expect(isHttpError(new TimeoutError(request, 1))).toBe(false);
    expect(isHttpError({ status: 500 })).toBe(false);
    const other = await secondCopy();
    expect(isHttpError(new other.BadRequestError(request))).toBe(true);
    expect(isHttpError(new other.TimeoutError(request, 1))).toBe(false);
  });
});
