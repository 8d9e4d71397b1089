/** What Firebase's client libraries hand the app, as decode reads it. */
import { describe, expect, it } from 'vitest';
import { decode } from '../../../../src/push/index.ts';
import { expectDecodeError } from '../../../support/expect/expect-decode-error.ts';

const breaking = { type: 'breakingNews', more: { articleId: 'a-17' } } as const;
const breakingJson = JSON.stringify(breaking);

describe('React Native Firebase RemoteMessage', () => {
  const android = {
    messageId: '0:1700000000000000%abcdef',
    from: '123456789012',
    collapseKey: 'com.huddle.app',
    sentTime: 1_700_000_000_000,
    ttl: 2_419_200,
    priority: 1,
    data: { message: 'Trade: QB to NYJ', extras: breakingJson },
    notification: { title: 'Breaking', android: { channelId: 'news' } },
  };

  it('on Android reads the FCM data map: platform data', () => {
    expect(decode(android)).toEqual({
      platform: 'data',
      source: 'rnfirebase',
      message: 'Trade: QB to NYJ',
      title: 'Breaking',
      extras: breaking,
      notification: breaking,
      problems: [],
    });
  });

  it('on iOS reads notification.body and data.extras as an object: platform aps', () => {
    const ios = {
      messageId: '1700000000000001',
      from: '123456789012',
      data: { extras: breaking },
      notification: { title: 'Breaking', body: 'Trade: QB to NYJ', ios: { badge: 2 } },
      contentAvailable: true,
    };
    expect(decode(ios)).toEqual({
      platform: 'aps',
      source: 'rnfirebase',
      message: 'Trade: QB to NYJ',
      title: 'Breaking',
      extras: breaking,
      notification: breaking,
      problems: [],
    });
  });

  it('names a bad field at its path', () => {
    expectDecodeError(() => decode({ ...android, data: {}, notification: { title: 'T' } }), {
      field: 'data.message',
      reason: 'missing',
    });
    expectDecodeError(() => decode({ ...android, data: { message: 'm', extras: '{' } }), {
      field: 'data.extras',
      reason: expect.stringMatching(/^malformed JSON/),
    });
    expectDecodeError(() => decode({ ...android, notification: 'Breaking' }), {
      field: 'notification',
      reason: 'expected an object, found string',
    });
  });
});

describe('Firebase web MessagePayload', () => {
  const payload = {
    from: '123456789012',
    collapseKey: 'do_not_collapse',
    messageId: 'e5f1c3a2-0000-4000-8000-000000000000',
    notification: { title: 'Breaking', body: 'shown by the browser', icon: '/icon.png' },
    data: { message: 'Trade: QB to NYJ', extras: breakingJson },
    fcmOptions: { link: 'https://huddle.example/news/a-17' },
  };

  it('reads data.message before notification.body', () => {
    expect(decode(payload)).toEqual({
      platform: 'data',
      source: 'firebase-web',
      message: 'Trade: QB to NYJ',
      title: 'Breaking',
      extras: breaking,
      notification: breaking,
      problems: [],
    });
  });

  it('reads a notification message without data from notification.body', () => {
    const { data: _, ...notificationOnly } = payload;
    expect(decode(notificationOnly)).toMatchObject({ message: 'shown by the browser', extras: null });
  });
});

describe('web push body (a service worker’s PushEvent)', () => {
  const body = {
    data: { message: 'Trade: QB to NYJ', extras: breakingJson },
    from: '123456789012',
    priority: 'normal',
    notification: { title: 'Breaking', click_action: 'https://huddle.example/news/a-17' },
    fcmMessageId: 'e5f1c3a2-0000-4000-8000-000000000000',
    collapse_key: 'do_not_collapse',
  };

  it('reads data and notification', () => {
    expect(decode(JSON.stringify(body))).toEqual({
      platform: 'data',
      source: 'web-push',
      message: 'Trade: QB to NYJ',
      title: 'Breaking',
      extras: breaking,
      notification: breaking,
      problems: [],
    });
  });

  it('names a bad field at its path', () => {
    expectDecodeError(() => decode({ ...body, data: { message: 'm', extras: '[1]' } }), {
      field: 'data.extras',
      reason: 'expected an object, found an array',
    });
  });
});
