/**
 * The done-when of decoding: every payload a real sender library wrote, and everything a device
 * library hands the app for it, decodes to the message, title and notification that were sent,
 * for every notification type of the catalog, and says which shape it came in.
 */
import { describe, expect, it } from 'vitest';
import { notificationTypes, readNotification } from '../../src/push/notifications.ts';
import { DecodeError, decode } from '../../src/push/toast/index.ts';
import { type DeviceFixture, devices } from '../fixtures/push/devices.ts';
import { type SenderFixture, senders } from '../fixtures/push/senders.ts';

type Fixture = SenderFixture | DeviceFixture;

/** What reaches the app: the notification sent, less what the platforms and libraries drop. */
interface Delivered {
  readonly message: string;
  readonly title: string | null;
  readonly extras: boolean;
}

/**
 * What the platforms and libraries drop on the way, each rule documented in docs/push.md ("What
 * decode accepts"); `null` when the object handed over no longer holds the message at all.
 */
function delivered(fixture: Fixture): Delivered | null {
  const sent = { message: fixture.sent.message, title: fixture.sent.title ?? null, extras: true };
  if (!('handedBy' in fixture)) return sent;
  const variant = fixture.from.variant;
  // A title given only in one platform's block (android.notification, apns) reaches only that platform.
  const elsewhere =
    (variant.includes('android.notification') && fixture.platform !== 'android') ||
    (variant.includes('apns.payload') && fixture.platform !== 'ios');
  // Android starts the app from a tapped notification with the data map alone: no notification fields.
  const tappedOnAndroid = fixture.platform === 'android' && /tapped(?! while in the foreground)/.test(fixture.handedBy);
  const title = elsewhere || tappedOnAndroid ? null : sent.title;
  if (fixture.source === 'expo-content' && fixture.platform === 'ios') {
    // Expo's iOS content.data is userInfo.body, which no sender writes: a bare content holds no extras,
    // and no message when the alert had no body (FCM's data message with a title only).
    return variant.includes('notification {title}') ? null : { ...sent, title, extras: false };
  }
  // React Native Firebase on iOS reads an alert sent as a plain string into notification.title, no body.
  if (fixture.source === 'rnfirebase' && variant.includes('alert as a string')) return null;
  return { ...sent, title };
}

const label = (fixture: Fixture) =>
  'handedBy' in fixture
    ? `${fixture.source} (${fixture.library} ${fixture.platform}, ${fixture.handedBy}) from ${fixture.from.library} ${fixture.from.variant}`
    : `${fixture.source} (${fixture.library} ${fixture.variant})`;

function expectSent(fixture: Fixture) {
  const reached = delivered(fixture);
  if (reached === null) {
    expect(() => decode(fixture.payload)).toThrow(DecodeError);
    return;
  }
  const pushed = decode(fixture.payload);
  expect(pushed.source).toBe(fixture.source);
  expect({ message: pushed.message, title: pushed.title, notification: pushed.notification }).toEqual({
    message: reached.message,
    title: reached.title,
    notification: reached.extras ? readNotification(fixture.sent.extras) : null,
  });
}

describe('every sender library’s payload decodes to what was sent', () => {
  it.each(senders.entries.map((entry) => [label(entry), entry] as const))('%s', (_, entry) => expectSent(entry));
});

describe('everything a device library hands over decodes to what was sent', () => {
  it.each(devices.map((fixture) => [`${fixture.type}: ${label(fixture)}`, fixture] as const))('%s', (_, fixture) =>
    expectSent(fixture),
  );
});

describe('what is lost on the way is only what the documented rules say', () => {
  it('every device shape carries the message and extras of every type in some delivery', () => {
    const whole = new Set(
      devices
        .filter((fixture) => delivered(fixture)?.extras === true)
        .map((fixture) => `${fixture.type} ${fixture.source}`),
    );
    for (const fixture of devices) expect(whole).toContain(`${fixture.type} ${fixture.source}`);
  });

  it('refuses only what no longer holds the message: an iOS Expo content of a title-only alert, an iOS RNFB string alert', () => {
    const lost = devices.filter((fixture) => delivered(fixture) === null);
    expect(new Set(lost.map((fixture) => `${fixture.source} ${fixture.platform}`))).toEqual(
      new Set(['expo-content ios', 'rnfirebase ios']),
    );
  });
});

describe('every shape is covered, for every notification type', () => {
  it('has a fixture of each source for each type', () => {
    const covered = new Set([...senders.entries, ...devices].map((fixture) => `${fixture.type} ${fixture.source}`));
    const types = new Set(senders.entries.map((entry) => entry.type));
    const sources = new Set([...senders.entries, ...devices].map((fixture) => fixture.source));
    expect([...types].sort()).toEqual(Object.keys(notificationTypes).sort());
    for (const type of types) for (const source of sources) expect(covered).toContain(`${type} ${source}`);
  });
});
