/**
 * `mutations(client)`: TanStack Query mutation options for the push call, with an optimistic
 * update of the device's preferences in the cache and a rollback when the service refuses them.
 */
import type { MutationFunctionContext } from '@tanstack/query-core';
import type { HuddleClient } from '../client/create-client.js';
import type { Preferences } from '../push/preferences.js';
import { type Device, type PreferencesKey, preferencesKey } from './keys.js';

/** What `onMutate` kept to roll back with: the preferences cached before the save. */
export interface PreferencesSnapshot {
  readonly previous: Preferences | undefined;
}

/**
 * Options of a save of a device's preferences (`useMutation`, `mutationOptions`). The mutation
 * takes the new {@link Preferences} and resolves with them once the service has taken them.
 */
export interface SetGroupsMutationOptions {
  readonly mutationKey: readonly ['huddle', 'push', string, string, 'setGroups'];
  /** Sends `preferences.toGroups()` with `client.push.setGroups`. */
  readonly mutationFn: (preferences: Preferences, context: MutationFunctionContext) => Promise<Preferences>;
  /** Puts the new preferences in the cache at once, keeping the ones before. */
  readonly onMutate: (preferences: Preferences, context: MutationFunctionContext) => Promise<PreferencesSnapshot>;
  /** Puts back the preferences from before the save, whatever the failure (a 400, a network error, …). */
  readonly onError: (
    error: Error,
    preferences: Preferences,
    snapshot: PreferencesSnapshot | undefined,
    context: MutationFunctionContext,
  ) => void;
  /** Saves of one device run one after another, so a rollback never undoes a later save. */
  readonly scope: { readonly id: string };
  /** Off: the client retries the (idempotent) push call itself. */
  readonly retry: false;
}

/** What `mutations(client)` gives. */
export interface HuddleMutations {
  /** Saving a device's preferences, cached under `queries(client).push.key(device)`. */
  setGroups(device: Device): SetGroupsMutationOptions;
}

/**
 * TanStack Query mutation options over `client`.
 *
 * @example
 * ```ts
 * const save = useMutation(mutations(client).setGroups({ appName: 'app', deviceId }));
 * save.mutate(preferences.enable('breakingNews'));
 * ```
 */
export function mutations(client: HuddleClient): HuddleMutations {
  return Object.freeze({
    setGroups(device: Device): SetGroupsMutationOptions {
      const queryKey: PreferencesKey = preferencesKey(device);
      return {
        mutationKey: Object.freeze([...queryKey, 'setGroups'] as const),
        async mutationFn(preferences) {
          await client.push.setGroups({ ...device, groups: preferences.toGroups() });
          return preferences;
        },
        async onMutate(preferences, { client: queryClient }) {
          await queryClient.cancelQueries({ queryKey, exact: true });
          const previous = queryClient.getQueryData<Preferences>(queryKey);
          queryClient.setQueryData(queryKey, preferences);
          return { previous };
        },
        onError(_error, _preferences, snapshot, { client: queryClient }) {
          if (snapshot === undefined) return;
          if (snapshot.previous === undefined) queryClient.removeQueries({ queryKey, exact: true });
          else queryClient.setQueryData(queryKey, snapshot.previous);
        },
        scope: Object.freeze({ id: JSON.stringify(queryKey) }),
        retry: false,
      };
    },
  });
}
