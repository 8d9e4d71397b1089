/**
 * What a sender asks of a delivery, with one meaning on every vendor, and the one table of which
 * vendor's request carries which option, and how.
 */
import { DeliveryError } from '../errors/delivery-error.js';
import { headerRefusal } from '../header-value.js';

/**
 * How a notification is delivered: the same options, with the same meaning, for `apnsRequest`,
 * `fcmMessage` and `wnsRequest`. An option a vendor's request cannot carry is a `DeliveryError`
 * naming the option and the vendor, never dropped (docs/push.md, "Sending", has the table).
 */
export interface Delivery {
  /** A background (data-only) push: nothing is shown, the app is woken to handle it (`false`: as absent). */
  readonly background?: boolean;
  /** `high`: deliver now, waking the device; `normal`: when it suits the device's power. */
  readonly priority?: 'high' | 'normal';
  /** How long the vendor keeps trying an offline device, in whole seconds; `0`: now or never. */
  readonly ttl?: number;
  /** A newer push with the same key replaces an undelivered (or shown) older one. */
  readonly collapseKey?: string;
  /** The count on the app's icon. */
  readonly badge?: number;
  /** The sound to play: `default`, or a sound file of the app. */
  readonly sound?: string;
  /** Groups the notifications of one thread (a game, a story) together. */
  readonly threadId?: string;
  /** The Android notification channel it is shown in (Android 8 and later require one). */
  readonly channel?: string;
  /** The https URL of an image shown with it. */
  readonly image?: string;
  /** A key of the app's localised strings, shown instead of the message, and its arguments. */
  readonly localized?: { readonly key: string; readonly args?: readonly string[] };
}

/** A delivery option. */
export type DeliveryOption = keyof Delivery;

/** The vendors a request is built for: Apple's APNs, Firebase Cloud Messaging, Windows' WNS. */
export type PushVendor = 'apns' | 'fcm' | 'wns';

/** The parts of the vendors' requests the options are written into, filled while they are. */
export interface Sections {
  /** APNs: the request headers, `aps` keys, `aps.alert` keys, and an image URL. */
  readonly apns: {
    headers: Record<string, string>;
    aps: Record<string, unknown>;
    alert: Record<string, unknown>;
    image?: string;
  };
  /** FCM's `android`: its own keys, and its `notification`'s. */
  readonly android: { config: Record<string, unknown>; notification: Record<string, unknown> };
  /** FCM's `webpush` headers. */
  readonly webpush: { headers: Record<string, string> };
  /** WNS: the request headers. */
  readonly wns: { headers: Record<string, string> };
}

/** A part of a request. */
export type Section = keyof Sections;

/** What a writer sees besides its value: the whole delivery and the time of sending, in seconds. */
export interface Context {
  readonly delivery: Delivery;
  readonly now: number;
}

/**
 * How a section takes an option: a writer (returning why it refuses this value with these other
 * options, or nothing once written), or why the section has no such thing at all.
 */
type Cell<S extends Section, V> = ((section: Sections[S], value: V, context: Context) => string | undefined) | string;

/** An option's row: what makes a value of it, and each section's cell. */
type Row<V> = { readonly check: (value: unknown) => string | undefined } & { readonly [S in Section]: Cell<S, V> };

/** Which sections each vendor's request is made of. */
export const vendorSections = {
  apns: ['apns'],
  fcm: ['android', 'webpush', 'apns'],
  wns: ['wns'],
} as const satisfies Record<PushVendor, readonly Section[]>;

const FCM_MAX_TTL = 2_419_200;
const BACKGROUND = 'a background push shows nothing';

