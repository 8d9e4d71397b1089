/**
 * Restoring many saves of a device (issue 37): N saves persisted offline, hydrated into a new
 * `QueryClient` with `registerMutationDefaults` and resumed, send one PUT with the groups last
 * chosen, and the work of finding each save's place among the device's saves grows with N, not N².
 * The work is counted, not timed: the mutations the cache hands out (`getAll`, which `find` and
 * `findAll` go through), summed over the restore.
 */
import {
  type DehydratedState,
  dehydrate,
  hydrate,
  MutationCache,
  MutationObserver,
  onlineManager,
  QueryClient,
} from '@tanstack/query-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../src/index.ts';
import { Preferences } from '../../src/push/index.ts';
import { mutations, registerMutationDefaults } from '../../src/tanstack/index.ts';
import { HANG_GUARD } from '../support/suite/deadlines.ts';

/** The mutations of `queryClient` paused offline. */
const pausedIn = (queryClient: QueryClient) =>
  queryClient.getMutationCache().findAll({ predicate: (mutation) => mutation.state.isPaused });

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

const device = { appName: 'fan-app', deviceId: 'phone-restore' };
const offered = Preferences.offered({ teams: ['KC', 'NE'], carrier: true });
const choices = [offered.enable('breakingNews'), offered.enable('trendingNews'), offered.enable('closeGameCarrier')];
/** The i-th of `size` saves: the last chooses `choices[0]`, the one before another. */
const chosen = (index: number, size: number) => choices[(size - 1 - index) % choices.length] as Preferences;

/** The storage an app leaves after `size` saves of the device made offline, oldest first. */
async function savedOffline(size: number): Promise<DehydratedState> {
  const queryClient = new QueryClient();
  onlineManager.setOnline(false);
  // The key and scope a save of the device has (docs/tanstack.md), run by a plain mutationFn.
  const save = {
    mutationKey: ['huddle', 'push', device.appName, device.deviceId, 'setGroups'],
    scope: mutations(createClient({ baseUrl: 'https://api.example' })).setGroups(device).scope,
    mutationFn: async (preferences: Preferences) => preferences,
  };
  for (let index = 0; index < size; index++) {
    void new MutationObserver(queryClient, save).mutate(chosen(index, size)).catch(() => {});
  }
  await vi.waitFor(() => expect(pausedIn(queryClient)).toHaveLength(size), { timeout: HANG_GUARD });
  const stored = JSON.parse(JSON.stringify(dehydrate(queryClient))) as DehydratedState;
  queryClient.clear();
  onlineManager.setOnline(true);
  return stored;
}

/** Restores and resumes `size` saves: the groups of each PUT, and the mutations the cache handed out meanwhile. */
async function restore(size: number): Promise<{ puts: string[][]; handedOut: number }> {
  const stored = await savedOffline(size);
  const puts: string[][] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'PUT') puts.push(((await request.json()) as { groups: string[] }).groups);
    return new Response(null, { status: 202 });
  };
  let handedOut = 0;
  const getAll = MutationCache.prototype.getAll;
  const spy = vi.spyOn(MutationCache.prototype, 'getAll').mockImplementation(function (this: MutationCache) {
    const all = getAll.call(this);
    handedOut += all.length;
    return all;
  });
  const queryClient = new QueryClient();
  registerMutationDefaults(queryClient, createClient({ baseUrl: 'https://api.example', token: 'token', fetch }));
  hydrate(queryClient, stored);
  await queryClient.resumePausedMutations();
  spy.mockRestore();
  return { puts, handedOut };
}

describe('restoring many saves of a device', () => {
  it('finds each restored save without scanning every save: the work for 2N saves is about twice that for N, and one PUT goes with the groups last chosen', async () => {
    const n = 60;
    const once = await restore(n);
    const twice = await restore(2 * n);
    expect(once.puts).toEqual([choices[0]?.toGroups()]);
    expect(twice.puts).toEqual([choices[0]?.toGroups()]);
    // Linear: twice the saves, about twice the mutations handed out (a scan per save would be 4×).
    expect(once.handedOut).toBeGreaterThanOrEqual(n); // resumePausedMutations looks at each once
    expect(twice.handedOut).toBeLessThanOrEqual(2.2 * once.handedOut + 10);
  });

  it('tells apart saves of the same Preferences object: A, B, A saved offline send one PUT, with A', async () => {
    const puts: string[][] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      puts.push(((await request.json()) as { groups: string[] }).groups);
      return new Response(null, { status: 202 });
    };
    const queryClient = new QueryClient();
    const save = mutations(createClient({ baseUrl: 'https://api.example', token: 'token', fetch })).setGroups(device);
    const [a, b] = choices as [Preferences, Preferences];
    onlineManager.setOnline(false);
    const saving = [a, b, a].map((preferences) => new MutationObserver(queryClient, save).mutate(preferences));
    await vi.waitFor(() => expect(pausedIn(queryClient)).toHaveLength(3), { timeout: HANG_GUARD });
    onlineManager.setOnline(true);
    await queryClient.resumePausedMutations();
    await expect(Promise.all(saving)).resolves.toEqual([a, b, a]);
    expect(puts).toEqual([a.toGroups()]);
  });
});
