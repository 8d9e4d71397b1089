/** `/_mock/clock` on the node:http server: tells the clock's time, moves it, refuses what it cannot read. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeague } from '../../../src/league/index.ts';
import { type MockServer, startMockServer } from '../../../src/server.ts';

const league = createLeague({ seed: 1 });
let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ league });
});
afterAll(() => server.close());

const clock = async (init?: RequestInit) => {
  const response = await fetch(`${server.url}/_mock/clock`, init);
  return { status: response.status, body: (await response.json()) as { now?: string; ms?: number; message?: string } };
};
const post = (body: unknown) =>
  clock({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('/_mock/clock', () => {
  it('tells the time, and moves the clock forward or to a moment', async () => {
    expect(await clock()).toEqual({
      status: 200,
      body: { now: new Date(league.start - 1).toISOString(), ms: league.start - 1 },
    });
    expect((await post({ advance: '15m' })).body.ms).toBe(league.start - 1 + 900_000);
    expect(server.service.clock.now()).toBe(league.start - 1 + 900_000);
    expect((await post({ set: '2024-12-25T18:00:00Z' })).body.now).toBe('2024-12-25T18:00:00.000Z');
    expect((await post({ advance: 60_000 })).body.now).toBe('2024-12-25T18:01:00.000Z');
  });

  it('answers as of the clock: a game is final once the clock has passed its end', async () => {
    const final = league.events(league.start, league.end).find((event) => event.kind === 'final');
    await post({ set: final?.at });
    const games = (await (await fetch(`${server.url}/games?fs=id,gameStatus%7Bphase%7D`)).json()) as {
      id: string;
      gameStatus: { phase: string };
    }[];
    expect(games.find((game) => game.id === final?.gameId)?.gameStatus.phase).toBe('FINAL');
  });

  it('refuses a body it cannot read, naming what was wrong', async () => {
    expect(await post({})).toEqual({
      status: 400,
      body: { error: 'BAD_REQUEST', message: 'Expected {"advance": "15m"} or {"set": "<timestamp>"}' },
    });
    expect((await post({ advance: '15m', set: 'x' })).status).toBe(400);
    expect((await post({ advance: 'soon' })).body.message).toMatch(/^advance: Unreadable duration "soon"/);
    expect((await post({ set: 'yesterday' })).body.message).toBe('set: Not a moment: "yesterday"');
    expect((await post({ set: true })).body.message).toBe('set: expected a string or a number');
    expect((await clock({ method: 'PUT' })).status).toBe(405);
  });
});
