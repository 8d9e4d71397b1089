/** `huddle mock`, run in-process through runCli: serving, stopping, refusing. */
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pushRoute } from '../../src/resources/resource-table.ts';
import { type RunningMock, startHuddleMock } from '../support/cli/huddle-mock.ts';
import { runHuddle } from '../support/cli/run-cli.ts';
import { HANG_GUARD } from '../support/suite/deadlines.ts';

const running: RunningMock[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((mock) => mock.stop('SIGKILL')));
});

async function mock(args: readonly string[]): Promise<RunningMock> {
  const started = await startHuddleMock(args);
  running.push(started);
  return started;
}

async function firstGames(url: string): Promise<{ id: string }[]> {
  const response = await fetch(`${url}/games?fs=id&s=${encodeURIComponent('{"$take":2}')}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string }[];
}

/** Binds a port on 127.0.0.1 (0: any free one). */
function bind(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
const unbind = (server: Server) => new Promise((resolve) => server.close(resolve));

const oneLine = (text: string) => text.trimEnd().split('\n');

describe('huddle mock', () => {
  it('prints its URLs, serves the query language, and logs one line per request', async () => {
    const server = await mock(['--port', '0']);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.stdout()).toContain(`PUT ${server.url}${pushRoute.path}`);
    const example = /example\s+(\S+)/.exec(server.stdout())?.[1] ?? '';
    expect(example.startsWith(`${server.url}/games?`)).toBe(true);
    expect((await fetch(example)).status).toBe(200);

    const games = await firstGames(server.url);
    expect(games).toHaveLength(2);
    expect(Object.keys(games[0] ?? {})).toEqual(['id']);
    await expect
      .poll(() => server.stdout(), { timeout: HANG_GUARD })
      .toMatch(/GET\s+\/games\?fs=id&s=%7B%22%24take%22%3A2%7D\s+200\s+\d+\.\d ms/);
  });

  it('stops on SIGTERM with exit code 0, and its port is free again', async () => {
    const server = await mock(['--port', '0']);
    const run = await server.stop('SIGTERM');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('huddle mock: SIGTERM, stopping');
    await unbind(await bind(server.port));
  });

  it('stops on SIGINT with exit code 0', async () => {
    const server = await mock(['--port', '0']);
    expect((await server.stop('SIGINT')).code).toBe(0);
  });

  it('refuses a port in use with one line and exit code 1', async () => {
    const taken = await bind(0);
    const { port } = taken.address() as { port: number };
    try {
      const run = await runHuddle(['mock', '--port', String(port)]);
      expect(run.code).toBe(1);
      expect(oneLine(run.stderr)).toEqual([
        `huddle mock: port ${port} is in use on 127.0.0.1; choose another with --port`,
      ]);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await unbind(taken);
    }
  });

  it('serves the same data for the same seed, and other data for another seed', async () => {
    const [one, again, two] = await Promise.all([
      mock(['--port', '0', '--seed', '1']),
      mock(['--port', '0']),
      mock(['--port', '0', '--seed', '2']),
    ]);
    const [first, second, other] = await Promise.all([one, again, two].map((server) => firstGames(server.url)));
    expect(second).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('makes every answer wait with --latency', async () => {
    const server = await mock(['--port', '0', '--latency', '300']);
    const started = performance.now();
    await firstGames(server.url);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("serves the spec's latitude with --latitude: some pagers {} or with null members, the same answer twice", async () => {
    const server = await mock(['--port', '0', '--latitude']);
    expect(server.stdout()).toMatch(/latitude/);
    // Pages of /teams: the spec's pager, "Any member may be null. It can also be an empty object {}."
    const pagers: unknown[] = [];
    for (let skip = 0; skip < 32; skip += 2) {
      const url = `${server.url}/teams?fs=abbr&s=${encodeURIComponent(JSON.stringify({ $take: 2, $skip: skip }))}`;
      const body = (await (await fetch(url)).json()) as { pager: Record<string, unknown> };
      const again = (await (await fetch(url)).json()) as { pager: Record<string, unknown> };
      expect(again).toEqual(body);
      pagers.push(body.pager);
    }
    expect(pagers).toContainEqual({});
    // The engine always writes self, limit, offset and total: a null there is the latitude's.
    const nulled = (pager: unknown) =>
      ['self', 'limit', 'offset', 'total'].some((member) => (pager as Record<string, unknown>)[member] === null);
    expect(pagers.some(nulled)).toBe(true);
  });

  it('refuses an unknown option and bad numbers with one line naming the option', async () => {
    const cases: [string[], RegExp][] = [
      [['--nope'], /unknown option --nope/],
      [['--port', 'abc'], /--port must be a whole number, got 'abc'/],
      [['--port', '70000'], /--port must be from 0 to 65535/],
      [['--seasons', '0'], /--seasons must be from 1 to 200, got 0/],
      [['--latency', '-5'], /--latency/],
    ];
    for (const [args, reason] of cases) {
      const run = await runHuddle(['mock', ...args]);
      expect(run.code, args.join(' ')).toBe(1);
      expect(oneLine(run.stderr)).toHaveLength(1);
      expect(run.stderr).toMatch(reason);
      expect(run.stdout).toBe('');
    }
  });

  it('prints its help on stdout with --help and -h', async () => {
    for (const flag of ['--help', '-h']) {
      const run = await runHuddle(['mock', flag]);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toContain('Usage: huddle mock');
    }
  });

  it('on every interface, prints the loopback URL and serves it', async () => {
    const server = await mock(['--port', '0', '--host', '0.0.0.0']);
    expect(server.stdout()).toMatch(/from a phone\s+/);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(await firstGames(server.url)).toHaveLength(2);
  });

  it('refuses a cross-origin text/plain POST /_mock/clock from a web page, leaving the clock unmoved', async () => {
    const server = await mock(['--port', '0', '--clock', 'manual', '--allowed-origin', 'http://192.168.1.20:5173']);
    const now = async () => ((await (await fetch(`${server.url}/_mock/clock`)).json()) as { ms: number }).ms;
    const before = await now();
    const move = (origin: string, type: string) =>
      fetch(`${server.url}/_mock/clock`, {
        method: 'POST',
        headers: { origin, 'content-type': type },
        body: '{"advance":"7d"}',
      });
    const refused = await move('https://evil.example', 'text/plain');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await refused.json()) as { error: string }).error).toBe('FORBIDDEN_ORIGIN');
    expect((await move('http://localhost:5173', 'text/plain')).status).toBe(415);
    expect(await now()).toBe(before);
    // The origin --allowed-origin names may move it.
    const allowed = await move('http://192.168.1.20:5173', 'application/json');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://192.168.1.20:5173');
    expect(await now()).toBe(before + 7 * 86_400_000);

    const run = await runHuddle(['mock', '--port', '0', '--allowed-origin', 'localhost:5173']);
    expect(run.code).toBe(1);
    expect(oneLine(run.stderr)).toEqual([
      'huddle mock: --allowed-origin: "localhost:5173" is no origin; write it as https://app.example.test:8443',
    ]);
  });
});
