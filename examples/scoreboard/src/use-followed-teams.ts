import { useQuery } from '@tanstack/react-query';
import { offered, q } from './api.ts';
import { device } from './settings.ts';

/** The device's preferences, as the preferences page keeps them in the cache. */
export const usePreferences = () => useQuery(q.push.preferences(device, offered));

/** The teams the device follows: those with a group switched on, in the order they are offered. */
export function useFollowedTeams(): readonly string[] {
  const { data } = usePreferences();
  const teams = (data?.groups ?? []).flatMap((group) => (group.enabled && group.team !== null ? [group.team] : []));
  return [...new Set(teams)];
}
