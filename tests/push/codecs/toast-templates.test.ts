/**
 * Every toast a Windows sender writes: the legacy templates of Microsoft's catalog, the adaptive
 * ToastGeneric binding, several bindings, and what a toast may hold beside its texts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PushSource } from '../../../src/push/payload.ts';
import { decode, toast } from '../../../src/push/toast/index.ts';
import { expectDecodeError, expectResultOrDecodeError } from '../../support/expect/expect-decode-error.ts';

const launch = '&lt;type&gt;breakingNews&lt;/type&gt;&lt;more&gt;&lt;articleId&gt;00123&lt;/articleId&gt;&lt;/more&gt;';
const TEXT = 'toast.visual.binding.text';

/** A toast around the inside of its binding, with what a sender may put beside `visual`. */
const toastOf = (template: string | null, inside: string, beside = '') =>
  `<toast launch="${launch}"><visual><binding${template === null ? '' : ` template="${template}"`}>${inside}</binding></visual>${beside}</toast>`;
const numbered = (...texts: string[]) => texts.map((text, index) => `<text id="${index + 1}">${text}</text>`).join('');
const plain = (...texts: string[]) => texts.map((text) => `<text>${text}</text>`).join('');
const read = (xml: string) => {
  const { source, message, title } = decode(xml);
  return { source, message, title };
};

const ACTIONS =
  '<actions><input id="reply" type="text" placeHolderContent="Reply"/><action content="Open" arguments="open" activationType="foreground"/></actions>';
const AUDIO = '<audio src="ms-winsoundevent:Notification.Mail" loop="false"/>';
const IMAGE = '<image id="1" src="ms-appx:///Assets/logo.png" alt="logo"/>';

