/**
 * The doctor: one failing payload (or more) per finding code, each asserting the code, its
 * severity and its path; every payload of every fixture and every encoder is clean.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checks, type FindingCode, type Severity } from '../../../src/push/doctor/checks.ts';
import { aps, data, type PushMessage } from '../../../src/push/index.ts';
import { ArgumentError, diagnose, type Finding, type Target, toast } from '../../../src/push/toast/index.ts';
import { type DeviceFixture, devices } from '../../fixtures/push/devices.ts';
import { samples, sampleTypes } from '../../fixtures/push/samples.ts';
import { type SenderFixture, senders } from '../../fixtures/push/senders.ts';
import { thrown } from '../../support/expect/thrown.ts';
import { pushMessage } from '../../support/properties/push-arbitraries.ts';

const alert = (body: string) => ({ aps: { alert: { body } } });
const spec = (extras: unknown) => ({ ...alert('Final: NE 24, NYJ 17'), extras });
const toastOf = (binding: string, launch = '') =>
  `<toast${launch}><visual addImageQuery="false">${binding}</visual></toast>`;
const TEXT02 = '<binding template="ToastText02" addImageQuery="false"><text>Final</text><image/></binding>';
const fcm = (message: Record<string, unknown>) => ({ message: { token: 'device-token', ...message } });

interface Row {
  readonly name: string;
  readonly code: FindingCode;
  readonly severity: Severity;
  readonly path: string;
  readonly payload: unknown;
  readonly target?: Target;
}

/** One failing payload (or more) per code. */
const rows: readonly Row[] = [
  {
    name: 'an APNs payload without aps.alert.body',
    code: 'unreadable',
    severity: 'error',
    path: 'aps.alert',
    payload: { aps: {} },
    target: 'windows',
  },
  {
    name: 'malformed JSON text',
    code: 'unreadable',
    severity: 'error',
    path: 'payload',
    payload: '{"aps":',
  },
  {
    name: 'an APNs request whose body has no alert text',
    code: 'unreadable',
    severity: 'error',
    path: 'body.aps.alert.body',
    payload: { headers: { 'apns-push-type': 'alert' }, body: { aps: { alert: { title: 'Final' } } } },
  },
  {
    name: 'an APNs payload sent to Windows',
    code: 'target-mismatch',
    severity: 'error',
    path: 'payload',
    payload: alert('Final'),
    target: 'windows',
  },
  {
    name: 'toast XML sent to iOS',
    code: 'target-mismatch',
    severity: 'error',
    path: 'payload',
    payload: toastOf(TEXT02),
    target: 'ios',
  },
  {
    name: 'an APNs body over 4096 bytes',
    code: 'over-size-limit',
    severity: 'error',
    path: 'body',
    payload: { headers: { 'apns-push-type': 'alert' }, body: alert('x'.repeat(4100)) },
  },
  {
    name: 'FCM data over 4096 bytes',
    code: 'over-size-limit',
    severity: 'error',
    path: 'message.data',
    payload: fcm({ data: { message: 'é'.repeat(2100) } }),
  },
  {
    name: 'toast XML over 5000 bytes',
    code: 'over-size-limit',
    severity: 'error',
    path: 'body',
    payload: {
      headers: { 'X-WNS-Type': 'wns/toast' },
      body: toastOf(`<binding template="ToastText02"><text>${'x'.repeat(5000)}</text></binding>`),
    },
  },
  {
    name: 'a toast template Windows does not know',
    code: 'toast-template',
    severity: 'error',
    path: 'toast.visual.binding@template',
    payload: toastOf('<binding template="ToastFancy01"><text>Final</text></binding>'),
  },
  {
    name: 'a toast binding without text',
    code: 'toast-text',
    severity: 'error',
    path: 'toast.visual.binding.text',
    payload: toastOf('<binding template="ToastText02"><image/></binding>'),
  },
  {
    name: 'a toast whose texts are all empty',
    code: 'toast-text',
    severity: 'error',
    path: 'toast.visual.binding.text',
    payload: toastOf('<binding template="ToastText02"><text id="1"></text><text id="2"></text></binding>'),
  },
  {
    name: 'a toast whose launch is not the extras XML',
    code: 'toast-launch',
    severity: 'error',
    path: 'toast@launch:extras.more.gameId.b',
    payload: toastOf(
      TEXT02,
      ' launch="&lt;extras&gt;&lt;type&gt;teamAlertGameEnd&lt;/type&gt;&lt;more&gt;&lt;gameId&gt;&lt;b/&gt;&lt;/gameId&gt;&lt;/more&gt;&lt;/extras&gt;"',
    ),
  },
  {
    name: 'extras without a type',
    code: 'missing-type',
    severity: 'error',
    path: 'extras.type',
    payload: spec({ more: { gameId: '0042' } }),
  },
  {
    name: 'extras whose type is not text, in FCM data',
    code: 'missing-type',
    severity: 'error',
    path: 'message.data.extras.type',
    payload: fcm({ data: { message: 'Final', extras: '{"type":7}' } }),
  },
  {
    name: 'a toast launch without a type',
    code: 'missing-type',
    severity: 'error',
    path: 'toast@launch:extras.type',
    payload: toastOf(TEXT02, ' launch="&lt;extras&gt;&lt;more/&gt;&lt;/extras&gt;"'),
  },
  {
    name: 'a WNS request whose launch has no type',
    code: 'missing-type',
    severity: 'error',
    path: 'body.toast@launch:extras.type',
    payload: { headers: { 'X-WNS-Type': 'wns/toast' }, body: toastOf(TEXT02, ' launch="&lt;extras/&gt;"') },
  },
  {
    name: 'a WNS request whose launch is plain text',
    code: 'toast-launch',
    severity: 'error',
    path: 'body.toast@launch',
    payload: { headers: { 'X-WNS-Type': 'wns/toast' }, body: toastOf(TEXT02, ' launch="gameId=0042"') },
  },
  {
    name: 'a group name sent as extras.type',
    code: 'group-as-type',
    severity: 'error',
    path: 'extras.type',
    payload: spec({ type: 'teamAlertScoringPlays_NE', more: { gameId: '0042' } }),
  },
  {
    name: 'a team group kind without its team, in FCM data',
    code: 'group-as-type',
    severity: 'error',
    path: 'message.data.extras.type',
    payload: fcm({ data: { message: 'Final', extras: '{"type":"closeGameCarrier"}' } }),
  },
  {
    name: 'a type not in the catalog',
    code: 'unknown-type',
    severity: 'error',
    path: 'extras.type',
    payload: spec({ type: 'teamAlertTouchdown', more: { gameId: '0042' } }),
  },
  {
    name: 'a type not in the catalog, in a toast launch',
    code: 'unknown-type',
    severity: 'error',
    path: 'toast@launch:extras.type',
    payload: toastOf(TEXT02, ' launch="&lt;extras&gt;&lt;type&gt;scores&lt;/type&gt;&lt;/extras&gt;"'),
  },
  {
    name: 'a type whose more lacks its parameter',
    code: 'missing-parameter',
    severity: 'error',
    path: 'extras.more.gameId',
    payload: spec({ type: 'teamAlertGameEnd', more: { game: '0042' } }),
  },
  {
    name: 'a type whose parameter is empty, in the data style',
    code: 'missing-parameter',
    severity: 'error',
    path: 'data.extras.more.articleId',
    payload: {
      data: { message: 'Trade', extras: { type: 'breakingNews', more: { articleId: '' } } },
      notification: { title: '' },
    },
  },
  {
    name: 'an FCM topic spelt as the scoring-play type',
    code: 'type-as-group',
    severity: 'error',
    path: 'message.topic',
    payload: { message: { topic: 'teamAlertScoringPlay_NE', data: { message: 'TD' } } },
  },
  {
    name: 'a legacy FCM topic spelt as a type without its team',
    code: 'type-as-group',
    severity: 'error',
    path: 'to',
    payload: { to: '/topics/teamAlertGameEnd', data: { message: 'Final' } },
  },
  {
    name: 'an FCM data-only message to iOS',
    code: 'data-only-without-content-available',
    severity: 'error',
    path: 'message.apns.payload.aps.content-available',
    payload: fcm({ data: { message: 'Final' } }),
    target: 'ios',
  },
  {
    name: 'an APNs background request with neither alert nor content-available',
    code: 'data-only-without-content-available',
    severity: 'error',
    path: 'body.aps.content-available',
    payload: { headers: { 'apns-push-type': 'background', 'apns-priority': '5' }, body: { aps: {}, message: 'x' } },
  },
  {
    name: 'an APNs background request with an alert',
    code: 'background-with-alert',
    severity: 'error',
    path: 'body.aps.alert',
    payload: { headers: { 'apns-push-type': 'background', 'apns-priority': '5' }, body: alert('Final') },
  },
  {
    name: 'an FCM message with a notification, sent as background to iOS',
    code: 'background-with-alert',
    severity: 'error',
    path: 'message.notification',
    payload: fcm({
      notification: { title: 'Final' },
      data: { message: 'Final' },
      apns: { headers: { 'apns-push-type': 'background', 'apns-priority': '5' } },
    }),
    target: 'ios',
  },
  {
    name: 'a background push at priority 10',
    code: 'background-priority',
    severity: 'error',
    path: 'headers.apns-priority',
    payload: {
      headers: { 'apns-push-type': 'background', 'apns-priority': 10 },
      body: { aps: { 'content-available': 1 } },
    },
  },
  {
    name: 'an APNs priority that is neither 10, 5 nor 1',
    code: 'invalid-option',
    severity: 'error',
    path: 'headers.apns-priority',
    payload: { headers: { 'apns-push-type': 'alert', 'apns-priority': 'high' }, body: alert('Final') },
  },
  {
    name: 'an FCM Android ttl given as a number of seconds',
    code: 'invalid-option',
    severity: 'error',
    path: 'message.android.ttl',
    payload: fcm({ data: { message: 'Final' }, android: { ttl: 3600 } }),
  },
  {
    name: 'an FCM web push Urgency web push does not know',
    code: 'invalid-option',
    severity: 'error',
    path: 'message.webpush.headers.Urgency',
    payload: fcm({ data: { message: 'Final' }, webpush: { headers: { TTL: '60', Urgency: 'urgent' } } }),
    target: 'web',
  },
  {
    name: 'a WNS TTL in words',
    code: 'invalid-option',
    severity: 'error',
    path: 'headers.X-WNS-TTL',
    payload: { headers: { 'X-WNS-Type': 'wns/toast', 'X-WNS-TTL': 'one hour' }, body: toastOf(TEXT02) },
  },
  {
    name: 'an APNs request whose collapse id holds CR LF, written by hand',
    code: 'invalid-header-value',
    severity: 'error',
    path: 'headers.apns-collapse-id',
    payload: { headers: { 'apns-push-type': 'alert', 'apns-collapse-id': 'game\r\nx-evil: 1' }, body: alert('Final') },
  },
  {
    name: 'a WNS request whose X-WNS-Tag is not ASCII',
    code: 'invalid-header-value',
    severity: 'error',
    path: 'headers.X-WNS-Tag',
    payload: { headers: { 'X-WNS-Type': 'wns/toast', 'X-WNS-Tag': 'équipe' }, body: toastOf(TEXT02) },
  },
  {
    name: 'an FCM request whose apns-topic for iOS holds a NUL',
    code: 'invalid-header-value',
    severity: 'error',
    path: 'message.apns.headers.apns-topic',
    payload: fcm({ data: { message: 'TD' }, apns: { headers: { 'apns-topic': 'com.example\u0000' } } }),
    target: 'ios',
  },
  {
    name: 'an FCM web push Topic holding a lone surrogate',
    code: 'invalid-header-value',
    severity: 'error',
    path: 'message.webpush.headers.Topic',
    payload: fcm({ data: { message: 'TD' }, webpush: { headers: { Topic: 'game\ud800' } } }),
    target: 'web',
  },
  {
    name: 'an APNs topic with a space at its end',
    code: 'invalid-header-value',
    severity: 'error',
    path: 'headers.apns-topic',
    payload: { headers: { 'apns-push-type': 'alert', 'apns-topic': 'com.example.app ' }, body: alert('Final') },
  },
  {
    name: 'an APNs collapse id over 64 bytes',
    code: 'collapse-id-too-long',
    severity: 'error',
    path: 'headers.apns-collapse-id',
    payload: { headers: { 'apns-push-type': 'alert', 'apns-collapse-id': 'é'.repeat(33) }, body: alert('Final') },
  },
  {
    name: 'an FCM collapse id for iOS over 64 bytes',
    code: 'collapse-id-too-long',
    severity: 'error',
    path: 'message.apns.headers.apns-collapse-id',
    payload: fcm({
      data: { message: 'TD' },
      apns: { headers: { 'apns-collapse-id': 'x'.repeat(65) }, payload: alert('TD') },
    }),
    target: 'ios',
  },
  {
    name: 'an FCM image for iOS without mutable-content',
    code: 'image-without-mutable-content',
    severity: 'error',
    path: 'message.apns.fcm_options.image',
    payload: fcm({
      data: { message: 'TD' },
      apns: { payload: { aps: { alert: { body: 'TD' } } }, fcm_options: { image: 'https://img.example/td.jpg' } },
    }),
    target: 'ios',
  },
  {
    name: 'an APNs payload with an image and no mutable-content',
    code: 'image-without-mutable-content',
    severity: 'error',
    path: 'image',
    payload: { ...alert('TD'), image: 'https://img.example/td.jpg' },
  },
  {
    name: 'FCM data extras as an object',
    code: 'fcm-data-not-string',
    severity: 'error',
    path: 'message.data.extras',
    payload: fcm({ data: { message: 'Trade', extras: { type: 'breakingNews', more: { articleId: '9' } } } }),
  },
  {
    name: 'an FCM android.data number',
    code: 'fcm-data-not-string',
    severity: 'error',
    path: 'message.android.data.badge',
    payload: fcm({ data: { message: 'Trade' }, android: { data: { badge: 3 } } }),
  },
  {
    name: 'an FCM notification for Android without a channel',
    code: 'android-no-channel',
    severity: 'warning',
    path: 'message.android.notification.channel_id',
    payload: fcm({ notification: { title: 'Final' }, data: { message: 'Final' } }),
  },
  {
    name: 'a WNS request sent as raw',
    code: 'wns-type',
    severity: 'error',
    path: 'headers.X-WNS-Type',
    payload: { headers: { 'X-WNS-Type': 'wns/raw' }, body: toastOf(TEXT02) },
  },
  {
    name: 'a WNS request without X-WNS-Type',
    code: 'wns-type',
    severity: 'error',
    path: 'headers.X-WNS-Type',
    payload: { headers: { 'X-WNS-TTL': '60' }, body: toastOf(TEXT02) },
  },
  {
    name: 'a legacy FCM body',
    code: 'fcm-legacy',
    severity: 'warning',
    path: 'registration_ids',
    payload: { registration_ids: ['a'], data: { message: 'Final' } },
  },
];

