/**
 * mutations(client).setGroups with a real QueryClient against huddle/msw: the device's preferences
 * change in the cache before the service answers, stay when it takes them, and come back when it
 * refuses them; saves of one device run in order.
 */
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/query-core';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BadRequestError, createClient } from '../../src/index.ts';
import { createMockApi } from '../../src/mock/index.ts';
import { Preferences } from '../../src/push/index.ts';
import { mutations, queries } from '../../src/tanstack/index.ts';
import { HANG_GUARD } from '../support/suite/deadlines.ts';

const BASE = 'https://api.test/v1';
const api = createMockApi({ baseUrl: BASE });
const server = setupServer(...api.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => api.reset());
afterAll(() => server.close());

const client = createClient({ baseUrl: BASE, token: 'token', retry: 0 });
const device = { appName: 'fan-app', deviceId: 'phone-1' };
const offered = Preferences.offered({ teams: ['KC', 'NE'] });
const saveOptions = mutations(client).setGroups(device);
const preferencesOptions = queries(client).push.preferences(device, offered);

/** A QueryClient with the device's preferences loaded, as a settings screen would have it. */
async function loaded() {
  const queryClient = new QueryClient();
  const observer = new QueryObserver(queryClient, preferencesOptions);
  const stop = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(offered), { timeout: HANG_GUARD });
  return { queryClient, stop, cached: () => queryClient.getQueryData(preferencesOptions.queryKey) };
}

describe('setGroups', () => {
  it('puts the new preferences in the cache before the service answers, and keeps them once it takes them', async () => {
    const { queryClient, stop, cached } = await loaded();
    api.setLatency(200);
    const wanted = offered.enable('breakingNews').enable('teamAlertScoringPlays_KC');
    const saving = new MutationObserver(queryClient, saveOptions).mutate(wanted);
    await vi.waitFor(() => expect(cached()).toBe(wanted), { timeout: HANG_GUARD });
    expect(api.groupsOf(device.appName, device.deviceId)).toBeUndefined(); // still in flight
    await expect(saving).resolves.toBe(wanted);
    expect(api.groupsOf(device.appName, device.deviceId)).toEqual(wanted.toGroups());
    expect(cached()).toBe(wanted);
    stop();
  });

  it('puts back the preferences from before when the service answers 400, with a BadRequestError', async () => {
    const { queryClient, stop, cached } = await loaded();
    const saved = offered.enable('breakingNews');
    await new MutationObserver(queryClient, saveOptions).mutate(saved);
    api.fail('push', { status: 400, count: 1 });
    const refused = saved.enable('teamAlertInjury_NE');
    const error = await new MutationObserver(queryClient, saveOptions)
      .mutate(refused)
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(cached()).toBe(saved);
    expect(api.groupsOf(device.appName, device.deviceId)).toEqual(['breakingNews']);
    stop();
  });

  it('removes the optimistic entry when there was none before and the save fails', async () => {
    const queryClient = new QueryClient();
    api.fail('push', { status: 400, count: 1 });
    await new MutationObserver(queryClient, saveOptions).mutate(offered.enable('breakingNews')).catch(() => {});
    expect(queryClient.getQueryData(preferencesOptions.queryKey)).toBeUndefined();
  });

  it('runs the saves of one device one after another, so a refused save never undoes a later one', async () => {
    const { queryClient, stop, cached } = await loaded();
    api.setLatency(50);
    api.fail('push', { status: 400, count: 1 });
    const first = offered.enable('breakingNews');
    const second = offered.enable('trendingNews');
    const results = await Promise.allSettled([
      new MutationObserver(queryClient, saveOptions).mutate(first),
      new MutationObserver(queryClient, saveOptions).mutate(second),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    expect(cached()).toBe(second);
    expect(api.groupsOf(device.appName, device.deviceId)).toEqual(['trendingNews']);
    stop();
  });

  it.each([
    ['taken', 'taken'],
    ['taken', 'refused'],
    ['refused', 'taken'],
    ['refused', 'refused'],
  ] as const)('ends two saves made at once (%s, then %s) showing what the service last took', async (...outcomes) => {
    const { queryClient, stop, cached } = await loaded();
    const bodies: unknown[] = [];
    server.use(
      http.put(`${BASE}/v1/push/*`, async ({ request }) => {
        bodies.push(await request.json());
        const taken = outcomes[bodies.length - 1] === 'taken';
        await new Promise((resolve) => setTimeout(resolve, 20));
        return taken
          ? new HttpResponse(null, { status: 202 })
          : HttpResponse.json({ error: 'refused' }, { status: 400 });
      }),
    );
    const saves = [offered.enable('breakingNews'), offered.enable('trendingNews')] as const;
    await Promise.allSettled(saves.map((wanted) => new MutationObserver(queryClient, saveOptions).mutate(wanted)));
    // The requests went out in the order the saves were made.
    expect(bodies).toEqual(saves.map((wanted) => ({ groups: wanted.toGroups() })));
    const last = (outcomes as readonly string[]).lastIndexOf('taken');
    expect(cached()).toBe(last < 0 ? offered : saves[last]);
    stop();
    server.resetHandlers();
  });

  it('keys the preferences by device, and takes its first value from a function too', async () => {
    const queryClient = new QueryClient();
    const other = { appName: 'fan-app', deviceId: 'tablet-2' };
    const fromStorage = Preferences.fromGroups(['breakingNews'], { teams: ['KC'] });
    const options = queries(client).push.preferences(other, async () => fromStorage);
    expect(options.queryKey).toEqual(['huddle', 'push', 'fan-app', 'tablet-2']);
    expect(options.queryKey).not.toEqual(preferencesOptions.queryKey);
    expect(options.queryKey).toEqual(queries(client).push.key(other));
    await expect(queryClient.fetchQuery(options)).resolves.toBe(fromStorage);
    expect(mutations(client).setGroups(other).mutationKey).toEqual([...options.queryKey, 'setGroups']);
  });

  it('is never refetched by an invalidation, which would put the first value back', async () => {
    const { queryClient, stop, cached } = await loaded();
    const saved = offered.enable('breakingNews');
    await new MutationObserver(queryClient, saveOptions).mutate(saved);
    await queryClient.invalidateQueries({ queryKey: queries(client).key() });
    expect(cached()).toBe(saved);
    stop();
  });
});
