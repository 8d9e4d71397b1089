import { describe, expectTypeOf, it } from 'vitest';
import { type GroupName, groupName, type Notification, readNotification } from '../../src/push/index.ts';

describe('push types', () => {
  it('types group names as template literals', () => {
    expectTypeOf<'breakingNews'>().toExtend<GroupName>();
    expectTypeOf<'teamAlertScoringPlays_NE'>().toExtend<GroupName>();
    expectTypeOf<'relationalAlertGameOvertimeNE'>().toExtend<GroupName>();
    expectTypeOf<'teamAlertScoringPlay_NE'>().not.toExtend<GroupName>();
    expectTypeOf<'breakingnews'>().not.toExtend<GroupName>();
    expectTypeOf(groupName('teamAlertNews', 'NE')).toEqualTypeOf<`teamAlertNews_${string}`>();
    // @ts-expect-error a team kind needs its team
    groupName('teamAlertNews');
  });

  it('types notifications as a union discriminated by type, with the required parameter', () => {
    const notification = readNotification({}) as Notification;
    if (notification.type === 'teamAlertInjury') expectTypeOf(notification.more.injuryId).toEqualTypeOf<string>();
    if (notification.type === 'breakingNews') expectTypeOf(notification.more.articleId).toEqualTypeOf<string>();
    if (notification.type === 'trendingNews')
      expectTypeOf(notification.more).toEqualTypeOf<Readonly<Record<string, unknown>> | null>();
  });
});
