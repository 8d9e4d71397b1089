/**
 * The vendor requests checked against the vendors' own code, offline: firebase-admin's `Messaging`
 * validates every `fcmMessage` in `send(message, dryRun)` (msw answers its POST) and POSTs it
 * unchanged; @parse/node-apn's `Notification`, given the same options, compiles to the same body
 * and headers as `apnsRequest`; and each request equals the golden written from its vendor's
 * documentation (tests/fixtures/push/vendor-requests.ts).
 */
import { Notification as ApnNotification } from '@parse/node-apn';
import fc from 'fast-check';
import { type App, type Credential, deleteApp, initializeApp } from 'firebase-admin/app';
import { getMessaging, type Message, type Messaging } from 'firebase-admin/messaging';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApnsOptions,
  type ApnsRequest,
  apnsRequest,
  type FcmV1Message,
  fcmMessage,
  wnsRequest,
} from '../../../src/push/index.ts';
import { apnsGoldens, fcmGoldens, wnsGoldens } from '../../fixtures/push/vendor-requests.ts';
import { anyDelivery, pushMessage } from '../../support/properties/push-arbitraries.ts';

const PROJECT_ID = 'huddle-vendor-requests';
const token = 'device-registration-token';
const at = new Date('2026-11-26T12:00:00Z');

// --- firebase-admin --------------------------------------------------------------------------

/** The seconds text of an HTTP v1 duration (`"3600s"`) as firebase-admin takes it: milliseconds. */
const milliseconds = (duration: string) => Number(duration.replace(/s$/, '')) * 1000;

/** Renames `keys` of `object` (wire name → firebase-admin name), refusing a key it does not know. */
function renamed(object: Readonly<Record<string, unknown>>, keys: Readonly<Record<string, string>>, where: string) {
  return Object.fromEntries(
    Object.entries(object).map(([key, value]) => {
      const name = keys[key];
      if (name === undefined) throw new Error(`${where}.${key}: not mapped to firebase-admin's Message`);
      return [name, value];
    }),
  );
}

/**
 * An HTTP v1 message as firebase-admin's `Message` (camelCase, ttl in milliseconds, image URLs as
 * `imageUrl`), so that its validation checks every field rather than passing wire keys through.
 */
function asAdminMessage({ android, apns, webpush, ...rest }: FcmV1Message): Message {
  const adminAndroid =
    android === undefined
      ? undefined
      : (() => {
          const { notification, ttl, ...config } = android;
          return {
            ...renamed(config, { priority: 'priority', collapse_key: 'collapseKey' }, 'android'),
            ...(ttl !== undefined && { ttl: milliseconds(ttl) }),
            ...(notification !== undefined && {
              notification: renamed(
                notification,
                {
                  body: 'body',
                  channel_id: 'channelId',
                  image: 'imageUrl',
                  sound: 'sound',
                  notification_count: 'notificationCount',
                  body_loc_key: 'bodyLocKey',
                  body_loc_args: 'bodyLocArgs',
                },
                'android.notification',
              ),
            }),
          };
        })();
  const { fcm_options, ...apnsRest } = apns;
  return {
    ...rest,
    ...(adminAndroid !== undefined && { android: adminAndroid }),
    apns: { ...apnsRest, ...(fcm_options !== undefined && { fcmOptions: { imageUrl: fcm_options.image } }) },
    ...(webpush !== undefined && { webpush }),
  } as Message;
}

describe('firebase-admin accepts every fcmMessage and POSTs it as written', () => {
  const posted: unknown[] = [];
  const server = setupServer(
    http.post(`https://fcm.googleapis.com/v1/projects/${PROJECT_ID}/messages:send`, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ name: `projects/${PROJECT_ID}/messages/${posted.length}` });
    }),
  );
  let app: App;
  let messaging: Messaging;

  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
    const credential: Credential = {
      getAccessToken: async () => ({ access_token: 'fake-access-token', expires_in: 3600 }),
    };
    app = initializeApp({ credential, projectId: PROJECT_ID }, 'vendor-requests');
    messaging = getMessaging(app);
  });
  afterAll(async () => {
    await deleteApp(app);
    server.close();
  });

  /**
   * What firebase-admin POSTs for `message` in a dry run: it throws when its validation refuses it.
   * The one spelling it differs in is renamed back: it writes the APNs image as `apns.fcmOptions`,
   * the camelCase JSON name the HTTP v1 API also accepts for the reference's `apns.fcm_options`.
   */
  async function dryRun(message: FcmV1Message): Promise<unknown> {
    posted.length = 0;
    await messaging.send(asAdminMessage(message), true);
    expect(posted).toHaveLength(1);
    const body = posted[0] as { message: { apns?: Record<string, unknown> } };
    const apns = body.message.apns;
    if (apns !== undefined && 'fcmOptions' in apns) {
      const { fcmOptions, ...rest } = apns;
      body.message.apns = { ...rest, fcm_options: fcmOptions };
    }
    return body;
  }

  it('for every notification type and every delivery, to a token or a topic', async () => {
    const target = fc.oneof(fc.constant({ token }), fc.constant({ topic: 'team-NE' }));
    await fc.assert(
      fc.asyncProperty(pushMessage, anyDelivery, target, async (sent, delivery, to) => {
        const { message } = fcmMessage(sent, { ...to, ...delivery, at });
        expect(await dryRun(message)).toEqual({ validate_only: true, message });
      }),
      { numRuns: 60 },
    );
  });

  it('every fcmMessage golden too', async () => {
    for (const golden of fcmGoldens) {
      const { message } = fcmMessage(golden.sent, golden.options);
      expect(await dryRun(message), golden.name).toEqual({ validate_only: true, message });
    }
  });

  it('refuses what FCM refuses: the check is not vacuous (a data value that is not a string)', async () => {
    const { message } = fcmMessage({ message: 'm' }, { token });
    const broken = { ...message, data: { ...message.data, badge: 1 } } as unknown as FcmV1Message;
    await expect(dryRun(broken)).rejects.toThrow(/data must only contain string values/);
  });
});

