/**
 * Notifications of every type of the catalog, with text any platform carries, for property tests
 * of the decoders (in the style of tests/push/codecs/shared.test.ts).
 */
import fc from 'fast-check';
import {
  type Delivery,
  type NotificationExtras,
  type NotificationType,
  notificationTypes,
  type PushMessage,
} from '../../../src/push/index.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters no platform carries
const carried = (text: string) => !/[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/.test(text);

/** Text any platform carries, weighted towards JSON and XML specials, line breaks and astral characters. */
export const pushText = fc
  .array(
    fc.oneof(
      fc.constantFrom('"', '\\', '&', '<', '{', '}', '\n', '\r\n', '\t', ' ', '…', '😀', '👨‍👩‍👧', 'e\u0301'),
      fc.string({ unit: 'grapheme', maxLength: 3 }),
      fc.string({ unit: 'binary', maxLength: 3 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''))
  .filter(carried);

/** A parameter name every codec carries. */
const parameterName = fc
  .stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,8}$/)
  .filter((name) => !/^xml/i.test(name) && !(name in Object.prototype) && name !== 'prototype');

const parameters = fc.dictionary(parameterName, pushText, { maxKeys: 3 });

const typeNames = Object.keys(notificationTypes) as NotificationType[];

/** Extras of any type of the catalog, its required parameter present and not empty. */
export const extrasOfAnyType: fc.Arbitrary<NotificationExtras> = fc.constantFrom(...typeNames).chain((type) => {
  const { parameter } = notificationTypes[type];
  if (parameter === null)
    return fc.record({ type: fc.constant(type), more: fc.option(parameters, { nil: undefined }) });
  const required = pushText.filter((value) => value !== '');
  return fc.record({
    type: fc.constant(type),
    more: fc.tuple(parameters, required).map(([more, value]) => ({ ...more, [parameter]: value })),
  });
}) as fc.Arbitrary<NotificationExtras>;

/** A notification of any type (or none), with or without a title. */
export const pushMessage: fc.Arbitrary<PushMessage> = fc.record({
  message: pushText,
  title: fc.option(pushText, { nil: undefined }),
  extras: fc.option(extrasOfAnyType, { nil: null }),
});

/** What decode must give back for a message, worked out from the message alone. */
export const expectedOf = (sent: PushMessage) => ({
  message: sent.message,
  title: sent.title == null || sent.title === '' ? null : sent.title,
  notification: sent.extras == null ? null : { type: sent.extras.type, more: sent.extras.more ?? null },
});

/** Delivery options of a shown push: every option, each maybe absent (no Android channel: APNs has none). */
const shownDelivery = fc.record(
  {
    priority: fc.constantFrom('high', 'normal'),
    ttl: fc.nat(2_419_200),
    collapseKey: fc.constantFrom('game-0042', 'news'),
    badge: fc.nat(99),
    sound: fc.constantFrom('default', 'whistle.caf'),
    threadId: fc.constantFrom('game-0042', 'scores'),
    image: fc.constant('https://img.example.com/final.png'),
    localized: fc.record(
      { key: fc.constant('GAME_FINAL'), args: fc.array(fc.string(), { maxLength: 2 }) },
      { requiredKeys: ['key'] },
    ),
  },
  { requiredKeys: [] },
);

/** Delivery options of a background push: only what a push that shows nothing may carry. */
const backgroundDelivery = fc
  .record(
    { ttl: fc.nat(86_400), collapseKey: fc.constant('game-0042'), priority: fc.constant('normal' as const) },
    { requiredKeys: [] },
  )
  .map((delivery) => ({ ...delivery, background: true }));

/** Delivery options APNs and FCM both carry, of a shown or a background push. */
export const anyDelivery: fc.Arbitrary<Delivery> = fc.oneof(shownDelivery, backgroundDelivery);

/**
 * Delivery options at the vendors' edges: header values of any text and length (non-ASCII, control
 * characters, 40 × `é`), a ttl up to a year and a time of sending from 1960 on, which a wrapper
 * either writes as its vendor takes them or refuses with `DeliveryError`.
 */
export const edgeDelivery = fc.record(
  {
    ttl: fc.nat(31_536_000),
    collapseKey: fc.oneof(fc.string({ minLength: 1, maxLength: 80, unit: 'binary' }), fc.constant('é'.repeat(40))),
    threadId: fc.string({ minLength: 1, maxLength: 24, unit: 'binary' }),
    at: fc.date({ min: new Date(Date.UTC(1960, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }),
  },
  { requiredKeys: [] },
);
