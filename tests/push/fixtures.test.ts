/**
 * The push fixtures are what they claim: every notification type has a payload of every sender
 * library, each well-formed and carrying the sample's message, title and extras where that
 * library puts them; the versions recorded are the installed ones. That senders.json is what
 * the libraries write now is `npm run fixtures:push:check`'s job (a CI step). Decoding every
 * fixture is the decoders' test.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { isRecord } from '../../src/untyped-values.ts';
import { devices, firebaseWeb, followed, rnfirebaseIos, webPushBody } from '../fixtures/push/devices.ts';
import { samples, sampleTypes } from '../fixtures/push/samples.ts';
import { pushSources, readSenderFixtures, type SenderFixture, senders } from '../fixtures/push/senders.ts';

const installed = (name: string): string =>
  JSON.parse(readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8')).version;

const of = (source: SenderFixture['source']) => senders.entries.filter((entry) => entry.source === source);

/** The value at a path of parsed JSON; fails the test when a step is no object. */
function at(value: unknown, ...path: string[]): unknown {
  let here = value;
  for (const [index, name] of path.entries()) {
    if (!isRecord(here)) throw new Error(`${path.slice(0, index).join('.') || 'payload'} is no object`);
    here = here[name];
  }
  return here;
}

describe('senders.json', () => {
  it('records the installed version of each library that wrote it, and none for hand-built payloads', () => {
    expect(senders.libraries).toEqual({
      'firebase-admin': installed('firebase-admin'),
      '@parse/node-apn': installed('@parse/node-apn'),
      wns: installed('wns'),
    });
    for (const entry of senders.entries) {
      if (entry.origin === 'library') expect(entry.version).toBe(senders.libraries[entry.library]);
      else expect(entry.version).toBeNull();
    }
    expect(of('fcm-legacy').every((entry) => entry.origin === 'hand-built')).toBe(true);
    expect(of('toast-generic').every((entry) => entry.origin === 'hand-built')).toBe(true);
  });

  it('holds, for every notification type, the same calls of every sender', () => {
    const variants = (type: string) =>
      senders.entries
        .filter((entry) => entry.type === type)
        .map(({ source, library, variant }) => `${source} ${library} ${variant}`);
    const first = variants('breakingNews');
    expect(first.length).toBeGreaterThan(20);
    for (const type of sampleTypes) expect(variants(type)).toEqual(first);
    expect(new Set(senders.entries.map((entry) => entry.source))).toEqual(
      new Set(['fcm-v1', 'fcm-legacy', 'aps', 'toast', 'toast-template', 'toast-generic']),
    );
  });

  it('refuses an entry whose sent notification is not its type’s sample, or whose source is unknown', () => {
    const entry = { source: 'aps', library: 'x', version: '1', origin: 'library', variant: 'v', payload: {} };
    const file = (entries: unknown[]) => JSON.stringify({ libraries: {}, entries });
    expect(() => readSenderFixtures(file([{ ...entry, type: 'breakingNews', sent: samples.trendingNews }]))).toThrow(
      /entries\[0\]\.sent is not the sample of breakingNews/,
    );
    expect(() => readSenderFixtures(file([{ ...entry, source: 'gcm', type: 'breakingNews', sent: {} }]))).toThrow();
    expect(() => readSenderFixtures(file([{ ...entry, type: 'touchdown', sent: {} }]))).toThrow(/notification type/);
  });
});

describe('FCM bodies (firebase-admin send(), sendEachForMulticast(); the legacy body by hand)', () => {
  it('carry data as strings only: the message, and the extras as JSON text', () => {
    const bodies = [
      ...of('fcm-v1').map((entry) => [entry, at(entry.payload, 'message', 'data')] as const),
      ...of('fcm-legacy').map((entry) => [entry, at(entry.payload, 'data')] as const),
    ];
    expect(bodies.length).toBe(sampleTypes.length * 7);
    for (const [entry, data] of bodies) {
      if (!isRecord(data)) throw new Error(`${entry.variant}: data is no object`);
      expect(Object.values(data).every((value) => typeof value === 'string')).toBe(true);
      expect(data.message).toBe(entry.sent.message);
      expect(JSON.parse(String(data.extras))).toEqual(entry.sent.extras);
    }
  });

  it('put the title where each call says: notification, android.notification, or aps.alert', () => {
    for (const entry of of('fcm-v1')) {
      const title = entry.variant.includes('android.notification')
        ? at(entry.payload, 'message', 'android', 'notification', 'title')
        : entry.variant.includes('apns')
          ? at(entry.payload, 'message', 'apns', 'payload', 'aps', 'alert', 'title')
          : at(entry.payload, 'message', 'notification', 'title');
      expect(title).toBe(entry.sent.title);
      expect(typeof at(entry.payload, 'message', 'token')).toBe('string');
    }
  });
});

