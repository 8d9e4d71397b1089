/** Byte counting and the rules every codec applies to the text it reads and writes. */

/**
 * The UTF-8 length of a string, as a platform counts its payload (a lone surrogate as U+FFFD,
 * three bytes), counted over its code units without making a copy.
 */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) continue;
    if (code < 0x800) {
      bytes += 1;
      continue;
    }
    // One unit and three bytes, or a surrogate pair: two units and four bytes. A lone
    // surrogate is written as U+FFFD, three bytes.
    bytes += 2;
    if ((code & 0xfc00) === 0xd800 && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) index++;
  }
  return bytes;
}

/**
 * Whether a text is over `limit` UTF-8 bytes. Its length settles most cases without reading it:
 * every code unit takes at least one byte (so more units than the limit is over it) and at most
 * three. Refusing a huge text therefore costs neither time nor memory in proportion to its size.
 */
export const isOver = (text: string, limit: number): boolean =>
  text.length > limit || (text.length * 3 > limit && utf8Length(text) > limit);

// A quick test without the Unicode flag: also matches surrogate pairs, which the exact one lets pass.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const SUSPECT = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF\uD800-\uDFFF]/;
// Characters no platform can carry alike: C0 controls but tab, line feed and carriage return
// (illegal in XML 1.0), U+FFFE/U+FFFF, and unpaired surrogates (no UTF-8 form).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNREPRESENTABLE = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|\p{Cs}/u;

/** Why a text cannot travel in a push payload, or `null` when it can. */
export function textProblem(text: string): string | null {
  if (!SUSPECT.test(text)) return null;
  const found = UNREPRESENTABLE.exec(text);
  if (found === null) return null;
  return `a character no platform carries, at index ${found.index}`;
}
