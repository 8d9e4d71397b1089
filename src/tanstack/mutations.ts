/**
 * `mutations(client)`: TanStack Query mutation options for the push call, with an optimistic
 * update of the device's preferences in the cache and a rollback when the service refuses them.
 */
import type { MutationFunctionContext, QueryClient } from '@tanstack/query-core';
import type { HuddleClient } from '../client/create-client.js';
import type { Preferences } from '../push/preferences.js';
import { type Device, type PreferencesKey, preferencesKey } from './keys.js';

/**
 * Options of a save of a device's preferences (`useMutation`, `mutationOptions`). The mutation
 * takes the new {@link Preferences} and resolves with them once the service has taken them.
 */
export interface SetGroupsMutationOptions {
  readonly mutationKey: readonly ['huddle', 'push', string, string, 'setGroups'];
  /** Sends `preferences.toGroups()` with `client.push.setGroups`. */
  readonly mutationFn: (preferences: Preferences, context: MutationFunctionContext) => Promise<Preferences>;
  /** Puts the new preferences in the cache at once. */
  readonly onMutate: (preferences: Preferences, context: MutationFunctionContext) => Promise<undefined>;
  /** Notes the preferences as the service's. */
  readonly onSuccess: (
    saved: Preferences,
    preferences: Preferences,
    result: undefined,
    context: MutationFunctionContext,
  ) => void;
  /**
   * Puts back the preferences the service last took, whatever the failure (a 400, a network
   * error, …), unless a later save has replaced them in the cache meanwhile.
   */
  readonly onError: (
    error: Error,
    preferences: Preferences,
    result: undefined,
    context: MutationFunctionContext,
  ) => void;
  readonly onSettled: (
    saved: Preferences | undefined,
    error: Error | null,
    preferences: Preferences,
    result: undefined,
    context: MutationFunctionContext,
  ) => void;
  /** Saves of one device reach the service one after another, in the order they were made. */
  readonly scope: { readonly id: string };
  /** Off: the client retries the (idempotent) push call itself. */
  readonly retry: false;
}

/** What `mutations(client)` gives. */
export interface HuddleMutations {
  /** Saving a device's preferences, cached under `queries(client).push.key(device)`. */
  setGroups(device: Device): SetGroupsMutationOptions;
}

/** A device's saves under way: how many, and the preferences the service last took. */
interface Saves {
  count: number;
  confirmed: Preferences | undefined;
}

/**
 * The saves under way, by QueryClient and device. TanStack runs `onMutate` of every save at once
 * (a scope only queues the requests), so a save that fails cannot roll back to what its own
 * `onMutate` saw: that may be a save that was still in flight, or that failed too.
 */
const underWay = new WeakMap<QueryClient, Map<string, Saves>>();

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
      const id = JSON.stringify(queryKey);
      const savesIn = (queryClient: QueryClient): Saves | undefined => underWay.get(queryClient)?.get(id);
      return {
        mutationKey: Object.freeze([...queryKey, 'setGroups'] as const),
        async mutationFn(preferences) {
          await client.push.setGroups({ ...device, groups: preferences.toGroups() });
          return preferences;
        },
        async onMutate(preferences, { client: queryClient }) {
          const devices = underWay.get(queryClient) ?? new Map<string, Saves>();
          underWay.set(queryClient, devices);
          let saves = devices.get(id);
          if (saves === undefined) {
            saves = { count: 0, confirmed: queryClient.getQueryData<Preferences>(queryKey) };
            devices.set(id, saves);
          }
          saves.count++;
          await queryClient.cancelQueries({ queryKey, exact: true });
          queryClient.setQueryData(queryKey, preferences);
          return undefined;
        },
        onSuccess(saved, _preferences, _result, { client: queryClient }) {
          const saves = savesIn(queryClient);
          if (saves !== undefined) saves.confirmed = saved;
        },
        onError(_error, preferences, _result, { client: queryClient }) {
          const saves = savesIn(queryClient);
          if (saves === undefined || queryClient.getQueryData(queryKey) !== preferences) return;
          if (saves.confirmed === undefined) queryClient.removeQueries({ queryKey, exact: true });
          else queryClient.setQueryData(queryKey, saves.confirmed);
        },
        onSettled(_saved, _error, _preferences, _result, { client: queryClient }) {
          const saves = savesIn(queryClient);
          if (saves !== undefined && --saves.count === 0) underWay.get(queryClient)?.delete(id);
        },
        scope: Object.freeze({ id }),
        retry: false,
      };
    },
  });
}
