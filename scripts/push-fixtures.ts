/**
 * Writes tests/fixtures/push/senders.json: for every notification type, what the real sender
 * libraries produce from its sample (tests/fixtures/push/samples.ts), so that huddle's decoders
 * are tested against what senders really send, not against huddle's own guess of it.
 * - firebase-admin: the FCM HTTP v1 request bodies of `send()` and `sendEachForMulticast()`,
 *   captured offline: a credential that hands out a fake token, and msw answering the POST;
 * - @parse/node-apn: the JSON `Notification.compile()` returns, the body `Provider.send()` writes;
 * - wns: the toast XML of each `createToast…` template builder.
 * Two shapes no installed library writes are built by hand and marked `origin: 'hand-built'`:
 * the legacy FCM HTTP body (firebase-admin dropped that API; Google shut it down in 2024) and
 * the adaptive `ToastGeneric` toast (wns only knows the legacy templates).
 * With --check, writes nothing and fails when the committed file differs.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Notification as ApnNotification } from '@parse/node-apn';
import { type Credential, deleteApp, initializeApp } from 'firebase-admin/app';
import { getMessaging, type Message } from 'firebase-admin/messaging';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import wns from 'wns';
import type { NotificationType } from '../src/push/notifications.ts';
import type { PushMessage, PushSource } from '../src/push/payload.ts';
import { escapeAttribute, escapeContent } from '../src/push/xml/escape.ts';
import { samples, sampleTypes } from '../tests/fixtures/push/samples.ts';
import { untitled } from '../tests/fixtures/push/senders.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUTPUT = 'tests/fixtures/push/senders.json';
const check = process.argv.includes('--check');

const PROJECT_ID = 'huddle-fixtures';
const TOKEN = 'device-registration-token';
const TOKENS = ['device-registration-token-1', 'device-registration-token-2'];

/** One payload a sender produced from a sample notification. */
interface SenderEntry {
  readonly source: PushSource;
  readonly library: string;
  /** The installed version that produced it, or `null` for a hand-built payload. */
  readonly version: string | null;
  readonly origin: 'library' | 'hand-built';
  /** The call (or, hand-built, the document) the payload follows. */
  readonly variant: string;
  readonly type: NotificationType;
  readonly sent: PushMessage;
  readonly payload: unknown;
}

async function installedVersion(name: string): Promise<string> {
  const manifest: { version: string } = JSON.parse(await readFile(`${root}node_modules/${name}/package.json`, 'utf8'));
  return manifest.version;
}

const extrasJson = (sent: PushMessage) => JSON.stringify(sent.extras);

// --- firebase-admin -------------------------------------------------------------------------

let apps = 0;

/** The message bodies firebase-admin POSTs, in the order of the calls. */
async function captureFirebaseAdmin(send: (messaging: ReturnType<typeof getMessaging>) => Promise<unknown>) {
  const bodies: unknown[] = [];
  const server = setupServer(
    http.post(`https://fcm.googleapis.com/v1/projects/${PROJECT_ID}/messages:send`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ name: `projects/${PROJECT_ID}/messages/${bodies.length}` });
    }),
  );
  server.listen({ onUnhandledFrame: 'error' });
  const credential: Credential = {
    getAccessToken: async () => ({ access_token: 'fake-access-token', expires_in: 3600 }),
  };
  apps += 1;
  const app = initializeApp({ credential, projectId: PROJECT_ID }, `fixtures-${apps}`);
  try {
    await send(getMessaging(app));
  } finally {
    await deleteApp(app);
    server.close();
  }
  return bodies;
}

/** The three places senders put the title of a data message, as firebase-admin `Message`s. */
function firebaseMessages(sent: PushMessage): ReadonlyArray<readonly [string, Message]> {
  const data = { message: sent.message, extras: extrasJson(sent) };
  const title = sent.title ?? '';
  return [
    ['send(): data {message, extras: JSON}, notification {title}', { token: TOKEN, data, notification: { title } }],
    [
      'send(): data {message, extras: JSON}, android.notification {title}',
      { token: TOKEN, data, android: { notification: { title } } },
    ],
    [
      'send(): data {message, extras: JSON}, apns.payload.aps.alert {title, body}',
      { token: TOKEN, data, apns: { payload: { aps: { alert: { title, body: sent.message } } } } },
    ],
  ];
}

