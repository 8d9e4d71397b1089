/**
 * The vendor requests: what each writes for each delivery option, the options a vendor cannot
 * carry (a `DeliveryError` naming option and vendor, never a dropped option), the byte limits
 * the vendors count with truncation inside them, and `decode` reading every request back.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apnsRequest,
  type Delivery,
  DeliveryError,
  decode,
  fcmMessage,
  PayloadTooLargeError,
  type PushMessage,
  wnsRequest,
} from '../../../src/push/index.ts';
import { carriers, deliveryOptions, vendorSections } from '../../../src/push/send/delivery.ts';
import { decode as decodeAny } from '../../../src/push/toast/index.ts';
import { thrown } from '../../support/expect/thrown.ts';
import { anyDelivery, expectedOf, pushMessage } from '../../support/properties/push-arbitraries.ts';

const gameEnd = { type: 'teamAlertGameEnd', more: { gameId: '0042' } } as const;
const final: PushMessage = { title: 'Final', message: 'NE 24, NYJ 17', extras: gameEnd };
const token = 'device-registration-token';
const at = new Date('2026-11-26T12:00:00Z');
const atSeconds = at.getTime() / 1000;

/** Each vendor's request, by name, for the tables below. */
const vendors = {
  apns: (message: PushMessage, delivery: Delivery) => apnsRequest(message, delivery),
  fcm: (message: PushMessage, delivery: Delivery) => fcmMessage(message, { token, ...delivery }),
  wns: (message: PushMessage, delivery: Delivery) => wnsRequest(message, delivery),
} as const;

describe('apnsRequest', () => {
  it('writes an alert push: push type alert at priority 10, the spec body, the topic', () => {
    expect(apnsRequest(final, { topic: 'com.example.app' })).toEqual({
      headers: { 'apns-push-type': 'alert', 'apns-priority': '10', 'apns-topic': 'com.example.app' },
      body: { aps: { alert: { title: 'Final', body: 'NE 24, NYJ 17' } }, extras: gameEnd },
    });
  });

  it('writes a background push: push type background at priority 5, content-available and no alert', () => {
    const { headers, body } = apnsRequest(final, { background: true });
    expect(headers).toEqual({ 'apns-push-type': 'background', 'apns-priority': '5' });
    expect(body).toEqual({
      aps: { 'content-available': 1 },
      message: 'NE 24, NYJ 17',
      title: 'Final',
      extras: gameEnd,
    });
  });

  it('writes every option APNs carries where Apple reads it', () => {
    const { headers, body } = apnsRequest(final, {
      at,
      priority: 'normal',
      ttl: 3600,
      collapseKey: 'game-0042',
      badge: 3,
      sound: 'default',
      threadId: 'game-0042',
      image: 'https://img.example.com/final.png',
      localized: { key: 'GAME_END', args: ['NE', 'NYJ'] },
    });
    expect(headers).toEqual({
      'apns-push-type': 'alert',
      'apns-priority': '5',
      'apns-expiration': `${atSeconds + 3600}`,
      'apns-collapse-id': 'game-0042',
    });
    expect(body).toEqual({
      aps: {
        alert: { title: 'Final', body: 'NE 24, NYJ 17', 'loc-key': 'GAME_END', 'loc-args': ['NE', 'NYJ'] },
        'interruption-level': 'active',
        badge: 3,
        sound: 'default',
        'thread-id': 'game-0042',
        'mutable-content': 1,
      },
      extras: gameEnd,
      fcm_options: { image: 'https://img.example.com/final.png' },
    });
  });

  it('writes ttl 0 as apns-expiration 0 (deliver now or never), and high priority as time-sensitive', () => {
    const { headers, body } = apnsRequest(final, { ttl: 0, priority: 'high' });
    expect(headers['apns-expiration']).toBe('0');
    expect(body.aps['interruption-level']).toBe('time-sensitive');
  });
});

