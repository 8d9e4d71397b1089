/**
 * A league played out on the mock's clock, through a real client over msw: queries answer as of
 * the clock, each move forward delivers what happened in between to the devices whose groups take
 * it, and the same steps give the same deliveries byte for byte.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../src/index.ts';
import { createLeague, type LeagueEvent } from '../../../src/league/index.ts';
import { createMockApi, createMockService, type Delivery } from '../../../src/mock/index.ts';
import { groupName, route } from '../../../src/push/index.ts';

const BASE = 'https://live.test/v1';
const league = createLeague({ seed: 1 });
const events = league.events(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY);
const api = createMockApi({ baseUrl: BASE, league });
const server = setupServer(...api.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => api.reset());
afterAll(() => server.close());

const client = createClient({ baseUrl: BASE, token: 'device-token', retry: 0 });
const APP = 'fan-app';
const first = (kind: LeagueEvent['kind'], where: (event: LeagueEvent) => boolean = () => true) => {
  const found = events.find((event) => event.kind === kind && where(event));
  if (found === undefined) throw new Error(`seed 1 has no ${kind} event`);
  return found;
};
const gameOf = async (id: string | null) =>
  (await client.games
    .select('id,gameStatus{phase},homeTeamScore,visitorTeamScore')
    .where('id', id ?? '')
    .first()) ?? undefined;

describe('a league on the mock clock', () => {
  it('starts just before the first kickoff, with that game scheduled', async () => {
    const kickoff = first('kickoff');
    expect(api.clock.now()).toBe(league.start - 1);
    expect((await gameOf(kickoff.gameId))?.gameStatus?.phase).not.toBe('INGAME');
  });

  it('delivers a kickoff to the devices that follow either team, and the game is under way as of the clock', async () => {
    const kickoff = first('kickoff');
    const [home, visitor] = kickoff.teams as [string, string];
    api.push.register(APP, 'home-fan', { platform: 'aps' });
    api.push.register(APP, 'visitor-fan', { platform: 'data' });
    api.push.register(APP, 'no-one', { platform: 'toast' });
    await client.push.setGroups({
      appName: APP,
      deviceId: 'home-fan',
      groups: [groupName('teamAlertGameStart', home)],
    });
    await client.push.setGroups({
      appName: APP,
      deviceId: 'visitor-fan',
      groups: [groupName('teamAlertGameStart', visitor), 'tuneInAlertLiveGame'],
    });
    await client.push.setGroups({ appName: APP, deviceId: 'no-one', groups: ['breakingNews'] });
    const next = api.nextDelivery(APP, 'home-fan');
    api.clock.advance('1ms');
    const delivery = await next;
    expect(delivery.at).toBe(kickoff.at);
    expect(route(delivery.decoded.notification)).toEqual({
      screen: 'gameDetails',
      gameId: kickoff.gameId,
      liveStream: false,
    });
    expect(api.outbox(APP, 'visitor-fan').map((d) => d.decoded.notification?.type)).toEqual([
      'teamAlertGameStart',
      'tuneInAlertLiveGame',
    ]);
    expect(api.outbox(APP, 'no-one')).toEqual([]);
    expect((await gameOf(kickoff.gameId))?.gameStatus?.phase).toBe('INGAME');
  });

  it('sends a score that matches the game a query then returns', async () => {
    const score = first('score', (event) => event.at > league.start + 3_600_000);
    const [team] = score.teams as [string];
    api.push.register(APP, 'scorer', { platform: 'toast' });
    await client.push.setGroups({
      appName: APP,
      deviceId: 'scorer',
      groups: [groupName('teamAlertScoringPlays', team)],
    });
    api.clock.set(score.at - 1);
    const before = api.outbox(APP, 'scorer').length;
    api.clock.advance(1);
    const delivered = api.outbox(APP, 'scorer').slice(before);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.decoded.message).toBe(score.message);
    expect(delivered[0]?.payload).toMatch(/^<toast/);
    const game = await gameOf(score.gameId);
    expect([game?.homeTeamScore?.pointsTotal, game?.visitorTeamScore?.pointsTotal]).toEqual(score.score);
  });

  it('sends nothing for a group a device did not take, and nothing after it unsubscribes', async () => {
    const day = events.filter((event) => event.at <= league.start + 86_400_000);
    const team = first('kickoff').teams[0] as string;
    api.push.register(APP, 'quitter', { platform: 'aps' });
    await client.push.setGroups({ appName: APP, deviceId: 'quitter', groups: [groupName('teamAlertGameEnd', team)] });
    const final = day.find((event) => event.kind === 'final' && event.teams.includes(team));
    if (final === undefined) throw new Error('no final on the first day');
    api.clock.set(final.at);
    expect(api.outbox(APP, 'quitter').map((d) => d.group)).toEqual([groupName('teamAlertGameEnd', team)]);
    await client.push.setGroups({ appName: APP, deviceId: 'quitter', groups: [] });
    api.clock.advance('30d');
    expect(api.outbox(APP, 'quitter')).toHaveLength(1);
  });

  it('plays nothing on a move back, and answers as of the earlier moment', async () => {
    const kickoff = first('kickoff');
    api.push.register(APP, 'rewinder', { platform: 'aps' });
    await client.push.setGroups({ appName: APP, deviceId: 'rewinder', groups: ['tuneInAlertLiveGame'] });
    api.clock.advance('2h');
    const played = api.outbox(APP, 'rewinder').length;
    expect(played).toBeGreaterThan(0);
    expect((await gameOf(kickoff.gameId))?.gameStatus?.phase).toBe('INGAME');
    api.clock.set(league.start - 3_600_000);
    expect(api.outbox(APP, 'rewinder')).toHaveLength(played);
    expect((await gameOf(kickoff.gameId))?.gameStatus?.phase).not.toBe('INGAME');
  });

  it('keeps what replace() and extend() changed as the clock moves', async () => {
    const made = api.make.games({ homeTeam: { abbr: 'KC' } });
    api.extend({ games: [made] });
    api.clock.advance('3d');
    expect(
      (
        await client.games
          .select('id')
          .where('id', made.id ?? '')
          .list()
      ).data,
    ).toEqual([{ id: made.id }]);
    api.replace({ teams: [] });
    api.clock.advance('1d');
    expect((await client.teams.select('abbr').list()).data).toEqual([]);
  });
});

describe('determinism', () => {
  /** A week of the seed-1 league in 15-minute steps, to three devices; `heard` gets each delivery as it is made. */
  const playWeek = async (heard?: Delivery[]) => {
    const mock = createMockService({ baseUrl: BASE, league: createLeague({ seed: 1 }) });
    if (heard !== undefined) mock.push.subscribe((delivery) => heard.push(delivery));
    const groups = ['tuneInAlertLiveGame', 'closeGameCarrier', groupName('teamAlertScoringPlays', 'KC')];
    for (const [index, platform] of (['aps', 'data', 'toast'] as const).entries()) {
      mock.push.register(APP, `d${index}`, { platform, carrier: 'carrier' });
      await mock.serve({
        method: 'PUT',
        url: new URL(`${BASE}/v1/push/${APP}/devices/d${index}/groups`),
        headers: { get: (name) => (name === 'authorization' ? 'Bearer t' : null) },
        body: { groups },
      });
    }
    for (let step = 0; step < 7 * 24 * 4; step++) mock.clock.advance('15m');
    return [0, 1, 2].map((index) => mock.outbox(APP, `d${index}`));
  };

  it('gives the same deliveries, byte for byte, for the same seed and the same clock steps', async () => {
    const once = JSON.stringify(await playWeek());
    expect(once.length).toBeGreaterThan(10_000);
    expect(JSON.stringify(await playWeek())).toBe(once);
  });

  it('writes a delivery read from its outbox after the clock moved, vendor request and all, as one heard while it was made', async () => {
    const heard: Delivery[] = [];
    const listened = await playWeek(heard);
    const read = await playWeek();
    expect(read.flat().length).toBeGreaterThan(0);
    expect(JSON.stringify(read)).toBe(JSON.stringify(listened));
    // The outbox keeps the newest of what was heard, in order.
    for (const [index, outbox] of read.entries()) {
      const toDevice = heard.filter(({ device }) => device === `d${index}`);
      expect(JSON.stringify(outbox)).toBe(JSON.stringify(toDevice.slice(-outbox.length)));
      expect(outbox.every(({ request }) => request !== undefined)).toBe(true);
    }
  });
});
