/**
 * `huddle listen` and `huddle trigger`, run in-process through runCli against a running
 * `huddle mock`: a device registers, sets its groups, a notification is triggered, and the
 * listener prints it decoded.
 */
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { decode } from '../../src/push/index.ts';
import { type RunningMock, startHuddleMock } from '../support/cli/huddle-mock.ts';
import { completion, runHuddle, startHuddle } from '../support/cli/run-cli.ts';
import { platformChoices } from '../support/push/platform-choices.ts';
import { HANG_GUARD } from '../support/suite/deadlines.ts';

const stops: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

async function mock(): Promise<RunningMock> {
  const started = await startHuddleMock(['--port', '0']);
  stops.push(() => started.stop('SIGKILL'));
  return started;
}

/** `huddle listen …`, once it says it is listening. */
async function listen(args: readonly string[]) {
  const child = startHuddle(['listen', ...args], { env: { NO_COLOR: '1' } });
  const done = completion(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: string) => {
    out += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (chunk: string) => {
      err += chunk;
      if (err.includes('Ctrl-C stops it')) resolve();
    });
    void done.then((run) => reject(new Error(`huddle listen exited with ${run.code}: ${run.stderr}`)));
  });
  stops.push(() => {
    child.kill('SIGKILL');
    return done;
  });
  const stop = () => {
    child.kill('SIGTERM');
    return done;
  };
  return { stdout: () => out, stop };
}

async function setGroups(url: string, device: string, groups: readonly string[]) {
  const response = await fetch(`${url}/v1/push/demo/devices/${device}/groups`, {
    method: 'PUT',
    headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
    body: JSON.stringify({ groups }),
  });
  expect(response.status).toBe(202);
}

/** The id of KC's first game, as the mock's query API answers. */
async function firstGameOf(url: string, team: string): Promise<string> {
  const s = {
    $query: { $or: [{ 'homeTeam.abbr': team }, { 'visitorTeam.abbr': team }] },
    $sort: { gameTime: 1 },
    $take: 1,
  };
  const response = await fetch(`${url}/games?fs=id&s=${encodeURIComponent(JSON.stringify(s))}`);
  const [game] = (await response.json()) as { id: string }[];
  return game?.id ?? '';
}

