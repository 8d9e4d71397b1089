/**
 * One suite, three codecs: every property here holds for APS, data-style (object and FCM
 * string extras) and toast alike.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parameterNameProblem } from '../../../src/push/codecs/notification-fields.ts';
import {
  aps,
  type DecodedPush,
  data,
  decode as decodeJson,
  EncodeError,
  type NotificationExtras,
  PayloadTooLargeError,
  type PushCodec,
  type PushMessage,
  route,
} from '../../../src/push/index.ts';
import { decode, toast } from '../../../src/push/toast/index.ts';
import { expectDecodeError, expectResultOrDecodeError } from '../../support/expect/expect-decode-error.ts';
import { thrown } from '../../support/expect/thrown.ts';

interface Case {
  readonly name: string;
  readonly codec: PushCodec<unknown>;
  readonly options: Record<string, unknown>;
  /** The payload as it travels: JSON text for the JSON platforms. */
  readonly wire: (payload: unknown) => string;
}

const json = (payload: unknown) => JSON.stringify(payload);
const cases: readonly Case[] = [
  { name: 'aps', codec: aps, options: {}, wire: json },
  { name: 'data', codec: data as PushCodec<unknown>, options: {}, wire: json },
  { name: 'data, extras as JSON', codec: data as PushCodec<unknown>, options: { extrasAsJson: true }, wire: json },
  { name: 'toast', codec: toast as PushCodec<unknown>, options: {}, wire: (payload) => payload as string },
];

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

// Text any platform carries: any Unicode scalar but C0 controls (tab, LF, CR allowed) and
// U+FFFE/U+FFFF, weighted towards XML specials, line breaks and astral characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters no platform carries
const carried = (text: string) => !/[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/.test(text);
const unit = fc.oneof(
  fc.constantFrom('&', '<', '>', '"', "'", '&amp;', '&#10;', ']]>', '\n', '\r', '\r\n', '\t', ' ', '…'),
  fc.constantFrom('😀', '👍🏽', '🇫🇷', '👨‍👩‍👧', '𝄞', 'é', 'e\u0301', '中'),
  fc.string({ unit: 'grapheme', maxLength: 3 }),
  fc.string({ unit: 'binary', maxLength: 3 }),
);
const text = fc
  .array(unit, { maxLength: 12 })
  .map((parts) => parts.join(''))
  .filter(carried);
const name = fc
  .stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,8}$/)
  .filter((value) => !/^xml/i.test(value) && !(value in Object.prototype) && value !== 'prototype');
const parameters = fc.dictionary(name, text, { maxKeys: 4 });
const extras: fc.Arbitrary<NotificationExtras | null> = fc.oneof(
  fc.constant(null),
  fc.record({ type: fc.constant('trendingNews' as const), more: fc.option(parameters, { nil: undefined }) }),
  fc.record({
    type: fc.constantFrom('teamAlertGameEnd', 'tuneInAlertLiveGame') as fc.Arbitrary<'teamAlertGameEnd'>,
    more: fc.record({ gameId: text }),
  }),
  fc.record({
    type: fc.constant('breakingNews' as const),
    more: parameters.chain((more) => text.map((articleId) => ({ ...more, articleId }))),
  }),
);
const message: fc.Arbitrary<PushMessage> = fc.record({
  message: text,
  title: fc.option(text, { nil: undefined }),
  extras,
});

/** What a decoder must give back for a message: no title is `null`, absent `more` is `null`. */
const expected = (sent: PushMessage) => ({
  message: sent.message,
  title: sent.title === undefined || sent.title === '' ? null : sent.title,
  extras: sent.extras == null ? null : { type: sent.extras.type, more: sent.extras.more ?? null },
});
const received = ({ message, title, extras }: DecodedPush) => ({ message, title, extras });

/** Parameter names no codec carries, encoding or decoding: one rule, `parameterNameProblem`. */
const badParameterNames = [
  '\0',
  'a\u0001',
  '\u001f',
  '\uFFFE',
  '\uD800',
  'x\uDC00',
  '',
  'a b',
  'a:b',
  'xmlns',
  '1a',
  'é',
];
const prototypeKeys = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];
const anyParameterName = fc.oneof(
  name,
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom(...badParameterNames, ...prototypeKeys),
);

