/**
 * The group kinds table decides routing and carrier groups, with no name special-cased: the table
 * is changed here (breakingNews made carrier-only, trendingNews made to deliver breaking news too),
 * and the preferences, the mock's fan-out and the league's notification rules follow it.
 */
import { describe, expect, it, vi } from 'vitest';
import type { LeagueEvent } from '../../../src/league/simulation/timeline.ts';
import { createMockService } from '../../../src/mock/index.ts';
import { notificationsFor } from '../../../src/mock/live/notification-rules.ts';
import { Preferences } from '../../../src/push/index.ts';

vi.mock('../../../src/push/groups.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/push/groups.ts')>();
  const { breakingNews, trendingNews } = original.groupKinds;
  const groupKinds = {
    ...original.groupKinds,
    breakingNews: { ...breakingNews, carrierOnly: true },
    trendingNews: { ...trendingNews, delivers: ['trendingNews', 'breakingNews'] },
  };
  return { ...original, groupKinds };
});

const news: LeagueEvent = {
  kind: 'news',
  at: 0,
  gameId: null,
  teams: ['NE'],
  articleId: 'a-1',
  injuryId: null,
  message: 'Trade!',
  title: null,
  score: null,
};

describe('carrier-only groups are a property of their kind', () => {
  it('offers a carrier-only kind only with a carrier, and loads it from groups as the carrier group', () => {
    const offered = (carrier: boolean) => Preferences.offered({ teams: [], carrier }).groups.map(({ name }) => name);
    expect(offered(false)).not.toContain('breakingNews');
    expect(offered(false)).not.toContain('closeGameCarrier');
    expect(offered(true)).toEqual(expect.arrayContaining(['breakingNews', 'closeGameCarrier']));
    expect(Preferences.fromGroups(['breakingNews']).groups.map(({ name }) => name)).toContain('closeGameCarrier');
  });

  it('delivers a carrier-only kind only to devices registered with a carrier', async () => {
    const service = createMockService({ baseUrl: 'https://mock.example', clock: 0 });
    for (const [device, carrier] of [
      ['with', 'Acme'],
      ['without', undefined],
    ] as const) {
      service.push.register('app', device, { platform: 'aps', ...(carrier !== undefined && { carrier }) });
      const { status } = await service.serve({
        method: 'PUT',
        url: new URL(`https://mock.example/v1/push/app/devices/${device}/groups`),
        headers: { get: (name) => (name === 'authorization' ? 'Bearer t' : null) },
        body: { groups: ['breakingNews', 'trendingNews'] },
      });
      expect(status).toBe(202);
    }
    const message = { message: 'Trade!', extras: { type: 'breakingNews', more: { articleId: 'a-1' } } } as const;
    expect(service.push.send(message, { group: 'breakingNews' }).map(({ device }) => device)).toEqual(['with']);
    expect(service.push.send(message, { group: 'trendingNews' }).map(({ device }) => device)).toEqual([
      'with',
      'without',
    ]);
  });
});

describe('an event’s groups are those whose kind delivers its types', () => {
  it('sends breaking news to every kind that delivers it, trendingNews too once the table says so', () => {
    expect(notificationsFor(news).map(({ group, notification }) => [group, notification.extras.type])).toEqual([
      ['teamAlertNews_NE', 'teamAlertNews'],
      ['breakingNews', 'breakingNews'],
      ['trendingNews', 'breakingNews'],
    ]);
  });
});
