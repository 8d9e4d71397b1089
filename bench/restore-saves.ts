/**
 * Restoring a device's saves: N saves of one device persisted offline (a dehydrated state through
 * JSON, as a persister keeps it), hydrated into a new `QueryClient` with huddle's
 * `registerMutationDefaults` and resumed, against the floor of TanStack alone doing the same with a
 * plain `mutationFn` (the same key, scope and saves, each resolving at once). huddle sends one PUT,
 * to a `fetch` that answers 202 in-process; the floor sends nothing. The ratio should stay flat as N
 * grows (issue 37: it grew with N, every save's callbacks scanning every save).
 * `npx tsx bench/restore-saves.ts` runs it alone; `npm run bench` with the rest.
 */
import { strictEqual } from 'node:assert/strict';
import {
  type DehydratedState,
  dehydrate,
  hydrate,
  MutationObserver,
  onlineManager,
  QueryClient,
} from '@tanstack/query-core';
import { createClient } from '../src/client/create-client.ts';
import { Preferences } from '../src/push/preferences.ts';
import { preferencesKey, setGroupsKey } from '../src/tanstack/keys.ts';
import { registerMutationDefaults } from '../src/tanstack/mutations.ts';
import type { Figure, Section } from './section.ts';

const SIZES = [250, 500, 1000, 2000] as const;
/** Rounds per size, each timing one run of the floor and one of huddle (see {@link timedRounds}). */
const ROUNDS = 5;
/**
 * The goal: huddle's ratio to the floor at most this, at every size. What is left is per save
 * (each restored save rebuilds its `Preferences` from JSON and runs its callbacks): the ratio
 * should not grow with N.
 */
const AT_MOST = 10;
const FLOOR = 'TanStack alone, a plain mutationFn';
const DEVICE = { appName: 'fan-app', deviceId: 'phone-1' };
const offered = Preferences.offered({ teams: ['KC', 'NE'], carrier: true });
const CHOICES = [offered.enable('breakingNews'), offered.enable('trendingNews'), offered.enable('closeGameCarrier')];
/** A plain save of the device: its key and scope, no callbacks, resolving with its variables. */
const plainSave = {
  mutationKey: setGroupsKey(DEVICE),
  scope: { id: JSON.stringify(preferencesKey(DEVICE)) },
  mutationFn: async (variables: unknown) => variables,
  retry: false,
} as const;

/** The storage an app leaves after `size` saves of the device made offline: the last chooses `CHOICES[0]`. */
async function persistedSaves(size: number): Promise<string> {
  const queryClient = new QueryClient();
  onlineManager.setOnline(false);
  for (let index = size - 1; index >= 0; index--) {
    void new MutationObserver(queryClient, plainSave).mutate(CHOICES[index % CHOICES.length]).catch(() => {});
  }
  await new Promise((resolve) => setImmediate(resolve));
  const paused = queryClient
    .getMutationCache()
    .getAll()
    .filter((mutation) => mutation.state.isPaused).length;
  strictEqual(paused, size);
  const stored = JSON.stringify(dehydrate(queryClient));
  queryClient.clear();
  onlineManager.setOnline(true);
  return stored;
}

/** huddle: the defaults registered, the saves restored and resumed; the groups of the PUTs sent. */
async function restoreWithHuddle(stored: string): Promise<string[][]> {
  const sent: string[][] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push(((await request.json()) as { groups: string[] }).groups);
    return new Response(null, { status: 202 });
  };
  const queryClient = new QueryClient();
  registerMutationDefaults(queryClient, createClient({ baseUrl: 'https://api.example', token: 'token', fetch }));
  hydrate(queryClient, JSON.parse(stored) as DehydratedState);
  await queryClient.resumePausedMutations();
  return sent;
}

/** The floor: TanStack alone, its defaults a plain `mutationFn`. */
async function restoreAlone(stored: string): Promise<void> {
  const queryClient = new QueryClient();
  queryClient.setMutationDefaults(['huddle', 'push'], { mutationFn: plainSave.mutationFn, retry: false });
  hydrate(queryClient, JSON.parse(stored) as DehydratedState);
  await queryClient.resumePausedMutations();
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Milliseconds of one run of `run`. */
async function timed(run: () => Promise<unknown>): Promise<number> {
  const began = performance.now();
  await run();
  return performance.now() - began;
}

/**
 * The floor and huddle on the same storage, one run each per round, alternating: the median of the
 * per-round ratios, and of huddle's times. One run a round rather than bench/measure.ts's tinybench
 * samples: a run takes up to seconds (15 s before issue 37's fix), which its warm-up would repeat
 * sixteen times.
 */
async function timedRounds(stored: string): Promise<{ ratio: number; milliseconds: number }> {
  const ratios: number[] = [];
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const floor = await timed(() => restoreAlone(stored));
    const huddle = await timed(() => restoreWithHuddle(stored));
    ratios.push(huddle / floor);
    times.push(huddle);
  }
  return { ratio: median(ratios), milliseconds: median(times) };
}

/** Each size's ratio to the floor of the same size, timed in the same rounds. */
export async function benchRestoreSaves(): Promise<Section[]> {
  const figures: Figure[] = [];
  for (const size of SIZES) {
    const stored = await persistedSaves(size);
    const sent = await restoreWithHuddle(stored);
    strictEqual(JSON.stringify(sent), JSON.stringify([CHOICES[0]?.toGroups()]), 'one PUT, with the groups last chosen');
    const { ratio, milliseconds } = await timedRounds(stored);
    figures.push({
      name: `huddle, ${size.toLocaleString('en-US')} saves (${milliseconds.toFixed(0)} ms)`,
      value: `${ratio.toFixed(2)}× ${FLOOR}`,
      goal: `≤ ${AT_MOST}× ${FLOOR}`,
      met: ratio <= AT_MOST,
    });
  }
  return [
    {
      title: 'Restoring the saves of a device',
      about:
        "N saves of one device made offline, dehydrated through JSON as a persister keeps them, then hydrated into a new `QueryClient` with `registerMutationDefaults` and resumed with `resumePausedMutations()`; huddle sends one PUT (asserted) to an in-process `fetch` answering 202. The floor, timed beside it for the same N, is TanStack alone: the same saves with a plain `mutationFn` as the key's default. Goal: the ratio stays flat as N grows, under 10× (each save's callbacks find the device's saves through an index kept from the cache's events, not by scanning every save; what remains is per save: rebuilding its `Preferences` from JSON and its callbacks). Before the index (issue 37), on this machine: 64× at 250 saves, 183× at 500, 297× at 1,000, 617× at 2,000 (56 s).",
      figures,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printSections } = await import('./report-page.ts');
  printSections(await benchRestoreSaves());
}