describe('legacy templates (Microsoft’s toast template catalog)', () => {
  it.each([
    ['ToastText01', numbered('Body'), 'toast-template', 'Body', null],
    ['ToastText02', numbered('Head', 'Body'), 'toast', 'Body', 'Head'],
    [
      'ToastText03',
      numbered('Head wrapping over two lines', 'Body'),
      'toast-template',
      'Body',
      'Head wrapping over two lines',
    ],
    ['ToastText04', numbered('Head', 'Line 2', 'Line 3'), 'toast-template', 'Line 2\nLine 3', 'Head'],
    ['ToastImageAndText01', IMAGE + numbered('Body'), 'toast-template', 'Body', null],
    ['ToastImageAndText02', IMAGE + numbered('Head', 'Body'), 'toast-template', 'Body', 'Head'],
    ['ToastImageAndText03', numbered('Head', 'Body') + IMAGE, 'toast-template', 'Body', 'Head'],
    ['ToastImageAndText04', IMAGE + numbered('Head', 'Line 2', 'Line 3'), 'toast-template', 'Line 2\nLine 3', 'Head'],
  ] as const)('reads %s', (template, inside, source, message, title) => {
    expect(read(toastOf(template, inside))).toEqual({ source, message, title });
    // Unnumbered, in document order, with actions and audio beside visual: the same.
    const unnumbered = inside.replace(/<text id="\d">/g, '<text>');
    expect(read(toastOf(template, unnumbered, ACTIONS + AUDIO))).toEqual({ source, message, title });
  });

  it('places numbered texts by id, whatever their order', () => {
    const xml = toastOf('ToastText04', '<text id="3">Line 3</text><text id="1">Head</text><text id="2">Line 2</text>');
    expect(read(xml)).toEqual({ source: 'toast-template', message: 'Line 2\nLine 3', title: 'Head' });
  });

  it('reads the wns package’s ToastText02 with an empty second text: the one text is the message', () => {
    const xml = toastOf('ToastText02', '<text id="1">Only text</text><text id="2"></text>');
    expect(read(xml)).toEqual({ source: 'toast', message: 'Only text', title: null });
    expect(read(toastOf('ToastText02', '<text id="1">Only text</text><text id="2"/>')).message).toBe('Only text');
  });

  it('reads an empty headline as no title', () => {
    expect(read(toastOf('ToastText02', numbered('', 'Body')))).toEqual({
      source: 'toast',
      message: 'Body',
      title: null,
    });
    expect(read(toastOf('ToastText03', '<text id="2">Body</text>'))).toMatchObject({ message: 'Body', title: null });
  });

  it('joins ToastText04’s two lines with a line break, leaving out an empty one', () => {
    expect(read(toastOf('ToastText04', numbered('Head', '', 'Line 3')))).toMatchObject({
      message: 'Line 3',
      title: 'Head',
    });
    expect(read(toastOf('ToastText04', numbered('Head', 'Line 2', '')))).toMatchObject({
      message: 'Line 2',
      title: 'Head',
    });
    expect(read(toastOf('ToastText04', numbered('Head', '', '')))).toMatchObject({ message: 'Head', title: null });
    expect(read(toastOf('ToastText04', plain('Head', 'Line 2')))).toMatchObject({ message: 'Line 2', title: 'Head' });
  });

  it('reads a ToastText02 of one text, as the spec writes it, as the message', () => {
    expect(read(toastOf('ToastText02', `${plain('Final')}<image/>`))).toEqual({
      source: 'toast',
      message: 'Final',
      title: null,
    });
  });

  it('reads a binding without template as the spec’s ToastText02', () => {
    expect(read(toastOf(null, plain('Head', 'Body')))).toEqual({ source: 'toast', message: 'Body', title: 'Head' });
    expectDecodeError(() => decode(toastOf(null, plain('a', 'b', 'c'))), { field: TEXT });
  });

  it('refuses more texts than the template shows, naming the template', () => {
    for (const [template, inside] of [
      ['ToastText01', numbered('a', 'b')],
      ['ToastText02', plain('a', 'b', 'c')],
      ['ToastImageAndText03', numbered('a', 'b', 'c')],
      ['ToastText04', plain('a', 'b', 'c', 'd')],
    ] as const) {
      expectDecodeError(() => decode(toastOf(template, inside)), {
        platform: 'toast',
        field: TEXT,
        reason: expect.stringContaining(template),
      });
    }
  });

  it('refuses ids the template has no place for, repeated ids and ids on only some texts', () => {
    for (const inside of [
      '<text id="1">a</text><text id="1">b</text>',
      '<text id="1">a</text><text id="4">b</text>',
      '<text id="0">a</text>',
      '<text id="x">a</text>',
      '<text id="01">a</text>',
      '<text id="1">a</text><text>b</text>',
    ]) {
      expectDecodeError(() => decode(toastOf('ToastText04', inside)), {
        field: TEXT,
        reason: expect.stringContaining('expected the ids 1 to 3 of ToastText04'),
      });
    }
    expectDecodeError(() => decode(toastOf('ToastText02', numbered('a', 'b').replace('id="2"', 'id="3"'))), {
      reason: expect.stringContaining('ids 1 to 2 of ToastText02'),
    });
  });
});