describe('APNs payloads (node-apn compile())', () => {
  it('carry the extras as a key of their own and the alert as an object or, from .body alone, a string', () => {
    const payloads = of('aps');
    expect(payloads.length).toBe(sampleTypes.length * 4);
    for (const entry of payloads) {
      expect(at(entry.payload, 'extras')).toEqual(entry.sent.extras);
      const alert = at(entry.payload, 'aps', 'alert');
      if (entry.variant.startsWith('body setter alone')) expect(alert).toBe(entry.sent.message);
      else expect(alert).toEqual({ title: entry.sent.title, body: entry.sent.message });
    }
  });
});

describe('toasts (wns createToast…; ToastGeneric by hand)', () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    isArray: (name) => name === 'text',
  });
  const toasts = [...of('toast'), ...of('toast-template'), ...of('toast-generic')];

  it('are well-formed XML with the extras in launch as the spec’s escaped XML', () => {
    expect(toasts.length).toBe(sampleTypes.length * 12);
    for (const entry of toasts) {
      expect(typeof entry.payload).toBe('string');
      expect(XMLValidator.validate(String(entry.payload))).toBe(true);
      const launch = String(at(parser.parse(String(entry.payload)), 'toast', '@launch'));
      expect(XMLValidator.validate(launch)).toBe(true);
      const extras = at(parser.parse(launch), 'extras');
      expect(at(extras, 'type')).toBe(entry.sent.extras?.type);
      expect(at(extras, 'more')).toEqual(entry.sent.extras?.more);
    }
  });

  it('hold the message and the title as texts, an omitted text written empty', () => {
    for (const entry of toasts) {
      const written = at(parser.parse(String(entry.payload)), 'toast', 'visual', 'binding', 'text');
      if (!Array.isArray(written)) throw new Error(`${entry.variant}: no texts`);
      // A text with attributes parses to an object; its content, if any, is under #text.
      const texts = written.map((text) => (typeof text === 'string' ? text : String(at(text, '#text') ?? '')));
      expect(texts).toContain(entry.sent.message);
      if (/text2 omitted|text3 omitted/.test(entry.variant)) expect(texts.at(-1)).toBe('');
      if (!/createToast(?:Text|ImageAndText)01\(|text2 omitted/.test(entry.variant)) {
        expect(texts[0]).toBe(entry.sent.title);
      }
    }
  });
});

describe('device fixtures', () => {
  it('follow the installed versions of the device libraries', () => {
    for (const [name, version] of Object.entries(followed)) expect(installed(name)).toBe(version);
  });

  it('exist for every notification type and every device source', () => {
    const deviceSources = ['rnfirebase', 'expo', 'expo-response', 'expo-content', 'firebase-web', 'web-push'];
    for (const type of sampleTypes) {
      const sources = new Set(devices.filter((device) => device.type === type).map((device) => device.source));
      expect([...sources].sort()).toEqual([...deviceSources, 'android-data'].sort());
    }
    expect(pushSources).toEqual(expect.arrayContaining([...deviceSources, 'android-data']));
  });

  it('carry the sample’s extras, as an object or as JSON text, but expo’s bare content on iOS', () => {
    for (const device of devices) {
      const text = JSON.stringify(device.payload);
      const extras = JSON.stringify(device.sent.extras);
      const carried = text.includes(extras) || text.includes(JSON.stringify(extras));
      expect(carried).toBe(!(device.source === 'expo-content' && device.platform === 'ios'));
    }
  });
});

describe('the device mappings', () => {
  const key = fc
    .string({ minLength: 1 })
    // `__proto__` as a key would set the copy's prototype in the mapping, which no device receives.
    .filter((name) => !/^(?:gcm\.|google\.)|^(?:aps|from|message_id|to|__proto__)$/.test(name));

  it('RNFB iOS: every userInfo key but aps, gcm.* and google.* reaches data as it is; a string alert is the title', () => {
    fc.assert(
      fc.property(fc.dictionary(key, fc.oneof(fc.string(), fc.object())), fc.string(), (custom, alert) => {
        const message = rnfirebaseIos({ ...custom, aps: { alert }, 'gcm.message_id': 'm', 'google.c.a.e': '1' });
        expect(message.data).toEqual(custom);
        expect(message.messageId).toBe('m');
        expect(message.notification).toEqual({ title: alert });
      }),
    );
  });

  it('firebase web: onMessage’s payload keeps the data and renames the ids, dropping an empty title', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), fc.string(), (data, title) => {
        const payload = firebaseWeb(webPushBody({ data, notification: { title } }));
        expect(payload.data).toEqual(data);
        expect(payload.notification).toEqual(title === '' ? {} : { title });
        expect(Object.keys(payload)).not.toContain('fcmMessageId');
      }),
    );
  });
});
