/** The well-formedness check that stands in for fast-xml-parser's validator, held against it. */
import fc from 'fast-check';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { textProblem } from '../../../src/push/codecs/text.ts';
import { DecodeError } from '../../../src/push/index.ts';
import { decode, toast } from '../../../src/push/toast/index.ts';
import { escapeAttribute, escapeContent } from '../../../src/push/xml/escape.ts';
import { checkWellFormed } from '../../../src/push/xml/scan.ts';
import { expectDecodeError } from '../../support/expect/expect-decode-error.ts';

const fail = (field: string, reason: string) => new DecodeError('toast', field, reason);
const check = (xml: string) => checkWellFormed({ xml, document: 'toast', wrapper: 0, fail });

const name = fc.stringMatching(/^[A-Za-z_][\w.-]{0,5}$/);
const text = fc.string({ unit: 'grapheme', maxLength: 8 }).filter((value) => textProblem(value) === null);
const element: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc
    .tuple(
      name,
      fc.uniqueArray(fc.tuple(name, text), { maxLength: 3, selector: ([key]) => key }),
      fc.array(fc.oneof({ depthSize: 'small' }, text.map(escapeContent), tie('node'), fc.constant('<!-- note -->')), {
        maxLength: 3,
      }),
    )
    .map(([tag, attributes, children]) => {
      const written = attributes.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join('');
      return children.length === 0 ? `<${tag}${written}/>` : `<${tag}${written}>${children.join('')}</${tag}>`;
    }),
})).node;

describe('the well-formedness check', () => {
  it('accepts every well-formed document, as the validator does', () => {
    fc.assert(
      fc.property(element, fc.boolean(), (xml, declared) => {
        const document = declared ? `<?xml version="1.0"?>\n${xml}\n` : xml;
        expect(XMLValidator.validate(document)).toBe(true);
        expect(() => check(document)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it('refuses whatever the validator refuses in a mutated toast, and decode() says so', () => {
    const valid = toast.encode({
      message: 'Final & more',
      title: 'T',
      extras: { type: 'teamAlertGameEnd', more: { gameId: '7' } },
    });
    const mutated = fc
      .tuple(
        fc.nat(valid.length),
        fc.nat(6),
        fc.constantFrom('<', '>', '/', '"', "'", '=', '&', ' ', 'a', '</x>', '<x>', ''),
      )
      .map(([at, cut, insert]) => valid.slice(0, at) + insert + valid.slice(at + cut));
    fc.assert(
      fc.property(mutated, (xml) => {
        if (XMLValidator.validate(xml) === true) return;
        expectDecodeError(() => decode(xml));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['<a><b></a>', 1, 7, '</a> where <b> is open'],
    ['<a x=q/>', 1, 1, 'unexpected'],
    ['<a x="1" x="2"/>', 1, 1, 'the attribute x twice'],
    ['<a>\n  1 < 2</a>', 2, 5, 'unexpected'],
    ['<a/><b/>', 1, 5, 'a second root element'],
    ['<a>\n<b>', 2, 4, '<b> is not closed'],
    ['<a>x & y</a>', 1, 6, 'an "&" that starts no reference'],
    ['text', 1, 1, 'text outside the root element'],
    ['<a></a x="1">', 1, 4, 'a closing tag with attributes'],
  ])('%j: line %i, column %i, %s', (xml, line, column, reason) => {
    expectDecodeError(() => check(xml), {
      field: `toast line ${line}, column ${column}`,
      reason: expect.stringContaining(reason),
    });
  });

  it('counts positions in the launch XML from its own start, not from the wrapper around it', () => {
    const launch = escapeAttribute('<type>x</type><more><gameId>1</more>');
    expectDecodeError(
      () => decode(`<toast launch="${launch}"><visual><binding><text>m</text></binding></visual></toast>`),
      { field: 'launch line 1, column 30' },
    );
  });

  it('refuses an attribute written twice, after a long value between them', () => {
    // Linear time on long attribute values (found by fuzzing: the scan was quadratic) is timed by
    // `npm run fuzz` ('long attribute value beside another attribute'), never by `npm test`.
    expect(() => check(`<a x="1" y="${'false'.repeat(900)}" x="2"/>`)).toThrow('the attribute x twice');
  });
});