describe('fcmMessage', () => {
  it('writes the HTTP v1 message: the spec data style, every data value a string, to a token or a topic', () => {
    const { message } = fcmMessage(final, { token });
    expect(message).toEqual({
      token,
      data: { message: 'NE 24, NYJ 17', extras: JSON.stringify(gameEnd) },
      notification: { title: 'Final' },
      android: { notification: { body: 'NE 24, NYJ 17' } },
      apns: {
        headers: { 'apns-push-type': 'alert', 'apns-priority': '10' },
        payload: { aps: { alert: { title: 'Final', body: 'NE 24, NYJ 17' } } },
      },
    });
    expect(Object.values(message.data).every((value) => typeof value === 'string')).toBe(true);
    expect(fcmMessage(final, { topic: 'team-NE' }).message).toMatchObject({ topic: 'team-NE' });
  });

  it('writes the Android, APNs and web push parts of every option FCM carries', () => {
    const { message } = fcmMessage(final, {
      topic: 'team-NE',
      at,
      priority: 'high',
      ttl: 600,
      collapseKey: 'game-0042',
      badge: 1,
      sound: 'default',
      threadId: 'game-0042',
      channel: 'scores',
      image: 'https://img.example.com/final.png',
      localized: { key: 'GAME_END' },
    });
    expect(message.android).toEqual({
      priority: 'high',
      ttl: '600s',
      collapse_key: 'game-0042',
      notification: {
        body: 'NE 24, NYJ 17',
        notification_count: 1,
        sound: 'default',
        channel_id: 'scores',
        image: 'https://img.example.com/final.png',
        body_loc_key: 'GAME_END',
      },
    });
    expect(message.apns.headers).toEqual({
      'apns-push-type': 'alert',
      'apns-priority': '10',
      'apns-expiration': `${atSeconds + 600}`,
      'apns-collapse-id': 'game-0042',
    });
    expect(message.apns.payload.aps).toMatchObject({ badge: 1, 'thread-id': 'game-0042', 'mutable-content': 1 });
    expect(message.apns.fcm_options).toEqual({ image: 'https://img.example.com/final.png' });
    expect(message.webpush).toEqual({ headers: { Urgency: 'high', TTL: '600' } });
  });

  it('writes a background message data-only: no notification, the title in data, APNs background at priority 5', () => {
    const { message } = fcmMessage(final, { token, background: true, priority: 'normal' });
    expect(message).toEqual({
      token,
      data: { message: 'NE 24, NYJ 17', extras: JSON.stringify(gameEnd), title: 'Final' },
      android: { priority: 'normal' },
      apns: {
        headers: { 'apns-push-type': 'background', 'apns-priority': '5' },
        payload: { aps: { 'content-available': 1 } },
      },
      webpush: { headers: { Urgency: 'normal' } },
    });
  });

  it('refuses a message to nobody, to both a token and a topic, or to a malformed topic (DeliveryError)', () => {
    const noTarget = {} as unknown as { token: string };
    expect(thrown(() => fcmMessage(final, noTarget))).toMatchObject({ vendor: 'fcm', option: 'token' });
    const both = { token, topic: 'x' } as unknown as { token: string };
    expect(thrown(() => fcmMessage(final, both))).toBeInstanceOf(DeliveryError);
    expect(thrown(() => fcmMessage(final, { topic: 'team NE' }))).toMatchObject({ vendor: 'fcm', option: 'topic' });
    expect(thrown(() => fcmMessage(final, { token: '' }))).toMatchObject({ vendor: 'fcm', option: 'token' });
  });
});

describe('wnsRequest', () => {
  it('writes X-WNS-Type wns/toast, the TTL, tag and group headers, and the spec toast', () => {
    const { headers, body } = wnsRequest(final, { ttl: 60, collapseKey: 'game-0042', threadId: 'scores' });
    expect(headers).toEqual({
      'Content-Type': 'text/xml',
      'X-WNS-Type': 'wns/toast',
      'X-WNS-TTL': '60',
      'X-WNS-Tag': 'game-0042',
      'X-WNS-Group': 'scores',
    });
    expect(body).toContain('<binding template="ToastText02" addImageQuery="false"><text id="1">Final</text>');
  });
});