const found = (payload: unknown, target?: Target) => diagnose(payload, { target });
const brief = (findings: readonly Finding[]) => findings.map(({ code, severity, path }) => ({ code, severity, path }));

describe('diagnose finds each case, with its severity and path', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', (_, { code, severity, path, payload, target }) => {
    const findings = found(payload, target);
    expect(brief(findings)).toContainEqual({ code, severity, path });
    const finding = findings.find((each) => each.code === code) as Finding;
    expect(finding.message).not.toBe('');
    expect(finding.fix).toMatch(/^[A-Z].*\.$/);
  });

  it('every code of the table has a failing payload here, and each row holds its severity', () => {
    expect(new Set(rows.map(({ code }) => code))).toEqual(new Set(Object.keys(checks)));
    for (const { code, severity } of rows) expect(checks[code].severity).toBe(severity);
  });

  it('names the group a scoring-play type spelling means, and the type a group delivers', () => {
    const [topic] = found({ message: { topic: 'teamAlertScoringPlay_NE', data: { message: 'TD' } } });
    expect(topic?.fix).toBe('Send to the group teamAlertScoringPlays_NE.');
    const [overtime] = found({ message: { topic: 'relationalAlertGameOvertime_KC', data: { message: 'OT' } } });
    expect(overtime?.fix).toContain('relationalAlertGameOvertimeKC');
    const [type] = found(spec({ type: 'teamAlertScoringPlays_NE', more: { gameId: '1' } }));
    expect(type?.fix).toBe('Send the type teamAlertScoringPlay, which the group teamAlertScoringPlays delivers.');
  });

  it('delivery options as the vendors take them are no finding', () => {
    const apns = {
      'apns-push-type': 'alert',
      'apns-priority': 10,
      'apns-expiration': '0',
      'apns-topic': 'com.example',
    };
    expect(found({ headers: apns, body: alert('Final') })).toEqual([]);
    const android = { priority: 'high', ttl: '3.5s', collapse_key: 'scores', notification: { channel_id: 'scores' } };
    const webpush = { headers: { TTL: '60', Urgency: 'very-low' } };
    expect(found(fcm({ data: { message: 'Final' }, notification: { title: 'Final' }, android, webpush }))).toEqual([]);
    const wns = { 'X-WNS-Type': 'wns/toast', 'X-WNS-TTL': '3600', 'X-WNS-Tag': 'game-0042', 'X-WNS-Group': 'scores' };
    expect(found({ headers: wns, body: toastOf(TEXT02) })).toEqual([]);
  });

  it('says the vendor with the article it takes: an APNs payload, an FCM payload, a WNS payload', () => {
    const mismatch = (payload: unknown, target: Target) =>
      diagnose(payload, { target }).find((finding) => finding.code === 'target-mismatch')?.message;
    expect(mismatch(alert('Final'), 'windows')).toMatch(/^an APNs payload,/);
    expect(mismatch({ message: { token: 't', data: { message: 'Final' } } }, 'windows')).toMatch(/^an FCM payload,/);
    expect(mismatch(toastOf(TEXT02), 'ios')).toMatch(/^a WNS payload,/);
  });

  it('a collapse id of exactly 64 bytes is no finding', () => {
    expect(found({ headers: { 'apns-collapse-id': 'x'.repeat(64) }, body: alert('Final') })).toEqual([]);
  });

  it('a collapse id of 32 × é (64 bytes) fits APNs but is no header value: only that is found', () => {
    const findings = found({ headers: { 'apns-collapse-id': 'é'.repeat(32) }, body: alert('Final') });
    expect(brief(findings)).toEqual([
      { code: 'invalid-header-value', severity: 'error', path: 'headers.apns-collapse-id' },
    ]);
  });

  it('a topic that is a group of the service is no finding', () => {
    expect(found({ message: { topic: 'teamAlertScoringPlays_NE', data: { message: 'TD' } } })).toEqual([]);
    expect(found({ message: { topic: 'relationalAlertGameOvertimeNE', data: { message: 'OT' } } })).toEqual([]);
  });

  it('a background push done right has no vendor finding: content-available, no alert, priority 5', () => {
    const background = {
      headers: { 'apns-push-type': 'background', 'apns-priority': '5', 'apns-topic': 'com.example.huddle' },
      body: { aps: { 'content-available': 1 }, extras: { type: 'trendingNews' } },
    };
    // The spec's alert-style payload keeps its message in aps.alert.body: decode has none to read here.
    expect(brief(found(background))).toEqual([{ code: 'unreadable', severity: 'error', path: 'body.aps.alert' }]);
  });

  it('reads JSON text as the object it holds, a request and its body alike', () => {
    const payload = fcm({ data: { message: 'Trade', extras: { type: 'breakingNews' } } });
    expect(brief(found(JSON.stringify(payload)))).toEqual(brief(found(payload)));
    const request = { headers: { 'apns-push-type': 'background' }, body: alert('Final') };
    const expected = [{ code: 'background-with-alert', severity: 'error', path: 'body.aps.alert' }];
    expect(brief(found(request))).toEqual(expected);
    expect(brief(found(JSON.stringify(request)))).toEqual(expected);
    expect(brief(found(JSON.stringify({ ...request, body: JSON.stringify(request.body) })))).toEqual(expected);
  });

  it('refuses a target it does not know with ArgumentError naming it, and never throws for a payload', () => {
    const error = thrown(() => diagnose(alert('Final'), { target: 'tv' as Target }));
    expect(error).toBeInstanceOf(ArgumentError);
    expect(error).toMatchObject({
      argument: 'target',
      message: 'target: expected one of ios, android, web, windows, found "tv"',
    });
    for (const payload of [
      undefined,
      null,
      7,
      [],
      '',
      '<',
      { headers: 1, body: 2 },
      { message: [] },
      { headers: {}, body: null },
    ]) {
      expect(() => diagnose(payload), JSON.stringify(payload)).not.toThrow();
    }
  });

  it('judges only the extras of what a device library hands over, for any target', () => {
    const remote = { messageId: 'm1', data: { message: 'Final', extras: '{"type":"nope"}' } };
    for (const target of ['ios', 'android', 'web', 'windows'] as const) {
      expect(brief(found(remote, target))).toEqual([
        { code: 'unknown-type', severity: 'error', path: 'data.extras.type' },
      ]);
    }
  });
});

