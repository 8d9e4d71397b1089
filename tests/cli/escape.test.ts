/**
 * The one escaper for text that reaches a terminal (src/cli/output/escape.ts), and the guard
 * every command's stdout and stderr go through.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeJson, escapeText, escapeXml, guardTerminal, jsonText } from '../../src/cli/output/escape.ts';
import type { CliOutput } from '../../src/cli/output/stream.ts';
import { STYLE_SEQUENCES, styleFor } from '../../src/cli/output/style.ts';
import { terminalOutput } from '../../src/cli/output/terminal-output.ts';

/** What a terminal acts on: C0, DEL, C1, the bidirectional controls, U+2028/9, lone surrogates. */
const ACTS_ON =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what must never be printed
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Reads an escaped text back, by the rules the escaper documents (written here independently). */
function readBack(text: string): string {
  const named: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\' };
  return text.replace(/\\(?:([ntr\\])|x([0-9a-f]{2})|u([0-9a-f]{4}))/g, (_, letter, hex2, hex4) =>
    letter !== undefined ? (named[letter] as string) : String.fromCharCode(Number.parseInt(hex2 ?? hex4, 16)),
  );
}

/** Strings rich in what the escaper must handle: controls, C1, bidi, surrogates, backslashes. */
const hostile = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\\', 'x', 'u', 'n', 't', 'r', '1', 'b', '\u001b', '\u009b', '\u009d', '\u202e', '\u2028'),
    fc.constantFrom('\ud800', '\udc00', '\ud83d\ude00', '\u0000', '\u007f', '\n', '\t', '\r', '\u0007'),
    fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    fc.string({ minLength: 1, maxLength: 1 }),
  ),
  maxLength: 24,
});

describe('escapeText, the one escaper for the terminal', () => {
  it('never lets a C0, DEL, C1, bidirectional control or lone surrogate through', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        expect(escapeText(text)).not.toMatch(ACTS_ON);
      }),
    );
  });

  it('is reversible, so two different texts never print the same (injective)', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        expect(readBack(escapeText(text))).toBe(text);
      }),
    );
    fc.assert(
      fc.property(hostile, hostile, (a, b) => {
        fc.pre(a !== b);
        expect(escapeText(a)).not.toBe(escapeText(b));
      }),
    );
  });

  it('leaves printable text as it is, backslashes included where they start no escape', () => {
    const printable = fc
      .string({ unit: 'grapheme', maxLength: 40 })
      .filter((text) => !ACTS_ON.test(text) && !/\\[\\xuntr]/.test(text));
    fc.assert(
      fc.property(printable, (text) => {
        expect(escapeText(text)).toBe(text);
      }),
    );
    expect(escapeText('C:\\Users \\w \\" é 😀')).toBe('C:\\Users \\w \\" é 😀');
  });

  it('writes each character a terminal acts on in a visible, JSON-like form', () => {
    expect(escapeText('\u001b]0;PWNED\u0007')).toBe('\\x1b]0;PWNED\\x07');
    expect(escapeText('a\u009b2J\u009d8;;x')).toBe('a\\u009b2J\\u009d8;;x');
    expect(escapeText('line\nnext\ttab\rcr\u007f')).toBe('line\\nnext\\ttab\\rcr\\x7f');
    expect(escapeText('\u202egnp.exe \ud800')).toBe('\\u202egnp.exe \\ud800');
    expect(escapeText('\\x1b')).toBe('\\\\x1b');
  });
});

describe('JSON and XML output', () => {
  it('--json stays the same JSON value, with DEL and C1 written as \\u00XX', () => {
    fc.assert(
      fc.property(fc.jsonValue(), hostile, (value, text) => {
        const data = { value, text, [text]: 1 };
        const json = jsonText(data, 2);
        expect(json.replace(/\n */g, '')).not.toMatch(ACTS_ON);
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(data)));
      }),
    );
    expect(escapeJson('{"a":"\u009b"}')).toBe('{"a":"\\u009b"}');
  });

  it('a toast payload keeps its meaning, with C1 written as character references', () => {
    expect(escapeXml('<text>a\u009b\u202e</text>')).toBe('<text>a&#x9b;&#x202e;</text>');
  });
});

describe('the guard on every command stream', () => {
  const captured = (isTTY: boolean) => {
    const sink = { text: '', isTTY, columns: 72 };
    const output: CliOutput = { write: (text: string) => (sink.text += text), isTTY, columns: 72 };
    return { sink, output };
  };

  it('escapes an escape sequence a command forgot to escape, and keeps the output’s line breaks', () => {
    const { sink, output } = captured(false);
    terminalOutput(output, {}).write('a\u001b]8;;http://x\u0007b\u009b2J\nnext\tline\n');
    expect(sink.text).toBe('a\\x1b]8;;http://x\\x07b\\u009b2J\nnext\\tline\n');
  });

  it('lets colour through only when colour is on, and only the codes the CLI writes', () => {
    const { sink, output } = captured(true);
    const guarded = terminalOutput(output, {});
    const style = styleFor({}, guarded);
    guarded.write(`${style.red('bad')} \u001b[2J\u001b[38;5;1m\r\u001b[K`);
    expect(sink.text).toBe('\u001b[31mbad\u001b[39m \\x1b[2J\\x1b[38;5;1m\r\u001b[K');
    const piped = captured(false);
    terminalOutput(piped.output, { FORCE_COLOR: '0' }).write('\u001b[31mx\r');
    expect(piped.sink.text).toBe('\\x1b[31mx\\r');
    expect(terminalOutput(output, {}).columns).toBe(72);
    for (const sequence of STYLE_SEQUENCES) expect(guardTerminal(sequence, STYLE_SEQUENCES)).toBe(sequence);
  });
});
