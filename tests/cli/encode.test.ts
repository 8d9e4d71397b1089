import { describe, expect, it } from 'vitest';
import { commands } from '../../src/cli/core/command-table.ts';
import type { CliContext } from '../../src/cli/core/context.ts';
import { aps, data, notificationTypes } from '../../src/push/index.ts';
import { decode, toast } from '../../src/push/toast/index.ts';
import { oneLineFailure } from '../support/cli/cli-failure.ts';
import { runHuddle } from '../support/cli/run-cli.ts';
import { platformChoices } from '../support/push/platform-choices.ts';

const codecs = { aps, data, toast } as const;
const platforms = ['aps', 'data', 'toast'] as const;
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
/** The payload on stdout: everything but the one line break written after it. */
const payloadOf = (stdout: string) => {
  expect(stdout.endsWith('\n')).toBe(true);
  return stdout.slice(0, -1);
};

const message = 'Final: NE 24, NYJ 17 — «ça» & <done> 🏈\nsee you';
const args = (platform: string) => [
  'encode',
  'teamAlertGameEnd',
  '--platform',
  platform,
  '--message',
  message,
  '--title',
  'Final score',
  '--param',
  'gameId=0042',
  '--param',
  'quarter=4',
];
const extras = { type: 'teamAlertGameEnd', more: { gameId: '0042', quarter: '4' } } as const;

