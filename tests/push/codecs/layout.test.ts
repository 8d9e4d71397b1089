/** One reader for every JSON shape: the first alternative holding a value, failing at its path. */
import { describe, expect, it } from 'vitest';
import { decodeFailure } from '../../../src/push/codecs/incoming.ts';
import { type Layout, pick, readLayout } from '../../../src/push/codecs/layout.ts';
import { expectDecodeError } from '../../support/expect/expect-decode-error.ts';

const fail = decodeFailure('data');

describe('pick', () => {
  it('reads the first alternative holding a value, with its dotted path and index', () => {
    const payload = { a: { b: null, c: { d: 'x' } }, e: 'y' };
    expect(pick(payload, 'a b|a c d|e', fail)).toEqual(['x', 'a.c.d', 1]);
    expect(pick(payload, 'e|a c d', fail)).toEqual(['y', 'e', 0]);
  });

  it('takes an empty string as a value, and null or absent as none', () => {
    expect(pick({ a: '', b: 'x' }, 'a|b', fail)).toEqual(['', 'a', 0]);
    expect(pick({ a: null, b: 'x' }, 'a|b', fail)).toEqual(['x', 'b', 1]);
  });

  it('gives the first path and -1 when no alternative holds a value', () => {
    expect(pick({ a: {} }, 'a b c|d', fail)).toEqual([undefined, 'a.b.c', -1]);
  });

  it('keeps a key holding dots whole, as Android’s flat keys do', () => {
    expect(pick({ 'gcm.n.title': 'T' }, 'gcm.notification.title|gcm.n.title', fail)).toEqual(['T', 'gcm.n.title', 1]);
  });

  it('fails at the path of a step through something that is not an object', () => {
    expectDecodeError(() => pick({ a: { b: 'text' } }, 'x|a b c', fail), {
      platform: 'data',
      field: 'a.b',
      reason: 'expected an object, found string',
    });
    expectDecodeError(() => pick({ a: [1] }, 'a b', fail), {
      field: 'a',
      reason: 'expected an object, found an array',
    });
  });
});

describe('readLayout', () => {
  const layout: Layout = {
    message: 'm text|n body',
    title: 'n title',
    extras: 'm extras',
    platform: (_, via) => (via === 1 ? 'aps' : 'data'),
  };
  const read = readLayout('rnfirebase', layout);

  it('reads the fields, the platform by the message’s alternative', () => {
    expect(read({ m: { text: 'hi', extras: '{"type":"trendingNews"}' }, n: { title: '' } })).toEqual({
      platform: 'data',
      source: 'rnfirebase',
      message: 'hi',
      title: null,
      extras: { type: 'trendingNews', more: null },
      notification: { type: 'trendingNews', more: null },
      problems: [],
    });
    expect(read({ n: { body: 'hi', title: 'T' } })).toMatchObject({ platform: 'aps', message: 'hi', title: 'T' });
  });

  it('names the message’s first path when it is missing, before reading anything else', () => {
    expectDecodeError(() => read({ n: { title: 5 } }), { platform: 'data', field: 'm.text', reason: 'missing' });
  });

  it('holds every field to the rules of its kind', () => {
    expectDecodeError(() => read({ m: { text: 'a\u0000' } }), { field: 'm.text' });
    expectDecodeError(() => read({ m: { text: 'a', extras: { type: 't', more: { 'a b': 'x' } } } }), {
      field: 'm.extras.more.a b',
    });
  });
});
