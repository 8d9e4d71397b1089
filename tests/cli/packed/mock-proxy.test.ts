/**
 * Issue 29's round trip through the packed binary: `huddle mock --proxy … --record DIR` in front
 * of a second `huddle mock` standing in for the real service, then `huddle mock --dataset DIR`,
 * which replays every recorded query byte-identical (status, content type, body).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startPackedMock } from '../../support/package/packed-mock.ts';

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const started: { stop: () => Promise<unknown> }[] = [];
afterAll(async () => {
  await Promise.all(started.map((mock) => mock.stop()));
});

async function startMock(args: readonly string[]) {
  const mock = await startPackedMock(args, { timeout: 60_000 });
  started.push(mock);
  return mock;
}

async function get(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()).toString('base64'),
  };
}

it('records through --proxy in front of a second huddle mock, and --dataset replays the recorded queries byte-identical', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'huddle-packed-recording-'));
  try {
    const service = await startMock([]);
    const proxy = await startMock(['--proxy', service.url, '--record', dir]);
    const paths = [
      `/games?fs=id,gameTime,homeTeam{abbr}&s=${q({ $take: 4, $sort: { gameTime: -1 } })}`,
      `/teams?fs=id,abbr&s=${q({ $take: 3, $skip: 2 })}`,
      `/games?fs=id,drives{id}&s=${q({ $take: 1, drives: { $query: { yards: { $gte: 30 } } } })}`,
      `/playerSeasonStats?s=${q({ $take: 2 })}`,
      '/teams/no-such-team',
    ];
    const recorded = [];
    for (const path of paths) recorded.push(await get(`${proxy.url}${path}`));
    expect(recorded.map(({ status }) => status)).toEqual([200, 200, 200, 200, 404]);
    const stopped = await proxy.stop();
    expect(stopped.code).toBe(0);
    expect(stopped.stdout).toContain(`recorded 5 answers`);

    const replay = await startMock(['--dataset', dir]);
    for (const [index, path] of paths.entries())
      expect(await get(`${replay.url}${path}`), path).toEqual(recorded[index]);
    // A query never recorded is answered by the engine over the recorded records.
    const fresh = await fetch(`${replay.url}/teams?fs=abbr&s=${q({ $sort: { abbr: 1 } })}`);
    expect(fresh.status).toBe(200);
    expect(((await fresh.json()) as { data: unknown[] }).data).toHaveLength(3);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 120_000);