describe('huddle encode', () => {
  it('prints its help on stdout with exit code 0, listing the notification types', async () => {
    const run = await runHuddle(['encode', '-h']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: huddle encode <type> --platform aps|data|toast');
    for (const type of Object.keys(notificationTypes)) expect(run.stdout).toContain(type);
  });

  describe.each(platforms)('--platform %s', (platform) => {
    it('writes the library’s payload on stdout and its size against the limit on stderr', async () => {
      const run = await runHuddle(args(platform));
      expect(run.code, run.stderr).toBe(0);
      const payload = payloadOf(run.stdout);
      const expected = codecs[platform].encode({ message, title: 'Final score', extras });
      expect(payload).toBe(typeof expected === 'string' ? expected : JSON.stringify(expected));
      const limit = codecs[platform].limit;
      expect(run.stderr).toBe(`${bytes(payload)} of ${limit} bytes (${platform})\n`);
    });

    it('round-trips through huddle decode --json', async () => {
      const encoded = await runHuddle(args(platform));
      const decoded = await runHuddle(['decode', '--json'], { stdin: encoded.stdout });
      expect(decoded.stderr).toBe('');
      expect(JSON.parse(decoded.stdout)).toEqual({
        platform,
        source: platform,
        message,
        title: 'Final score',
        type: 'teamAlertGameEnd',
        more: { gameId: '0042', quarter: '4' },
        link: { screen: 'gameDetails', gameId: '0042', liveStream: false },
        path: '/games/0042',
        problems: [],
      });
    });

    it('--json gives {platform, payload, bytes, limit, truncated} and nothing on stderr', async () => {
      const run = await runHuddle([...args(platform), '--json']);
      expect(run.stderr).toBe('');
      const report = JSON.parse(run.stdout);
      const wire = typeof report.payload === 'string' ? report.payload : JSON.stringify(report.payload);
      expect(report).toEqual({
        platform,
        payload: report.payload,
        bytes: bytes(wire),
        limit: codecs[platform].limit,
        truncated: false,
      });
      expect(decode(wire)).toMatchObject({ platform, message, title: 'Final score', extras });
    });
  });

  it('takes a type without parameters, and leaves the title out unless given', async () => {
    const run = await runHuddle(['encode', 'trendingNews', '--platform', 'aps', '--message', 'Hot']);
    expect(JSON.parse(run.stdout)).toEqual({ aps: { alert: { body: 'Hot' } }, extras: { type: 'trendingNews' } });
    const dataRun = await runHuddle(['encode', 'trendingNews', '--platform', 'data', '--message', 'Hot']);
    expect(JSON.parse(dataRun.stdout).notification).toEqual({ title: '' });
  });

  it('writes data-style extras as a JSON string with --extras-as-json, and refuses it elsewhere', async () => {
    const run = await runHuddle([...args('data'), '--extras-as-json']);
    expect(JSON.parse(JSON.parse(run.stdout).data.extras)).toEqual(extras);
    const refused = await runHuddle([...args('aps'), '--extras-as-json']);
    expect(oneLineFailure(refused)).toBe('huddle encode: --extras-as-json is for the data platform only, not aps');
  });

  it('refuses an unknown type on one line listing the valid ones', async () => {
    const run = await runHuddle(['encode', 'teamAlertScoringPlays', '--platform', 'aps', '--message', 'm']);
    const line = oneLineFailure(run);
    expect(line).toContain("unknown notification type 'teamAlertScoringPlays'");
    for (const type of Object.keys(notificationTypes)) expect(line).toContain(type);
  });

  it('refuses a missing required parameter on one line naming it', async () => {
    const run = await runHuddle(['encode', 'teamAlertGameStart', '--platform', 'aps', '--message', 'Kick-off']);
    expect(oneLineFailure(run)).toBe(
      'huddle encode: teamAlertGameStart needs the parameter gameId: add --param gameId=<id>',
    );
    const injury = await runHuddle(['encode', 'teamAlertInjury', '--platform', 'toast', '--message', 'm']);
    expect(oneLineFailure(injury)).toContain('needs the parameter injuryId');
  });

  it('refuses an unknown platform, a missing one, a missing message and a malformed --param', async () => {
    const base = ['encode', 'trendingNews'];
    expect(oneLineFailure(await runHuddle([...base, '--platform', 'apns', '--message', 'm']))).toBe(
      `huddle encode: --platform must be ${platformChoices}, got 'apns' (see huddle encode --help)`,
    );
    expect(oneLineFailure(await runHuddle([...base, '--message', 'm']))).toContain('--platform is required');
    expect(oneLineFailure(await runHuddle([...base, '--platform', 'aps']))).toContain('--message is required');
    expect(oneLineFailure(await runHuddle([...base, '--platform', 'aps', '--message', 'm', '--param', 'x']))).toBe(
      "huddle encode: --param takes name=value, got 'x'",
    );
  });

  it('reports the library’s EncodeError on one line (a parameter name no codec takes)', async () => {
    const run = await runHuddle(['encode', 'trendingNews', '--platform', 'toast', '--message', 'm', '--param', '1a=b']);
    expect(oneLineFailure(run)).toMatch(
      /^huddle encode: EncodeError: toast payload, extras\.more\.1a: not a parameter name/,
    );
  });

  describe.each([
    ['aps', 'é'.repeat(2100)],
    ['toast', '€'.repeat(1700)],
  ] as const)('an over-long %s message', (platform, long) => {
    const longArgs = ['encode', 'breakingNews', '--platform', platform, '--message', long, '--param', 'articleId=9'];

    it('fails with PayloadTooLargeError without --truncate', async () => {
      const line = oneLineFailure(await runHuddle(longArgs));
      expect(line).toMatch(
        new RegExp(
          `^huddle encode: PayloadTooLargeError: ${platform} payload, payload: \\d+ bytes, over the limit of ${codecs[platform].limit} bytes; --truncate shortens the message to fit$`,
        ),
      );
    });

    it('fits the limit with --truncate, the message cut to a prefix ending in …', async () => {
      const run = await runHuddle([...longArgs, '--truncate']);
      expect(run.code, run.stderr).toBe(0);
      const payload = payloadOf(run.stdout);
      const limit = codecs[platform].limit;
      expect(bytes(payload)).toBeLessThanOrEqual(limit);
      expect(run.stderr).toBe(`${bytes(payload)} of ${limit} bytes (${platform}) (message truncated to fit)\n`);
      const decoded = decode(payload);
      expect(decoded.message.endsWith('…')).toBe(true);
      expect(long.startsWith(decoded.message.slice(0, -1))).toBe(true);
      expect(decoded.message.length).toBeGreaterThan(long.length / 2);
      expect(decoded.notification).toEqual({ type: 'breakingNews', more: { articleId: '9' } });
    });
  });

  it('leaves a message that fits as it is with --truncate', async () => {
    const run = await runHuddle([...args('aps'), '--truncate', '--json']);
    const report = JSON.parse(run.stdout);
    expect(report.truncated).toBe(false);
    expect(report.payload.aps.alert.body).toBe(message);
  });

  it('on a terminal, indents the JSON and writes the size after it on stdout', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const context: CliContext = {
      argv: args('data').slice(1),
      stdin: {
        isTTY: true,
        [Symbol.asyncIterator]: () => ({ next: () => Promise.resolve({ done: true, value: '' }) }),
      },
      stdout: { write: (text: string) => out.push(text), isTTY: true },
      stderr: { write: (text: string) => err.push(text), isTTY: true },
      env: { NO_COLOR: '1' },
      cwd: process.cwd(),
      untilInterrupted: () => new Promise(() => {}),
    };
    expect(await commands.encode.run(context)).toBe(0);
    expect(err).toEqual([]);
    const [payload, size] = out;
    const expected = data.encode({ message, title: 'Final score', extras });
    expect(payload).toBe(`${JSON.stringify(expected, null, 2)}\n`);
    expect(size).toBe(`${bytes(JSON.stringify(expected))} of 4096 bytes (data)\n`);
  });
});