type Fixture = SenderFixture | DeviceFixture;

/** Where each fixture goes: a device fixture to its platform; a sender's to the targets its vendor serves. */
function targetsOf(fixture: Fixture): readonly Target[] {
  if ('handedBy' in fixture) return [fixture.platform];
  if (fixture.source === 'aps') return ['ios'];
  if (fixture.source === 'fcm-legacy') return ['android'];
  if (fixture.source === 'fcm-v1')
    return fixture.variant.includes('apns.payload') ? ['android', 'web', 'ios'] : ['android', 'web'];
  return ['windows'];
}

/**
 * The warnings a clean fixture gets, each justified: a legacy FCM body (the API is shut down,
 * the body still decodes); an FCM notification for Android, which names no channel (firebase-admin
 * writes none unless told).
 */
function warningsOf(fixture: Fixture, target: Target): readonly FindingCode[] {
  if ('handedBy' in fixture) return [];
  if (fixture.source === 'fcm-legacy') return ['fcm-legacy'];
  const message = (fixture.payload as { message?: Record<string, { notification?: unknown }> }).message;
  const notifies =
    message !== undefined && (message.notification !== undefined || message.android?.notification !== undefined);
  return target === 'android' && notifies ? ['android-no-channel'] : [];
}

/**
 * The device fixtures that no longer hold the message (decode-fixtures.test.ts, "what is lost on
 * the way"): Expo's bare iOS content of an FCM message with a title only, and React Native
 * Firebase on iOS reading an alert sent as a plain string. The doctor says so: unreadable.
 */
