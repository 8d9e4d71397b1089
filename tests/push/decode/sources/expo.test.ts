/** What expo-notifications hands the app, as decode reads it. */
import { describe, expect, it } from 'vitest';
import { decode } from '../../../../src/push/index.ts';
import { expectDecodeError } from '../../../support/expect/expect-decode-error.ts';

const injury = { type: 'teamAlertInjury', more: { injuryId: 'inj-9' } } as const;
const injuryJson = JSON.stringify(injury);

const content = {
  title: 'Injury report',
  subtitle: null,
  body: 'QB questionable',
  data: null,
  sound: 'default',
  badge: null,
  categoryIdentifier: null,
};

const android = {
  date: 1_700_000_000_000,
  request: {
    identifier: '0:1700000000000000%abcdef',
    content,
    trigger: {
      type: 'push',
      channelId: 'injuries',
      remoteMessage: {
        data: { message: 'QB questionable', extras: injuryJson },
        notification: { title: 'Injury report', body: null },
        messageId: '0:1700000000000000%abcdef',
        from: '123456789012',
        sentTime: 1_700_000_000_000,
        ttl: 2_419_200,
        priority: 1,
      },
    },
  },
};

const ios = {
  date: 1_700_000_000,
  request: {
    identifier: 'F1E2D3C4-0000-4000-8000-000000000000',
    content: { ...content, data: {} },
    trigger: {
      type: 'push',
      payload: { aps: { alert: { title: 'Injury report', body: 'QB questionable' } }, extras: injury },
    },
  },
};

const expected = {
  message: 'QB questionable',
  title: 'Injury report',
  extras: injury,
  notification: injury,
  problems: [],
};

describe('expo-notifications Notification', () => {
  it('on Android reads the content and the extras of trigger.remoteMessage.data: platform data', () => {
    expect(decode(android)).toEqual({ platform: 'data', source: 'expo', ...expected });
  });

  it('on iOS reads the content and the extras of trigger.payload: platform aps', () => {
    expect(decode(ios)).toEqual({ platform: 'aps', source: 'expo', ...expected });
  });

  it('reads extras a sender put in content.data first', () => {
    const other = { type: 'trendingNews' } as const;
    const withData = { ...android, request: { ...android.request, content: { ...content, data: { extras: other } } } };
    expect(decode(withData).extras).toEqual({ type: 'trendingNews', more: null });
  });

  it('names a bad field at its path', () => {
    const bad = (trigger: unknown, body: unknown = 'b') => ({
      date: 1,
      request: { identifier: 'i', content: { ...content, body }, trigger },
    });
    expectDecodeError(() => decode(bad(null, null)), { field: 'request.content.body', reason: 'missing' });
    expectDecodeError(
      () => decode(bad({ type: 'push', remoteMessage: { data: { message: 'b', extras: '{"type":' } } })),
      { field: 'request.trigger.remoteMessage.data.extras', reason: expect.stringMatching(/^malformed JSON/) },
    );
    // A type missing is no reason to lose the message: decode names it and reads the extras as absent.
    expect(decode(bad({ type: 'push', payload: { extras: { more: {} } } }))).toMatchObject({
      platform: 'aps',
      message: 'b',
      extras: null,
      problems: [{ field: 'request.trigger.payload.extras.type', reason: 'missing' }],
    });
    expectDecodeError(() => decode(bad('push')), {
      field: 'request.trigger',
      reason: 'expected an object, found string',
    });
  });
});

describe('expo-notifications NotificationResponse', () => {
  it('reads the notification the user tapped', () => {
    const response = { notification: android, actionIdentifier: 'expo.modules.notifications.actions.DEFAULT' };
    expect(decode(response)).toEqual({ platform: 'data', source: 'expo-response', ...expected });
    expect(decode({ notification: ios, actionIdentifier: 'reply', userText: 'ok' })).toMatchObject({
      platform: 'aps',
      source: 'expo-response',
    });
  });

  it('names a bad field at its path', () => {
    expectDecodeError(() => decode({ notification: { request: { content: {} } }, actionIdentifier: 'a' }), {
      field: 'notification.request.content.body',
      reason: 'missing',
    });
  });
});

describe('expo-notifications NotificationContent', () => {
  it('reads body, title and data.extras', () => {
    expect(decode({ ...content, data: { extras: injury } })).toEqual({
      platform: 'data',
      source: 'expo-content',
      ...expected,
    });
  });

  it('has no extras when Expo left data without them', () => {
    expect(decode(content)).toMatchObject({ source: 'expo-content', extras: null, notification: null });
  });
});
