/**
 * `mutations(client)`: TanStack Query mutation options for the push call, with an optimistic
 * update of the device's preferences in the cache and a rollback when the service refuses them;
 * `registerMutationDefaults(queryClient, client)`: the same save registered under its key, so that
 * a save persisted while offline runs again in a new process.
 */
import type { Mutation, MutationFunctionContext, MutationKey, QueryClient } from '@tanstack/query-core';
import type { HuddleClient } from '../client/create-client.js';
import { ArgumentError } from '../errors/argument-error.js';
import type { Preferences } from '../push/preferences.js';
import { type Device, preferencesKey, type SetGroupsMutationKey, setGroupsKey } from './keys.js';
import { preferencesOf, type SaveVariables, saveOf } from './pending-saves.js';

/**
 * Options of a save of a device's preferences (`useMutation`, `mutationOptions`). The mutation
 * takes the new {@link Preferences} and resolves with them once the service has taken them.
 */
export interface SetGroupsMutationOptions {
  readonly mutationKey: SetGroupsMutationKey;
  /**
   * Sends `preferences.toGroups()` with `client.push.setGroups`; sends nothing for a save that
   * waited (offline, or behind another save of the device) and that a later save has replaced.
   */
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

/** The save's callbacks, for any device: each finds its device through a {@link DeviceSource}. */
interface SaveCallbacks {
  mutationFn(variables: SaveVariables, context: MutationFunctionContext): Promise<Preferences>;
  onMutate(variables: SaveVariables, context: MutationFunctionContext): Promise<undefined>;
  onSuccess(saved: Preferences, variables: SaveVariables, result: undefined, context: MutationFunctionContext): void;
  onError(error: Error, variables: SaveVariables, result: undefined, context: MutationFunctionContext): void;
  onSettled(
    saved: Preferences | undefined,
    error: Error | null,
    variables: SaveVariables,
    result: undefined,
    context: MutationFunctionContext,
  ): void;
  retry: false;
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
 * The saves whose `onMutate` ran in this process, and whether each could start at once. One that
 * could not (offline, or queued behind another save of its device), like one restored from a
 * persister, waited: a later save of its device replaces it.
 */
const madeHere = new WeakMap<Mutation, boolean>();

/** The saves that sent nothing, a later save of their device carrying the groups last chosen. */
const superseded = new WeakSet<Mutation>();

/** The device a save's key names, if it is the key of a save. */
function deviceIn(mutationKey: MutationKey | undefined): Device | undefined {
  const [huddle, push, appName, deviceId, setGroups, ...rest] = mutationKey ?? [];
  const isSave = huddle === 'huddle' && push === 'push' && setGroups === 'setGroups' && rest.length === 0;
  return isSave && typeof appName === 'string' && typeof deviceId === 'string' ? { appName, deviceId } : undefined;
}

/** The device a save's key names, or an {@link ArgumentError} naming the key. */
function deviceOf(mutationKey: MutationKey | undefined): Device {
  const device = deviceIn(mutationKey);
  if (device !== undefined) return device;
  throw new ArgumentError(
    'mutationKey',
    `a save's key is ['huddle', 'push', appName, deviceId, 'setGroups'], not ${JSON.stringify(mutationKey)}`,
  );
}

/**
 * Where the callbacks find their device: `setGroups(device)`'s, or the mutation's key (for the
 * defaults `registerMutationDefaults` registers, which serve every device).
 */
interface DeviceSource {
  /** For the save itself: its device, or an error naming the key. */
  of(mutationKey: MutationKey | undefined): Device;
  /** For the callbacks after it: its device, if the key names one (none when the key was the failure). */
  in(mutationKey: MutationKey | undefined): Device | undefined;
}

/** The callbacks of a save. */
function saveCallbacks(client: HuddleClient, source: DeviceSource): SaveCallbacks {
  const savesIn = (queryClient: QueryClient, device: Device): Saves | undefined =>
    underWay.get(queryClient)?.get(JSON.stringify(preferencesKey(device)));
  return {
    async mutationFn(variables, { client: queryClient, mutationKey }) {
      const device = source.of(mutationKey);
      const { save, later } = saveOf(queryClient, device, variables, 'oldest');
      const preferences = await preferencesOf(variables);
      if (save !== undefined && later && madeHere.get(save) !== true) {
        superseded.add(save);
        return preferences;
      }
      await client.push.setGroups({ ...device, groups: preferences.toGroups() });
      return preferences;
    },
    async onMutate(variables, { client: queryClient, mutationKey }) {
      const device = source.of(mutationKey);
      const queryKey = preferencesKey(device);
      const { save } = saveOf(queryClient, device, variables, 'newest');
      if (save !== undefined) madeHere.set(save, !save.state.isPaused);
      const devices = underWay.get(queryClient) ?? new Map<string, Saves>();
      underWay.set(queryClient, devices);
      let saves = devices.get(JSON.stringify(queryKey));
      if (saves === undefined) {
        saves = { count: 0, confirmed: queryClient.getQueryData<Preferences>(queryKey) };
        devices.set(JSON.stringify(queryKey), saves);
      }
      saves.count++;
      const preferences = await preferencesOf(variables);
      await queryClient.cancelQueries({ queryKey, exact: true });
      queryClient.setQueryData(queryKey, preferences);
      return undefined;
    },
    onSuccess(saved, variables, _result, { client: queryClient, mutationKey }) {
      const device = source.of(mutationKey); // it succeeded: its key named a device
      const { save } = saveOf(queryClient, device, variables, 'oldest');
      if (save !== undefined && superseded.has(save)) return;
      const saves = savesIn(queryClient, device);
      if (saves !== undefined) saves.confirmed = saved;
      // A save restored from a persister, with none made since: the cache shows what it saved.
      else if (save !== undefined && !madeHere.has(save)) queryClient.setQueryData(preferencesKey(device), saved);
    },
    onError(_error, variables, _result, { client: queryClient, mutationKey }) {
      const device = source.in(mutationKey);
      if (device === undefined) return;
      const queryKey = preferencesKey(device);
      const saves = savesIn(queryClient, device);
      if (saves === undefined || queryClient.getQueryData(queryKey) !== variables) return;
      if (saves.confirmed === undefined) queryClient.removeQueries({ queryKey, exact: true });
      else queryClient.setQueryData(queryKey, saves.confirmed);
    },
    onSettled(_saved, _error, variables, _result, { client: queryClient, mutationKey }) {
      const device = source.in(mutationKey);
      const save = device && saveOf(queryClient, device, variables, 'oldest').save;
      // Only a save whose onMutate counted it (made here) is uncounted.
      if (device === undefined || save === undefined || !madeHere.delete(save)) return;
      const saves = savesIn(queryClient, device);
      if (saves !== undefined && --saves.count === 0)
        underWay.get(queryClient)?.delete(JSON.stringify(preferencesKey(device)));
    },
    retry: false,
  };
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
      return {
        ...saveCallbacks(client, { of: () => device, in: () => device }),
        mutationKey: setGroupsKey(device),
        scope: Object.freeze({ id: JSON.stringify(preferencesKey(device)) }),
      };
    },
  });
}

