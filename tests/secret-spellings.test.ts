/** Every spelling of a secret that a server's echo may take is taken out (tests/contract/redaction.test.ts: verify's report). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactText, secretPattern, userinfoSecrets, withoutUserinfo } from '../src/secret-spellings.ts';

const TOKEN = 'eyJh/bGci+OiJI=UzI1';

describe('redactText', () => {
  // Each spelling written by hand: as PHP's json_encode, .NET's JavaScriptEncoder, a URL and base64 write it.
  const echoes: readonly (readonly [string, string])[] = [
    ['as sent', 'eyJh/bGci+OiJI=UzI1'],
    ['PHP escapes the slash', 'eyJh\\/bGci+OiJI=UzI1'],
    ['.NET escapes the plus and the equals sign', 'eyJh/bGci\\u002BOiJI\\u003DUzI1'],
    ['upper-case hex', 'eyJh/bGci\\u002bOiJI\\u003dUzI1'],
    [
      'every character \\u-escaped',
      [...TOKEN].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
    ],
    ['percent-encoded', 'eyJh%2FbGci%2BOiJI%3DUzI1'],
    ['percent-encoded, lower-case hex', 'eyJh%2fbGci%2bOiJI%3dUzI1'],
    ['base64', Buffer.from(TOKEN).toString('base64')],
    ['base64url', Buffer.from(TOKEN).toString('base64url')],
  ];
  for (const [how, echo] of echoes) {
    it(`takes out a token echoed ${how}`, () => {
      const body = `{"message":"the key Bearer ${echo} may not run this query"}`;
      const redacted = redactText(body, [TOKEN]);
      expect(redacted).toBe(`{"message":"the key Bearer ${REDACTED} may not run this query"}`);
    });
  }

  it('takes out the userinfo of a URL, whatever its length, and its password where it is echoed', () => {
    const url = 'https://deploy:P%40ss@staging.example.com/v2';
    expect(userinfoSecrets(url)).toEqual(['P@ss', 'deploy:P@ss']);
    expect(withoutUserinfo(`GET ${url}/games`)).toBe(`GET https://${REDACTED}@staging.example.com/v2/games`);
    const basic = Buffer.from('deploy:P@ss').toString('base64');
    expect(redactText(`Authorization: Basic ${basic}`, userinfoSecrets(url))).toBe(`Authorization: Basic ${REDACTED}`);
  });

  it('leaves a text without the secret as it was, and a secret under 8 characters alone', () => {
    expect(redactText('{"pager":{"self":"https://x.example/games?page=2"}}', [TOKEN])).toBe(
      '{"pager":{"self":"https://x.example/games?page=2"}}',
    );
    expect(redactText('the dev team', ['dev'])).toBe('the dev team');
  });

  it('takes out any ASCII secret however each of its characters is spelt (property)', () => {
    const spelling = (c: string) =>
      fc.constantFrom(
        c,
        `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
        `\\u${c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}`,
        `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`,
        ...(c === '/' ? ['\\/'] : []),
      );
    const secret = fc.stringMatching(/^[\x21-\x7e]{8,24}$/);
    fc.assert(
      fc.property(
        secret.chain((value) => fc.tuple(fc.constant(value), fc.tuple(...[...value].map(spelling)))),
        ([value, spelt]) => {
          const redacted = redactText(`<${spelt.join('')}>`, [value]);
          expect(redacted).toBe(`<${REDACTED}>`);
          expect(secretPattern(value).test(redacted)).toBe(false);
        },
      ),
    );
  });
});