async function firebaseAdminEntries(type: NotificationType, version: string): Promise<SenderEntry[]> {
  const sent = samples[type];
  const entry = (source: PushSource, variant: string, payload: unknown): SenderEntry => ({
    source,
    library: 'firebase-admin',
    version,
    origin: 'library',
    variant,
    type,
    sent,
    payload,
  });
  const entries: SenderEntry[] = [];
  for (const [variant, message] of firebaseMessages(sent)) {
    const [body] = await captureFirebaseAdmin((messaging) => messaging.send(message));
    entries.push(entry('fcm-v1', variant, body));
  }
  // sendEach… speaks HTTP/2 by default, which msw cannot intercept; the HTTP/1.1 transport sends
  // the same bodies, one request per token.
  const multicast = await captureFirebaseAdmin((messaging) => {
    messaging.enableLegacyHttpTransport();
    return messaging.sendEachForMulticast({
      tokens: TOKENS,
      data: { message: sent.message, extras: extrasJson(sent) },
      notification: { title: sent.title ?? '' },
    });
  });
  const byToken = (body: unknown) => TOKENS.findIndex((token) => JSON.stringify(body).includes(`"${token}"`));
  for (const body of [...multicast].sort((a, b) => byToken(a) - byToken(b))) {
    entries.push(entry('fcm-v1', 'sendEachForMulticast() over the HTTP/1.1 transport: one request per token', body));
  }
  return entries;
}

/** The legacy FCM HTTP body (https://firebase.google.com/docs/cloud-messaging/http-server-ref). */
function fcmLegacyEntries(type: NotificationType): SenderEntry[] {
  const sent = samples[type];
  const common = {
    source: 'fcm-legacy',
    library: 'FCM legacy HTTP protocol reference (firebase.google.com/docs/cloud-messaging/http-server-ref)',
    version: null,
    origin: 'hand-built',
    type,
    sent,
  } as const;
  const data = { message: sent.message, extras: extrasJson(sent) };
  return [
    {
      ...common,
      variant: 'POST fcm.googleapis.com/fcm/send: to, priority, notification {title}, data',
      payload: { to: TOKEN, priority: 'high', notification: { title: sent.title }, data },
    },
    {
      ...common,
      variant: 'POST fcm.googleapis.com/fcm/send: registration_ids, notification {title, body}, data',
      payload: { registration_ids: TOKENS, notification: { title: sent.title, body: sent.message }, data },
    },
  ];
}

// --- @parse/node-apn ------------------------------------------------------------------------

function apnEntries(type: NotificationType, version: string): SenderEntry[] {
  const sent = samples[type];
  const title = sent.title ?? '';
  const compiled = (variant: string, build: (note: ApnNotification) => void, carried = sent): SenderEntry => {
    const note = new ApnNotification();
    build(note);
    note.payload = { extras: sent.extras };
    return {
      source: 'aps',
      library: '@parse/node-apn',
      version,
      origin: 'library',
      variant,
      type,
      sent: carried,
      payload: JSON.parse(note.compile()),
    };
  };
  return [
    compiled('title and body setters, extras as payload key', (note) => {
      note.title = title;
      note.body = sent.message;
    }),
    compiled('alert = {title, body}, extras as payload key', (note) => {
      note.alert = { title, body: sent.message };
    }),
    compiled(
      'body setter alone (alert as a string), extras as payload key',
      (note) => {
        note.body = sent.message;
      },
      untitled(sent),
    ),
    compiled('title and body setters with sound and badge, extras as payload key', (note) => {
      note.title = title;
      note.body = sent.message;
      note.sound = 'default';
      note.badge = 1;
    }),
  ];
}

// --- wns ------------------------------------------------------------------------------------

/** The extras as the spec's launch XML, unescaped: wns escapes `launch` itself. */
function launchXml({ extras }: PushMessage): string {
  if (extras == null) return '';
  let xml = `<extras><type>${escapeContent(extras.type)}</type>`;
  if (extras.more != null) {
    xml += '<more>';
    for (const [name, value] of Object.entries(extras.more)) xml += `<${name}>${escapeContent(value)}</${name}>`;
    xml += '</more>';
  }
  return `${xml}</extras>`;
}

const IMAGE = { image1src: 'ms-appx:///Assets/team-logo.png', image1alt: 'Team logo' };