/** Object.prototype as it is, to tell that nothing was added to it or replaced. */
const prototypeNow = () => Object.getOwnPropertyDescriptors(Object.prototype);

// One 300 MB text for every size test: flat, as a text read from a socket or a file is.
let hugeText: string | undefined;
const huge = () => {
  if (hugeText === undefined) {
    hugeText = `{${'x'.repeat(300_000_000 - 1)}`;
    expect(/x$/.test(hugeText)).toBe(true); // makes the engine flatten the rope
  }
  return hugeText;
};

describe.each(cases)('$name codec', ({ name: caseName, codec, options, wire }) => {
  const platform = codec.platform;

  describe('round trip', () => {
    it('decode(encode(x)) gives back the message, title and extras, from the payload and from its wire text', () => {
      fc.assert(
        fc.property(message, (sent) => {
          if (platform === 'toast' && sent.message === '') {
            // A toast without text would be read back as no message at all: refused when written.
            expect(thrown(() => codec.encode(sent, options))).toMatchObject({ name: 'EncodeError', field: 'message' });
            return;
          }
          const payload = codec.encode(sent, options);
          expect(received(codec.decode(payload))).toEqual(expected(sent));
          const decoded = decode(wire(payload));
          expect(decoded.platform).toBe(platform);
          expect(received(decoded)).toEqual(expected(sent));
        }),
        { numRuns: 300 },
      );
    });

    it('types the notification by the catalog, so that route() finds the screen', () => {
      const payload = codec.encode(
        { message: 'Final', extras: { type: 'teamAlertGameEnd', more: { gameId: '0042' } } },
        options,
      );
      const { notification } = decode(wire(payload));
      expect(notification).toEqual({ type: 'teamAlertGameEnd', more: { gameId: '0042' } });
      expect(route(notification)).toEqual({ screen: 'gameDetails', gameId: '0042', liveStream: false });
    });

    it('gives no notification for an unknown type or a missing parameter (route() leads home)', () => {
      for (const sent of [
        { type: 'futureType', more: { gameId: '1' } },
        { type: 'teamAlertGameEnd', more: { other: '1' } },
        { type: 'teamAlertGameEnd' },
      ]) {
        const decoded = decode(
          wire(codec.encode({ message: 'm', extras: sent as unknown as NotificationExtras }, options)),
        );
        expect(decoded.extras?.type).toBe(sent.type);
        expect(decoded.notification).toBeNull();
        expect(route(decoded.notification)).toEqual({ screen: 'home' });
      }
    });

    it('keeps ids as the strings they were (00123, 1e5, 0x1F, 1.50)', () => {
      for (const gameId of ['00123', '1e5', '0x1F', '1.50', ' 7 ', 'true', 'null']) {
        const decoded = decode(
          wire(codec.encode({ message: 'm', extras: { type: 'teamAlertGameEnd', more: { gameId } } }, options)),
        );
        expect(decoded.extras?.more).toEqual({ gameId });
      }
    });
  });

  describe('size limit', () => {
    const sizeOf = (payload: unknown) => bytes(wire(payload));
    // The payload around the message: a one-byte message less its byte (toast refuses an empty one).
    const frame = sizeOf(codec.encode({ message: 'a', extras: { type: 'trendingNews' } }, options)) - 1;
    const withMessage = (length: number, piece = 'a') => ({
      message: piece.repeat(length),
      extras: { type: 'trendingNews' as const },
    });

    it(`is ${codec.limit} UTF-8 bytes: a payload of exactly the limit passes, one byte more throws with the sizes`, () => {
      expect(sizeOf(codec.encode(withMessage(codec.limit - frame), options))).toBe(codec.limit);
      const error = thrown(() => codec.encode(withMessage(codec.limit - frame + 1), options));
      expect(error).toBeInstanceOf(PayloadTooLargeError);
      expect(error).toBeInstanceOf(EncodeError);
      expect(error).toMatchObject({ platform, size: codec.limit + 1, limit: codec.limit });
    });

    it('truncates by bytes, at the exact boundary, with multi-byte text and emoji', () => {
      for (const piece of ['a', 'é', '中', '😀', '👍🏽', '🇫🇷', '👨‍👩‍👧', 'e\u0301', '&', '"']) {
        for (let extra = 0; extra < 12; extra++) {
          const sent = withMessage(Math.ceil((codec.limit - frame) / bytes(piece)) + 1 + extra, piece);
          const payload = codec.encode(sent, { ...options, truncate: true });
          const size = sizeOf(payload);
          const got = decode(wire(payload)).message;
          expect(size).toBeLessThanOrEqual(codec.limit);
          expect(got.endsWith('…')).toBe(true);
          const kept = got.slice(0, -1);
          // Whole clusters only, and as many as fit: one more would not.
          expect(kept).toBe(piece.repeat(kept.length / piece.length));
          expect(sent.message.startsWith(kept)).toBe(true);
          const longer = { ...sent, message: `${kept}${piece}…` };
          expect(thrown(() => codec.encode(longer, options))).toBeInstanceOf(PayloadTooLargeError);
        }
      }
    });

    it('never splits a grapheme cluster of a random text, and fills the payload to within one cluster', () => {
      const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
      fc.assert(
        fc.property(fc.array(unit.filter(carried), { minLength: 1, maxLength: 8 }), (parts) => {
          const piece = parts.join('') || 'x';
          const sent = { message: piece.repeat(Math.ceil(codec.limit / Math.max(1, bytes(piece)))) };
          const payload = codec.encode(sent, { ...options, truncate: true });
          const got = decode(wire(payload)).message;
          expect(sizeOf(payload)).toBeLessThanOrEqual(codec.limit);
          const kept = got.slice(0, -1);
          const clusters = [...segmenter.segment(sent.message)].map((part) => part.segment);
          let prefix = '';
          let index = 0;
          while (prefix.length < kept.length) prefix += clusters[index++];
          expect(prefix).toBe(kept);
          const next = clusters[index] as string;
          expect(thrown(() => codec.encode({ message: `${kept}${next}…` }, options))).toBeInstanceOf(
            PayloadTooLargeError,
          );
        }),
        { numRuns: 60 },
      );
    });

    it('throws when even an empty message would not fit', () => {
      const huge = { message: 'm', title: 'x'.repeat(codec.limit) };
      expect(thrown(() => codec.encode(huge, { ...options, truncate: true }))).toBeInstanceOf(PayloadTooLargeError);
    });
  });

  describe('what cannot be sent', () => {
    it.each([
      ['message', { message: 'a\u0001b' }],
      ['message', { message: 'lone \uD800 surrogate' }],
      ['title', { message: 'm', title: '\u0000' }],
      ['message', { message: 42 }],
      ['extras.type', { message: 'm', extras: { more: {} } }],
      [
        'extras.more.__proto__',
        { message: 'm', extras: JSON.parse('{"type":"trendingNews","more":{"__proto__":"x"}}') },
      ],
      ['extras.more.constructor', { message: 'm', extras: { type: 'trendingNews', more: { constructor: 'x' } } }],
      ['extras.more.gameId', { message: 'm', extras: { type: 'teamAlertGameEnd', more: { gameId: 42 } } }],
    ])('refuses %s with an EncodeError naming it', (field, notification) => {
      const error = thrown(() => codec.encode(notification as unknown as PushMessage, options));
      expect(error).toBeInstanceOf(EncodeError);
      expect(error).toMatchObject({ platform, field });
    });

    it.each(badParameterNames)('refuses the parameter name %j with an EncodeError naming it', (bad) => {
      const sent = { message: 'm', extras: { type: 'trendingNews', more: { [bad]: 'x' } } } as PushMessage;
      const error = thrown(() => codec.encode(sent, options));
      expect(error).toBeInstanceOf(EncodeError);
      expect(error).toMatchObject({ platform, field: `extras.more.${bad}` });
    });

    it('holds every parameter name to the one rule all codecs share, encoding and decoding', () => {
      const write = writer(caseName);
      fc.assert(
        fc.property(anyParameterName, (key) => {
          const problem = parameterNameProblem(key);
          const sent = { message: 'm', extras: { type: 'trendingNews', more: { [key]: 'x' } } } as PushMessage;
          let payload: unknown;
          try {
            payload = codec.encode(sent, options);
          } catch (error) {
            expect(problem).not.toBeNull();
            expect(error).toMatchObject({ platform, field: `extras.more.${key}`, reason: problem });
            return;
          }
          expect(problem).toBeNull();
          expect(decode(wire(payload)).extras?.more).toEqual({ [key]: 'x' });
          // Toast can only name a parameter as an XML element; the hostile cases below write
          // the names it refuses as an unchecking sender would.
          if (platform === 'toast') return;
          const unchecked = write('"m"', `${JSON.stringify(key)}:"x"`);
          if (problem === null) expect(decode(unchecked).extras?.more).toEqual({ [key]: 'x' });
          else expectDecodeError(() => decode(unchecked), { field: expect.stringContaining(`more.${key}`) });
        }),
        { numRuns: 300 },
      );
    });
  });

  describe('hostile input', () => {
    // Each case is written for this platform by `write`, a sender that checks nothing.
    const hostile = hostileFor(caseName);

    it.each(hostile)('$what is a DecodeError naming $field', ({ input, field }) => {
      const before = Object.getOwnPropertyNames(Object.prototype).sort();
      expectDecodeError(() => decode(input), { field: expect.stringContaining(field) });
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('refuses a 300 MB payload text by its length, without a copy of it (memory stays flat)', () => {
      const text = huge();
      const rope = `<${'x'.repeat(300_000_000 - 1)}`; // never flattened, unless a decoder reads it
      for (const [read, input] of [
        [codec.decode, text],
        [decode, text],
        [decodeJson, text],
        [codec.decode, rope],
        [decode, rope],
      ] as const) {
        const before = process.memoryUsage();
        expectDecodeError(() => read(input), {
          field: 'payload',
          reason: expect.stringContaining('at least 300000000 bytes'),
        });
        const after = process.memoryUsage();
        // Copying or encoding the text would take 300 MB or more (it took 843 MB); allow noise.
        expect(after.rss - before.rss).toBeLessThan(64 * 2 ** 20);
        expect(after.heapUsed + after.external - before.heapUsed - before.external).toBeLessThan(64 * 2 ** 20);
      }
    });

    it('throws only DecodeError for any value given to its decoder, and leaves Object.prototype as it was', () => {
      const before = prototypeNow();
      const key = fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom(...prototypeKeys, 'aps', 'data', 'extras'));
      const value = fc.anything({ key, maxDepth: 3, withBigInt: true, withNullPrototype: true, withMap: true });
      const extrasLike = fc.oneof(
        value,
        fc.record({
          type: fc.oneof(value, fc.constant('teamAlertGameEnd')),
          more: fc.oneof(value, fc.dictionary(anyParameterName, value)),
        }),
      );
      const extrasOrText = fc.oneof(
        extrasLike,
        extrasLike.map((extras) => {
          try {
            return JSON.stringify(extras);
          } catch {
            return '{';
          }
        }),
      );
      const shaped = fc.oneof(
        fc.record({
          aps: fc.oneof(value, fc.record({ alert: fc.oneof(value, fc.record({ body: value, title: value })) })),
          extras: extrasOrText,
        }),
        fc.record({
          data: fc.oneof(value, fc.record({ message: value, extras: extrasOrText })),
          notification: value,
          android: value,
        }),
      );
      const input = fc.oneof(
        value,
        shaped,
        shaped.map((payload) => {
          try {
            return JSON.stringify(payload) ?? '';
          } catch {
            return '';
          }
        }),
        fc.string(),
      );
      fc.assert(
        fc.property(input, (given) => {
          for (const read of [codec.decode, decode, decodeJson]) expectResultOrDecodeError(() => read(given));
          expect(prototypeNow()).toEqual(before);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: 500 },
      );
    });

    it('survives arbitrary text and arbitrary mutations of a valid payload: a result or a DecodeError', () => {
      const valid = wire(
        codec.encode(
          { message: 'Final <b>&amp;</b>', title: 't', extras: { type: 'teamAlertGameEnd', more: { gameId: '7' } } },
          options,
        ),
      );
      const mutated = fc
        .tuple(fc.nat(valid.length), fc.nat(8), fc.string({ maxLength: 6 }))
        .map(([at, cut, insert]) => valid.slice(0, at) + insert + valid.slice(at + cut));
      fc.assert(
        fc.property(fc.oneof(mutated, fc.string(), fc.json()), (input) => {
          const result = expectResultOrDecodeError(() => decode(input));
          if (result !== undefined) expect(typeof result.message).toBe('string');
        }),
        { numRuns: 400 },
      );
    });
  });
});

/**
 * Numbers in parameters: only JSON payloads carry them (XML carries text only, so the toast
 * codec has none to read, and these rules do not apply to it).
 */
describe.each(cases.filter(({ codec }) => codec.platform !== 'toast'))(
  '$name codec, numeric parameters',
  ({ name: caseName, codec }) => {
    const write = writer(caseName);

    it('reads a parameter sent as a safe integer as its decimal text, so route() keeps the link', () => {
      const decoded = decode(write('"m"', '"gameId":42,"period":-3'));
      expect(decoded.extras?.more).toEqual({ gameId: '42', period: '-3' });
      expect(route(decoded.notification)).toEqual({ screen: 'gameDetails', gameId: '42', liveStream: false });
      expect(codec.decode(write('"m"', '"gameId":9007199254740991')).notification?.more).toMatchObject({
        gameId: '9007199254740991',
      });
    });

    it('refuses an integer parameter past 2^53 (which JSON.parse rounds) or a fraction, with a DecodeError naming it', () => {
      for (const literal of ['9007199254740993', '-9007199254740992', '12345678901234567890', '1.5', '1e400']) {
        expectDecodeError(() => decode(write('"m"', `"gameId":${literal}`)), {
          field: expect.stringMatching(/(^|\.)extras\.more\.gameId$/),
        });
      }
    });

    it('reads any integer literal exactly or refuses it: never a rounded id', () => {
      fc.assert(
        fc.property(fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }), (id) => {
          const input = write('"m"', `"gameId":${id}`);
          const safe = id >= BigInt(Number.MIN_SAFE_INTEGER) && id <= BigInt(Number.MAX_SAFE_INTEGER);
          if (safe) expect(codec.decode(input).extras?.more).toEqual({ gameId: `${id}` });
          else expectDecodeError(() => codec.decode(input), { field: expect.stringContaining('more.gameId') });
        }),
        { numRuns: 300 },
      );
    });
  },
);

