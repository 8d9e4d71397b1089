/** The base URL check, read from the text alone (no `URL`, which React Native cannot take apart). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBaseUrl } from '../../src/client/base-url.ts';
import { HuddleError } from '../../src/errors/huddle-error.ts';
import { baseUrlCase } from '../resources/support/base-urls.ts';
import { thrown } from '../support/thrown.ts';

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

  it('refuses anything else, naming the option, the value and what is wrong', () => {
    const refused: [unknown, string][] = [
      ['not a url', 'it does not start with http:// or https://'],
      ['/api', 'it does not start with http:// or https://'],
      ['api.example.com', 'it does not start with http:// or https://'],
      ['http:/h', 'it does not start with http:// or https://'],
      [' https://h', 'it does not start with http:// or https://'],
      ['ftp://h/files', 'its scheme is ftp, not http or https'],
      ['file:///etc/passwd', 'its scheme is file, not http or https'],
      ['https://', 'it has no host'],
      ['https:///path', 'it has no host'],
      ['https://user:secret@h/', 'it holds credentials (user@ or user:password@), which fetch refuses'],
      ['https://h:99999', 'its port 99999 is over 65535'],
      ['https://h:', 'its port "" is not a number'],
      ['https://h:80a', 'its port "80a" is not a number'],
      ['https://h:80:81', 'its port "80:81" is not a number'],
      [
        'https://a b',
        'its host "a b" holds a character no host can (a space, %, <, >, ^, |, [, ], \\ or a control character)',
      ],
      [
        'https://a%62c',
        'its host "a%62c" holds a character no host can (a space, %, <, >, ^, |, [, ], \\ or a control character)',
      ],
      [
        'https://a|b/',
        'its host "a|b" holds a character no host can (a space, %, <, >, ^, |, [, ], \\ or a control character)',
      ],
      ['https://[::1', 'its host [::1 is not an IPv6 address'],
      ['https://[nope]:80', 'its host [nope] is not an IPv6 address'],
      [
        'https://1.2.3.999',
        'its host 1.2.3.999 ends in a number but is not an IPv4 address (four numbers from 0 to 255)',
      ],
      ['https://api.123/', 'its host api.123 ends in a number but is not an IPv4 address (four numbers from 0 to 255)'],
      ['https://0x7f.1', 'its host 0x7f.1 ends in a number but is not an IPv4 address (four numbers from 0 to 255)'],
      ['https://h/a b', 'its path holds a space, control character or backslash (percent-encode it)'],
      ['https://h/a\\b', 'its path holds a space, control character or backslash (percent-encode it)'],
      ['https://h/a\n', 'its path holds a space, control character or backslash (percent-encode it)'],
      [undefined, 'it does not start with http:// or https://'],
    ];
    for (const [value, reason] of refused) {
      const error = thrown(() => checkBaseUrl('pushBaseUrl', value as string));
      expect(error).toBeInstanceOf(HuddleError);
      expect(error).toMatchObject({
        message: `pushBaseUrl must be an absolute URL, found ${JSON.stringify(String(value))}: ${reason}`,
      });
    }
  });

  // IPv6 addresses and international names are only shaped here: fetch refuses a bad one, a NetworkError.
  it('takes nothing that WHATWG URL would not read as http or https with a host and no credentials', () => {
    const start = fc.constantFrom('http://', 'https://', 'HTTP://', 'http:', 'ftp://', '');
    const piece = fc.constantFrom(
      ...['a', 'h.example', '.', '-', '_', '1', '255', '256', '0x1f', ':', '8080', '99999', '/', '//', '@', ':x@'],
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
        const url = new URL(checked);
        expect(['http:', 'https:']).toContain(url.protocol);
        expect(url.hostname).not.toBe('');
        expect(url.username + url.password).toBe('');
      }),
      { numRuns: 3_000 },
    );
    expect(accepted).toBeGreaterThan(100); // the property was not only ever refusing
  });
});