describe('delivery options a vendor cannot carry', () => {
  const value = {
    background: true,
    priority: 'high',
    ttl: 60,
    collapseKey: 'k',
    badge: 1,
    sound: 'default',
    threadId: 't',
    channel: 'scores',
    image: 'https://img.example.com/a.png',
    localized: { key: 'K' },
  } as const satisfies Required<Delivery>;

  it('every option every vendor lacks is a DeliveryError naming the option and the vendor, never dropped', () => {
    for (const option of deliveryOptions) {
      for (const vendor of Object.keys(vendorSections) as (keyof typeof vendorSections)[]) {
        const carried = vendorSections[vendor].some((section) => typeof carriers[option][section] === 'function');
        const build = () => vendors[vendor](final, { [option]: value[option] });
        if (carried) expect(build, `${vendor} ${option}`).not.toThrow();
        else expect(thrown(build), `${vendor} ${option}`).toMatchObject({ code: 'ERR_DELIVERY', vendor, option });
      }
    }
  });

  it('the table: APNs lacks channel; WNS lacks background, priority, badge, sound, channel, image, localized', () => {
    const lacking = (vendor: keyof typeof vendors) =>
      deliveryOptions.filter((option) => {
        try {
          vendors[vendor](final, { [option]: value[option] });
          return false;
        } catch (error) {
          return error instanceof DeliveryError;
        }
      });
    expect(lacking('apns')).toEqual(['channel']);
    expect(lacking('fcm')).toEqual([]);
    expect(lacking('wns')).toEqual(['background', 'priority', 'badge', 'sound', 'channel', 'image', 'localized']);
  });

  it.each([
    ['badge', { badge: 2 }],
    ['sound', { sound: 'default' }],
    ['image', { image: 'https://img.example.com/a.png' }],
    ['localized', { localized: { key: 'K' } }],
  ] as const)('refuses %s on a background push, which shows nothing (APNs and FCM)', (option, delivery) => {
    for (const vendor of ['apns', 'fcm'] as const) {
      const error = thrown(() => vendors[vendor](final, { background: true, ...delivery }));
      expect(error).toMatchObject({ code: 'ERR_DELIVERY', option, reason: 'a background push shows nothing' });
    }
  });

  it('refuses an Android channel on a background FCM message, which shows nothing', () => {
    const error = thrown(() => fcmMessage(final, { token, background: true, channel: 'scores' }));
    expect(error).toMatchObject({ vendor: 'fcm', option: 'channel', reason: 'a background push shows nothing' });
  });

  it('takes background: false as absent, also where a background push is refused (WNS)', () => {
    expect(wnsRequest(final, { background: false })).toEqual(wnsRequest(final));
    expect(apnsRequest(final, { background: false })).toEqual(apnsRequest(final));
  });

  it('refuses high priority on a background push: APNs takes background pushes at priority 5 only', () => {
    expect(thrown(() => apnsRequest(final, { background: true, priority: 'high' }))).toMatchObject({
      vendor: 'apns',
      option: 'priority',
    });
  });

  it.each([
    ['ttl', -1],
    ['ttl', 1.5],
    ['badge', -2],
    ['priority', 'urgent'],
    ['collapseKey', ''],
    ['image', 'http://img.example.com/a.png'],
    ['image', 'not a url'],
    ['image', 'https://'],
    ['image', 'https://img.example.com/a b.png'],
    ['localized', { args: ['x'] }],
    ['localized', { key: 'K', args: [1] }],
    ['background', 'yes'],
  ])('refuses %s: %j, a value no vendor takes', (option, bad) => {
    const error = thrown(() => apnsRequest(final, { [option]: bad } as Delivery));
    expect(error).toMatchObject({ code: 'ERR_DELIVERY', vendor: 'apns', option });
  });

  it('refuses what a vendor holds to a length: apns-collapse-id over 64 bytes, X-WNS-Tag over 16 characters', () => {
    expect(thrown(() => apnsRequest(final, { collapseKey: 'k'.repeat(65) }))).toMatchObject({ option: 'collapseKey' });
    expect(thrown(() => wnsRequest(final, { collapseKey: 'k'.repeat(17) }))).toMatchObject({ option: 'collapseKey' });
    expect(thrown(() => fcmMessage(final, { token, ttl: 2_419_201 }))).toMatchObject({ option: 'ttl' });
  });

  it('docs/push.md\'s table says "refused" exactly where a vendor carries no option, for every option', () => {
    const page = readFileSync(new URL('../../../docs/push.md', import.meta.url), 'utf8');
    const from = page.slice(page.indexOf('## Sending'));
    // The section only: the page goes on with other tables (the doctor's codes).
    const sending = from.slice(0, from.indexOf('\n## ', 1) === -1 ? undefined : from.indexOf('\n## ', 1));
    const rows = sending
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const documented = Object.fromEntries(
      rows.map(([, option = '', apns, fcm, wns]) => [option.replaceAll('`', ''), { apns, fcm, wns }]),
    );
    expect(Object.keys(documented)).toEqual([...deliveryOptions]);
    for (const option of deliveryOptions) {
      for (const vendor of Object.keys(vendorSections) as (keyof typeof vendorSections)[]) {
        const carried = vendorSections[vendor].some((section) => typeof carriers[option][section] === 'function');
        expect(documented[option]?.[vendor] === 'refused', `${option} on ${vendor}`).toBe(!carried);
      }
    }
  });

  it('refuses an empty APNs topic and a time of sending that is no valid Date', () => {
    expect(thrown(() => apnsRequest(final, { topic: '' }))).toMatchObject({ vendor: 'apns', option: 'topic' });
    expect(thrown(() => apnsRequest(final, { at: new Date('never') }))).toMatchObject({ vendor: 'apns', option: 'at' });
    expect(thrown(() => fcmMessage(final, { token, at: new Date('never') }))).toMatchObject({
      vendor: 'fcm',
      option: 'at',
    });
  });

  it('refuses a key that is no delivery option (a typo is not dropped)', () => {
    const typo = { colapseKey: 'k' } as Delivery;
    expect(thrown(() => apnsRequest(final, typo))).toMatchObject({ vendor: 'apns', option: 'colapseKey' });
    expect(thrown(() => wnsRequest(final, { topic: 'x' } as Delivery))).toMatchObject({ option: 'topic' });
  });
});

