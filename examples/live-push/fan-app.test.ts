/**
 * The flow the spec describes end to end, for each platform, with msw and the real client:
 * 1. the user turns on a team's alerts; 2. the device's groups are set; 3. a game starts;
 * 4. a notification arrives in the device's platform format; 5. the app decodes it, opens the
 * game, and the score it shows matches the notification.
 */
import { createClient } from 'huddle';
import { createLeague } from 'huddle/league';
import { createMockApi, type DevicePlatform } from 'huddle/msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFanApp } from './fan-app.ts';

const BASE = 'https://api.example.test';
const api = createMockApi({ baseUrl: BASE, league: createLeague({ seed: 1 }) });
const server = setupServer(...api.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => api.reset());
afterAll(() => server.close());

const client = createClient({ baseUrl: BASE, token: 'device-token', retry: 0 });
/** The platform each payload's text starts with, by hand: a platform added to the library needs its line. */
const shapes = {
  aps: /^\{"aps":/,
  data: /^\{"data":/,
  toast: /^<toast /,
} satisfies Record<DevicePlatform, RegExp>;

/** The score a notification's message gives, by team: "Touchdown DET — DET 7, CHI 3 (Q2 5:37)". */
function scoreIn(message: string): Record<string, number> {
  const found = /([A-Z]{2,3}) (\d+), ([A-Z]{2,3}) (\d+)/.exec(message);
  if (found === null) throw new Error(`no score in ${JSON.stringify(message)}`);
  const [, first = '', firstPoints, second = '', secondPoints] = found;
  return { [first]: Number(firstPoints), [second]: Number(secondPoints) };
}

describe.each(Object.keys(shapes) as DevicePlatform[])('a fan on %s', (platform) => {
  it('follows a team, gets its kickoff and its first score, and opens a game showing that score', async () => {
    const device = { appName: 'fan-app', deviceId: `${platform}-phone` };
    const app = createFanApp(client, device);
    api.push.register(device.appName, device.deviceId, { platform });

    // 1 and 2: alerts on, groups saved.
    const groups = await app.follow('DET');
    expect(api.groupsOf(device.appName, device.deviceId)).toEqual(groups);

    // 3: the clock reaches the first kickoff.
    const kickoff = api.nextDelivery(device.appName, device.deviceId);
    api.clock.advance('5m');
    const started = await kickoff;
    expect(started.group).toBe('teamAlertGameStart_DET');
    expect(started.payload).toMatch(shapes[platform]);

    // 4: the game plays on until DET scores.
    const scored = api.nextDelivery(device.appName, device.deviceId);
    for (let step = 0; step < 24 && api.outbox(device.appName, device.deviceId).length < 2; step++)
      api.clock.advance('15m');
    const score = await scored;
    expect(score.group).toBe('teamAlertScoringPlays_DET');
    expect(score.payload).toMatch(shapes[platform]);

    // 5: the user taps it (the clock has not moved since it arrived).
    api.clock.set(score.at);
    const screen = await app.open(score.payload);
    expect(screen.path).toBe(`/games/${started.decoded.notification?.more?.gameId}`);
    expect(screen.message).toBe(score.decoded.message);
    expect(screen.score).toEqual(scoreIn(screen.message));
  });
});
