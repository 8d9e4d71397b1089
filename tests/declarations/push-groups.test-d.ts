/**
 * Issue 38, friction 4: `setGroups` takes the names of the group catalog (global groups, and team
 * groups as their prefix and a team), not any string. Compiled against the built declarations.
 */
import { createClient } from 'huddle';
import type { GroupName } from 'huddle/push';

const client = createClient({ baseUrl: 'https://api.example.com', token: 't' });
const device = { appName: 'app', deviceId: 'd1' } as const;

export async function groups(): Promise<void> {
  await client.push.setGroups({
    ...device,
    groups: ['breakingNews', 'teamAlertScoringPlays_NE', 'relationalAlertGameOvertimeKC'],
  });
  const named: readonly GroupName[] = ['trendingNews'];
  await client.push.setGroups({ ...device, groups: named });
  await client.push.setGroups({ ...device, groups: [] });
  // @ts-expect-error no group of the service: the spelling is breakingNews
  await client.push.setGroups({ ...device, groups: ['breakingnews'] });
  // @ts-expect-error the notification type's spelling, not the group's (teamAlertScoringPlays_NE)
  await client.push.setGroups({ ...device, groups: ['teamAlertScoringPlay_NE'] });
}
