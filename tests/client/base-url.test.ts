/** The base URL check, read from the text alone (no `URL`, which React Native cannot take apart). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBaseUrl } from '../../src/client/base-url.ts';
import { HuddleError } from '../../src/errors/huddle-error.ts';
import { createClient, NetworkError } from '../../src/index.ts';
import { baseUrlCase } from '../resources/support/base-urls.ts';
import { thrown } from '../support/expect/thrown.ts';
import { rejection } from './support/rejection.ts';

describe('checkBaseUrl', () => {
  it('takes http and https URLs with a host, an optional port and path, query and fragment, as given', () => {
    const accepted = [
      'http://127.0.0.1:4010',
      'https://api.example.com',
      'HTTPS://API.Example.com/',
      'http://localhost:3000/api/v3/',
      'http://[::1]:8080/x',
      'https://bücher.example/straße',
      'https://h/api?key=1#top',
      'https://h:65535',
      'https://h?only-a-query',
      'https://h#only-a-fragment',
    ];
    for (const base of accepted) expect(checkBaseUrl('baseUrl', base)).toBe(base);
  });

  it('takes every base URL of the generator', () => {
    fc.assert(
      fc.property(baseUrlCase, ({ base }) => {
        expect(checkBaseUrl('baseUrl', base)).toBe(base);
      }),
    );
  });

  it('reads a URL object as its href', () => {
    expect(checkBaseUrl('baseUrl', new URL('https://h/api'))).toBe('https://h/api');
  });

  it('refuses anything else, naming the option and the value', () => {
    const refused = [
      'not a url',
      '/api',
      'api.example.com',
      'http:/h',
      ' https://h',
      'ftp://h/files',
      'file:///etc/passwd',
      'https://',
      'https:///path',
      'https://h:99999',
      'https://h:',
      'https://h:80a',
      'https://h:80:81',
      'https://a b',
      'https://a%62c',
      'https://a|b/',
      'https://[::1',
      'https://[nope]:80',
      'https://h/a b',
      'https://h/a\\b',
      'https://h/a\n',
      undefined,
    ];
    for (const value of refused) {
      const error = thrown(() => checkBaseUrl('pushBaseUrl', value as string));
      expect(error).toBeInstanceOf(HuddleError);
      expect(error).toMatchObject({
        message: `pushBaseUrl must be an http or https URL with a host, found ${JSON.stringify(String(value))}`,
      });
    }
    // A password in the userinfo is never quoted back: errors end up in logs.
    expect(thrown(() => checkBaseUrl('pushBaseUrl', 'https://user:secret@h/'))).toMatchObject({
      message: 'pushBaseUrl must be an http or https URL with a host, found "https://REDACTED@h/"',
    });
  });

  // What the check leaves to fetch, which refuses it as a NetworkError: a host WHATWG URL reads as
  // an IPv4 address (its last label a number) that is none, and bad IPv6 or international names.
  const HOST_ENDING_IN_NUMBER = /^https?:\/\/(?:[^/?#]*\.)?(?:\d+|0x[\da-f]*)\.?(?::\d*)?(?:[/?#]|$)/i;

  it('takes nothing that WHATWG URL would not read as http or https with a host and no credentials', () => {
    const start = fc.constantFrom('http://', 'https://', 'HTTP://', 'http:', 'ftp://', '');
    const piece = fc.constantFrom(
      ...['a', 'h.example', '.', '-', '_', '1', '255', ':', '8080', '99999', '/', '//', '@', ':x@'],
      ...['?', '#', ' ', '\\', '%', '%41', '^', '|', '<', '\t', '\u00e9'],
    );
    const text = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.tuple(start, fc.array(piece, { maxLength: 8 })).map(([head, parts]) => head + parts.join('')),
      },
      { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
    );
    let accepted = 0;
    fc.assert(
      fc.property(text, (candidate) => {
        let checked: string | null = null;
        try {
          checked = checkBaseUrl('baseUrl', candidate);
        } catch (error) {
          expect(error).toBeInstanceOf(HuddleError);
        }
        if (checked === null) return;
        accepted++;
        if (!URL.canParse(checked)) {
          expect(checked).toMatch(HOST_ENDING_IN_NUMBER);
          return;
        }
        const url = new URL(checked);
        expect(['http:', 'https:']).toContain(url.protocol);
        expect(url.hostname).not.toBe('');
        expect(url.username + url.password).toBe('');
      }),
      { numRuns: 3_000 },
    );
    expect(accepted).toBeGreaterThan(100); // the property was not only ever refusing
  });

  it('leaves a host ending in a number that is no IPv4 address to fetch, which refuses it as a NetworkError', async () => {
    for (const base of ['https://1.2.3.999', 'https://api.123/']) {
      expect(checkBaseUrl('baseUrl', base)).toBe(base);
      expect(URL.canParse(base)).toBe(false);
      const error = await rejection(createClient({ baseUrl: base, retry: 0 }).games.list());
      expect(error).toBeInstanceOf(NetworkError);
      expect(error).toMatchObject({ request: { method: 'GET', url: `${base.replace(/\/$/, '')}/games` } });
    }
  });
});

describe('createClient without options', () => {
  it('is an ArgumentError naming the baseUrl it needs, not a TypeError from inside', () => {
    for (const options of [undefined, null]) {
      const error = thrown(() => (createClient as (options?: unknown) => unknown)(options));
      expect(error).toBeInstanceOf(HuddleError);
      expect(error).toMatchObject({ name: 'ArgumentError', code: 'ERR_ARGUMENT', argument: 'options' });
      expect((error as Error).message).toBe(
        "createClient needs its options, at least the service's baseUrl: createClient({ baseUrl: 'https://…' })",
      );
    }
  });
});

describe('createClient with an option it does not have', () => {
  it('names the option and the closest it has (baseURL: did you mean baseUrl?), never found "undefined"', () => {
    const cases = [
      ['baseURL', 'baseUrl'],
      ['tokne', 'token'],
      ['maxResponseByte', 'maxResponseBytes'],
      ['pushBaseURL', 'pushBaseUrl'],
    ] as const;
    for (const [given, meant] of cases) {
      const error = thrown(() => (createClient as (options: unknown) => unknown)({ [given]: 'https://api.example' }));
      expect(error).toMatchObject({ name: 'ArgumentError', code: 'ERR_ARGUMENT', argument: given });
      expect((error as Error).message).toBe(`createClient has no option "${given}": did you mean ${meant}?`);
    }
  });

  it('lists the options it has when nothing is close, and still takes every one it documents', () => {
    const error = thrown(() =>
      (createClient as (options: unknown) => unknown)({ baseUrl: 'https://api.example', prefixUrl: '/v2' }),
    );
    expect((error as Error).message).toMatch(/^createClient has no option "prefixUrl": its options are baseUrl, /);
    const every = {
      baseUrl: 'https://api.example',
      pushBaseUrl: 'https://push.example',
      token: 't',
      authenticate: 'all',
      fetch: globalThis.fetch,
      timeout: false,
      retry: 0,
      maxResponseBytes: 1024,
      hooks: {},
      headers: {},
      validate: 'off',
    } as const;
    expect(() => createClient(every)).not.toThrow();
  });
});