describe('the adaptive ToastGeneric binding', () => {
  it('reads one text as the message, two as title and message, three as title and two lines', () => {
    expect(read(toastOf('ToastGeneric', plain('Only')))).toEqual({
      source: 'toast-generic',
      message: 'Only',
      title: null,
    });
    expect(read(toastOf('ToastGeneric', plain('Head', 'Body')))).toEqual({
      source: 'toast-generic',
      message: 'Body',
      title: 'Head',
    });
    expect(read(toastOf('ToastGeneric', plain('Head', 'One', 'Two')))).toMatchObject({
      message: 'One\nTwo',
      title: 'Head',
    });
  });

  it('takes hint attributes, images by placement, groups, progress, actions, audio and a header', () => {
    const inside =
      '<image placement="appLogoOverride" hint-crop="circle" src="https://example.com/logo.png"/>' +
      '<text hint-maxLines="1" hint-style="title">NE wins</text>' +
      '<text hint-wrap="true" lang="en-US">Final: NE 24, NYJ 17</text>' +
      '<image placement="hero" src="https://example.com/hero.png"/><image src="inline.png"/>' +
      '<group><subgroup><text hint-style="base">Column</text><image src="c.png"/></subgroup></group>' +
      '<progress title="Upload" value="0.6" valueStringOverride="6/10" status="Uploading"/>';
    const beside = `${ACTIONS}${AUDIO}<header id="games" title="Games" arguments="games"/>`;
    const xml = toastOf('ToastGeneric', inside, beside).replace(
      '<toast ',
      '<toast scenario="reminder" duration="long" ',
    );
    expect(decode(xml)).toMatchObject({
      source: 'toast-generic',
      title: 'NE wins',
      message: 'Final: NE 24, NYJ 17',
      notification: { type: 'breakingNews', more: { articleId: '00123' } },
    });
  });

  it('leaves out the attribution text Windows shows at the bottom', () => {
    const inside = `${plain('Head', 'Body')}<text placement="attribution">Via SMS</text>`;
    expect(read(toastOf('ToastGeneric', inside))).toMatchObject({ message: 'Body', title: 'Head' });
    const first = `<text placement="attribution">Via SMS</text>${plain('Body')}`;
    expect(read(toastOf('ToastGeneric', first))).toMatchObject({ message: 'Body', title: null });
    expectDecodeError(() => decode(toastOf('ToastGeneric', '<text placement="attribution">Via SMS</text>')), {
      field: 'toast.visual.binding.text',
      reason: expect.stringContaining('missing'),
    });
  });

  it('refuses a placement it does not know rather than guess what the text is', () => {
    expectDecodeError(() => decode(toastOf('ToastGeneric', `${plain('Head')}<text placement="footer">x</text>`)), {
      field: 'toast.visual.binding.text[2]@placement',
    });
  });

  it('does not read texts inside groups as the message', () => {
    expectDecodeError(() => decode(toastOf('ToastGeneric', '<group><subgroup><text>x</text></subgroup></group>')), {
      field: TEXT,
    });
  });

  it('reads texts in document order, as Windows shows them, whatever their ids', () => {
    const xml = toastOf('ToastGeneric', '<text id="2">Shown first</text><text id="1">Shown second</text>');
    expect(read(xml)).toMatchObject({ title: 'Shown first', message: 'Shown second' });
  });

  it('refuses a fourth text, as Windows shows three', () => {
    expectDecodeError(() => decode(toastOf('ToastGeneric', plain('a', 'b', 'c', 'd'))), {
      field: TEXT,
      reason: 'ToastGeneric shows at most 3 texts, found 4',
    });
  });
});

describe('several bindings', () => {
  const legacy = `<binding template="ToastText02">${numbered('Old head', 'Old body')}</binding>`;
  const generic = `<binding template="ToastGeneric">${plain('New head', 'New body')}</binding>`;
  const visual = (...bindings: string[]) => `<toast><visual>${bindings.join('')}</visual></toast>`;

  it('reads the ToastGeneric one wherever it is', () => {
    const expected = { source: 'toast-generic', message: 'New body', title: 'New head' };
    expect(read(visual(legacy, generic))).toEqual(expected);
    expect(read(visual(generic, legacy))).toEqual(expected);
  });

  it('reads the first when none is ToastGeneric', () => {
    const second = `<binding template="ToastText01">${numbered('Other')}</binding>`;
    expect(read(visual(legacy, second))).toEqual({ source: 'toast', message: 'Old body', title: 'Old head' });
    expect(read(visual(second, legacy))).toEqual({ source: 'toast-template', message: 'Other', title: null });
  });

  it('names the binding it read in errors', () => {
    expectDecodeError(() => decode(visual(legacy, '<binding template="ToastGeneric"><text/></binding>')), {
      field: 'toast.visual.binding[2].text',
      reason: expect.stringContaining('empty'),
    });
    expectDecodeError(() => decode(visual('<binding template="Tile">x</binding>', legacy)), {
      field: 'toast.visual.binding[1]@template',
    });
  });
});

