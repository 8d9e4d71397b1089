import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DeepLink,
  DeepLinkError,
  deepLinkPatterns,
  fromPath,
  HuddleError,
  route,
  toPath,
} from '../../src/push/index.ts';
import { thrown } from '../support/expect/thrown.ts';

/** Ids as they may come: any text, and text made of the characters a URL gives meaning to. */
const id = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1 }),
  fc.string({
    unit: fc.constantFrom('/', '?', '#', '%', '&', '=', ':', ' ', '.', '+', '\\', 'é', '😀', '👨‍👩‍👧', '0', 'a'),
    minLength: 1,
  }),
);
const deepLink: fc.Arbitrary<DeepLink> = fc.oneof(
  fc.constant({ screen: 'home' } as const),
  fc.constant({ screen: 'stories' } as const),
  fc.record({ screen: fc.constant('article' as const), articleId: id }),
  fc.record({ screen: fc.constant('gameDetails' as const), gameId: id, liveStream: fc.boolean() }),
  fc.record({ screen: fc.constant('injuryReport' as const), injuryId: id }),
  fc.record({ screen: fc.constant('liveStream' as const), gameId: id }),
);
const scheme = fc.stringMatching(/^[A-Za-z][\d+.A-Za-z-]{0,8}$/);

describe('toPath() and fromPath()', () => {
  it.each<[DeepLink, string, string]>([
    [{ screen: 'home' }, '/', 'myapp://'],
    [{ screen: 'article', articleId: 'a1' }, '/articles/a1', 'myapp://articles/a1'],
    [{ screen: 'stories' }, '/stories', 'myapp://stories'],
    [{ screen: 'gameDetails', gameId: '0042', liveStream: false }, '/games/0042', 'myapp://games/0042'],
    [
      { screen: 'gameDetails', gameId: '0042', liveStream: true },
      '/games/0042?liveStream=true',
      'myapp://games/0042?liveStream=true',
    ],
    [{ screen: 'liveStream', gameId: '0042' }, '/games/0042/live', 'myapp://games/0042/live'],
    [{ screen: 'injuryReport', injuryId: 'i 7' }, '/injuries/i%207', 'myapp://injuries/i%207'],
  ])('writes %o as %s, or %s with a scheme, and reads both back', (link, path, url) => {
    expect(toPath(link)).toBe(path);
    expect(toPath(link, { scheme: 'myapp' })).toBe(url);
    expect(fromPath(path)).toEqual(link);
    expect(fromPath(url)).toEqual(link);
  });

  it('gives every screen a pattern, and the paths of route() links follow them', () => {
    expect(Object.keys(deepLinkPatterns).sort()).toEqual(
      ['article', 'gameDetails', 'home', 'injuryReport', 'liveStream', 'stories'].sort(),
    );
    const link = route({ type: 'teamAlertInjury', more: { injuryId: 'x/y' } });
    expect(toPath(link)).toBe(`/${deepLinkPatterns.injuryReport.replace(':injuryId', 'x%2Fy')}`);
  });

  it('reads back every link it writes, with or without a scheme, whatever its ids hold', () => {
    fc.assert(
      fc.property(deepLink, fc.option(scheme, { nil: undefined }), (link, given) => {
        const path = toPath(link, given === undefined ? {} : { scheme: given });
        expect(fromPath(path)).toEqual(link);
      }),
    );
  });

  it('reads a link however an app hands the path over', () => {
    const decorations = fc.record({
      prefix: fc.constantFrom('', '/', 'https://example.com/', 'myapp:///', 'exp://127.0.0.1:8081/--/', 'myapp:'),
      trailingSlash: fc.boolean(),
      foreignQuery: fc.constantFrom('', 'utm_source=push', 'a=1&b'),
      fragment: fc.constantFrom('', '#top', '#a?liveStream=false'),
    });
    fc.assert(
      fc.property(deepLink, decorations, (link, { prefix, trailingSlash, foreignQuery, fragment }) => {
        const [path = '', query = ''] = toPath(link).slice(1).split('?');
        const queries = [query, foreignQuery].filter((part) => part !== '').join('&');
        const slash = trailingSlash && path !== '' ? '/' : '';
        const url = `${prefix}${path}${slash}${queries === '' ? '' : `?${queries}`}${fragment}`;
        expect(fromPath(url)).toEqual(link);
      }),
    );
  });

  it('reads liveStream=false, and takes the first liveStream as URLSearchParams.get does', () => {
    expect(fromPath('/games/g?liveStream=false')).toEqual({ screen: 'gameDetails', gameId: 'g', liveStream: false });
    expect(fromPath('/games/g?liveStream=true&liveStream=false')).toEqual({
      screen: 'gameDetails',
      gameId: 'g',
      liveStream: true,
    });
  });

  it.each([
    ['another screen of the app', '/settings'],
    ['a pattern without its id', '/articles'],
    ['an empty id', '/articles/'],
    ['an empty id between segments', '/games//live'],
    ['one segment too many', '/articles/a/b'],
    ['a different case', '/Articles/a'],
    ['a malformed percent-escape', '/articles/a%'],
    ['an escape of invalid UTF-8', '/articles/%E0%A4'],
    ['an escaped lone surrogate', '/articles/%ED%A0%80'],
    ['a liveStream that is not a boolean', '/games/g?liveStream=yes'],
    ['another screen on a web host', 'https://example.com/settings'],
    ['a protocol-relative URL', '//example.com/games/g'],
    ['an unknown screen of the app scheme', 'myapp://profile/me'],
  ])('reads %s (%s) as null', (_case, path) => {
    expect(fromPath(path)).toBeNull();
  });

  it('reads a raw lone surrogate in an id as null, since toPath cannot write it back', () => {
    for (const path of [
      '/articles/\ud800',
      '/games/a\udc00/live',
      'myapp://injuries/\udbff',
      '/games/\udfff?liveStream=true',
    ]) {
      expect(fromPath(path)).toBeNull();
    }
    // A surrogate pair, raw or escaped, is an id like any other.
    expect(fromPath('/articles/\ud83c\udfc8')).toEqual({ screen: 'article', articleId: '🏈' });
    expect(fromPath('/articles/%F0%9F%8F%88')).toEqual({ screen: 'article', articleId: '🏈' });
  });

  it('writes back whatever it reads: toPath accepts every link of fromPath and gives a path read as the same link', () => {
    // Any UTF-16 text, lone surrogates too, around the screens' segments.
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
      fc.constantFrom('/', '?', '#', '%', 'ED%A0%80', '%F0%9F%8F%88', '\ud800', '\udc00', 'a'),
    );
    const segment = fc.string({ unit, maxLength: 6 });
    const pattern = fc.constantFrom(...Object.values(deepLinkPatterns));
    const given = fc.oneof(
      fc.tuple(pattern, segment, segment).map(([path, id, tail]) => `/${path.replace(/:\w+/, id)}${tail}`),
      fc.string({ unit }),
    );
    fc.assert(
      fc.property(given, (text) => {
        const link = fromPath(text);
        if (link === null) return;
        const path = toPath(link);
        expect(fromPath(path)).toEqual(link);
        expect(toPath(fromPath(path) as DeepLink)).toBe(path);
      }),
    );
  });

  it('never throws, and whatever it reads is a link it writes the same way', () => {
    const urlish = fc.string({
      unit: fc.constantFrom('/', '?', '#', '%', '&', '=', ':', 'E0', 'games', 'live', 'articles', 'liveStream', 'true'),
    });
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), urlish), (text) => {
        const link = fromPath(text);
        if (link !== null) expect(fromPath(toPath(link))).toEqual(link);
      }),
    );
    for (const value of [undefined, null, 42, {}, Symbol('s')]) expect(fromPath(value as unknown as string)).toBeNull();
  });

  it.each<[string, DeepLink, string]>([
    ['an empty id', { screen: 'article', articleId: '' }, 'articleId'],
    ['an id with a lone surrogate', { screen: 'injuryReport', injuryId: 'a\uD800' }, 'injuryId'],
    ['an id that is not a string', { screen: 'liveStream', gameId: 42 as unknown as string }, 'gameId'],
  ])('refuses %s, naming the field', (_case, link, field) => {
    const error = thrown(() => toPath(link));
    expect(error).toBeInstanceOf(DeepLinkError);
    expect(error).toBeInstanceOf(HuddleError);
    expect(error).toMatchObject({ name: 'DeepLinkError', field });
    expect((error as Error).message).toBe(
      `deep link, ${field}: an id must be a non-empty string without lone surrogates`,
    );
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'settings', ''])(
    'refuses the screen %j with a DeepLinkError, not a TypeError from what objects inherit',
    (screen) => {
      const error = thrown(() => toPath({ screen } as unknown as DeepLink));
      expect(error).toBeInstanceOf(DeepLinkError);
      expect(error).toMatchObject({
        field: 'screen',
        message: `deep link, screen: not a screen of huddle's: ${screen}`,
      });
    },
  );

  it('refuses a link whose screen is not a string, or that has none', () => {
    for (const link of [{ screen: 42 }, { screen: null }, {}]) {
      expect(thrown(() => toPath(link as DeepLink))).toMatchObject({ name: 'DeepLinkError', field: 'screen' });
    }
  });

  it.each(['', 'my app', 'myapp://', 'myapp:', '1app', 'é'])('refuses the scheme %j', (given) => {
    const error = thrown(() => toPath({ screen: 'home' }, { scheme: given }));
    expect(error).toBeInstanceOf(DeepLinkError);
    expect(error).toMatchObject({ field: 'scheme', message: `deep link, scheme: not a URL scheme: ${given}` });
  });
});