// --- @parse/node-apn ------------------------------------------------------------------------

/**
 * node-apn's `Notification` with the setters and `headers()` its JavaScript has and its type
 * declarations leave out (lib/notification/apsProperties.js, lib/notification/index.js).
 */
type ApnNote = ApnNotification & {
  locKey: string;
  locArgs: string[];
  interruptionLevel: string;
  headers(): Record<string, string | number>;
};

/** node-apn's `Notification` configured with the same options through its own setters. */
function apnNotification(sent: Parameters<typeof apnsRequest>[0], options: ApnsOptions): ApnNote {
  const note = new ApnNotification() as ApnNote;
  const background = options.background === true;
  const title = sent.title == null || sent.title === '' ? null : sent.title;
  if (options.topic !== undefined) note.topic = options.topic;
  note.pushType = background ? 'background' : 'alert';
  note.priority = background || options.priority === 'normal' ? 5 : 10;
  if (options.ttl !== undefined)
    note.expiry = options.ttl === 0 ? 0 : Math.floor((options.at as Date).getTime() / 1000) + options.ttl;
  if (options.collapseKey !== undefined) note.collapseId = options.collapseKey;
  if (background) note.contentAvailable = true;
  else {
    note.alert = title === null ? { body: sent.message } : { title, body: sent.message };
    if (options.localized !== undefined) {
      note.locKey = options.localized.key;
      if (options.localized.args !== undefined) note.locArgs = [...options.localized.args];
    }
    if (options.priority !== undefined)
      note.interruptionLevel = options.priority === 'high' ? 'time-sensitive' : 'active';
  }
  if (options.badge !== undefined) note.badge = options.badge;
  if (options.sound !== undefined) note.sound = options.sound;
  if (options.threadId !== undefined) note.threadId = options.threadId;
  if (options.image !== undefined) note.mutableContent = true;
  note.payload = {
    ...(background && { message: sent.message, ...(title !== null && { title }) }),
    ...(sent.extras != null && { extras: sent.extras }),
    ...(options.image !== undefined && { fcm_options: { image: options.image } }),
  };
  return note;
}

/** node-apn's headers as sent: every value as text. */
const headersOf = (note: ApnNote) =>
  Object.fromEntries(Object.entries(note.headers()).map(([name, value]) => [name, String(value)]));

describe('@parse/node-apn compiles the same body and headers as apnsRequest', () => {
  it('for every notification type and every delivery', () => {
    fc.assert(
      fc.property(pushMessage, anyDelivery, fc.boolean(), (sent, delivery, withTopic) => {
        const options: ApnsOptions = { ...delivery, at, ...(withTopic && { topic: 'com.example.app' }) };
        const request: ApnsRequest = apnsRequest(sent, options);
        const note = apnNotification(sent, options);
        expect(JSON.parse(note.compile())).toEqual(request.body);
        expect(headersOf(note)).toEqual(request.headers);
      }),
    );
  });

  it('every apnsRequest golden too', () => {
    for (const golden of apnsGoldens) {
      const note = apnNotification(golden.sent, golden.options);
      const request = apnsRequest(golden.sent, golden.options);
      expect(JSON.parse(note.compile()), golden.name).toEqual(request.body);
      expect(headersOf(note), golden.name).toEqual(request.headers);
    }
  });
});

// --- the documentation's goldens ------------------------------------------------------------

describe('each request equals the golden written from its vendor’s documentation', () => {
  it.each(apnsGoldens.map((golden) => [golden.name, golden] as const))('APNs: %s', (_, golden) => {
    expect(golden.cites.length).toBeGreaterThan(0);
    expect(apnsRequest(golden.sent, golden.options)).toEqual(golden.request);
  });

  it.each(fcmGoldens.map((golden) => [golden.name, golden] as const))('FCM: %s', (_, golden) => {
    expect(fcmMessage(golden.sent, golden.options)).toEqual(golden.request);
  });

  it.each(wnsGoldens.map((golden) => [golden.name, golden] as const))('WNS: %s', (_, golden) => {
    expect(wnsRequest(golden.sent, golden.options)).toEqual(golden.request);
  });
});
