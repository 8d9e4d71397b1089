/** decode tells every shape apart by its keys, and reads each back to the notification sent. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shapes } from '../../../src/push/decode/shapes.ts';
import { type DecodedPush, decode, notificationTypes } from '../../../src/push/index.ts';
import { decode as decodeAny } from '../../../src/push/toast/index.ts';
import { expectDecodeError } from '../../support/expect/expect-decode-error.ts';
import { expectedOf, pushMessage } from '../../support/properties/push-arbitraries.ts';
import { pushShapes } from '../../support/push/push-shapes.ts';

const gameEnd = { type: 'teamAlertGameEnd', more: { gameId: '0042' } } as const;
const canonical = { message: 'Final: NE 24, NYJ 17', title: 'NE wins', extras: gameEnd };
const received = ({ message, title, notification }: DecodedPush) => ({ message, title, notification });

describe('one shape per source', () => {
  it('decodes a canonical instance of every shape as its own source, never as another', () => {
    const sources = pushShapes.map(({ wrap }) => decode(wrap(canonical)).source);
    expect(sources).toEqual(pushShapes.map(({ source }) => source));
    for (const [index, shape] of pushShapes.entries()) {
      for (const other of pushShapes) {
        if (other.source !== shape.source)
          expect(sources[index], `${shape.name} as ${other.name}`).not.toBe(other.source);
      }
    }
  });

  it.each(pushShapes)(
    'reads $name back to the notification of every type, from the object and its JSON text',
    ({ source, platform, wrap }) => {
      fc.assert(
        fc.property(pushMessage, (sent) => {
          const shaped = wrap(sent);
          for (const input of [shaped, JSON.stringify(shaped)]) {
            const decoded = decode(input);
            expect(decoded).toMatchObject({ source, platform });
            expect(received(decoded)).toEqual(expectedOf(sent));
          }
        }),
        { numRuns: 120 },
      );
    },
  );

  it('covers every notification type of the catalog', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(pushMessage, (sent) => {
        if (sent.extras != null) seen.add(sent.extras.type);
      }),
      { numRuns: 500 },
    );
    expect([...seen].sort()).toEqual(Object.keys(notificationTypes).sort());
  });

  it('is what the toast entry’s decode reads too', () => {
    for (const { wrap, source } of pushShapes) expect(decodeAny(wrap(canonical)).source).toBe(source);
  });
});

describe('near misses', () => {
  const rnfb = {
    messageId: '0:1',
    from: '1',
    data: { message: 'm' },
    notification: { title: 't' },
  };

  it('takes a RemoteMessage by any of its own keys, with or without sentTime', () => {
    for (const own of [
      { ttl: 60 },
      { messageType: 'gcm' },
      { contentAvailable: true },
      { mutableContent: true },
      { category: 'game' },
      { threadId: 'NE' },
      { notification: { title: 't', android: {} } },
      { notification: { title: 't', ios: { badge: 1 } } },
    ]) {
      expect(decode({ ...rnfb, collapseKey: 'k', ...own }).source).toBe('rnfirebase');
    }
  });

  it('takes a bare RemoteMessage (iOS, no key of its own) as RNFB, and one with collapseKey or fcmOptions as the web SDK’s', () => {
    expect(decode(rnfb).source).toBe('rnfirebase');
    expect(decode({ ...rnfb, collapseKey: 'do_not_collapse' }).source).toBe('firebase-web');
    expect(decode({ ...rnfb, collapseKey: undefined }).source).toBe('firebase-web');
    expect(decode({ ...rnfb, fcmOptions: { link: '/' } }).source).toBe('firebase-web');
  });

  it('tells the raw web push body by fcmMessageId or collapse_key, and Android’s map by google.* or gcm.* keys', () => {
    expect(decode({ data: { message: 'm' }, fcmMessageId: 'x' }).source).toBe('web-push');
    expect(decode({ data: { message: 'm' }, collapse_key: 'x' }).source).toBe('web-push');
    expect(decode({ message: 'm', collapse_key: 'x', 'google.message_id': '1' }).source).toBe('android-data');
    expect(decode({ message: 'm', 'gcm.n.title': 'T' })).toMatchObject({ source: 'android-data', title: 'T' });
  });

  it('takes a legacy body by its target, and a v1 request only by a message object', () => {
    expect(decode({ to: 't', data: { message: 'm' } }).source).toBe('fcm-legacy');
    expect(decode({ message: { topic: 'x', android: { data: { message: 'm' } } } }).source).toBe('fcm-v1');
    expect(decode({ message: 'text', data: { message: 'm' } }).source).toBe('data');
  });

  it('takes a RemoteMessage from a sender that is not FCM (iOS: data and the alert only) by its notification body', () => {
    const direct = { data: { extras: { type: 'trendingNews' } }, notification: { title: 't', body: 'Top stories' } };
    expect(decode(direct)).toMatchObject({ source: 'rnfirebase', platform: 'aps', message: 'Top stories', title: 't' });
    expect(decode({ data: { message: 'm' }, notification: { title: 't' } }).source).toBe('data');
  });

  it('keeps the spec’s data style as it was, and tells an Expo response by actionIdentifier', () => {
    expect(decode({ data: { message: 'm' }, notification: { title: 't' } }).source).toBe('data');
    expect(decode({ notification: { request: { content: { body: 'b' } } }, actionIdentifier: 'a' }).source).toBe(
      'expo-response',
    );
  });
});

describe('a payload of no known shape', () => {
  /** Why some shapes fail, as worked out by hand from their rules (the rest follow the same form). */
  const someReasons = [
    'aps (no aps)',
    'fcm-v1 (no message object)',
    'rnfirebase (no messageId)',
    'fcm-legacy (no to/registration_ids/condition)',
    'android-data (no google.*/gcm.* key)',
    'data (no data)',
  ];

  it.each([
    ['a generic { message: text }', { message: 'text' }],
    ['an empty object', {}],
    ['its JSON text', '{"alert":"x"}'],
  ])('names every shape tried, in order, and why each failed, on one line: %s', (_, input) => {
    const error = expectDecodeError(() => decode(input), { platform: null, field: 'payload' });
    const tried = error.reason.replace(/^no known shape: /, '').split(', ');
    expect(tried.map((entry) => entry.slice(0, entry.indexOf(' (')))).toEqual(shapes.map(([source]) => source));
    expect(tried).toEqual(expect.arrayContaining(someReasons));
    expect(error.message).not.toContain('\n');
    expect(error.message.startsWith('push payload, payload: no known shape: ')).toBe(true);
  });

  it('is refused as before when it is no object', () => {
    expectDecodeError(() => decode([]), { field: 'payload', reason: 'expected an object, found an array' });
    expectDecodeError(() => decode('{'), { field: 'payload', reason: expect.stringMatching(/^malformed JSON/) });
  });
});