describe('huddle listen and huddle trigger', () => {
  it('a triggered scoring play reaches the subscribed device, printed decoded with its deep link', async () => {
    const server = await mock();
    const listener = await listen([
      '--app',
      'demo',
      '--device',
      'phone',
      '--platform',
      'data',
      '--base-url',
      server.url,
    ]);
    await setGroups(server.url, 'phone', ['teamAlertScoringPlays_KC']);

    const trigger = await runHuddle(['trigger', 'teamAlertScoringPlay', '--team', 'KC', '--base-url', server.url], {
      env: { NO_COLOR: '1' },
    });
    expect(trigger).toMatchObject({ code: 0, stderr: '' });
    expect(trigger.stdout).toBe('teamAlertScoringPlay → teamAlertScoringPlays_KC: 1 device received it\n');

    const gameId = await firstGameOf(server.url, 'KC');
    await expect.poll(listener.stdout, { timeout: HANG_GUARD }).toContain('\n');
    const [line] = listener.stdout().split('\n');
    expect(line).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  teamAlertScoringPlays_KC  teamAlertScoringPlay  teamAlertScoringPlay \\(gameId ${gameId}\\), sent by huddle trigger  /games/${gameId}$`,
      ),
    );
    const run = await listener.stop();
    expect(run.code).toBe(0);
  });

  it('--json prints one object per delivery; a device that did not subscribe receives nothing', async () => {
    const server = await mock();
    const toast = await listen([
      '--app',
      'demo',
      '--device',
      'pc',
      '--platform',
      'toast',
      '--json',
      '--base-url',
      server.url,
    ]);
    const other = await listen(['--app', 'demo', '--device', 'other', '--base-url', server.url]);
    await setGroups(server.url, 'pc', ['breakingNews']);
    await setGroups(server.url, 'other', ['trendingNews']);

    const trigger = await runHuddle([
      'trigger',
      'breakingNews',
      '--article',
      'a-9',
      '--message',
      'Trade <now> & then',
      '--json',
      '--base-url',
      server.url,
    ]);
    expect(JSON.parse(trigger.stdout)).toEqual({
      group: 'breakingNews',
      notification: { message: 'Trade <now> & then', extras: { type: 'breakingNews', more: { articleId: 'a-9' } } },
      deliveries: 1,
    });
    await expect.poll(toast.stdout, { timeout: HANG_GUARD }).toContain('\n');
    const report = JSON.parse(toast.stdout().split('\n')[0] ?? '');
    expect(report).toMatchObject({
      sequence: 1,
      app: 'demo',
      device: 'pc',
      platform: 'toast',
      group: 'breakingNews',
      type: 'breakingNews',
      title: null,
      message: 'Trade <now> & then',
      link: { screen: 'article', articleId: 'a-9' },
      path: '/articles/a-9',
    });
    expect(report.payload).toContain('Trade &lt;now&gt; &amp; then');
    expect(other.stdout()).toBe('');
  });

  it('--raw prints what the vendor would receive: the FCM HTTP v1 message to the device, every data value a string', async () => {
    const server = await mock();
    const pixel = await listen([
      '--app',
      'demo',
      '--device',
      'pixel',
      '--platform',
      'data',
      '--raw',
      '--base-url',
      server.url,
    ]);
    const iphone = await listen(['--app', 'demo', '--device', 'iphone', '--raw', '--base-url', server.url]);
    for (const device of ['pixel', 'iphone']) await setGroups(server.url, device, ['breakingNews']);
    const sent = { message: 'Trade!', extras: { type: 'breakingNews' as const, more: { articleId: 'a-9' } } };
    await runHuddle(['trigger', 'breakingNews', '--article', 'a-9', '--message', 'Trade!', '--base-url', server.url]);
    await expect.poll(pixel.stdout, { timeout: HANG_GUARD }).toContain('\n');
    await expect.poll(iphone.stdout, { timeout: HANG_GUARD }).toContain('\n');
    const fcm = JSON.parse(pixel.stdout().split('\n')[0] ?? '') as { message: Record<string, unknown> };
    expect(fcm.message).toMatchObject({
      token: 'pixel',
      data: { message: 'Trade!', extras: JSON.stringify(sent.extras) },
    });
    expect(Object.values(fcm.message.data as object).every((value) => typeof value === 'string')).toBe(true);
    expect(decode(fcm.message)).toMatchObject({ message: 'Trade!', notification: sent.extras });
    const apns = JSON.parse(iphone.stdout().split('\n')[0] ?? '') as { headers: Record<string, string>; body: unknown };
    expect(apns.headers).toMatchObject({ 'apns-push-type': 'alert', 'apns-priority': '10', 'apns-topic': 'demo' });
    expect(decode(apns.body)).toMatchObject({ platform: 'aps', message: 'Trade!', notification: sent.extras });
  });

  it('fails with one line: a missing option, an unknown type, a missing parameter, no mock', async () => {
    const free = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const nowhere = `http://127.0.0.1:${free}`;
    const cases: [readonly string[], RegExp][] = [
      [['listen', '--device', 'd'], /^huddle listen: --app is required/],
      [
        ['listen', '--app', 'a', '--device', 'd', '--platform', 'wns'],
        new RegExp(`^huddle listen: --platform must be ${platformChoices}, got 'wns'`),
      ],
      [
        ['listen', '--app', 'a', '--device', 'd', '--base-url', nowhere],
        /^huddle listen: cannot reach the mock at .*is huddle mock running\?\n$/,
      ],
      [['trigger', 'teamAlertScoringPlays'], /^huddle trigger: 'teamAlertScoringPlays' is no notification type/],
      [['trigger', 'teamAlertInjury', '--team', 'NE'], /^huddle trigger: teamAlertInjury needs --injury/],
      [['trigger', 'teamAlertGameEnd', '--base-url', nowhere], /^huddle trigger: cannot reach the mock at /],
    ];
    for (const [args, error] of cases) {
      const run = await runHuddle(args);
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stderr.trimEnd().split('\n'), args.join(' ')).toHaveLength(1);
      expect(run.stderr, args.join(' ')).toMatch(error);
    }
  });

  it('has help for each command', async () => {
    for (const command of ['listen', 'trigger']) {
      const run = await runHuddle([command, '--help']);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Usage: huddle ${command}`);
    }
  });
});

describe('huddle mock --clock manual', () => {
  it('plays the season as the clock moves: the first kickoff and its scores reach a listening device', async () => {
    const started = await startHuddleMock(['--port', '0', '--clock', 'manual']);
    stops.push(() => started.stop('SIGKILL'));
    expect(started.stdout()).toMatch(/clock\s+manual, at 2024-09-06T00:19:59\.999Z/);
    const listener = await listen([
      '--app',
      'demo',
      '--device',
      'tv',
      '--platform',
      'toast',
      '--base-url',
      started.url,
    ]);
    await setGroups(started.url, 'tv', ['tuneInAlertLiveGame', 'teamAlertScoringPlays_DET']);
    const move = await fetch(`${started.url}/_mock/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance: '4h' }),
    });
    expect(move.status).toBe(200);
    // The hang guard's length: the poll has no deadline of its own (docs/testing.md, no deadlines).
    await expect.poll(listener.stdout, { timeout: HANG_GUARD }).toMatch(/teamAlertScoringPlays_DET/);
    const lines = listener.stdout().trim().split('\n');
    expect(lines[0]).toMatch(
      /^2024-09-06T00:20:00\.000Z {2}tuneInAlertLiveGame {2}tuneInAlertLiveGame .*Kickoff: DET at CHI/,
    );
    expect(lines.filter((line) => line.includes('teamAlertScoringPlays_DET')).length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/\/games\/[0-9a-f-]{36}(\/live|\?liveStream=true)?$/);
  });

  it('refuses a clock mode it does not know, and --start without --clock, in one line', async () => {
    const unknown = await runHuddle(['mock', '--clock', 'warp']);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr.trim()).toBe(
      "huddle mock: --clock must be manual, realtime or fast, got 'warp' (see huddle mock --help)",
    );
    const lonely = await runHuddle(['mock', '--start', '2024-09-08T17:00:00Z']);
    expect(lonely.stderr.trim()).toBe('huddle mock: --start needs --clock');
  });
});