describe('what is not a toast huddle can read', () => {
  it.each(['ToastText05', 'ToastImageAndText00', 'toastgeneric', 'TileWide310x150Text01', '', 'ToastText02 '])(
    'refuses the template %j rather than guess at its texts',
    (template) => {
      expectDecodeError(() => decode(toastOf(template, plain('Head', 'Body'))), {
        platform: 'toast',
        field: 'toast.visual.binding@template',
        reason: expect.stringContaining(
          'expected ToastGeneric or ToastText01 to 04 or ToastImageAndText01 to 04, found',
        ),
      });
    },
  );

  it('refuses a toast whose texts are all empty, naming the texts', () => {
    for (const inside of [plain(''), numbered('', ''), plain('', '', ''), '<text/><text/>']) {
      for (const template of ['ToastText02', 'ToastText04', 'ToastGeneric']) {
        if (template === 'ToastText02' && inside.split('<text').length > 3) continue;
        expectDecodeError(() => decode(toastOf(template, inside)), {
          field: TEXT,
          reason: 'every text is empty: a toast always shows a message',
        });
      }
    }
  });

  it('refuses a binding without texts, and a toast without binding', () => {
    expectDecodeError(() => decode(toastOf('ToastGeneric', IMAGE)), {
      field: TEXT,
      reason: expect.stringContaining('missing'),
    });
    expectDecodeError(() => decode('<toast><visual/></toast>'), { field: 'toast.visual.binding', reason: 'missing' });
  });

  it('refuses an element inside a text', () => {
    expectDecodeError(() => decode(toastOf('ToastGeneric', '<text>a<b>c</b></text>')), { field: `${TEXT}[1].b` });
  });
});

// --- properties ---------------------------------------------------------------------------------

