/**
 * Offline-safe saves: a device's preferences saved while offline, persisted through the real
 * `@tanstack/query-persist-client-core` to an in-memory storage, and restored into a new
 * `QueryClient` after each restart, reach a real `node:http` mock server as exactly one PUT with
 * the groups last chosen (the TanStack/query#4846 trap: restored saves replayed at every restart,
 * or every save queued offline replayed one by one).
 */
import {
  defaultShouldDehydrateQuery,
  MutationObserver,
  onlineManager,
  type Query,
  QueryClient,
  QueryObserver,
} from '@tanstack/query-core';
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArgumentError, createClient } from '../../src/index.ts';
import { type MockServer, type RequestLogEntry, startMockServer } from '../../src/mock/server/index.ts';
import { Preferences } from '../../src/push/index.ts';
import { mutations, queries, registerMutationDefaults } from '../../src/tanstack/index.ts';
import { HANG_GUARD } from '../support/suite/deadlines.ts';
import { type MemoryPersister, memoryPersister } from './support/memory-persister.ts';

let server: MockServer;
let requests: RequestLogEntry[] = [];
beforeAll(async () => {
  server = await startMockServer({ log: (_line, entry) => requests.push(entry) });
});
afterAll(() => server.close());
beforeEach(() => {
  requests = [];
  onlineManager.setOnline(true);
});
afterEach(() => onlineManager.setOnline(true));

const puts = () => requests.filter((request) => request.method === 'PUT');
const device = { appName: 'fan-app', deviceId: 'phone-offline' };
let devices = 0;
/** A device of its own for each test, so the groups the server holds are that test's. */
const newDevice = () => ({ appName: 'fan-app', deviceId: `phone-${++devices}` });
const offered = Preferences.offered({ teams: ['KC', 'NE'], carrier: true });
const client = () => createClient({ baseUrl: server.url, token: 'token', retry: 0 });

/**
 * What is persisted, as docs/tanstack.md has it: the saves waiting (TanStack's default), and every
 * query but a device's preferences, which hold a class that JSON does not keep.
 */
const dehydrateOptions = {
  shouldDehydrateQuery: (query: Query) =>
    defaultShouldDehydrateQuery(query) && !(query.queryKey[0] === 'huddle' && query.queryKey[1] === 'push'),
};

/** The mutations the storage holds. */
const storedMutations = (persister: MemoryPersister): unknown[] =>
  (JSON.parse(persister.stored() ?? '{}') as PersistedClient).clientState.mutations;

/**
 * One run of the app: a fresh QueryClient with the defaults registered, the cache restored, and
 * every change of the cache persisted from then on (`persistQueryClient` does these two).
 */
async function launch(persister: MemoryPersister) {
  const queryClient = new QueryClient();
  registerMutationDefaults(queryClient, client());
  await persistQueryClientRestore({ queryClient, persister });
  const stopPersisting = persistQueryClientSubscribe({ queryClient, persister, dehydrateOptions });
  // A save made here counts as waiting once its request is held back (TanStack's `pause`), not
  // when it is made: its onMutate is still to run then.
  const restored = queryClient
    .getMutationCache()
    .getAll()
    .filter((mutation) => mutation.state.isPaused).length;
  const held = new Set<unknown>();
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'pause') held.add(event.mutation);
  });
  return {
    queryClient,
    /** Saves as a settings screen does, without waiting for the answer. */
    save(of: { appName: string; deviceId: string }, preferences: Preferences) {
      void new MutationObserver(queryClient, mutations(client()).setGroups(of)).mutate(preferences).catch(() => {});
    },
    /** The saves waiting: those restored, and those made here whose request is held back. */
    paused: () => restored + held.size,
    /** The app is killed: the storage keeps what was persisted last, and its QueryClient is gone. */
    close() {
      stopPersisting();
      queryClient.clear();
    },
  };
}

/**
 * A run of the app offline, on a device of its own, that saves each of `chosen` and is killed:
 * the storage it leaves, and the device.
 */
