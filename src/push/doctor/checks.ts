/**
 * The doctor's checks, one row per finding code: how grave it is, what it means, the fix, and how
 * it is found. A new check is a row; `diagnose` runs every row, in this order.
 */
import { withArticle } from '../../indefinite-article.js';
import { describeKind, isRecord } from '../../untyped-values.js';
import { utf8Length } from '../codecs/text.js';
import { headerRefusal } from '../header-value.js';
import { isNotificationType, notificationTypes } from '../notifications.js';
import { platforms, vendorNames } from '../platform.js';
import { groupKindOf, groupsMeantBy, typesOf } from './catalog-names.js';
import { OPTION_RULES, optionsOf } from './options.js';
import { type Sent, under } from './sent.js';
import { reaches } from './targets.js';
import { apnsParts, fcmMessage, header, isBackground, oversized, requestHeaders } from './views.js';

/** How grave a finding is: `error`, the push will not show (or not as sent); `warning`, it shows, but not as meant. */
export type Severity = 'error' | 'warning';

/** Where a check found something: the path, what is wrong there, and a fix when it differs from the row's. */
export interface Spot {
  readonly path: string;
  readonly message: string;
  readonly fix?: string;
}

/** One check of the doctor. */
export interface Check {
  readonly severity: Severity;
  /** What the code means, in a few words (docs/push.md's table). */
  readonly means: string;
  /** The fix, in one sentence. */
  readonly fix: string;
  /** Where the payload has it, each (none when it has not). */
  readonly find: (sent: Sent) => readonly Spot[];
}

const none: readonly Spot[] = [];
const when = (condition: boolean, spot: () => Spot): readonly Spot[] => (condition ? [spot()] : none);

/** The fields of a toast's decode failures that a toast row names, tried in order: the rest are `unreadable`. */
const TOAST_FIELDS = { template: /@template$/, launch: /^launch/, text: /^toast\.visual/ } as const;

type ToastPart = keyof typeof TOAST_FIELDS;

/** The part of a toast that `decode` refused, or `null` when it read it or refused something else. */
function refusedPart(sent: Sent): ToastPart | null {
  if (sent.read.ok || sent.read.error.platform !== 'toast') return null;
  const { field } = sent.read.error;
  return (Object.keys(TOAST_FIELDS) as ToastPart[]).find((part) => TOAST_FIELDS[part].test(field)) ?? null;
}

/** The path of a field as `decode` names it: a toast's launch fields are under its `launch` attribute. */
const decodedPath = (sent: Sent, field: string) =>
  under(sent.at, field.startsWith('launch') ? `toast@${field}` : field);

/** The decode failure of a toast, when it is of `part`. */
function toastFailure(sent: Sent, part: ToastPart): readonly Spot[] {
  if (sent.read.ok || refusedPart(sent) !== part) return none;
  const { field, reason } = sent.read.error;
  return [{ path: decodedPath(sent, field), message: reason }];
}

/** The topics of an FCM request: v1's `message.topic`, the legacy body's `to: /topics/…`. */
function topics(sent: Sent): readonly (readonly [string, string])[] {
  const message = fcmMessage(sent);
  if (message !== null) return typeof message.topic === 'string' ? [['message.topic', message.topic]] : [];
  const to = isRecord(sent.payload) && sent.platform === 'data' ? sent.payload.to : undefined;
  return typeof to === 'string' && to.startsWith('/topics/') ? [['to', to.slice('/topics/'.length)]] : [];
}

/** The `extras.type` decode read, when it is none of the catalog's: what the catalog rows judge. */
const strangeType = (sent: Sent): string | null => {
  const type = sent.read.ok ? sent.read.push.extras?.type : undefined;
  return type === undefined || isNotificationType(type) ? null : type;
};