function wnsEntries(type: NotificationType, version: string): SenderEntry[] {
  const sent = samples[type];
  const title = sent.title ?? '';
  const launch = launchXml(sent);
  const built = (source: PushSource, variant: string, payload: string, carried = sent): SenderEntry => ({
    source,
    library: 'wns',
    version,
    origin: 'library',
    variant,
    type,
    sent: carried,
    payload,
  });
  return [
    built(
      'toast',
      'createToastText02({text1: message, addImageQuery: false}, {launch, addImageQuery: false}): text2 omitted',
      wns.createToastText02({ text1: sent.message, addImageQuery: false }, { launch, addImageQuery: false }),
      untitled(sent),
    ),
    built(
      'toast',
      'createToastText02({text1: title, text2: message}, {launch})',
      wns.createToastText02({ text1: title, text2: sent.message }, { launch }),
    ),
    built(
      'toast',
      "createToastText02({text1: title, text2: message}, {launch, duration: 'long', lang: 'en-US'})",
      wns.createToastText02({ text1: title, text2: sent.message }, { launch, duration: 'long', lang: 'en-US' }),
    ),
    built(
      'toast',
      "createToast({type: 'ToastText02', text1: title, text2: message}, {launch})",
      wns.createToast({ type: 'ToastText02', text1: title, text2: sent.message }, { launch }),
    ),
    built(
      'toast-template',
      'createToastText01({text1: message}, {launch})',
      wns.createToastText01({ text1: sent.message }, { launch }),
      untitled(sent),
    ),
    built(
      'toast-template',
      'createToastText03({text1: title, text2: message}, {launch})',
      wns.createToastText03({ text1: title, text2: sent.message }, { launch }),
    ),
    built(
      'toast-template',
      'createToastText04({text1: title, text2: message}, {launch}): text3 omitted',
      wns.createToastText04({ text1: title, text2: sent.message }, { launch }),
    ),
    built(
      'toast-template',
      'createToastImageAndText01({image1src, image1alt, text1: message}, {launch})',
      wns.createToastImageAndText01({ ...IMAGE, text1: sent.message }, { launch }),
      untitled(sent),
    ),
    built(
      'toast-template',
      'createToastImageAndText02({image1src, image1alt, text1: title, text2: message}, {launch})',
      wns.createToastImageAndText02({ ...IMAGE, text1: title, text2: sent.message }, { launch }),
    ),
    built(
      'toast-template',
      'createToastImageAndText03({image1src, image1alt, text1: title, text2: message}, {launch})',
      wns.createToastImageAndText03({ ...IMAGE, text1: title, text2: sent.message }, { launch }),
    ),
    built(
      'toast-template',
      'createToastImageAndText04({image1src, image1alt, text1: title, text2: message}, {launch}): text3 omitted',
      wns.createToastImageAndText04({ ...IMAGE, text1: title, text2: sent.message }, { launch }),
    ),
  ];
}

/**
 * The adaptive toast (learn.microsoft.com/windows/apps/design/shell/tiles-and-notifications/
 * adaptive-interactivity-toasts, "Toast content schema"): unnumbered texts, the first the title.
 */
function toastGenericEntry(type: NotificationType): SenderEntry {
  const sent = samples[type];
  const texts = [sent.title, sent.message].filter((text) => text != null && text !== '');
  const payload = `<toast launch="${escapeAttribute(launchXml(sent))}"><visual><binding template="ToastGeneric">${texts
    .map((text) => `<text>${escapeContent(text ?? '')}</text>`)
    .join('')}</binding></visual></toast>`;
  return {
    source: 'toast-generic',
    library: 'Microsoft toast content schema (learn.microsoft.com, adaptive toasts)',
    version: null,
    origin: 'hand-built',
    variant: 'ToastGeneric binding: <text>title</text><text>message</text>, launch as in the spec',
    type,
    sent,
    payload,
  };
}

// --- output ---------------------------------------------------------------------------------

const versions = {
  'firebase-admin': await installedVersion('firebase-admin'),
  '@parse/node-apn': await installedVersion('@parse/node-apn'),
  wns: await installedVersion('wns'),
};

const entries: SenderEntry[] = [];
for (const type of sampleTypes) {
  entries.push(
    ...(await firebaseAdminEntries(type, versions['firebase-admin'])),
    ...fcmLegacyEntries(type),
    ...apnEntries(type, versions['@parse/node-apn']),
    ...wnsEntries(type, versions.wns),
    toastGenericEntry(type),
  );
}

const document = {
  $comment: 'Generated by `npm run fixtures:push` (scripts/push-fixtures.ts). Do not edit.',
  libraries: versions,
  entries,
};
const text = `${JSON.stringify(document, null, 2)}\n`;
const current = await readFile(root + OUTPUT, 'utf8').catch(() => null);
if (current !== text) {
  if (check) {
    console.error(
      `${OUTPUT} is ${current === null ? 'missing' : 'stale'}.\nRun \`npm run fixtures:push\` and commit the result.`,
    );
    process.exit(1);
  }
  await writeFile(root + OUTPUT, text);
}
console.log(
  check ? `${OUTPUT} is current (${entries.length} entries).` : `Wrote ${OUTPUT} (${entries.length} entries).`,
);
