import { describe, expectTypeOf, it } from 'vitest';
import { type GroupName, groupName } from '../../src/push/index.ts';

describe('group types', () => {
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
});