interface Hostile {
  readonly what: string;
  readonly input: string;
  readonly field: string;
}

/**
 * Writes a payload for a platform as a sender that checks nothing would: `message` and the
 * parameters inside `more` are given as the platform's own text (JSON or XML).
 */
function writer(caseName: string): (message: string, more: string) => string {
  return (message, more) => {
    switch (caseName) {
      case 'aps':
        return `{"aps":{"alert":{"body":${message}}},"extras":{"type":"teamAlertGameEnd","more":{${more}}}}`;
      case 'data':
      case 'data, extras as JSON':
        return `{"data":{"message":${message},"extras":{"type":"teamAlertGameEnd","more":{${more}}}},"notification":{"title":"t"}}`;
      default: {
        const launch = `<extras><type>teamAlertGameEnd</type><more>${more}</more></extras>`
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/"/g, '&quot;');
        return `<toast launch="${launch}"><visual><binding template="ToastText02"><text>${message}</text></binding></visual></toast>`;
      }
    }
  };
}

/** The same hostile cases, written for each platform. */
function hostileFor(caseName: string): Hostile[] {
  const nested = (depth: number) =>
    caseName === 'toast'
      ? `${'<a>'.repeat(depth)}1${'</a>'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const write = writer(caseName);
  const isToast = caseName === 'toast';
  const messageField = caseName === 'aps' ? 'aps.alert.body' : isToast ? 'text' : 'data.message';
  const quoted = (value: string) => (isToast ? value : JSON.stringify(value));
  const parameter = (name: string, value: string) =>
    isToast ? `<${name}>${value}</${name}>` : `${JSON.stringify(name)}:${value}`;
  const cases: Hostile[] = [
    {
      what: 'a payload over the limit',
      input: write(quoted('x'.repeat(6000)), parameter('gameId', quoted('1'))),
      field: 'payload',
    },
    {
      what: 'a __proto__ parameter',
      input: write(quoted('m'), parameter('__proto__', isToast ? '<polluted>1</polluted>' : '{"polluted":1}')),
      field: isToast ? 'launch' : 'more',
    },
    {
      what: 'a constructor parameter',
      input: write(quoted('m'), parameter('constructor', quoted('x'))),
      field: isToast ? 'launch' : 'more.constructor',
    },
    {
      what: 'a toString parameter',
      input: write(quoted('m'), parameter('toString', quoted('x'))),
      field: isToast ? 'launch' : 'more.toString',
    },
    {
      what: 'deep nesting',
      input: write(quoted('m'), parameter('gameId', nested(200))),
      field: isToast ? 'launch' : 'more.gameId',
    },
    {
      what: 'a control character',
      input: write(isToast ? 'a\u0001b' : '"a\\u0001b"', parameter('gameId', quoted('1'))),
      field: isToast ? 'toast' : messageField,
    },
    {
      what: 'a lone surrogate',
      input: write(isToast ? 'a&#xD800;b' : '"a\\ud800b"', parameter('gameId', quoted('1'))),
      field: messageField,
    },
    {
      what: 'a missing message',
      input: write(isToast ? '' : 'null', parameter('gameId', quoted('1'))).replace(isToast ? '<text></text>' : '', ''),
      field: messageField,
    },
    {
      what: 'malformed input',
      input: write(quoted('m'), parameter('gameId', quoted('1'))).slice(0, -3),
      field: isToast ? 'toast' : 'payload',
    },
  ];
  for (const bad of badParameterNames) {
    if (!isToast) {
      const input = write(quoted('m'), parameter(bad, quoted('1')));
      cases.push({ what: `the parameter name ${JSON.stringify(bad)}`, input, field: `more.${bad}` });
      continue;
    }
    // Written into the launch attribute as character references where XML allows none raw.
    const written = [...bad].map((char) => (/[\w.: -]/.test(char) ? char : `&#x${char.codePointAt(0)?.toString(16)};`));
    const input = write('m', parameter('PARAMETER', '1')).replaceAll('PARAMETER', written.join(''));
    cases.push({ what: `the parameter name ${JSON.stringify(bad)}`, input, field: 'launch' });
  }
  if (isToast) {
    cases.push(
      {
        what: 'a DOCTYPE with entities',
        input: `<!DOCTYPE toast [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>${write('&b;', '')}`,
        field: 'toast',
      },
      {
        what: 'an entity declaration inside launch',
        input: write('m', '').replace('launch="', 'launch="&lt;!ENTITY x &quot;y&quot;&gt;'),
        field: 'launch',
      },
      { what: 'an undefined entity', input: write('&nbsp;', ''), field: 'text' },
      { what: 'a character reference XML forbids', input: write('&#0;', ''), field: 'text' },
      {
        what: 'a mismatched closing tag',
        input: write('m', '').replace('</binding>', '</visual>'),
        field: 'toast line 1',
      },
      { what: 'a second root', input: `${write('m', '')}<toast/>`, field: 'toast' },
      { what: 'CDATA', input: write('<![CDATA[x]]>', ''), field: 'toast' },
      { what: 'a repeated parameter', input: write('m', '<gameId>1</gameId><gameId>2</gameId>'), field: 'more.gameId' },
    );
  } else {
    cases.push(
      {
        what: 'extras as malformed JSON text',
        input: write(quoted('m'), '').replace(
          /"extras":\{"type":"teamAlertGameEnd","more":\{\}\}/,
          '"extras":"{\\"type\\":"',
        ),
        field: 'extras',
      },
      {
        what: 'a parameter that is an object',
        input: write(quoted('m'), parameter('gameId', '{"x":1}')),
        field: 'more.gameId',
      },
      { what: 'a message that is a number', input: write('42', ''), field: messageField },
    );
  }
  return cases;
}
