/**
 * The mock answers a condition value of another kind than its field's with a 400 naming the
 * path in s, the kind expected and the value found, where it answered `[]` (issue 26, finding 3);
 * over a real `node:http` server on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, startMockServer } from '../../src/mock/server/index.ts';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());

async function get(resource: string, s: object): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(`${server.url}/${resource}`);
  url.searchParams.set('s', JSON.stringify(s));
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the mock and condition values', () => {
  it('answers 400 for {"$gte":"3"} on week.week, naming the path, the kind and the value (was [])', async () => {
    const { status, body } = await get('games', { $query: { 'week.week': { $gte: '3' } } });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'BAD_REQUEST',
      parameter: 's',
      path: ['$query', 'week.week', '$gte'],
      message: 'Invalid s at $query.week.week.$gte: week.week of games takes a number, found "3"',
    });
  });

  it('answers 400 for a wrong item of $in and in a sub-collection filter', async () => {
    const inList = await get('games', { $query: { 'homeTeam.abbr': { $in: ['NE', 7] } } });
    expect(inList.status).toBe(400);
    expect(inList.body.path).toEqual(['$query', 'homeTeam.abbr', '$in', 1]);
    const drives = await get('games', { drives: { $query: { yards: 'long' } } });
    expect(drives.status).toBe(400);
    expect(drives.body.message).toContain('yards of games drives takes a number, found "long"');
  });

  it('still answers what the spec allows: numbers, date-only strings, null, unknown open-enum values', async () => {
    for (const [resource, s] of [
      ['games', { $query: { 'week.week': { $gte: 1 }, 'homeTeam.abbr': { $in: ['NE', 'KC'] } } }],
      ['games', { $query: { gameTime: { $gte: '2024-09-01' } } }],
      ['events', { $query: { startDateTime: { $gte: '2024-09-01' } } }],
      ['games', { $query: { 'gameStatus.redZone': null } }],
      ['teams', { $query: { standings: { $query: { playoffStatus: 'NOT_SEEN_YET' } } } }],
      // A path the model lacks matches nothing, as before: the mock does not refuse it.
      ['games', { $query: { notAField: 'x' } }],
    ] as const) {
      expect((await get(resource, s)).status, JSON.stringify(s)).toBe(200);
    }
  });
});
