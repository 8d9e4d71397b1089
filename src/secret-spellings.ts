/**
 * Taking a secret out of a text that a server wrote: a service may echo a credential back (an
 * error body that quotes the `Authorization` header, a pager link that repeats `?token=`), and it
 * may spell it as it was sent, percent-encoded, or escaped the way its JSON writer escapes
 * (`\/` as PHP writes a slash, `\u002B` as .NET writes a plus, any character as `\uXXXX`), or
 * as base64. Depends on nothing, so that the recording proxy and `huddle verify` share one reading.
 */

/** What a redacted secret becomes. */
export const REDACTED = 'REDACTED';

/** A shorter secret is no credential, and replacing it everywhere would break the text (`?page=2`). */
export const MIN_SECRET_LENGTH = 8;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A hexadecimal number as a pattern that takes either case of its letters. */
const hexOf = (value: number, width: number) =>
  [...value.toString(16).padStart(width, '0')]
    .map((digit) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit))
    .join('');

/** Every spelling of one character: as is, `\uXXXX` (its UTF-16 units), `%XX` (its UTF-8 bytes), `\/`. */
function characterPattern(character: string): string {
  // Escapes first: a raw `%` must not win where `%25` was written.
  const spellings = new Set<string>();
  spellings.add(
    [...Array(character.length).keys()].map((index) => `\\\\u${hexOf(character.charCodeAt(index), 4)}`).join(''),
  );
  spellings.add([...new TextEncoder().encode(character)].map((byte) => `%${hexOf(byte, 2)}`).join(''));
  if (character === '/') spellings.add('\\\\/');
  if (character === ' ') spellings.add('\\+');
  spellings.add(escapeRegExp(character));
  return `(?:${[...spellings].join('|')})`;
}

/** The base64 of a text's UTF-8 bytes, in the standard and the URL-safe alphabets, unpadded too. */
function base64Of(text: string): string[] {
  const standard = btoa(String.fromCharCode(...new TextEncoder().encode(text)));
  const unpadded = standard.replace(/=+$/, '');
  return [...new Set([standard, unpadded, unpadded.replaceAll('+', '-').replaceAll('/', '_')])];
}

/** A pattern that matches a secret in any of the spellings above, each character spelt its own way. */
export function secretPattern(secret: string): RegExp {
  const spelt = [...secret].map(characterPattern).join('');
  const encoded = base64Of(secret).map((form) => [...form].map(characterPattern).join(''));
  return new RegExp([spelt, ...encoded].join('|'), 'g');
}

/** `scheme://user:password@` in a URL, its userinfo taken out whatever its length. */
const USERINFO = /\b([a-z][\w+.-]*:\/\/)[^\s/?#@"'<>]*@/gi;

/** The text with the userinfo of every URL in it taken out: `https://REDACTED@host`. */
export const withoutUserinfo = (text: string): string => text.replace(USERINFO, `$1${REDACTED}@`);

/**
 * The text without the secrets (longest first, so that one that holds another is replaced whole),
 * and without the userinfo of any URL in it. Secrets shorter than {@link MIN_SECRET_LENGTH} are
 * left, as they would match ordinary words.
 */
export function redactText(text: string, secrets: Iterable<string>): string {
  let redacted = withoutUserinfo(text);
  const long = [...new Set(secrets)].filter((secret) => secret.length >= MIN_SECRET_LENGTH);
  for (const secret of long.sort((a, b) => b.length - a.length)) {
    redacted = redacted.replace(secretPattern(secret), REDACTED);
  }
  return redacted;
}

/** The credentials a URL's userinfo holds: the password and `user:password`, decoded as sent. */
export function userinfoSecrets(url: string): string[] {
  const userinfo = /^[a-z][\w+.-]*:\/\/([^\s/?#@]*)@/i.exec(url)?.[1];
  if (userinfo === undefined) return [];
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  const colon = userinfo.indexOf(':');
  return colon < 0
    ? [decoded(userinfo)]
    : [
        decoded(userinfo.slice(colon + 1)),
        `${decoded(userinfo.slice(0, colon))}:${decoded(userinfo.slice(colon + 1))}`,
      ];
}