/**
 * Registers the save of a device's preferences (what `mutations(client).setGroups(device)` does)
 * as `queryClient`'s default for every key under `['huddle', 'push']`, so that a save persisted
 * while offline (a paused mutation, dehydrated with its key, scope and variables) runs again when
 * it is restored into a new `QueryClient` and `resumePausedMutations()` is called. Call it before
 * restoring: `hydrate` gives each restored mutation the defaults registered by then.
 *
 * A restored save's variables are the JSON of its `Preferences` ({@link PreferencesData}); the save
 * rebuilds the `Preferences` from them. Saves of a device that waited (offline, or behind another
 * save) and that a later save replaced send nothing, so however many were made offline and
 * however often the app restarts before it is back online, the device ends with one PUT carrying
 * the groups last chosen.
 *
 * @example
 * ```ts
 * const queryClient = new QueryClient();
 * registerMutationDefaults(queryClient, client);
 * await persistQueryClientRestore({ queryClient, persister });
 * await queryClient.resumePausedMutations();
 * ```
 */
export function registerMutationDefaults(queryClient: QueryClient, client: HuddleClient): void {
  queryClient.setMutationDefaults<Preferences, Error, SaveVariables, undefined>(
    ['huddle', 'push'],
    saveCallbacks(client, { of: deviceOf, in: deviceIn }),
  );
}
