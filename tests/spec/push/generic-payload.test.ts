/**
 * The generic payload, on every platform family: `message` is required, `extras` optional, and
 * `extras.type` required when extras are there; optional fields may be null or absent; whatever
 * else is missing, the message is shown and the app's home screen is the link. Payloads are
 * written by hand.
 */
import { aps, DecodeError, data, EncodeError, route } from 'huddle/push';
import { decode, toast } from 'huddle/push/toast';
import { describe, expect, it } from 'vitest';
import { cite } from '../support/cite.ts';

/** The same content in each platform's shape: the message and, when given, the extras. */
const payloads = (message: unknown, extras?: unknown) => {
  const more = extras === undefined ? {} : { extras };
  return {
    aps: { aps: { alert: { body: message } }, ...more },
    data: { data: { message, ...more }, notification: { title: 'Patriots' } },
  };
};

describe('message', () => {
  it(cite('Generic payload', '| message | yes | string |'), () => {
    for (const payload of [
      { aps: { alert: {} }, extras: { type: 'trendingNews' } },
      { aps: { alert: { body: 42 } } },
      { data: { extras: { type: 'trendingNews' } }, notification: { title: 'Patriots' } },
      { data: { message: null }, notification: { title: 'Patriots' } },
      '<toast><visual addImageQuery="false"><binding template="ToastText02" addImageQuery="false"><image/></binding></visual></toast>',
    ]) {
      expect(() => decode(payload), JSON.stringify(payload)).toThrow(DecodeError);
    }
    const noMessage = { extras: { type: 'trendingNews' } } as unknown as Parameters<typeof aps.encode>[0];
    expect(() => aps.encode(noMessage)).toThrow(EncodeError);
    expect(() => data.encode(noMessage)).toThrow(EncodeError);
    expect(() => toast.encode(noMessage)).toThrow(EncodeError);
  });
});

describe('extras', () => {
  it(cite('Generic payload', '| extras | no | object |'), () => {
    const { aps: alert, data: dataStyle } = payloads('Kick-off soon');
    for (const payload of [
      alert,
      dataStyle,
      '<toast><visual addImageQuery="false"><binding template="ToastText02" addImageQuery="false"><text>Kick-off soon</text><image/></binding></visual></toast>',
    ]) {
      const decoded = decode(payload);
      expect(decoded.message).toBe('Kick-off soon');
      expect(decoded.extras).toBeNull();
      expect(route(decoded.notification)).toEqual({ screen: 'home' });
    }
    const written = JSON.parse(JSON.stringify(aps.encode({ message: 'Kick-off soon' })));
    expect(written.aps).toEqual({ alert: { body: 'Kick-off soon' } });
    expect(written.extras ?? null).toBeNull();
  });

  it(
    cite(
      'Generic payload',
      '| extras.type | yes (when extras present) | string, uniquely identifies the deep-link behavior |',
    ),
    () => {
      // A sender cannot write extras without a type.
      const typeless = { message: 'Final', extras: { more: { gameId: '0042' } } } as unknown as Parameters<
        typeof aps.encode
      >[0];
      expect(() => aps.encode(typeless)).toThrow(EncodeError);
      expect(() => data.encode(typeless)).toThrow(EncodeError);
      expect(() => toast.encode(typeless)).toThrow(EncodeError);
    },
  );

  it(cite('Generic payload', '| extras.more | no | free-form object with the parameters defined by the type |'), () => {
    const more = { gameId: '0042', quarter: '4', network: 'league-tv' };
    for (const payload of Object.values(payloads('Overtime!', { type: 'relationalAlertGameOvertime', more }))) {
      const decoded = decode(payload);
      expect(decoded.extras).toEqual({ type: 'relationalAlertGameOvertime', more });
      expect(route(decoded.notification)).toEqual({ screen: 'gameDetails', gameId: '0042', liveStream: false });
    }
    for (const payload of Object.values(payloads('Trending now', { type: 'trendingNews' }))) {
      expect(route(decode(payload).notification)).toEqual({ screen: 'stories' });
    }
  });
});

describe('optional fields', () => {
  it(cite('Generic payload', 'Optional fields can be null or absent; clients must handle that.'), () => {
    const cases = [
      ['No link', null, { screen: 'home' }],
      ['Trending', { type: 'trendingNews', more: null }, { screen: 'stories' }],
      ['Trending', { type: 'trendingNews' }, { screen: 'stories' }],
      [
        'Final',
        { type: 'teamAlertGameEnd', more: { gameId: '0042', extra: null } },
        { screen: 'gameDetails', gameId: '0042', liveStream: false },
      ],
    ] as const;
    for (const [message, extras, link] of cases) {
      for (const payload of Object.values(payloads(message, extras))) {
        const decoded = decode(payload);
        expect(decoded.message).toBe(message);
        expect(route(decoded.notification)).toEqual(link);
      }
    }
    // And a sender may leave them null.
    const written = aps.encode({ message: 'No link', title: null, extras: null });
    expect(decode(written).message).toBe('No link');
    expect(decode(data.encode({ message: 'No link', title: null, extras: null })).extras).toBeNull();
    expect(decode(toast.encode({ message: 'No link', title: null, extras: null })).extras).toBeNull();
  });

  it(
    cite(
      'Generic payload',
      '`message` is always provided; the default client behavior is to display the message and link to the app home screen.',
    ),
    () => {
      for (const payload of Object.values(
        payloads('Something new', { type: 'aTypeFromTheFuture', more: { id: '1' } }),
      )) {
        const decoded = decode(payload);
        expect(decoded.message).toBe('Something new');
        expect(route(decoded.notification)).toEqual({ screen: 'home' });
      }
    },
  );

  it(
    cite('Generic payload', 'the default client behavior is to display the message and link to the app home screen'),
    () => {
      // Extras without their type break the payload's rule, but the message is still provided: it is shown, and leads home.
      for (const payload of Object.values(payloads('Read this', { more: { gameId: '0042' } }))) {
        const decoded = decode(payload);
        expect(decoded.message).toBe('Read this');
        expect(route(decoded.notification)).toEqual({ screen: 'home' });
      }
    },
  );
});
