import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathSegment } from '../../src/errors/id-error.ts';
import { HuddleError, IdError, isRequestError } from '../../src/index.ts';
import { loneSurrogateAt } from '../../src/untyped-values.ts';
import { thrown } from '../support/expect/thrown.ts';

describe('IdError', () => {
  it('carries the field, the value refused and the message', () => {
    const error = new IdError('deviceId', '..', 'no');
    expect(error).toBeInstanceOf(HuddleError);
    expect(isRequestError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'IdError', field: 'deviceId', value: '..', message: 'no' });
  });
});

describe('pathSegment', () => {
  it('gives back a non-empty string that is not a path step', () => {
    expect(pathSegment('id', 'a/b', 'teams.get()')).toBe('a/b');
    expect(pathSegment('id', '...', 'teams.get()')).toBe('...');
  });

  it('refuses empty values, non-strings and path steps, saying where', () => {
    expect(thrown(() => pathSegment('id', '', 'teams.get()'))).toMatchObject({
      message: 'teams.get() needs a non-empty id',
      value: '',
    });
    expect(thrown(() => pathSegment('appName', 42, 'setGroups'))).toMatchObject({ field: 'appName', value: 42 });
    expect(thrown(() => pathSegment('id', '..', 'teams.get()'))).toMatchObject({
      message: 'teams.get(): id ".." would be read as a path step',
    });
  });

  it('refuses a value holding a lone surrogate, naming the field and the index (no URL can carry it)', () => {
    const error = thrown(() => pathSegment('deviceId', 'ab\udc00', 'setGroups'));
    expect(error).toBeInstanceOf(IdError);
    expect(error).toMatchObject({
      field: 'deviceId',
      value: 'ab\udc00',
      message: 'setGroups: deviceId holds a lone surrogate at index 2, which no URL can carry',
    });
    expect(pathSegment('id', '🏈', 'teams.get()')).toBe('🏈');
  });
});

describe('loneSurrogateAt', () => {
  it('finds the first lone surrogate exactly where encodeURIComponent would throw, and none in a well-formed text', () => {
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
      fc.constantFrom('\ud83c\udfc8', '\ud800', '\udc00', '\udbff', '\udfff', 'a'),
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (text) => {
        const at = loneSurrogateAt(text);
        let encodes = true;
        try {
          encodeURIComponent(text);
        } catch {
          encodes = false;
        }
        expect(at === -1).toBe(encodes);
        if (at !== -1) {
          // Everything before it encodes; the unit at `at` does not.
          expect(() => encodeURIComponent(text.slice(0, at))).not.toThrow();
          expect(() => encodeURIComponent(text.slice(0, at + 1))).toThrow(URIError);
        }
      }),
    );
  });

  it.each([
    ['a high half at the end', 'ab\ud800', 2],
    ['a low half first', '\udc00ab', 0],
    ['two high halves', '\ud800\ud800\udc00', 0],
    ['a pair, then a lone low half', '\ud83c\udfc8\udfc8', 2],
    ['a pair only', '\ud83c\udfc8', -1],
    ['no surrogate', 'abc', -1],
  ])('reads %s', (_case, text, index) => {
    expect(loneSurrogateAt(text)).toBe(index);
  });
});
