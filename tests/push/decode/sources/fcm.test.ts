/** FCM senders' requests and Android's data map, as decode reads them. */
import { describe, expect, it } from 'vitest';
import { decode } from '../../../../src/push/index.ts';
import { expectDecodeError } from '../../../support/expect/expect-decode-error.ts';

const gameEnd = { type: 'teamAlertGameEnd', more: { gameId: '0042' } } as const;
const gameEndJson = JSON.stringify(gameEnd);

describe('FCM HTTP v1 request', () => {
  const request = {
    message: {
      token: 'bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1',
      data: { message: 'Final: NE 24, NYJ 17', extras: gameEndJson },
      notification: { title: 'NE wins' },
      android: { priority: 'HIGH', notification: { title: 'Android title', channel_id: 'games' } },
      apns: { payload: { aps: { alert: { title: 'iOS title' }, sound: 'default' } } },
      fcm_options: { analytics_label: 'game-end' },
    },
  };

  it('reads message.data and message.notification, as an object and as JSON text', () => {
    const expected = {
      platform: 'data',
      source: 'fcm-v1',
      message: 'Final: NE 24, NYJ 17',
      title: 'NE wins',
      extras: gameEnd,
      notification: gameEnd,
      problems: [],
    };
    expect(decode(request)).toEqual(expected);
    expect(decode(JSON.stringify(request))).toEqual(expected);
  });

  it('takes the title from android.notification, else from the APNs alert', () => {
    const { notification: _, ...withoutTitle } = request.message;
    expect(decode({ message: withoutTitle }).title).toBe('Android title');
    const { android: __, ...apnsOnly } = withoutTitle;
    expect(decode({ message: apnsOnly }).title).toBe('iOS title');
    expect(decode({ message: { token: 't', data: { message: 'm' } } }).title).toBeNull();
  });

  it('reads data kept for Android only, under message.android.data', () => {
    const androidOnly = { message: { topic: 'team-NE', android: { data: { message: 'm', extras: gameEndJson } } } };
    expect(decode(androidOnly)).toMatchObject({ source: 'fcm-v1', platform: 'data', message: 'm', extras: gameEnd });
  });

  it('reads a request for iOS only from its APNs payload: platform aps', () => {
    const apnsOnly = {
      message: { token: 't', apns: { payload: { aps: { alert: { title: 'T', body: 'b' } }, extras: gameEnd } } },
    };
    expect(decode(apnsOnly)).toMatchObject({
      source: 'fcm-v1',
      platform: 'aps',
      message: 'b',
      title: 'T',
      extras: gameEnd,
    });
  });

  it('names the field that is wrong, at its path in the request', () => {
    expectDecodeError(() => decode({ message: { token: 't', notification: { title: 'T' } } }), {
      field: 'message.data.message',
      reason: 'missing',
    });
    expectDecodeError(() => decode({ message: { data: { message: 'm', extras: '{"type":' } } }), {
      field: 'message.data.extras',
      reason: expect.stringMatching(/^malformed JSON/),
    });
    expectDecodeError(() => decode({ message: { data: 'm' } }), {
      field: 'message.data',
      reason: 'expected an object, found string',
    });
    expectDecodeError(() => decode({ message: { data: { message: 'm' }, notification: { title: 7 } } }), {
      field: 'message.notification.title',
    });
  });
});

describe('legacy FCM HTTP body', () => {
  it('reads data and notification beside to, registration_ids or condition', () => {
    const body = { data: { message: 'Kickoff', extras: gameEndJson }, notification: { title: 'NE at NYJ' } };
    for (const target of [
      { to: '/topics/team-NE' },
      { registration_ids: ['a', 'b'] },
      { condition: "'a' in topics" },
    ]) {
      expect(decode({ ...target, priority: 'high', time_to_live: 600, ...body })).toEqual({
        platform: 'data',
        source: 'fcm-legacy',
        message: 'Kickoff',
        title: 'NE at NYJ',
        extras: gameEnd,
        notification: gameEnd,
        problems: [],
      });
    }
  });

  it('names a bad field at its path', () => {
    expectDecodeError(() => decode({ to: 't', data: { extras: gameEndJson } }), {
      platform: 'data',
      field: 'data.message',
      reason: 'missing',
    });
  });
});

describe('Android data map (getData() or the intent extras of a tap)', () => {
  const map = {
    message: 'Touchdown NE',
    extras: gameEndJson,
    from: '123456789012',
    collapse_key: 'com.huddle.app',
    'google.message_id': '0:1700000000000000%abcdef',
    'google.sent_time': '1700000000000',
    'google.original_priority': 'high',
  };

  it('reads message and extras from the flat map', () => {
    expect(decode(map)).toEqual({
      platform: 'data',
      source: 'android-data',
      message: 'Touchdown NE',
      title: null,
      extras: gameEnd,
      notification: gameEnd,
      problems: [],
    });
  });

  it('takes the title of a notification message from gcm.notification.title or gcm.n.title', () => {
    expect(decode({ ...map, 'gcm.notification.title': 'Old SDK' }).title).toBe('Old SDK');
    expect(decode({ ...map, 'gcm.n.title': 'New SDK' }).title).toBe('New SDK');
  });

  it('names a bad field by its key', () => {
    expectDecodeError(() => decode({ ...map, message: undefined }), { field: 'message', reason: 'missing' });
    expectDecodeError(() => decode({ ...map, extras: 'not json' }), {
      field: 'extras',
      reason: expect.stringMatching(/^malformed JSON/),
    });
    expectDecodeError(() => decode({ ...map, 'gcm.n.title': 5 }), { field: 'gcm.n.title' });
  });
});
