/** The client's side of the router: request URLs joined as strings, read back by WHATWG URL. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinPath, pushUrl, resourceUrl } from '../../src/resources/router.ts';
import { baseUrlCase } from './support/base-urls.ts';

/** A path as the router joins one: `/` then segments, percent-encoded where fillPath would. */
const path = fc
  .array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.map((part) => `/${encodeURIComponent(part)}`).join(''))
  .filter((joined) => !/\/(?:\.|%2e){1,2}(?:\/|$)/i.test(joined));

describe('joinPath', () => {
  it("keeps the base's origin and path, drops its query and fragment, and adds the path", () => {
    fc.assert(
      fc.property(baseUrlCase, path, ({ base, prefix }, added) => {
        const joined = new URL(joinPath(base, added));
        expect(joined.origin).toBe(new URL(base).origin);
        expect(joined.pathname).toBe(`${prefix}${added}`);
        expect(joined.search).toBe('');
        expect(joined.hash).toBe('');
      }),
    );
  });

  it('reads as written at the edges', () => {
    expect(joinPath('https://h', '/games')).toBe('https://h/games');
    expect(joinPath('https://h/', '/games')).toBe('https://h/games');
    expect(joinPath('https://h/api///', '/games')).toBe('https://h/api/games');
    expect(joinPath('https://h/api?key=1#top', '/games')).toBe('https://h/api/games');
    expect(joinPath('https://h?x=/a#/b', '/games')).toBe('https://h/games');
    expect(joinPath('https://h:8443/v3/#frag', '/teams/a%2Fb')).toBe('https://h:8443/v3/teams/a%2Fb');
  });
});

describe('resourceUrl and pushUrl', () => {
  it("write a resource's list path, a record's path with its id encoded, and the push call's", () => {
    expect(resourceUrl('https://h/api/', 'games')).toBe('https://h/api/games');
    expect(resourceUrl('https://h', 'teams', 'a/b ?#')).toBe('https://h/teams/a%2Fb%20%3F%23');
    expect(pushUrl('https://p/x?y', 'my app', 'dev/1')).toBe('https://p/x/v1/push/my%20app/devices/dev%2F1/groups');
  });

  it('refuses an id for a resource without a by-id path', () => {
    expect(() => resourceUrl('https://h', 'games', 'g1')).toThrow('games has no by-id path');
  });
});
