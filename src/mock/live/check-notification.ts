/**
 * What the mock agrees to send: a notification of the catalog, checked with the codecs' own field
 * rules, so that a mistake (a group's spelling as the type, a missing `gameId`) is refused with
 * the field named instead of delivered as a push that leads home.
 */
import { extras, type Fail, optionalText, record, text } from '../../push/codecs/notification-fields.js';
import { notificationTypes, readNotification } from '../../push/notifications.js';
import type { PushMessage } from '../../push/payload.js';
import { MockPushError } from '../errors/mock-push-error.js';

const fail: Fail = (field, reason) => new MockPushError(field, reason);

/**
 * The notification, checked: a `message`, an optional `title`, and `extras` of a type of the
 * catalog with its required parameter.
 *
 * @throws {@link MockPushError} naming the field (`notification.extras.more.gameId`).
 */
export function checkNotification(value: unknown): PushMessage {
  const fields = record(value, 'notification', fail);
  text(fields.message, 'notification.message', fail);
  optionalText(fields.title, 'notification.title', fail);
  const received = extras(fields.extras, 'notification.extras', fail, true);
  if (received === null) throw fail('notification.extras', 'missing: a notification of the catalog has a type');
  if (readNotification(received) === null) {
    const { type } = received;
    if (!Object.hasOwn(notificationTypes, type)) {
      const known = Object.keys(notificationTypes).join(', ');
      throw fail('notification.extras.type', `${JSON.stringify(type)} is no notification type (one of ${known})`);
    }
    const parameter = notificationTypes[type as keyof typeof notificationTypes].parameter as string;
    throw fail(`notification.extras.more.${parameter}`, `missing: ${type} needs it`);
  }
  return value as PushMessage;
}
