/** Byte counting and the rules every codec applies to the text it reads and writes. */

const encoder = /* @__PURE__ */ new TextEncoder();

/** The UTF-8 length of a string, as a platform counts its payload (a lone surrogate as U+FFFD). */
export const utf8Length = (text: string): number => encoder.encode(text).length;

/** Whether a text is over `limit` UTF-8 bytes; counted only when its length leaves a doubt. */
export const isOver = (text: string, limit: number): boolean => text.length * 3 > limit && utf8Length(text) > limit;

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