// Text a sender writes, escaped as element content: XML specials, line breaks, astral characters.
const piece = fc.oneof(
  fc.constantFrom('&', '<', '>', '"', "'", '\n', ' ', '…', '😀', '中', 'é'),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 4 }),
);
const nonEmpty = fc.array(piece, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

interface Template {
  readonly name: string;
  readonly source: PushSource;
  /** How many texts it shows; the first is the title when there are two or more places. */
  readonly places: number;
  readonly numbered: boolean;
}
const templates: readonly Template[] = [
  { name: 'ToastGeneric', source: 'toast-generic', places: 3, numbered: false },
  { name: 'ToastText01', source: 'toast-template', places: 1, numbered: true },
  { name: 'ToastText02', source: 'toast', places: 2, numbered: true },
  { name: 'ToastText03', source: 'toast-template', places: 2, numbered: true },
  { name: 'ToastText04', source: 'toast-template', places: 3, numbered: true },
  { name: 'ToastImageAndText01', source: 'toast-template', places: 1, numbered: true },
  { name: 'ToastImageAndText02', source: 'toast-template', places: 2, numbered: true },
  { name: 'ToastImageAndText03', source: 'toast-template', places: 2, numbered: true },
  { name: 'ToastImageAndText04', source: 'toast-template', places: 3, numbered: true },
];

/**
 * A notification as a sender means it (a title or none, one or two message lines as the template
 * allows) and the texts it writes for it: the title first, or, without a title, the message
 * alone, after an empty headline, or before an empty second text (the wns package).
 */
const intended = fc
  .constantFrom(...templates)
  .chain((template) =>
    fc.record({
      template: fc.constant(template),
      title: template.places > 1 ? fc.option(nonEmpty, { nil: null }) : fc.constant(null),
      lines: fc.array(nonEmpty, { minLength: 1, maxLength: template.places === 3 ? 2 : 1 }),
      withoutTitle: fc.constantFrom('alone', 'emptyHeadline', 'emptySecond'),
      ids: fc.boolean(),
      order: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
      decorations: fc.subarray(['image', 'attribution', 'group'] as const),
      beside: fc.subarray([ACTIONS, AUDIO]),
    }),
  )
  .map((sent) => {
    const { template, title, lines } = sent;
    let texts: string[];
    if (title !== null) texts = [title, ...lines];
    // Two texts alone would be a title and a message: two lines without a title need the empty headline.
    else if (lines.length === 1 && (template.places === 1 || sent.withoutTitle === 'alone')) texts = [...lines];
    else if (sent.withoutTitle === 'emptyHeadline') texts = ['', ...lines];
    else texts = lines.length === 1 ? [...lines, ''] : ['', ...lines];
    return { ...sent, texts, message: lines.join('\n') };
  });

type Sent = typeof intended extends fc.Arbitrary<infer Value> ? Value : never;

/** The toast a sender writes for it, with or without ids (then in any order), and decorations. */
function write({ template, texts, ids, order, decorations, beside }: Sent): string {
  let elements = texts.map(
    (text, index) => `<text${ids && template.numbered ? ` id="${index + 1}"` : ''}>${escaped(text)}</text>`,
  );
  // Numbered texts may come in any order; unnumbered ones are read in the order written.
  if (ids && template.numbered) {
    elements = elements
      .map((element, index) => ({ element, key: order[index] ?? 0 }))
      .sort((a, b) => a.key - b.key)
      .map(({ element }) => element);
  }
  let inside = elements.join('');
  if (decorations.includes('image')) inside = IMAGE + inside;
  if (decorations.includes('attribution') && template.name === 'ToastGeneric') {
    inside += '<text placement="attribution">Via huddle</text>';
  }
  if (decorations.includes('group')) inside += '<group><subgroup><text>aside</text></subgroup></group>';
  return toastOf(template.name, inside, beside.join(''));
}

describe('properties', () => {
  it('reads back the title and message a sender meant, in every template, never an empty message', () => {
    fc.assert(
      fc.property(intended, (sent) => {
        const decoded = read(write(sent));
        expect(decoded).toEqual({ source: sent.template.source, message: sent.message, title: sent.title });
        expect(decoded.message).not.toBe('');
      }),
      { numRuns: 400 },
    );
  });

  it('gives a non-empty message or a DecodeError naming the texts, whatever the texts', () => {
    const anyText = fc.oneof(fc.constant(''), nonEmpty);
    fc.assert(
      fc.property(fc.constantFrom(...templates), fc.array(anyText, { maxLength: 4 }), (template, texts) => {
        const xml = toastOf(template.name, plain(...texts.map(escaped)));
        const decoded = expectResultOrDecodeError(() => decode(xml));
        const filled = texts.filter((text) => text !== '');
        if (decoded === undefined) {
          expect(texts.length > template.places || filled.length === 0).toBe(true);
          expectDecodeError(() => decode(xml), { field: TEXT });
          return;
        }
        expect(texts.length).toBeLessThanOrEqual(template.places);
        expect(decoded.message).not.toBe('');
        // Every non-empty text is shown: as the title or as a line of the message.
        const shown = decoded.title === null ? decoded.message : `${decoded.title}\n${decoded.message}`;
        expect(shown).toBe(filled.join('\n'));
      }),
      { numRuns: 400 },
    );
  });

  it('reads what huddle writes as the spec’s toast', () => {
    fc.assert(
      fc.property(nonEmpty, fc.option(nonEmpty, { nil: undefined }), (message, title) => {
        expect(read(toast.encode({ message, title }))).toEqual({ source: 'toast', message, title: title ?? null });
      }),
    );
  });
});
