/** `/_mock/clock` on the node:http server: tells the clock's time, moves it, refuses what it cannot read. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeague } from '../../../src/league/index.ts';
import { createClock, MAX_TIME } from '../../../src/mock/live/clock.ts';
import { answerClock } from '../../../src/mock/live/clock-routes.ts';
import { type MockServer, startMockServer } from '../../../src/mock/server/index.ts';

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

  it('refuses a move outside the range a Date holds with a 400 naming the field, the clock unmoved and still served', async () => {
    await post({ set: league.start });
    const read = async (path: string) => (await fetch(`${server.url}${path}`)).status;
    const big = await post({ set: 1e300 });
    expect(big).toEqual({
      status: 400,
      body: {
        error: 'BAD_REQUEST',
        message:
          'set: the moment 1e+300 ms is outside the range a Date holds (±8.64e15 ms: -271821-04-20 to +275760-09-13)',
      },
    });
    const infinite = await post({ advance: `${'9'.repeat(400)}w` });
    expect(infinite.status).toBe(400);
    expect(infinite.body.message).toMatch(/^advance: the move to Infinity ms is outside the range a Date holds/);
    expect(await clock()).toEqual({
      status: 200,
      body: { now: new Date(league.start).toISOString(), ms: league.start },
    });
    expect(server.service.clock.now()).toBe(league.start);
    expect([await read('/games?fs=id'), await read('/teams?fs=abbr')]).toEqual([200, 200]);

    expect((await post({ set: '+275760-09-13T00:00:00Z' })).body.ms).toBe(MAX_TIME);
    const past = await post({ advance: '1w' });
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/^advance: the move to 8640000604800000 ms is outside/);
    expect(await clock()).toEqual({ status: 200, body: { now: '+275760-09-13T00:00:00.000Z', ms: MAX_TIME } });
    expect([await read('/games?fs=id'), await read('/teams?fs=abbr')]).toEqual([200, 200]);
    expect((await post({ set: -MAX_TIME })).status).toBe(200);
    expect([await read('/games?fs=id'), await read('/teams?fs=abbr')]).toEqual([200, 200]);
  });

  it('answers any move with 200 at a time a Date holds, or 400 with the clock unmoved; GET stays 200', () => {
    const amount = fc.oneof(fc.double(), fc.integer({ min: -2 * MAX_TIME, max: 2 * MAX_TIME }), fc.constant(1e300));
    const field = fc.oneof(
      amount,
      fc.string(),
      fc.stringMatching(/^\d{1,400}(ms|s|m|h|d|w)$/),
      fc.constantFrom('+275760-09-13T00:00:00Z', '-271821-04-20T00:00:00Z', '+275760-09-13T00:00:00.001Z'),
    );
    const body = fc.oneof(fc.record({ set: field }), fc.record({ advance: field }));
    fc.assert(
      fc.property(fc.integer({ min: -MAX_TIME, max: MAX_TIME }), fc.array(body, { maxLength: 5 }), (start, moves) => {
        const at = createClock(start);
        const url = new URL('http://127.0.0.1/_mock/clock');
        for (const move of moves) {
          const before = at.now();
          const answer = answerClock('POST', url, move, at);
          expect([200, 400]).toContain(answer?.status);
          if (answer?.status === 400) expect(at.now()).toBe(before);
          expect(answerClock('GET', url, undefined, at)).toEqual({
            status: 200,
            body: { now: new Date(at.now()).toISOString(), ms: at.now() },
          });
        }
      }),
    );
  });
});
