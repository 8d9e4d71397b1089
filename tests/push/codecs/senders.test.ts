/** What real senders produce, read by each decoder; and the exact bytes huddle writes. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aps, data, decode as decodeJson, EncodeError } from '../../../src/push/index.ts';
import { decode, toast } from '../../../src/push/toast/index.ts';
import { expectDecodeError } from '../../support/expect/expect-decode-error.ts';
import { thrown } from '../../support/expect/thrown.ts';

const gameEnd = { type: 'teamAlertGameEnd', more: { gameId: '0042' } } as const;

describe('alert style as senders write it', () => {
  it('takes aps.alert as a plain string (node-apn), extra aps keys and top-level keys', () => {
    const payload = { aps: { alert: 'Touchdown', sound: 'default', badge: 3 }, extras: gameEnd, acme: { trace: 1 } };
    expect(decode(payload)).toMatchObject({ platform: 'aps', message: 'Touchdown', title: null, extras: gameEnd });
  });

  it('reads alert.title, and treats an empty or null title as none', () => {
    expect(decode({ aps: { alert: { title: 'NE', body: 'b' } } }).title).toBe('NE');
    expect(decode({ aps: { alert: { title: '', body: 'b' } } }).title).toBeNull();
    expect(decode({ aps: { alert: { title: null, body: 'b' } } }).title).toBeNull();
  });

  it('gives null extras when they are absent or null', () => {
    expect(decode('{"aps":{"alert":{"body":"b"}}}').extras).toBeNull();
    expect(decode('{"aps":{"alert":{"body":"b"}},"extras":null}').notification).toBeNull();
  });

  it('writes the spec shape, title under Apple’s alert.title', () => {
    expect(aps.encode({ message: 'Final', title: 'NE 24', extras: gameEnd })).toEqual({
      aps: { alert: { title: 'NE 24', body: 'Final' } },
      extras: gameEnd,
    });
    expect(aps.encode({ message: 'Final' })).toEqual({ aps: { alert: { body: 'Final' } } });
  });
});

describe('data style as senders write it', () => {
  it('takes extras as the JSON string FCM delivers', () => {
    const payload = { data: { message: 'm', extras: JSON.stringify(gameEnd) }, notification: { title: 't' } };
    expect(decode(payload)).toMatchObject({ platform: 'data', title: 't', notification: gameEnd });
  });

  it('takes the title under android.notification (node-pushnotifications)', () => {
    const payload = { data: { message: 'm' }, android: { notification: { title: 'From android' } } };
    expect(decode(JSON.stringify(payload)).title).toBe('From android');
  });

  it('takes a payload without notification (title null)', () => {
    expect(decode({ data: { message: 'm' } }).title).toBeNull();
  });

  it('writes the spec shape, and extras as a JSON string on request: every data value a string', () => {
    expect(data.encode({ message: 'm', title: 't', extras: gameEnd })).toEqual({
      data: { message: 'm', extras: gameEnd },
      notification: { title: 't' },
    });
    const wire = data.encode({ message: 'm', extras: gameEnd }, { extrasAsJson: true });
    expect(Object.values(wire.data).every((value) => typeof value === 'string')).toBe(true);
    expect(JSON.parse(wire.data.extras as string)).toEqual(gameEnd);
    expect(wire.notification).toEqual({ title: '' });
  });
});

describe('toast as senders write it', () => {
  const launch =
    '&lt;type&gt;breakingNews&lt;/type&gt;&lt;more&gt;&lt;articleId&gt;00123&lt;/articleId&gt;&lt;/more&gt;';

  it('reads ToastText02’s two texts by id, without <image>, with duration and lang', () => {
    const xml = `<toast launch="${launch}" duration="long" lang="en-US"><visual><binding template="ToastText02"><text id="2">Body</text><text id="1">Headline</text></binding></visual></toast>`;
    expect(decode(xml)).toMatchObject({
      platform: 'toast',
      title: 'Headline',
      message: 'Body',
      notification: { type: 'breakingNews', more: { articleId: '00123' } },
    });
  });

  it('reads two texts without ids in document order: title, then message', () => {
    const xml =
      '<toast><visual><binding template="ToastText02"><text>T</text><text>M</text></binding></visual></toast>';
    expect(decode(xml)).toMatchObject({ title: 'T', message: 'M', extras: null });
  });

  it('reads the launch XML with or without a root element, an XML declaration, whitespace and comments', () => {
    const bare = '<type>teamAlertGameEnd</type><more><gameId>0042</gameId></more>';
    for (const inner of [
      bare,
      `<extras>${bare}</extras>`,
      `<?xml version="1.0"?>\n<x>\n  ${bare}\n</x>`,
      `<!-- c -->${bare}`,
    ]) {
      const escaped = inner
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/"/g, '&quot;')
        .replace(/\n/g, '&#10;');
      const xml = `<?xml version="1.0" encoding="utf-8"?>\n<toast launch="${escaped}">\n  <visual>\n    <binding template="ToastText02">\n      <text>m</text>\n    </binding>\n  </visual>\n</toast>\n`;
      expect(decode(xml).notification).toEqual(gameEnd);
    }
  });

  it('reads raw line breaks in an attribute as spaces and &#10; as a line break, as XML requires', () => {
    // Raw LF in the attribute: a space. &#10; in the attribute: an LF in the inner XML's text,
    // kept. &amp;#10;: a reference in the inner XML, an LF too.
    const xml = (text: string) =>
      `<toast launch="&lt;type&gt;trendingNews&lt;/type&gt;&lt;more&gt;&lt;note&gt;${text}&lt;/note&gt;&lt;/more&gt;"><visual><binding><text>m</text></binding></visual></toast>`;
    expect(decode(xml('a\nb')).extras?.more).toEqual({ note: 'a b' });
    expect(decode(xml('a&amp;#10;b')).extras?.more).toEqual({ note: 'a\nb' });
    expect(decode(xml('a&#10;b')).extras?.more).toEqual({ note: 'a\nb' });
  });

  it('decodes &amp;#10; once: the text "&#10;" stays text', () => {
    const xml = '<toast><visual><binding><text>&amp;#10; &#x1F600; &#169;</text></binding></visual></toast>';
    expect(decode(xml).message).toBe('&#10; 😀 ©');
  });

  it('writes the spec shape, byte for byte', () => {
    expect(toast.encode({ message: 'Final: NE 24 & NYJ 17', extras: gameEnd })).toBe(
      '<toast launch="&lt;extras&gt;&lt;type&gt;teamAlertGameEnd&lt;/type&gt;&lt;more&gt;&lt;gameId&gt;0042&lt;/gameId&gt;&lt;/more&gt;&lt;/extras&gt;">' +
        '<visual addImageQuery="false"><binding template="ToastText02" addImageQuery="false">' +
        '<text>Final: NE 24 &amp; NYJ 17</text><image/></binding></visual></toast>',
    );
  });

  it('escapes exactly: line breaks in the attribute as &#10;, CR as &#13;, quotes, and the inner XML escaped twice', () => {
    const xml = toast.encode({
      message: 'a\r\nb<c>',
      title: '"T"',
      extras: { type: 'trendingNews', more: { note: 'x & y\nz' } },
    });
    expect(xml).toContain('&lt;note&gt;x &amp;amp; y&#10;z&lt;/note&gt;');
    expect(xml).toContain('<text id="1">"T"</text><text id="2">a&#13;\nb&lt;c&gt;</text>');
    expect(xml).not.toMatch(/launch="[^"]*\n/);
  });

  it('refuses a parameter name that is no XML element name, naming it', () => {
    const error = thrown(() =>
      toast.encode({ message: 'm', extras: { type: 'trendingNews', more: { 'game id': '1' } } }),
    );
    expect(error).toBeInstanceOf(EncodeError);
    expect(error).toMatchObject({ platform: 'toast', field: 'extras.more.game id' });
  });

  it('reports the line and column of malformed XML', () => {
    expectDecodeError(() => decode('<toast>\n<visual><binding><text>m</text></visual></toast>'), {
      platform: 'toast',
      field: expect.stringMatching(/^toast line 2, column \d+$/),
    });
  });
});

describe('decode()', () => {
  it('in huddle/push names the entry that reads toast XML instead of guessing', () => {
    expectDecodeError(() => decodeJson('  <toast/>'), { reason: expect.stringContaining('huddle/push/toast') });
  });

  it('refuses what is neither platform, and what is not a payload at all', () => {
    for (const input of [{}, '{"alert":"x"}', 42, null, '[1]', 'plain text']) {
      expectDecodeError(() => decode(input));
    }
  });
});

describe('truncation without Intl.Segmenter (Hermes)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('throws rather than split a grapheme cluster', async () => {
    vi.resetModules();
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
    const { aps: fresh } = await import('../../../src/push/index.ts');
    const error = thrown(() => fresh.encode({ message: '👍🏽'.repeat(2000) }, { truncate: true }));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'EncodeError', field: 'message' });
    expect(fresh.encode({ message: 'short' }, { truncate: true })).toEqual({ aps: { alert: { body: 'short' } } });
  });
});