/** Every check of the doctor, by its code. */
export const checks = {
  unreadable: {
    severity: 'error',
    means: 'the device cannot read the payload: `decode` refuses it',
    fix: 'Write the field as docs/push.md ("What decode accepts") shows it, or encode the payload with huddle.',
    find: (sent) => {
      if (sent.read.ok || oversized(sent).length > 0) return none;
      if (refusedPart(sent) !== null) return none;
      const { field, reason } = sent.read.error;
      return [{ path: field === 'payload' ? sent.at || 'payload' : under(sent.at, field), message: reason }];
    },
  },
  'target-mismatch': {
    severity: 'error',
    means: 'the payload is written for a vendor that does not deliver to the target',
    fix: "Send the target's own payload: encode the notification for the platform its vendor takes.",
    find: (sent) => {
      const { platform, target } = sent;
      return when(platform !== null && !reaches(platform, target), () => ({
        path: sent.at || 'payload',
        message: `${withArticle(vendorNames[platforms[platform ?? 'data'].vendor])} payload, which does not reach ${target}`,
      }));
    },
  },
  'over-size-limit': {
    severity: 'error',
    means: "over the vendor's size limit (APNs 4096 bytes, FCM 4096 of data, WNS 5000)",
    fix: 'Shorten the message, or encode with { truncate: true } so that it fits.',
    find: (sent) =>
      oversized(sent).map(({ path, bytes, limit }) => ({
        path,
        message: `${bytes} bytes, over the limit of ${limit} bytes`,
      })),
  },
  'toast-template': {
    severity: 'error',
    means: 'a toast template Windows does not render',
    fix: "Use the spec's ToastText02 (or ToastGeneric, ToastText01 to 04, ToastImageAndText01 to 04).",
    find: (sent) => toastFailure(sent, 'template'),
  },
  'toast-text': {
    severity: 'error',
    means: 'a toast without the texts its template shows: no binding, no text, or texts it cannot place',
    fix: 'Give the binding a text holding the message (ToastText02: the title in text id 1, the message in id 2).',
    find: (sent) => toastFailure(sent, 'text'),
  },
  'toast-launch': {
    severity: 'error',
    means: 'a `launch` that is not the extras XML, so the app cannot tell where the toast leads',
    fix: 'Write launch as the escaped extras XML: <extras><type>…</type><more>…</more></extras>.',
    find: (sent) => toastFailure(sent, 'launch'),
  },
  'missing-type': {
    severity: 'error',
    means: '`extras` without a `type` that is text: the push shows its message, but leads home',
    fix: 'Give the extras the notification type as text (docs/push.md, "Notifications and deep links").',
    find: (sent) =>
      sent.read.ok
        ? sent.read.push.problems
            .filter(({ field }) => field.endsWith('.type'))
            .map(({ field, reason }) => ({
              path: decodedPath(sent, field),
              message: `${reason}: decode reads the extras as absent, and the push leads home`,
            }))
        : none,
  },
  'group-as-type': {
    severity: 'error',
    means: '`extras.type` holds a group name, not a notification type',
    fix: 'Send the notification type the group delivers.',
    find: (sent) => {
      const type = strangeType(sent);
      const kind = type === null ? null : groupKindOf(type);
      if (kind === null) return none;
      const types = typesOf(kind);
      return [
        {
          path: `${sent.extrasAt}.type`,
          message: `${JSON.stringify(type)} is a group (${kind}), not a notification type: the push leads home`,
          fix:
            types === null
              ? `The group ${kind} delivers no notification type: send the type of what happened.`
              : `Send the type ${types}, which the group ${kind} delivers.`,
        },
      ];
    },
  },
  'unknown-type': {
    severity: 'error',
    means: '`extras.type` is not in the notification catalog, so the push leads home',
    fix: 'Send one of the catalog\'s types (docs/push.md, "Notifications and deep links").',
    find: (sent) => {
      const type = strangeType(sent);
      return when(type !== null && groupKindOf(type) === null, () => ({
        path: `${sent.extrasAt}.type`,
        message: `${JSON.stringify(type)} is not a notification type of the service: the push leads home`,
      }));
    },
  },
  'missing-parameter': {
    severity: 'error',
    means: '`extras.more` lacks the parameter the type requires, so the push leads home',
    fix: "Put the type's parameter (articleId, gameId or injuryId) in extras.more, as non-empty text.",
    find: (sent) => {
      if (!sent.read.ok || sent.read.push.extras === null || sent.read.push.notification !== null) return none;
      const { type } = sent.read.push.extras;
      if (!isNotificationType(type)) return none;
      const { parameter } = notificationTypes[type];
      return [
        {
          path: `${sent.extrasAt}.more.${parameter}`,
          message: `${type} needs a non-empty ${parameter} in more: the push leads home`,
          fix: `Put the ${parameter} of the ${type} in extras.more.${parameter}, as text.`,
        },
      ];
    },
  },
  'type-as-group': {
    severity: 'error',
    means: 'a topic spelt as a notification type, where a group is expected: no device subscribes to it',
    fix: 'Send to the group, spelt as the spec lists it.',
    find: (sent) =>
      topics(sent).flatMap(([path, topic]) => {
        const meant = groupsMeantBy(topic);
        return meant === null
          ? none
          : [
              {
                path,
                message: `${JSON.stringify(topic)} is spelt as a notification type, not a group: no device subscribes to it`,
                fix: `Send to the group ${meant}.`,
              },
            ];
      }),
  },
  'data-only-without-content-available': {
    severity: 'error',
    means: 'a data-only push to iOS without `content-available`: iOS never hands it to the app',
    fix: 'Set aps content-available to 1 with apns-push-type background and apns-priority 5, or send an alert.',
    find: (sent) => {
      const apns = apnsParts(sent);
      return when(apns !== null && apns.alertAt === null && apns.aps['content-available'] !== 1, () => ({
        path: `${apns?.apsAt}.content-available`,
        message: 'no alert and no content-available: 1, so iOS neither shows the push nor wakes the app for it',
      }));
    },
  },
  'background-with-alert': {
    severity: 'error',
    means: 'apns-push-type background with an alert: APNs does not show a background push',
    fix: 'Send it with apns-push-type alert, or drop the alert and keep content-available: 1.',
    find: (sent) => {
      const apns = apnsParts(sent);
      const alertAt = isBackground(apns) ? apns.alertAt : null;
      return alertAt === null
        ? none
        : [{ path: alertAt, message: 'an alert in a push sent with apns-push-type background: iOS does not show it' }];
    },
  },
  'background-priority': {
    severity: 'error',
    means: 'apns-push-type background at apns-priority 10, which APNs refuses',
    fix: 'Send a background push with apns-priority 5.',
    find: (sent) => {
      const apns = apnsParts(sent);
      const priority = isBackground(apns) ? header(apns.headers, 'apns-priority') : null;
      return priority?.value === '10'
        ? [
            {
              path: `${apns?.headersAt}.${priority.name}`,
              message: 'apns-priority 10 with apns-push-type background: APNs refuses the request',
            },
          ]
        : none;
    },
  },
  'invalid-option': {
    severity: 'error',
    means: 'a delivery option (header, TTL, priority) of a value the vendor refuses',
    fix: 'Write the option as its vendor takes it.',
    find: (sent) =>
      OPTION_RULES.flatMap(([kind, name, pattern, expected]) => {
        const [at, options] = optionsOf(sent, kind);
        const option = header(options, name);
        return option === null || pattern.test(option.value)
          ? none
          : [
              {
                path: `${at}.${option.name}`,
                message: `${JSON.stringify(option.value)} is not a value ${name} takes`,
                fix: `Write ${name} as ${expected}.`,
              },
            ];
      }),
  },
  'invalid-header-value': {
    severity: 'error',
    means:
      'a header value a vendor cannot take: a control character (CR, LF, NUL), non-ASCII, or a space at either end',
    fix: 'Write header values in printable ASCII, with no space at either end.',
    find: (sent) =>
      requestHeaders(sent).flatMap(([at, headers]) =>
        Object.entries(headers).flatMap(([name, value]) => {
          const refusal = typeof value === 'string' ? headerRefusal(name, value) : undefined;
          return refusal === undefined ? none : [{ path: `${at}.${name}`, message: refusal }];
        }),
      ),
  },
  'collapse-id-too-long': {
    severity: 'error',
    means: 'an apns-collapse-id over 64 bytes, which APNs refuses',
    fix: 'Use a collapse id of at most 64 bytes (a notification type and an id fit).',
    find: (sent) => {
      const apns = apnsParts(sent);
      const id = header(apns?.headers ?? null, 'apns-collapse-id');
      const bytes = id === null ? 0 : utf8Length(id.value);
      return when(bytes > 64, () => ({
        path: `${apns?.headersAt}.${id?.name}`,
        message: `${bytes} bytes, over APNs' 64`,
      }));
    },
  },
  'image-without-mutable-content': {
    severity: 'error',
    means: 'an image for iOS without `mutable-content`: the notification shows without it',
    fix: "Set aps mutable-content to 1, so that the app's notification service extension can attach the image.",
    find: (sent) => {
      const apns = apnsParts(sent);
      if (apns === null || apns.aps['mutable-content'] === 1) return none;
      return apns.images.map((path) => ({
        path,
        message: `an image, but ${apns.apsAt}.mutable-content is not 1: iOS shows the push without it`,
      }));
    },
  },
  'fcm-data-not-string': {
    severity: 'error',
    means: 'an FCM data value that is not text: FCM refuses the request',
    fix: 'Send every data value as text: JSON.stringify an object (huddle: data.encode with { extrasAsJson: true }).',
    find: (sent) => {
      const message = fcmMessage(sent);
      if (message === null) return none;
      const maps = [
        ['message.data', message.data],
        ['message.android.data', isRecord(message.android) ? message.android.data : undefined],
      ] as const;
      return maps.flatMap(([at, map]) =>
        Object.entries(isRecord(map) ? map : {}).flatMap(([key, value]) =>
          typeof value === 'string'
            ? none
            : [
                {
                  path: `${at}.${key}`,
                  message: `expected text, found ${describeKind(value)}: FCM refuses the request`,
                },
              ],
        ),
      );
    },
  },
  'android-no-channel': {
    severity: 'warning',
    means: 'an Android notification without a channel: it lands in the default channel, without heads-up display',
    fix: 'Set android.notification.channel_id to a channel the app creates (high importance for heads-up display).',
    find: (sent) => {
      const message = fcmMessage(sent);
      if (sent.target !== 'android' || message === null) return none;
      const android = isRecord(message.android) ? message.android : {};
      const notification = isRecord(android.notification) ? android.notification : null;
      const channel = notification?.channel_id;
      return when(
        (isRecord(message.notification) || notification !== null) && (typeof channel !== 'string' || channel === ''),
        () => ({
          path: 'message.android.notification.channel_id',
          message: 'a notification for Android without channel_id: it shows in the default channel, not heads-up',
        }),
      );
    },
  },
  'wns-type': {
    severity: 'error',
    means: 'a WNS request whose X-WNS-Type is not wns/toast: WNS refuses it, or does not show it as a toast',
    fix: 'Send toast XML with X-WNS-Type: wns/toast.',
    find: (sent) => {
      const type = header(sent.headers, 'X-WNS-Type');
      return when(sent.platform === 'toast' && sent.headers !== null && type?.value !== 'wns/toast', () => ({
        path: `headers.${type?.name ?? 'X-WNS-Type'}`,
        message: type === null ? 'missing' : `${JSON.stringify(type.value)}, for a toast body`,
      }));
    },
  },
  'fcm-legacy': {
    severity: 'warning',
    means: "the legacy FCM HTTP body: FCM's legacy API no longer takes requests",
    fix: 'Send an FCM HTTP v1 request, { message: { token or topic, data, notification } }.',
    find: (sent) => {
      const legacy = ['to', 'registration_ids', 'condition'].find(
        (key) => sent.platform === 'data' && isRecord(sent.payload) && key in sent.payload,
      );
      return when(legacy !== undefined && fcmMessage(sent) === null, () => ({
        path: legacy as string,
        message: 'addressed as the legacy HTTP API, which Firebase shut down in 2024',
      }));
    },
  },
} as const satisfies Record<string, Check>;

/** A finding's code: one row of the doctor's table of checks (`checks`, src/push/doctor/checks.ts). */
export type FindingCode = keyof typeof checks;