const lost = (fixture: Fixture) =>
  'handedBy' in fixture &&
  ((fixture.source === 'expo-content' &&
    fixture.platform === 'ios' &&
    fixture.from.variant.includes('notification {title}')) ||
    (fixture.source === 'rnfirebase' && fixture.from.variant.includes('alert as a string')));

const label = (fixture: Fixture) =>
  'handedBy' in fixture
    ? `${fixture.type}: ${fixture.source} (${fixture.platform}, ${fixture.handedBy}) from ${fixture.from.variant}`
    : `${fixture.type}: ${fixture.source} (${fixture.library} ${fixture.variant})`;

describe('clean payloads: every fixture gives no error, and only the warnings justified', () => {
  const fixtures: readonly Fixture[] = [...senders.entries, ...devices];
  it.each(fixtures.map((fixture) => [label(fixture), fixture] as const))('%s', (_, fixture) => {
    for (const target of targetsOf(fixture)) {
      const codes = found(fixture.payload, target).map(({ code }) => code);
      expect(codes, target).toEqual(lost(fixture) ? ['unreadable'] : warningsOf(fixture, target));
    }
  });

  it('the sample of every type, encoded for each platform, is clean', () => {
    for (const type of sampleTypes) {
      const sample = samples[type];
      expect(found(aps.encode(sample), 'ios')).toEqual([]);
      expect(found(data.encode(sample), 'android')).toEqual([]);
      expect(found(JSON.stringify(data.encode(sample, { extrasAsJson: true })), 'web')).toEqual([]);
      expect(found(toast.encode(sample), 'windows')).toEqual([]);
    }
  });
});

