/**
 * The saves of a device's preferences not yet answered, as a QueryClient's mutation cache holds
 * them (made in this run, or restored from a persister), and their preferences.
 */
import type { Mutation, QueryClient } from '@tanstack/query-core';
import type { Preferences } from '../push/preferences.js';
import { type Device, setGroupsKey } from './keys.js';
import { type PendingOfKey, pendingOf } from './pending-index.js';
import type { PreferencesData } from './revive-preferences.js';

/**
 * What a save takes: {@link Preferences}, or their JSON ({@link PreferencesData}), which is how the
 * variables of a save restored from a persister come back.
 */
export type SaveVariables = Preferences | PreferencesData;

/**
 * Whether `variables` are `Preferences` rather than their JSON (which holds no function). A restored
 * save's variables may be anything a persister held (`null`): that is for `revivePreferences` to refuse.
 */
const isPreferences = (variables: SaveVariables): variables is Preferences =>
  typeof (variables as Partial<Preferences> | null)?.toGroups === 'function';

/** `variables` as `Preferences`: themselves, or rebuilt from their JSON (loaded only then). */
export async function preferencesOf(variables: SaveVariables): Promise<Preferences> {
  if (isPreferences(variables)) return variables;
  const { revivePreferences } = await import('./revive-preferences.js');
  return revivePreferences(variables, 'variables');
}

/** The device's saves not yet answered, in the order they were made (an index, not a scan: issue 37). */
const pendingSaves = (queryClient: QueryClient, device: Device): PendingOfKey =>
  pendingOf(queryClient.getMutationCache(), setGroupsKey(device));

/**
 * The save of `variables` among the device's saves not yet answered, and whether one of them was
 * made after it: the oldest with these variables (a scope runs the oldest first), or the newest
 * (the one `onMutate` is for).
 */
export function saveOf(
  queryClient: QueryClient,
  device: Device,
  variables: SaveVariables,
  which: 'oldest' | 'newest',
): { save: Mutation | undefined; later: boolean } {
  const pending = pendingSaves(queryClient, device);
  const save = pending.withVariables(variables, which);
  return { save, later: save !== undefined && pending.newest() !== save };
}

/** The preferences of the device's newest save not yet answered: the groups last chosen, if any wait. */
export async function lastChosen(queryClient: QueryClient, device: Device): Promise<Preferences | undefined> {
  const newest = pendingSaves(queryClient, device).newest();
  return newest === undefined ? undefined : preferencesOf(newest.state.variables as SaveVariables);
}
