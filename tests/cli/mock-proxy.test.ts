/** `huddle mock --proxy`, `--record` and `--dataset`, run in-process: the flags that do not go together, drift lines, replay. */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDataset } from '../../src/league/index.ts';
import { type MockServer, startMockServer } from '../../src/mock/server/index.ts';
import { type RunningMock, startHuddleMock } from '../support/cli/huddle-mock.ts';
import { runHuddle } from '../support/cli/run-cli.ts';
import { HANG_GUARD } from '../support/suite/deadlines.ts';

const running: RunningMock[] = [];
let upstream: MockServer;
let broken: Server;
let brokenUrl: string;
let dir: string;

beforeAll(async () => {
  upstream = await startMockServer({ dataset: createDataset({ seed: 1 }) });
  // The service, but the second game's home points are a word.
  broken = createServer(async (request, response) => {
    const answer = await fetch(`${upstream.url}${request.url}`);
    const body = (await answer.json()) as { homeTeamScore?: Record<string, unknown> }[];
    if (Array.isArray(body) && body[1]?.homeTeamScore) body[1].homeTeamScore.pointsTotal = 'many';
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'huddle-cli-recording-'));
});
afterAll(async () => {
  await upstream.close();
  await new Promise((resolve) => broken.close(resolve));
  await rm(dir, { recursive: true, force: true });
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((mock) => mock.stop('SIGKILL')));
});

async function mock(args: readonly string[]): Promise<RunningMock> {
  const started = await startHuddleMock(['--port', '0', ...args]);
  running.push(started);
  return started;
}

describe('huddle mock --proxy', () => {
  it('prints a drift line with the JSON path and the value found, after the request’s line', async () => {
    const proxy = await mock(['--proxy', brokenUrl]);
    expect(proxy.stdout()).toContain(`upstream      ${brokenUrl}/`);
    const path = '/games?fs=id,homeTeamScore{pointsTotal}&s=%7B%22%24take%22%3A3%7D';
    const response = await fetch(`${proxy.url}${path}`);
    expect(response.status).toBe(200);
    await expect
      .poll(() => proxy.stdout(), { timeout: HANG_GUARD })
      .toMatch(
        /GET\s+\/games\?\S+\s+200\s+\d+\.\d ms\n.*drift {2}games \[1\]\.homeTeamScore\.pointsTotal = "many" {2}\(expected number, found string "many"\)/,
      );
  });

  it('with --record, writes a recording that --dataset serves', async () => {
    const proxy = await mock(['--proxy', upstream.url, '--record', dir]);
    const path = '/teams?fs=id,abbr&s=%7B%22%24take%22%3A3%7D';
    const live = await (await fetch(`${proxy.url}${path}`)).text();
    const stopped = await proxy.stop('SIGTERM');
    running.pop();
    expect(stopped.code).toBe(0);
    expect(stopped.stdout).toContain(`huddle mock: recorded 1 answer and 3 records into ${dir}`);
    const replay = await mock(['--dataset', dir]);
    expect(replay.stdout()).toMatch(new RegExp(`recording ${dir}, 1 recorded answer`));
    expect(await (await fetch(`${replay.url}${path}`)).text()).toBe(live);
  });
});

describe('flags that do not go together', () => {
  it('refuses each with one line naming both', async () => {
    const cases: [string[], string][] = [
      [['--record', dir], '--record needs --proxy URL: it records what the service at URL answers'],
      [['--dataset', dir, '--seed', '2'], '--dataset serves a recording: it cannot go with --seed'],
      [['--dataset', dir, '--clock', 'fast'], '--dataset serves a recording: it cannot go with --clock'],
      [
        ['--proxy', 'http://127.0.0.1:9', '--seasons', '2'],
        '--proxy passes every request to a service: it cannot go with --seasons',
      ],
      [
        ['--proxy', 'http://127.0.0.1:9', '--dataset', dir],
        '--proxy passes every request to a service: it cannot go with --dataset',
      ],
      [
        ['--proxy', 'http://127.0.0.1:9', '--latency', '5'],
        '--proxy passes every request to a service: it cannot go with --latency',
      ],
      [
        ['--proxy', 'http://127.0.0.1:9', '--latitude'],
        '--proxy passes every request to a service: it cannot go with --latitude',
      ],
      [['--proxy', 'ftp://example.test'], '--proxy must be an http or https URL, got "ftp://example.test"'],
    ];
    for (const [args, line] of cases) {
      const run = await runHuddle(['mock', '--port', '0', ...args]);
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stderr).toBe(`huddle mock: ${line}\n`);
    }
  });

  it('refuses a --dataset directory with no recording, naming the file', async () => {
    const empty = join(dir, 'empty');
    const run = await runHuddle(['mock', '--port', '0', '--dataset', empty]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `huddle mock: ${join(empty, 'recording.json')}: no such file: record one with huddle mock --proxy URL --record DIR\n`,
    );
  });
});
