/**
 * What only a browser can tell: the client's fetch across origins (CORS) to the mock server,
 * msw's service worker serving huddle's mock, and the push codecs on the browser's own
 * TextEncoder, Intl.Segmenter and fast-xml-parser build.
 */
import { setupWorker } from 'msw/browser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createClient } from '../../src/index.ts';
import { createMockApi } from '../../src/mock/index.ts';
import { aps } from '../../src/push/index.ts';
import { decode, toast } from '../../src/push/toast/index.ts';

describe('in Chromium', () => {
  it('runs for real in a browser page', () => {
    expect(typeof window).toBe('object');
    expect(navigator.userAgent).toMatch(/Chrome/);
  });

  it('calls the mock server across origins: CORS lets the client read the answer and send the push call', async () => {
    const baseUrl = inject('mockServerUrl');
    expect(new URL(baseUrl).origin).not.toBe(location.origin);
    const client = createClient({ baseUrl, token: 'browser-token' });
    const { data } = await client.teams.select('abbr').where('abbr', '$in', ['NE', 'KC']).sort('abbr').list();
    expect(data).toEqual([{ abbr: 'KC' }, { abbr: 'NE' }]);
    await client.push.setGroups({ appName: 'web', deviceId: 'browser-1', groups: ['breakingNews'] });
  });

  it('decodes and truncates push payloads with the browser’s own APIs', () => {
    const message = `Touchdown 🏈 ${'👍🏽'.repeat(1200)}`;
    const payload = toast.encode(
      { message, title: 'NE & KC', extras: { type: 'teamAlertScoringPlay', more: { gameId: '007' } } },
      { truncate: true },
    );
    expect(new TextEncoder().encode(payload).length).toBeLessThanOrEqual(5000);
    const decoded = decode(payload);
    expect(decoded.title).toBe('NE & KC');
    expect(decoded.message.endsWith('👍🏽…')).toBe(true);
    expect(decoded.notification).toEqual({ type: 'teamAlertScoringPlay', more: { gameId: '007' } });
    expect(decode(JSON.stringify(aps.encode({ message: 'hi' }))).message).toBe('hi');
  });
});

describe('huddle/msw in a service worker', () => {
  const api = createMockApi({ baseUrl: 'https://api.example.test' });
  const worker = setupWorker(...api.handlers);
  beforeAll(() => worker.start({ quiet: true, onUnhandledFrame: 'bypass' }));
  afterAll(() => worker.stop());

  it('answers the client’s queries from the dataset (the default season), as the service would', async () => {
    const client = createClient({ baseUrl: 'https://api.example.test', token: 't' });
    const games = api.dataset.games as { homeTeam: { abbr: string }; week: { week: number }; id: string }[];
    const home = games[0]?.homeTeam.abbr ?? '';
    const expected = games.filter((game) => game.homeTeam.abbr === home && game.week.week <= 9).map((game) => game.id);
    expect(expected.length).toBeGreaterThan(0);
    const { data } = await client.games.select('id').where('homeTeam.abbr', home).where('week.week', '$lte', 9).list();
    expect(data.map((game) => game.id)).toEqual(expected);
    await client.push.setGroups({ appName: 'web', deviceId: 'd', groups: ['trendingNews'] });
    expect(api.groupsOf('web', 'd')).toEqual(['trendingNews']);
  });
});