/** Each encoder with the target its payload goes to; an encoder may refuse a message (an empty toast). */
const encoded: readonly (readonly [string, Target, (message: PushMessage) => unknown])[] = [
  ['aps', 'ios', (message) => aps.encode(message)],
  ['aps as text', 'ios', (message) => JSON.stringify(aps.encode(message))],
  ['data', 'android', (message) => data.encode(message)],
  ['data, extras as JSON', 'web', (message) => JSON.stringify(data.encode(message, { extrasAsJson: true }))],
  ['toast', 'windows', (message) => toast.encode(message)],
];

describe('every payload the encoders write has no error', () => {
  it.each(encoded)('%s', (_, target, encode) => {
    fc.assert(
      fc.property(pushMessage, (message) => {
        let payload: unknown;
        try {
          payload = encode(message);
        } catch {
          fc.pre(false);
        }
        expect(found(payload, target).filter(({ severity }) => severity === 'error')).toEqual([]);
      }),
    );
  });
});

describe('diagnose on hostile input', () => {
  const anyHeaders = fc.dictionary(
    fc.constantFrom('apns-push-type', 'apns-priority', 'apns-collapse-id', 'X-WNS-Type', 'X-WNS-TTL', 'x'),
    fc.jsonValue(),
  );
  const shaped = fc.oneof(
    fc.jsonValue(),
    fc.record({ headers: anyHeaders, body: fc.oneof(fc.jsonValue(), fc.string()) }),
    fc.record({
      message: fc.dictionary(
        fc.constantFrom('token', 'topic', 'data', 'notification', 'android', 'apns', 'webpush'),
        fc.jsonValue(),
      ),
    }),
    fc.jsonValue().map((value) => JSON.stringify(value)),
  );

  it('never throws for a payload, and every finding is a row of the table with a path', () => {
    fc.assert(
      fc.property(shaped, fc.constantFrom(undefined, 'ios', 'android', 'web', 'windows'), (payload, target) => {
        for (const finding of diagnose(payload, { target })) {
          expect(checks[finding.code].severity).toBe(finding.severity);
          expect(finding.path).not.toBe('');
        }
      }),
    );
  });
});