describe('decode reads the shapes the wrappers add', () => {
  it('reads a background APNs payload: no alert, the text beside aps', () => {
    const payload = { aps: { 'content-available': 1 }, message: 'm', title: 't', extras: gameEnd };
    expect(decode(payload)).toMatchObject({
      platform: 'aps',
      source: 'aps',
      message: 'm',
      title: 't',
      notification: gameEnd,
    });
    expect(thrown(() => decode({ aps: { 'content-available': 1 } }))).toMatchObject({ field: 'aps.alert' });
  });

  it('reads the title of a data-only FCM message from data.title', () => {
    const payload = { message: { token, data: { message: 'm', title: 't' } } };
    expect(decode(payload)).toMatchObject({ source: 'fcm-v1', message: 'm', title: 't' });
    expect(decode(payload.message)).toMatchObject({ source: 'data', title: 't' });
  });
});

describe('size limits on what the vendor counts, truncation inside the wrapper', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text).length;
  // Family emoji: one grapheme of 7 code points; cutting inside it would leave a partial family.
  const long: PushMessage = { title: 'Final', message: '👨‍👩‍👧'.repeat(400), extras: gameEnd };
  const wholeFamilies = (message: string) => /^(?:👨‍👩‍👧)*…$/u.test(message);

  it('an over-long message is refused with PayloadTooLargeError without truncate', () => {
    expect(thrown(() => apnsRequest(long))).toBeInstanceOf(PayloadTooLargeError);
    expect(thrown(() => fcmMessage(long, { token }))).toBeInstanceOf(PayloadTooLargeError);
    expect(thrown(() => wnsRequest(long))).toBeInstanceOf(PayloadTooLargeError);
  });

  it('APNs: with truncate, the body is within 4096 bytes and cut on a grapheme boundary', () => {
    const { body } = apnsRequest(long, { truncate: true, badge: 1, sound: 'default', threadId: 'game-0042' });
    expect(utf8(JSON.stringify(body))).toBeLessThanOrEqual(4096);
    expect(utf8(JSON.stringify(body))).toBeGreaterThan(4096 - 26);
    expect(wholeFamilies(body.aps.alert?.body ?? '')).toBe(true);
  });

  it('FCM: with truncate, data within 4096 bytes, and what iOS receives (data keys beside aps) within 4096', () => {
    const { message } = fcmMessage(long, { token, truncate: true, badge: 1, image: 'https://img.example.com/a.png' });
    expect(utf8(JSON.stringify(message.data))).toBeLessThanOrEqual(4096);
    expect(utf8(JSON.stringify({ ...message.data, ...message.apns.payload }))).toBeLessThanOrEqual(4096);
    expect(wholeFamilies(message.data.message)).toBe(true);
    expect(message.apns.payload.aps.alert?.body).toBe(message.data.message);
    expect(message.android?.notification?.body).toBe(message.data.message);
  });

  it('WNS: with truncate, the toast XML within 5000 bytes, cut on a grapheme boundary', () => {
    const { body } = wnsRequest({ ...long, message: '👨‍👩‍👧'.repeat(600) }, { truncate: true, ttl: 60 });
    expect(utf8(body)).toBeLessThanOrEqual(5000);
    expect(wholeFamilies(decodeAny(body).message)).toBe(true);
  });
});

describe('decode reads every request back', () => {
  it('decode(fcmMessage(m).message) and decode(fcmMessage(m)) give m, background or not', () => {
    fc.assert(
      fc.property(pushMessage, anyDelivery, (sent, delivery) => {
        const request = fcmMessage(sent, { token, ...delivery });
        expect(decode(request.message)).toMatchObject(expectedOf(sent));
        expect(decode(request)).toMatchObject(expectedOf(sent));
      }),
    );
  });

  it('decode(apnsRequest(m).body) gives m, background or not, from the body and its JSON text', () => {
    fc.assert(
      fc.property(pushMessage, anyDelivery, (sent, delivery) => {
        const { body } = apnsRequest(sent, delivery);
        expect(decode(body)).toMatchObject({ platform: 'aps', ...expectedOf(sent) });
        expect(decode(JSON.stringify(body))).toMatchObject(expectedOf(sent));
      }),
    );
  });

  it('decode of huddle/push/toast reads wnsRequest(m).body back as m', () => {
    fc.assert(
      fc.property(
        pushMessage.filter(({ message }) => message !== ''),
        fc.record({ ttl: fc.nat(86_400), collapseKey: fc.constant('game-0042') }, { requiredKeys: [] }),
        (sent, delivery) => {
          expect(decodeAny(wnsRequest(sent, delivery).body)).toMatchObject({ platform: 'toast', ...expectedOf(sent) });
        },
      ),
    );
  });
});
