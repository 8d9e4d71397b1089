/**
 * A browser page as a device of the live mock: it subscribes, opens an EventSource to
 * `huddle mock`'s push stream, moves the clock, and receives a scoring notification within a
 * bounded number of clock steps.
 */
import { describe, expect, inject, it } from 'vitest';
import { route, toPath } from '../../src/push/index.ts';

const base = inject('liveMockUrl');
const STEPS = 32;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: path.startsWith('/v1/push') ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the live mock’s push stream in Chromium', () => {
  it('delivers a scoring play to an EventSource within a bounded number of clock steps', async () => {
    const s = encodeURIComponent(JSON.stringify({ $sort: { gameTime: 1 }, $take: 1 }));
    const [game] = (await (await fetch(`${base}/games?fs=id,homeTeam%7Babbr%7D&s=${s}`)).json()) as {
      id: string;
      homeTeam: { abbr: string };
    }[];
    expect(game).toBeDefined();
    const group = `teamAlertScoringPlays_${game?.homeTeam.abbr}`;
    const put = await post('/v1/push/web/devices/browser-1/groups', { groups: [group] }, { authorization: 'Bearer t' });
    expect(put.status).toBe(202);

    const source = new EventSource(`${base}/_mock/push/web/browser-1?platform=data`);
    const received: { group: string; payload: string; decoded: { message: string; notification: unknown } }[] = [];
    source.addEventListener('delivery', (event) => received.push(JSON.parse((event as MessageEvent<string>).data)));
    await new Promise((resolve, reject) => {
      source.onopen = resolve;
      source.onerror = reject;
    });

    let steps = 0;
    while (received.length === 0 && steps < STEPS) {
      steps++;
      expect((await post('/_mock/clock', { advance: '15m' })).status).toBe(200);
      // Time for the stream's event to reach the page before the next step.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    source.close();
    expect(steps).toBeLessThanOrEqual(STEPS);
    const [delivery] = received;
    expect(delivery?.group).toBe(group);
    expect(JSON.parse(delivery?.payload ?? '{}')).toHaveProperty('data.message', delivery?.decoded.message);
    expect(toPath(route(delivery?.decoded.notification))).toBe(`/games/${game?.id}`);
  });
});