const whole = (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? undefined : 'expected a whole number, 0 or more';
const someText = (value: unknown) =>
  typeof value === 'string' && value !== '' ? undefined : 'expected a non-empty string';
/** A header value of at most `length` bytes (all ASCII, so characters are bytes), as the vendors count. */
const atMost = (length: number, header: string) => (value: string) =>
  headerRefusal(header, value) ??
  (value.length > length ? `${header} holds at most ${length} bytes, found ${value.length}` : undefined);
const shown = (context: Context) => (context.delivery.background === true ? BACKGROUND : undefined);

/** Writes unless `refusal` says why not; gives the refusal. */
const unless = (refusal: string | undefined, write: () => void): string | undefined => {
  if (refusal === undefined) write();
  return refusal;
};

/** Writes, refusing nothing. */
const written = (write: () => void): undefined => void write();

// An https URL: the scheme, a host, then anything but whitespace. Checked by its text, as Hermes
// (React Native's engine, which loads huddle/push) has no full URL parser.
const HTTPS_URL = /^https:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;
const httpsUrl = (value: unknown) =>
  typeof value === 'string' && HTTPS_URL.test(value) ? undefined : 'expected an https URL';

/**
 * Which vendor section carries which option, and how: the one table. A string cell says why the
 * section has no such thing; an option no section of a vendor carries is a `DeliveryError`, as is
 * a refusal a writer returns (a value or a combination the vendor does not take).
 */
export const carriers = {
  background: {
    check: (value) => (typeof value === 'boolean' ? undefined : 'expected true or false'),
    apns: () => undefined,
    android: () => undefined,
    webpush: () => undefined,
    wns: "a toast is shown; WNS's background push is a raw notification, which holds no toast",
  },
  priority: {
    check: (value) => (value === 'high' || value === 'normal' ? undefined : 'expected "high" or "normal"'),
    apns: (section, value, { delivery }) => {
      const background = delivery.background === true;
      const refusal =
        background && value === 'high' ? 'a background push goes at priority 5 (APNs refuses 10)' : undefined;
      return unless(refusal, () => {
        section.headers['apns-priority'] = value === 'high' ? '10' : '5';
        if (!background) section.aps['interruption-level'] = value === 'high' ? 'time-sensitive' : 'active';
      });
    },
    android: (section, value) => written(() => (section.config.priority = value)),
    webpush: (section, value) => written(() => (section.headers.Urgency = value)),
    wns: 'a WNS toast has no delivery priority',
  },
  ttl: {
    check: whole,
    apns: (section, value, { now }) =>
      unless(
        value !== 0 && now + value < 0
          ? 'apns-expiration would be before 1970: `at` plus `ttl` is before the epoch'
          : undefined,
        () => (section.headers['apns-expiration'] = value === 0 ? '0' : `${now + value}`),
      ),
    android: (section, value) =>
      unless(value > FCM_MAX_TTL ? `FCM keeps a message at most ${FCM_MAX_TTL} seconds (28 days)` : undefined, () => {
        section.config.ttl = `${value}s`;
      }),
    webpush: (section, value) => written(() => (section.headers.TTL = `${value}`)),
    wns: (section, value) => written(() => (section.headers['X-WNS-TTL'] = `${value}`)),
  },
  collapseKey: {
    check: someText,
    apns: (section, value) =>
      unless(atMost(64, 'apns-collapse-id')(value), () => (section.headers['apns-collapse-id'] = value)),
    android: (section, value) => written(() => (section.config.collapse_key = value)),
    webpush: "huddle's web push headers are TTL and Urgency",
    wns: (section, value) => unless(atMost(16, 'X-WNS-Tag')(value), () => (section.headers['X-WNS-Tag'] = value)),
  },
  badge: {
    check: whole,
    apns: (section, value, context) => unless(shown(context), () => (section.aps.badge = value)),
    android: (section, value, context) =>
      unless(shown(context), () => (section.notification.notification_count = value)),
    webpush: 'a web push holds no badge count',
    wns: 'a toast holds no badge: WNS sends badges as wns/badge notifications',
  },
  sound: {
    check: someText,
    apns: (section, value, context) => unless(shown(context), () => (section.aps.sound = value)),
    android: (section, value, context) => unless(shown(context), () => (section.notification.sound = value)),
    webpush: 'a web push notification plays the browser’s sound',
    wns: "the spec's toast (ToastText02) plays Windows' default sound",
  },
  threadId: {
    check: someText,
    apns: (section, value) => written(() => (section.aps['thread-id'] = value)),
    android: "FCM's Android notification has no thread",
    webpush: 'a web push has no thread',
    wns: (section, value) => unless(atMost(16, 'X-WNS-Group')(value), () => (section.headers['X-WNS-Group'] = value)),
  },
  channel: {
    check: someText,
    apns: 'iOS has no notification channels',
    android: (section, value, context) => unless(shown(context), () => (section.notification.channel_id = value)),
    webpush: 'a web push has no notification channel',
    wns: 'Windows has no notification channels',
  },
  image: {
    check: httpsUrl,
    apns: (section, value, context) =>
      unless(shown(context), () => {
        section.aps['mutable-content'] = 1;
        section.image = value;
      }),
    android: (section, value, context) => unless(shown(context), () => (section.notification.image = value)),
    webpush: "huddle's web push carries the data, not a notification",
    wns: "the spec's toast (ToastText02) shows no image",
  },
  localized: {
    check: (value) => {
      const { key, args } = (value ?? {}) as { key?: unknown; args?: unknown };
      if (someText(key) !== undefined) return 'expected { key, args? } with a non-empty key';
      const texts = args === undefined || (Array.isArray(args) && args.every((arg) => typeof arg === 'string'));
      return texts ? undefined : 'expected args to be a list of strings';
    },
    apns: (section, { key, args }, context) =>
      unless(shown(context), () => {
        section.alert['loc-key'] = key;
        if (args !== undefined) section.alert['loc-args'] = [...args];
      }),
    android: (section, { key, args }, context) =>
      unless(shown(context), () => {
        section.notification.body_loc_key = key;
        if (args !== undefined) section.notification.body_loc_args = [...args];
      }),
    webpush: "huddle's web push carries the data, not a notification",
    wns: "a toast's text is sent as shown: WNS has no localisation key",
  },
} as const satisfies { readonly [O in DeliveryOption]-?: Row<NonNullable<Delivery[O]>> };

/** The delivery options, in the order of the table. */
export const deliveryOptions = /* @__PURE__ */ Object.keys(carriers) as readonly DeliveryOption[];

/** Fresh, empty sections. */
const emptySections = (): { [S in Section]: Sections[S] } => ({
  apns: { headers: {}, aps: {}, alert: {} },
  android: { config: {}, notification: {} },
  webpush: { headers: {} },
  wns: { headers: {} },
});

/** Refuses options that are no object of delivery options (`null`, a number, a list), before any is read. */
export function checkOptions(vendor: PushVendor, options: unknown): void {
  if (typeof options === 'object' && options !== null && !Array.isArray(options)) return;
  const found = options === null ? 'null' : Array.isArray(options) ? 'a list' : typeof options;
  throw new DeliveryError(vendor, 'options', `expected an object of delivery options, found ${found}`);
}

/**
 * Writes every option of `delivery` into the sections of `vendor`'s request. Members that are not
 * delivery options are the vendor's own (`addressing`, checked by its wrapper); any other key is
 * refused, as is a value of the wrong kind, an option none of the vendor's sections carries, and
 * a refusal of any of them.
 */
export function carry(
  vendor: PushVendor,
  delivery: Delivery,
  addressing: readonly string[],
  now: number,
): { [S in Section]: Sections[S] } {
  const sections = emptySections();
  const fail = (option: string, reason: string) => new DeliveryError(vendor, option, reason);
  for (const key of Object.keys(delivery)) {
    if (!Object.hasOwn(carriers, key) && !addressing.includes(key)) {
      throw fail(key, `not a delivery option: expected ${[...deliveryOptions, ...addressing].join(', ')}`);
    }
  }
  for (const option of deliveryOptions) {
    const value = delivery[option];
    // `background: false` asks for what every request is without it.
    if (value === undefined || value === false) continue;
    const row = carriers[option] as unknown as Row<unknown>;
    const problem = row.check(value);
    if (problem !== undefined) throw fail(option, problem);
    const lacking: string[] = [];
    for (const section of vendorSections[vendor]) {
      const cell = row[section] as Cell<Section, unknown>;
      if (typeof cell === 'string') {
        lacking.push(cell);
        continue;
      }
      const refusal = cell(sections[section] as never, value, { delivery, now });
      if (refusal !== undefined) throw fail(option, refusal);
    }
    if (lacking.length === vendorSections[vendor].length) throw fail(option, lacking.join('; '));
  }
  return sections;
}