async function savedOffline(...chosen: Preferences[]) {
  const persister = memoryPersister();
  const phone = newDevice();
  onlineManager.setOnline(false);
  const run = await launch(persister);
  for (const preferences of chosen) run.save(phone, preferences);
  await vi.waitFor(() => expect(run.paused()).toBe(chosen.length), { timeout: HANG_GUARD });
  run.close();
  return { persister, phone };
}

describe('registerMutationDefaults', () => {
  it('sends one PUT with the groups last chosen after saves made offline and three restarts', async () => {
    const phone = newDevice();
    const persister = memoryPersister();
    const chosen = [
      offered.enable('breakingNews'),
      offered.enable('breakingNews').enable('teamAlertScoringPlays_KC'),
      offered.enable('closeGameCarrier'),
      offered.enable('teamAlertNews_NE').enable('trendingNews'),
    ] as const;
    onlineManager.setOnline(false);

    // First run, offline: two saves, both paused.
    const first = await launch(persister);
    first.save(phone, chosen[0]);
    first.save(phone, chosen[1]);
    await vi.waitFor(() => expect(first.paused()).toBe(2), { timeout: HANG_GUARD });
    first.close();

    // Second run, still offline: the saves come back paused, and two more are made.
    const second = await launch(persister);
    expect(second.paused()).toBe(2);
    await second.queryClient.resumePausedMutations(); // offline: nothing runs
    // Restored, then persisted again: still two, not four (TanStack/query#4846).
    expect(storedMutations(persister)).toHaveLength(2);
    second.save(phone, chosen[2]);
    second.save(phone, chosen[3]);
    await vi.waitFor(() => expect(second.paused()).toBe(4), { timeout: HANG_GUARD });
    expect(storedMutations(persister)).toHaveLength(4);
    second.close();

    // Third run, online: the four saves resume, and one PUT carries the last groups.
    onlineManager.setOnline(true);
    const third = await launch(persister);
    expect(third.paused()).toBe(4);
    await third.queryClient.resumePausedMutations();
    expect(puts()).toHaveLength(1);
    expect(server.service.groupsOf(phone.appName, phone.deviceId)).toEqual(chosen[3].toGroups());
    third.close();

    // Fourth run: nothing is left to send.
    const fourth = await launch(persister);
    expect(fourth.paused()).toBe(0);
    await fourth.queryClient.resumePausedMutations();
    expect(puts()).toHaveLength(1);
    expect(storedMutations(persister)).toEqual([]);
  });

  it('sends one PUT when the saves are resumed twice at once (going online and resumePausedMutations)', async () => {
    const last = offered.enable('teamAlertInjury_KC');
    const { persister, phone } = await savedOffline(offered.enable('breakingNews'), last);

    const after = await launch(persister);
    after.queryClient.mount(); // resumes paused mutations when the app comes online
    onlineManager.setOnline(true);
    await after.queryClient.resumePausedMutations();
    await vi.waitFor(() => expect(after.queryClient.isMutating()).toBe(0), { timeout: HANG_GUARD });
    expect(puts()).toHaveLength(1);
    expect(server.service.groupsOf(phone.appName, phone.deviceId)).toEqual(last.toGroups());
    after.queryClient.unmount();
  });

  it('rebuilds Preferences from the JSON a restored save holds, and the cache shows them once the service takes them', async () => {
    const wanted = offered.enable('closeGameCarrier').enable('teamAlertScoringPlays_NE');
    const { persister, phone } = await savedOffline(wanted);
    const preferencesKey = queries(client()).push.preferences(phone, offered).queryKey;

    onlineManager.setOnline(true);
    const after = await launch(persister);
    const [restored] = after.queryClient.getMutationCache().getAll();
    expect(restored?.state.variables).not.toBeInstanceOf(Preferences); // plain data, from JSON
    await after.queryClient.resumePausedMutations();
    expect(restored?.state.status).toBe('success');
    expect(restored?.state.data).toBeInstanceOf(Preferences);
    expect(restored?.state.data).toEqual(wanted);
    const cached = after.queryClient.getQueryData(preferencesKey);
    expect(cached).toBeInstanceOf(Preferences);
    expect(cached?.toGroups()).toEqual(wanted.toGroups());
    expect(server.service.groupsOf(phone.appName, phone.deviceId)).toEqual(wanted.toGroups());
  });

  it('shows the groups last chosen on the preferences screen while their save waits after a restart', async () => {
    const last = offered.enable('teamAlertGameStart_NE');
    const { persister, phone } = await savedOffline(offered.enable('breakingNews'), last);

    const after = await launch(persister);
    const screen = new QueryObserver(after.queryClient, queries(client()).push.preferences(phone, offered));
    const stop = screen.subscribe(() => {});
    await vi.waitFor(() => expect(screen.getCurrentResult().status).toBe('success'), { timeout: HANG_GUARD });
    const shown = screen.getCurrentResult().data;
    expect(shown).toBeInstanceOf(Preferences);
    expect(shown?.toGroups()).toEqual(last.toGroups());
    expect(puts()).toHaveLength(0);

    onlineManager.setOnline(true);
    await after.queryClient.resumePausedMutations();
    expect(puts()).toHaveLength(1);
    expect(screen.getCurrentResult().data?.toGroups()).toEqual(last.toGroups());
    stop();
  });

  it('sends one PUT with the last groups for saves made offline in one run, and settles every save', async () => {
    const phone = newDevice();
    const app = await launch(memoryPersister());
    const { queryClient } = app;
    const save = mutations(client()).setGroups(phone);
    onlineManager.setOnline(false);
    const chosen = [offered.enable('breakingNews'), offered.enable('trendingNews'), offered.enable('closeGameCarrier')];
    const saving = chosen.map((preferences) => new MutationObserver(queryClient, save).mutate(preferences));
    await vi.waitFor(() => expect(app.paused()).toBe(3), { timeout: HANG_GUARD });
    expect(queryClient.getQueryData(queries(client()).push.key(phone))).toBe(chosen[2]);
    onlineManager.setOnline(true);
    await queryClient.resumePausedMutations();
    await expect(Promise.all(saving)).resolves.toEqual(chosen);
    expect(puts()).toHaveLength(1);
    expect(server.service.groupsOf(phone.appName, phone.deviceId)).toEqual(chosen[2]?.toGroups());
    expect(queryClient.getQueryData(queries(client()).push.key(phone))).toBe(chosen[2]);
  });

  it('still sends each of two saves made at once online, in order (only a save that waited is replaced)', async () => {
    const phone = newDevice();
    const queryClient = new QueryClient();
    const save = mutations(client()).setGroups(phone);
    const chosen = [offered.enable('breakingNews'), offered.enable('trendingNews')];
    await Promise.all(chosen.map((preferences) => new MutationObserver(queryClient, save).mutate(preferences)));
    expect(puts()).toHaveLength(2);
    expect(server.service.groupsOf(phone.appName, phone.deviceId)).toEqual(['trendingNews']);
  });

  it('fails a restored save whose variables are not the JSON of preferences, naming what is wrong', async () => {
    const queryClient = new QueryClient();
    registerMutationDefaults(queryClient, client());
    const run = queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: mutations(client()).setGroups(device).mutationKey })
      .execute({ groups: [{ name: 'breakingNews', team: null, enabled: 'yes' }] } as never);
    await expect(run).rejects.toThrow(ArgumentError);
    await expect(run).rejects.toThrow(/variables\.groups\[0\]\.enabled is/);
    expect(puts()).toHaveLength(0);
  });

  it('fails a restored save whose variables are null with the ArgumentError its siblings get, not a TypeError', async () => {
    const queryClient = new QueryClient();
    registerMutationDefaults(queryClient, client());
    const run = queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: mutations(client()).setGroups(device).mutationKey })
      .execute(null as never);
    await expect(run).rejects.toThrow(ArgumentError);
    await expect(run).rejects.toThrow(/^variables is null, not preferences nor their JSON/);
    expect(puts()).toHaveLength(0);
  });

  it('refuses a key that names no device, rather than saving somewhere', async () => {
    const queryClient = new QueryClient();
    registerMutationDefaults(queryClient, client());
    const run = queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: ['huddle', 'push', 'fan-app'] })
      .execute(offered);
    await expect(run).rejects.toThrow(
      /a save's key is \['huddle', 'push', appName, deviceId, 'setGroups'\], not \["huddle","push","fan-app"\]/,
    );
    expect(puts()).toHaveLength(0);
  });
});
