/**
 * The recording proxy in front of a real `node:http` service (a mock standing in for it): answers
 * passed through unchanged, drift told with its path and value, a recording that replays the
 * recorded queries byte for byte and answers new ones over its records, and no secret on disk.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDataset } from '../../src/league/index.ts';
import { createMockApi } from '../../src/mock/index.ts';
import {
  type Drift,
  loadRecording,
  MockRecordingError,
  type MockServer,
  RECORDING_FILE,
  startMockProxy,
  startMockServer,
} from '../../src/mock/server/index.ts';
import { HANG_GUARD } from '../support/suite/deadlines.ts';

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

let upstream: MockServer;
const dirs: string[] = [];
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  upstream = await startMockServer({ dataset: createDataset({ seed: 1 }) });
});
afterAll(async () => {
  await upstream.close();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'huddle-recording-'));
  dirs.push(dir);
  return dir;
}

interface Got {
  readonly status: number;
  readonly contentType: string | null;
  readonly body: Buffer;
}

async function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Got> {
  const response = await fetch(`${base}${path}`, { headers });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** A node:http server in front of `target` that rewrites each JSON answer with `rewrite`, and notes the headers it got. */
async function rewriting(target: string, rewrite: (path: string, body: unknown) => unknown) {
  const seen: IncomingHttpHeaders[] = [];
  const server: Server = createServer(async (request, response) => {
    seen.push(request.headers);
    const answer = await fetch(`${target}${request.url}`);
    const body = rewrite(request.url ?? '/', await answer.json());
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return { url, seen };
}

describe('a recording made through the proxy', () => {
  it('replays every recorded query byte-identical, and answers a new query over the recorded records', async () => {
    const teams = (await (await fetch(`${upstream.url}/teams?fs=id&s=${q({ $take: 1 })}`)).json()) as {
      data: { id: string }[];
    };
    const teamId = teams.data[0]?.id as string;
    const requests = [
      `/games?fs=id,gameTime,homeTeam{abbr}&s=${q({ $take: 6, $sort: { gameTime: 1 } })}`,
      `/games?fs=id,week{week},homeTeamScore{pointsTotal}&s=${q({ $query: { 'week.week': 1 } })}`,
      `/games?fs=id,drives{id,yards}&s=${q({ $take: 2, drives: { $query: { yards: { $gte: 20 } } } })}`,
      `/games?fs=id&s=${q({ $take: 3, $skip: 3, $sort: { gameTime: 1 } })}`,
      `/teams?fs=id,abbr,fullName&s=${q({ $take: 5 })}`,
      `/teams/${teamId}?fs=id,abbr,nickName`,
      `/persons?fs=id,displayName&s=${q({ $take: 4 })}`,
      `/playerSeasonStats?s=${q({ $take: 2 })}`,
      `/videos?fs=id,title&s=${q({ $take: 2 })}`,
      '/games?fs=id,homeTeam{',
      '/teams/no-such-team',
    ];
    const dir = await tempDir();
    const proxy = await startMockProxy({ upstream: upstream.url, record: dir });
    const live: Got[] = [];
    for (const path of requests) {
      const [through, direct] = await Promise.all([get(proxy.url, path), get(upstream.url, path)]);
      expect(through, path).toEqual(direct); // passed through unchanged
      live.push(through);
    }
    expect(live.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 400, 404]);
    await proxy.close();
    expect(proxy.recorded()).toMatchObject({ answers: requests.length });

    const recording = await loadRecording(dir);
    const replay = await startMockServer({ recording });
    closers.push(() => replay.close());
    for (const [index, path] of requests.entries()) {
      expect(await get(replay.url, path), path).toEqual(live[index]);
    }

    // A record seen in two answers keeps the fields of both.
    const games = recording.records.games as Record<string, unknown>[];
    const both = games.filter((game) => 'homeTeam' in game && 'week' in game);
    expect(both.length).toBeGreaterThan(0);
    // One record per id.
    expect(new Set(games.map((game) => game.id)).size).toBe(games.length);

    // A query never recorded: the engine answers it over the recorded games only.
    const fresh = await get(replay.url, `/games?fs=id,gameTime&s=${q({ $sort: { gameTime: -1 }, $take: 4 })}`);
    expect(fresh.status).toBe(200);
    const rows = JSON.parse(fresh.body.toString()) as { id: string; gameTime: string }[];
    expect(rows).toHaveLength(4);
    const recordedIds = new Set(games.map((game) => game.id));
    for (const row of rows) expect(recordedIds.has(row.id)).toBe(true);
    // Latest first, by the moment each names (the season writes offsets in several forms).
    const times = rows.map((row) => Date.parse(row.gameTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('injected failures and latency come before a recorded answer, as before any answer', async () => {
    const dir = await tempDir();
    const proxy = await startMockProxy({ upstream: upstream.url, record: dir });
    const path = `/games?fs=id&s=${q({ $take: 2 })}`;
    const live = await get(proxy.url, path);
    await proxy.close();
    const replay = await startMockServer({ recording: await loadRecording(dir) });
    closers.push(() => replay.close());
    replay.service.fail('games', { status: 503, count: 1 });
    expect((await get(replay.url, path)).status).toBe(503);
    expect(await get(replay.url, path)).toEqual(live);
  });

  it('replays through the msw handlers too (createMockApi({ recording }))', async () => {
    const dir = await tempDir();
    const proxy = await startMockProxy({ upstream: upstream.url, record: dir });
    const path = `/teams?fs=id,abbr&s=${q({ $take: 2 })}`;
    const live = await get(proxy.url, path);
    await proxy.close();
    const api = createMockApi({ baseUrl: 'https://api.example.test', recording: await loadRecording(dir) });
    const msw = setupServer(...api.handlers);
    msw.listen({ onUnhandledFrame: 'error' });
    closers.push(async () => msw.close());
    expect(await get('https://api.example.test', path)).toEqual(live);
  });

  it('refuses a recording and a dataset together', async () => {
    await expect(
      startMockServer({
        recording: { records: createDataset({ seed: 1 }) as never, answers: [] },
        dataset: createDataset(),
      }),
    ).rejects.toThrow(/recording, or a dataset or league, not both/);
  });
});

describe('drift', () => {
  it('tells an off-model value with its JSON path and the value found, and passes the answer on unchanged', async () => {
    const broken = await rewriting(upstream.url, (path, body) => {
      const second = path.startsWith('/games') ? (body as { homeTeamScore: Record<string, unknown> }[])[1] : undefined;
      if (second !== undefined) second.homeTeamScore.pointsTotal = 'many';
      return body;
    });
    const drifts: Drift[] = [];
    const proxy = await startMockProxy({ upstream: broken.url, onDrift: (drift) => drifts.push(drift) });
    closers.push(() => proxy.close());
    const path = `/games?fs=id,homeTeamScore{pointsTotal}&s=${q({ $take: 3 })}`;
    const got = await get(proxy.url, path);
    expect(got.status).toBe(200);
    expect(JSON.parse(got.body.toString())[1].homeTeamScore.pointsTotal).toBe('many');
    await expect.poll(() => drifts.length, { timeout: HANG_GUARD }).toBe(1);
    expect(drifts[0]).toEqual({
      method: 'GET',
      url: path,
      resource: 'games',
      path: '[1].homeTeamScore.pointsTotal',
      value: 'many',
      message: expect.stringMatching(/^expected number, found string "many"/),
    });
  });

  it('tells an answer that is not its envelope at the root', async () => {
    const broken = await rewriting(upstream.url, (_path, body) => (body as { data: unknown }).data);
    const drifts: Drift[] = [];
    const proxy = await startMockProxy({ upstream: broken.url, onDrift: (drift) => drifts.push(drift) });
    closers.push(() => proxy.close());
    expect((await get(proxy.url, `/teams?fs=id&s=${q({ $take: 2 })}`)).status).toBe(200);
    await expect.poll(() => drifts.length, { timeout: HANG_GUARD }).toBe(1);
    expect(drifts[0]).toMatchObject({
      resource: 'teams',
      path: '(root)',
      message: /expected \{ pager, data \}, found array/,
    });
  });

  it('finds no drift in the mock’s own answers', async () => {
    const drifts: Drift[] = [];
    const proxy = await startMockProxy({ upstream: upstream.url, onDrift: (drift) => drifts.push(drift) });
    for (const path of ['/games?s=%7B%22%24take%22%3A20%7D', '/teams', '/lists', '/videos/assets/jobs', '/events']) {
      expect((await get(proxy.url, path)).status, path).toBe(200);
    }
    await proxy.close(); // waits for every answer to be checked
    expect(drifts).toEqual([]);
  });
});

describe('secrets', () => {
  it('passes the Authorization header upstream, and writes neither it nor a ?token= to any file of the recording', async () => {
    const bearer = 'bearer-secret-4f9c1d2e7a';
    const token = 'query-secret-83b6e0aa51';
    const watched = await rewriting(upstream.url, (_path, body) => body);
    const dir = await tempDir();
    const proxy = await startMockProxy({ upstream: watched.url, record: dir });
    const auth = { authorization: `Bearer ${bearer}`, 'x-api-key': 'api-key-secret-99c0ffee' };
    for (const path of [
      `/teams?fs=id,abbr&s=${q({ $take: 2 })}&token=${token}`,
      `/games?fs=id&token=${token}&s=${q({ $take: 2 })}`,
      `/teams?token=${token}`,
    ]) {
      expect((await get(proxy.url, path, auth)).status).toBe(200);
    }
    await proxy.close();
    expect(watched.seen.map((headers) => headers.authorization)).toEqual(Array(3).fill(`Bearer ${bearer}`));

    const files = await readdir(dir, { recursive: true });
    expect(files).toEqual([RECORDING_FILE]);
    for (const file of files) {
      const text = await readFile(join(dir, file), 'utf8');
      for (const secret of [bearer, token, 'api-key-secret-99c0ffee', 'Bearer', 'authorization', 'x-api-key']) {
        expect(text.toLowerCase(), `${file} holds ${secret}`).not.toContain(secret.toLowerCase());
      }
      // The pager's links keep the parameter's name, not its value.
      expect(text).toContain('token=REDACTED');
    }
  });
});

describe('a recording directory that is not one', () => {
  it('is refused naming the file and what is wrong in it', async () => {
    const dir = await tempDir();
    const file = join(dir, RECORDING_FILE);
    const cases: [string, RegExp][] = [
      ['{"huddleRecording":1,"records":{},"answers":[', /is not JSON/],
      ['{"huddleRecording":2,"records":{},"answers":[]}', /huddleRecording: expected 1/],
      ['{"huddleRecording":1,"records":{"gmaes":[]},"answers":[]}', /records\.gmaes: no such resource/],
      [
        '{"huddleRecording":1,"records":{},"answers":[{"method":"GET","path":"/games","fs":null,"s":null,"status":"200","contentType":null,"encoding":"utf8","body":"[]"}]}',
        /answers\[0\]\.status: expected a whole number from 200 to 599, found string "200"/,
      ],
    ];
    for (const [text, reason] of cases) {
      await writeFile(file, text);
      const error = await loadRecording(dir).catch((thrown: unknown) => thrown);
      expect(error, text).toBeInstanceOf(MockRecordingError);
      expect((error as MockRecordingError).file).toBe(file);
      expect((error as Error).message, text).toMatch(reason);
      expect((error as Error).message.startsWith(`${file}: `)).toBe(true);
    }
  });

  it('is refused when it holds no recording, saying how to make one', async () => {
    const dir = await tempDir();
    await expect(loadRecording(dir)).rejects.toThrow(
      /recording\.json: no such file: record one with huddle mock --proxy URL --record DIR/,
    );
  });

  it('stops a proxy from recording into it, so that nothing is overwritten', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, RECORDING_FILE), 'not a recording');
    await expect(startMockProxy({ upstream: upstream.url, record: dir })).rejects.toBeInstanceOf(MockRecordingError);
    expect(await readFile(join(dir, RECORDING_FILE), 'utf8')).toBe('not a recording');
  });
});

describe('the proxy', () => {
  it('answers 404 for a path that is none of the service’s, without calling it', async () => {
    const watched = await rewriting(upstream.url, (_path, body) => body);
    const proxy = await startMockProxy({ upstream: watched.url });
    closers.push(() => proxy.close());
    expect((await get(proxy.url, '/nope')).status).toBe(404);
    expect(watched.seen).toEqual([]);
  });

  it('answers 502 naming the service when it cannot be reached', async () => {
    const proxy = await startMockProxy({ upstream: 'http://127.0.0.1:9' });
    closers.push(() => proxy.close());
    const got = await get(proxy.url, '/games');
    expect(got.status).toBe(502);
    expect(JSON.parse(got.body.toString())).toMatchObject({
      error: 'BAD_GATEWAY',
      message: /http:\/\/127\.0\.0\.1:9\/ could not be reached/,
    });
  });

  it('answers 502 naming the limit when the upstream answers more than maxUpstreamBytes, and keeps serving', async () => {
    const proxy = await startMockProxy({ upstream: upstream.url, maxUpstreamBytes: 2_000 });
    closers.push(() => proxy.close());
    const big = await get(proxy.url, '/games?fs=id');
    expect(big.status).toBe(502);
    expect(JSON.parse(big.body.toString())).toMatchObject({
      error: 'BAD_GATEWAY',
      message: /over the proxy's limit of 2000 bytes/,
    });
    const small = await get(proxy.url, `/games?fs=id&s=${encodeURIComponent('{"$take":1}')}`);
    expect(small.status).toBe(200);
  });

  it('refuses an upstream that is no http URL', async () => {
    await expect(startMockProxy({ upstream: 'ftp://example.test' })).rejects.toThrow(
      /upstream must be an http or https URL/,
    );
  });

  it('goes on recording where a recording stopped', async () => {
    const dir = await tempDir();
    const first = await startMockProxy({ upstream: upstream.url, record: dir });
    await get(first.url, '/games?fs=id,gameTime&s=%7B%22%24take%22%3A2%7D');
    await first.close();
    const second = await startMockProxy({ upstream: upstream.url, record: dir });
    await get(second.url, '/teams?fs=id&s=%7B%22%24take%22%3A2%7D');
    await second.close();
    const recording = await loadRecording(dir);
    expect(recording.answers.map(({ path }) => path)).toEqual(['/games', '/teams']);
    expect(recording.records.games).toHaveLength(2);
    expect(recording.records.teams).toHaveLength(2);
  });
});
