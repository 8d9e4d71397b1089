/**
 * The one escaper for text that reaches a terminal. A terminal acts on control characters rather
 * than showing them: ESC and the C1 CSI (U+009B) and OSC (U+009D) start sequences that set the
 * window title, write links, move the cursor or repaint the screen. Text from a payload, a
 * record or a server's answer is therefore never printed as it is: every character a terminal
 * would act on is written as a visible escape instead.
 *
 * Escaped: C0 (U+0000–U+001F, line breaks and tabs included), DEL (U+007F), C1 (U+0080–U+009F),
 * the bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and the
 * line and paragraph separators (U+2028, U+2029), which reorder or break what is shown, and lone
 * surrogates, which UTF-8 cannot carry. They are written `\n`, `\t`, `\r`, `\xHH` (other C0, DEL)
 * or `\uHHHH` (the rest), as JSON and JavaScript write them.
 *
 * A backslash is doubled where it would otherwise read as the start of such an escape (before
 * `\`, `x`, `u`, `n`, `t`, `r` or an escaped character), and left alone elsewhere (`\w`, `\"`,
 * `C:\Users`): the escaping is reversible, so two different texts never print the same.
 */

/** DEL, C1, the bidirectional controls and U+2028/U+2029: JSON leaves these raw. */
const WIDE = String.raw`\x7F-\x9F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069`;
const LONE_SURROGATE = String.raw`[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]`;
const UNSAFE_SOURCE = String.raw`[\0-\x1F${WIDE}]|${LONE_SURROGATE}`;

// A backslash before an escape letter, another backslash or an unsafe character; or an unsafe one.
const TO_ESCAPE = new RegExp(String.raw`\\(?=[\\xuntr]|${UNSAFE_SOURCE})|${UNSAFE_SOURCE}`, 'g');
const UNSAFE_ALL = new RegExp(UNSAFE_SOURCE, 'g');
const UNSAFE_IN_JSON = new RegExp(`[${WIDE}]`, 'g');
// A whole CSI sequence (so that a kept one is recognised), or an unsafe character.
const AT_THE_STREAM = new RegExp(String.raw`\x1B\[[0-9;]*[A-Za-z]|${UNSAFE_SOURCE}`, 'g');

const SHORT: Readonly<Record<string, string>> = { '\n': '\\n', '\t': '\\t', '\r': '\\r', '\\': '\\\\' };

const unicodeEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The visible form of one unsafe character: `\n`, `\x1b`, `\u009b`, `\ud800`. */
function escapeCharacter(char: string): string {
  const short = SHORT[char];
  if (short !== undefined) return short;
  const code = char.charCodeAt(0);
  return code < 0x80 ? `\\x${code.toString(16).padStart(2, '0')}` : unicodeEscape(char);
}

/**
 * `text` as one line a terminal shows and does not act on: every unsafe character escaped (line
 * breaks and tabs too, since a field must stay on its line), and the result reversible. Text
 * without unsafe characters and without a backslash before `\`, `x`, `u`, `n`, `t` or `r` is
 * returned unchanged.
 */
export function escapeText(text: string): string {
  return text.replace(TO_ESCAPE, escapeCharacter);
}

/**
 * `JSON.stringify(value, null, indent)` with the characters JSON allows raw but a terminal acts
 * on (DEL, C1, the bidirectional controls, U+2028/U+2029) written as `\u00XX`: still the same
 * JSON value, and safe to print. (JSON.stringify already escapes C0 and lone surrogates.)
 */
export function jsonText(value: unknown, indent?: number): string {
  return escapeJson(JSON.stringify(value, null, indent) ?? 'null');
}

/**
 * JSON text (as `JSON.stringify` or `formatQuery` writes it) with DEL, C1, the bidirectional
 * controls and U+2028/U+2029 written as `\u00XX`: they can only stand in its strings, where the
 * escape means the same character.
 */
export function escapeJson(json: string): string {
  return json.replace(UNSAFE_IN_JSON, unicodeEscape);
}

/**
 * XML text (a toast payload) with the characters {@link escapeJson} escapes written as character
 * references (`&#x9b;`): they can only stand in its text and attribute values, where the
 * reference means the same character.
 */
export function escapeXml(xml: string): string {
  return xml.replace(UNSAFE_IN_JSON, (char) => `&#x${char.charCodeAt(0).toString(16)};`);
}

/**
 * The last line of defence, at the stream: every unsafe character escaped except the line breaks
 * the output is made of and the `keep` sequences its writer added itself (colour, a progress
 * bar's redraw). Backslashes are left alone, so text that {@link escapeText} escaped passes
 * unchanged.
 */
export function guardTerminal(text: string, keep: ReadonlySet<string>): string {
  return text.replace(AT_THE_STREAM, (match) => {
    if (match === '\n' || keep.has(match)) return match;
    return match.replace(UNSAFE_ALL, escapeCharacter);
  });
}
