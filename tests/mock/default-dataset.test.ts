/**
 * One default dataset for every door: `createMockApi()` (msw), `startMockServer()` (node:http)
 * and `huddle mock` each serve, untold, the season of seed 1 (`createDataset()` of huddle/league),
 * so the same query gives the same answer from each.
 */
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/index.ts';
import { createMockApi } from '../../src/mock/index.ts';
import { startMockServer } from '../../src/mock/server/index.ts';
import { startHuddleMock } from '../support/cli/huddle-mock.ts';

const BASE = 'https://doors.example';

/** The ids of the games of week 3, by kickoff, through the client at `baseUrl`. */
async function week3(baseUrl: string): Promise<readonly string[]> {
  const client = createClient({ baseUrl, retry: 0 });
  const { data } = await client.games.select('id').where('week.week', 3).sort('gameTime').take(50).list();
  return data.map((game) => game.id ?? '');
}

describe('the default dataset', () => {
  it('answers where(week.week, 3) alike from createMockApi(), startMockServer() and huddle mock', {
    timeout: 60_000,
  }, async () => {
    const api = createMockApi({ baseUrl: BASE });
    const msw = setupServer(...api.handlers);
    msw.listen({ onUnhandledFrame: 'error' });
    let fromMsw: readonly string[];
    try {
      fromMsw = await week3(BASE);
    } finally {
      msw.close();
    }
    expect(fromMsw).toHaveLength(16);
    const server = await startMockServer();
    const command = await startHuddleMock(['--port', '0']);
    try {
      expect(await week3(server.url)).toEqual(fromMsw);
      expect(await week3(command.url)).toEqual(fromMsw);
    } finally {
      await server.close();
      await command.stop();
    }
  });
});
