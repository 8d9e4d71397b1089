import { describe, expectTypeOf, it } from 'vitest';
import { type Notification, readNotification } from '../../src/push/index.ts';

describe('notification types', () => {
  it('types notifications as a union discriminated by type, with the required parameter', () => {
    const notification = readNotification({}) as Notification;
    if (notification.type === 'teamAlertInjury') expectTypeOf(notification.more.injuryId).toEqualTypeOf<string>();
    if (notification.type === 'breakingNews') expectTypeOf(notification.more.articleId).toEqualTypeOf<string>();
    if (notification.type === 'trendingNews')
      expectTypeOf(notification.more).toEqualTypeOf<Readonly<Record<string, unknown>> | null>();
  });
});
