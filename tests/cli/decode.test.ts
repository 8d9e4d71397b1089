import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../../src/cli/core/command-table.ts';
import type { CliContext } from '../../src/cli/core/context.ts';
import {
  aps,
  data,
  type NotificationExtras,
  type NotificationType,
  notificationTypes,
  type PushMessage,
  route,
  toPath,
} from '../../src/push/index.ts';
import { decode, diagnose, toast } from '../../src/push/toast/index.ts';
import { oneLineFailure } from '../support/cli/cli-failure.ts';
import { runHuddle } from '../support/cli/run-cli.ts';

const sent: PushMessage = {
  message: 'Final: NE 24, NYJ 17 — «ça» & <done> 🏈',
  title: 'Final score',
  extras: { type: 'teamAlertGameEnd', more: { gameId: '0042', quarter: '4' } },
};

/** Each platform's payload as it travels, built by the library's own encoders. */
const platforms = [
  { platform: 'aps', file: 'payload.json', wire: JSON.stringify(aps.encode(sent)) },
  { platform: 'data', file: 'payload.json', wire: JSON.stringify(data.encode(sent, { extrasAsJson: true })) },
  { platform: 'toast', file: 'payload.xml', wire: toast.encode(sent) },
] as const;

/** What `huddle decode --json` must print for a payload, from the library's decode and route. */
function expectedReport(wire: string) {
  const decoded = decode(wire);
  const link = route(decoded.extras);
  return {
    platform: decoded.platform,
    source: decoded.source,
    message: decoded.message,
    title: decoded.title,
    type: decoded.extras?.type ?? null,
    more: decoded.extras?.more ?? null,
    link,
    path: toPath(link),
    problems: [],
  };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'huddle-decode-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('huddle decode', () => {
  it('prints its help on stdout with exit code 0', async () => {
    const run = await runHuddle(['decode', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: huddle decode [file|-]');
    expect(run.stderr).toBe('');
  });

  describe.each(platforms)('a $platform payload', ({ platform, file, wire }) => {
    it('from a file relative to the working directory: platform, source, message, title, type, more, link, path', async () => {
      await writeFile(join(dir, file), wire);
      const run = await runHuddle(['decode', file], { cwd: dir });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const lines = run.stdout.trimEnd().split('\n');
      expect(lines).toEqual([
        `platform  ${platform}`,
        `source    ${platform}`,
        `message   ${sent.message}`,
        'title     Final score',
        'type      teamAlertGameEnd',
        'more      gameId=0042 quarter=4',
        'link      gameDetails gameId=0042 liveStream=false',
        'path      /games/0042',
      ]);
    });

    it('from stdin, with - and with no argument; --json is the library decode result', async () => {
      for (const args of [
        ['decode', '-', '--json'],
        ['decode', '--json'],
      ]) {
        const run = await runHuddle(args, { stdin: wire });
        expect(run.stderr).toBe('');
        expect(run.code).toBe(0);
        expect(run.stdout.endsWith('\n')).toBe(true);
        const report = JSON.parse(run.stdout);
        expect(report).toEqual(expectedReport(wire));
        expect(report.platform).toBe(platform);
        expect(report.link).toEqual({ screen: 'gameDetails', gameId: '0042', liveStream: false });
      }
    });
  });

  it('reads what a sender or a device library hands over, and says which shape it was', async () => {
    const request = {
      message: {
        token: 'device-token',
        data: {
          message: 'Kick-off: NE at NYJ',
          extras: JSON.stringify({ type: 'tuneInAlertLiveGame', more: { gameId: '7' } }),
        },
        notification: { title: 'Live now' },
      },
    };
    const run = await runHuddle(['decode', '--json'], { stdin: JSON.stringify(request) });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toMatchObject({
      platform: 'data',
      source: 'fcm-v1',
      message: 'Kick-off: NE at NYJ',
      title: 'Live now',
      link: { screen: 'gameDetails', gameId: '7', liveStream: true },
      path: '/games/7?liveStream=true',
    });
    const unknown = await runHuddle(['decode'], { stdin: '{"payload":{}}' });
    expect(unknown.code).toBe(1);
    expect(oneLineFailure(unknown)).toMatch(/no known shape: (?:.+, )?aps \(no aps\), fcm-v1 \(no message object\)/);
  });

  it('leaves out the title when there is none, and says why a notification leads home', async () => {
    const wire = JSON.stringify({ aps: { alert: 'Hello' }, extras: { type: 'teamAlertNews', more: {} } });
    const run = await runHuddle(['decode'], { stdin: wire });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('title');
    expect(run.stdout).toContain('type      teamAlertNews (needs a non-empty articleId in more: leads home)');
    expect(run.stdout).toContain('link      home');
    const unknown = await runHuddle(['decode', '--json'], { stdin: wire.replace('teamAlertNews', 'futureType') });
    expect(JSON.parse(unknown.stdout)).toMatchObject({ type: 'futureType', link: { screen: 'home' } });
  });

  it('shows the message of a payload whose extras have no type, says so, and leads home', async () => {
    const wire = JSON.stringify({ aps: { alert: { body: 'Final' } }, extras: { more: { gameId: '0042' } } });
    const run = await runHuddle(['decode'], { stdin: wire });
    expect(run.code).toBe(0);
    expect(run.stdout.trimEnd().split('\n')).toEqual([
      'platform  aps',
      'source    aps',
      'message   Final',
      'problem   extras.type: missing (extras read as absent: leads home)',
      'link      home',
      'path      /',
    ]);
    const json = await runHuddle(['decode', '--json'], { stdin: wire });
    expect(JSON.parse(json.stdout)).toMatchObject({
      message: 'Final',
      type: null,
      more: null,
      link: { screen: 'home' },
      problems: [{ field: 'extras.type', reason: 'missing' }],
    });
  });

  it('escapes control characters the codecs let through (C1, such as CSI) so that none reaches the terminal', async () => {
    const wire = JSON.stringify({ aps: { alert: 'hi' }, extras: { type: 't\u009b', more: { name: 'x\u009b' } } });
    const run = await runHuddle(['decode'], { stdin: wire });
    expect(run.code).toBe(0);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking that none is printed
    expect(run.stdout).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/);
    expect(run.stdout).toContain('type      t\\u009b');
    expect(run.stdout).toContain('more      name=x\\u009b');
  });

  it('refuses C0 control characters, as the codecs do, without echoing them', async () => {
    const wire = JSON.stringify({ aps: { alert: 'hi' }, extras: { type: 't', more: { name: 'x\u001b[31m' } } });
    const run = await runHuddle(['decode'], { stdin: wire });
    expect(oneLineFailure(run)).toMatch(/extras\.more\.name: a character no platform carries/);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking that none is printed
    expect(run.stderr).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/);
  });

  it.each([
    ['{"aps":{}}', /DecodeError: aps payload, aps\.alert: missing$/],
    ['{"data":{"message":7}}', /DecodeError: data payload, data\.message: expected a string, found number$/],
    ['<toast><visual/></toast>', /DecodeError: toast payload, toast\.visual\.binding: missing$/],
    ['{"aps":', /DecodeError: push payload, payload: malformed JSON/],
  ])('refuses %s on one line naming the field, exit 1, nothing on stdout', async (payload, line) => {
    for (const json of [[], ['--json']]) {
      const run = await runHuddle(['decode', ...json], { stdin: payload });
      expect(oneLineFailure(run)).toMatch(/^huddle decode: /);
      expect(run.stderr.trimEnd()).toMatch(line);
    }
  });

  it('refuses a missing file, empty input and a second argument on one line', async () => {
    const missing = await runHuddle(['decode', 'no-such-payload.json'], { cwd: dir });
    expect(oneLineFailure(missing)).toBe('huddle decode: cannot read no-such-payload.json: no such file');
    const empty = await runHuddle(['decode'], { stdin: '  \n' });
    expect(oneLineFailure(empty)).toContain('stdin is empty');
    const extra = await runHuddle(['decode', 'a.json', 'b.json'], { cwd: dir });
    expect(oneLineFailure(extra)).toContain("unexpected argument 'b.json'");
  });

  it('refuses bytes that are not UTF-8', async () => {
    await writeFile(join(dir, 'latin1.json'), Buffer.from('{"aps":{"alert":"caf\xe9"}}', 'latin1'));
    const run = await runHuddle(['decode', 'latin1.json'], { cwd: dir });
    expect(oneLineFailure(run)).toBe('huddle decode: latin1.json is not UTF-8 text');
  });

  it('fails at once with a usage hint when stdin is a terminal and no file is given', async () => {
    const never: AsyncIterable<string> & { isTTY: boolean } = {
      isTTY: true,
      [Symbol.asyncIterator]: () => ({ next: () => new Promise<IteratorResult<string>>(() => {}) }),
    };
    const written: string[] = [];
    const context: CliContext = {
      argv: [],
      stdin: never,
      stdout: { write: (text: string) => written.push(text) },
      stderr: { write: (text: string) => written.push(text) },
      env: {},
      cwd: dir,
      untilInterrupted: () => new Promise(() => {}),
    };
    await expect(commands.decode.run(context)).rejects.toThrow(/^no input: give a file, or pipe/);
    expect(written).toEqual([]);
  });

  it('gives back the message, type and parameters of any notification, on every platform', async () => {
    // Text any platform carries: no C0 controls but tab, LF and CR, no U+FFFE/U+FFFF.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters no platform carries
    const carried = (text: string) => !/[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/.test(text);
    const text = fc
      .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 4 }), fc.constantFrom('&', '<', '"', '\n', '👨‍👩‍👧')), {
        maxLength: 10,
      })
      .map((parts) => parts.join(''))
      .filter(carried);
    const types = Object.keys(notificationTypes) as NotificationType[];
    const notification = fc.record({
      type: fc.constantFrom(...types),
      value: text.filter((value) => value !== ''),
      extra: fc.option(text, { nil: undefined }),
    });
    const codecs = { aps, data, toast } as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('aps', 'data', 'toast'),
        text.filter((message) => message !== ''), // a message is always provided (toast refuses '')
        notification,
        async (platform, message, { type, value, extra }) => {
          const parameter = notificationTypes[type].parameter;
          const more: Record<string, string> = {};
          if (parameter !== null) more[parameter] = value;
          if (extra !== undefined) more.extra = extra;
          const extras = { type, more } as NotificationExtras;
          const payload = codecs[platform].encode({ message, extras });
          const wire = typeof payload === 'string' ? payload : JSON.stringify(payload);
          const run = await runHuddle(['decode', '--json'], { stdin: wire });
          expect(run.stderr).toBe('');
          const report = JSON.parse(run.stdout);
          const link = route(extras);
          expect(report).toEqual({
            platform,
            source: platform,
            message,
            title: null,
            type,
            more,
            link,
            path: toPath(link),
            problems: [],
          });
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('huddle decode --diagnose', () => {
  /** An FCM v1 request with a topic spelt as the type and extras sent as an object: two errors and a warning. */
  const request = JSON.stringify({
    message: {
      topic: 'teamAlertScoringPlay_NE',
      notification: { title: 'Touchdown' },
      data: { message: 'TD', extras: { type: 'teamAlertScoringPlay', more: { gameId: '0044' } } },
    },
  });

  it('prints one line per finding (severity, code, path, message, fix) and exits 1 on an error', async () => {
    const run = await runHuddle(['decode', '--diagnose'], { stdin: request });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toEqual(
      diagnose(request).map(
        ({ severity, code, path, message, fix }) => `${severity.padEnd(7)} ${code} ${path}: ${message}. Fix: ${fix}`,
      ),
    );
    expect(lines.map((line) => line.split(' ').filter(Boolean).slice(0, 3))).toEqual([
      ['error', 'type-as-group', 'message.topic:'],
      ['error', 'fcm-data-not-string', 'message.data.extras:'],
      ['warning', 'android-no-channel', 'message.android.notification.channel_id:'],
    ]);
  });

  it('--json prints the findings as the library gives them', async () => {
    const run = await runHuddle(['decode', '--diagnose', '--json', '--target', 'ios'], { stdin: request });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual(diagnose(request, { target: 'ios' }));
    expect(JSON.parse(run.stdout).map(({ code }: { code: string }) => code)).not.toContain('android-no-channel');
  });

  it('exits 0 with warnings only, and says so when there is nothing', async () => {
    const warned = await runHuddle(['decode', '--diagnose'], {
      stdin: JSON.stringify({ message: { token: 't', notification: { title: 'Final' }, data: { message: 'Final' } } }),
    });
    expect(warned.code).toBe(0);
    expect(warned.stdout).toMatch(/^warning android-no-channel /);
    const clean = await runHuddle(['decode', '--diagnose'], { stdin: platforms[2].wire });
    expect({ code: clean.code, stdout: clean.stdout }).toEqual({ code: 0, stdout: 'no findings\n' });
  });

  it('reads an APNs request and judges it for the target given', async () => {
    const apns = JSON.stringify({
      headers: { 'apns-push-type': 'background', 'apns-priority': '10' },
      body: { aps: { alert: { body: 'Final' }, 'content-available': 1 } },
    });
    const run = await runHuddle(['decode', '--diagnose', '--json'], { stdin: apns });
    expect(JSON.parse(run.stdout).map(({ code, path }: { code: string; path: string }) => [code, path])).toEqual([
      ['background-with-alert', 'body.aps.alert'],
      ['background-priority', 'headers.apns-priority'],
    ]);
    const windows = await runHuddle(['decode', '--diagnose', '--json', '--target', 'windows'], { stdin: apns });
    expect(JSON.parse(windows.stdout).map(({ code }: { code: string }) => code)).toEqual(['target-mismatch']);
  });

  it('a payload decode refuses is a finding, not a failure', async () => {
    const run = await runHuddle(['decode', '--diagnose'], { stdin: '<toast><visual/></toast>' });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      'error   toast-text toast.visual.binding: missing. Fix: Give the binding a text holding the message (ToastText02: the title in text id 1, the message in id 2).\n',
    );
  });

  it('colours the severity on a terminal, and not with NO_COLOR', async () => {
    const coloured = await runHuddle(['decode', '--diagnose'], { stdin: request, env: { FORCE_COLOR: '1' } });
    expect(coloured.stdout).toContain('\u001b[31merror  \u001b[39m');
    const plain = await runHuddle(['decode', '--diagnose'], {
      stdin: request,
      env: { FORCE_COLOR: '1', NO_COLOR: '1' },
    });
    expect(plain.stdout).not.toContain('\u001b[');
  });

  it('escapes control characters of the payload in the findings', async () => {
    const wire = JSON.stringify({ aps: { alert: 'hi' }, extras: { type: 'nope\u009b' } });
    const run = await runHuddle(['decode', '--diagnose'], { stdin: wire });
    expect(run.stdout).toContain('"nope\\u009b"');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: checking that none is printed
    expect(run.stdout).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/);
  });

  it('refuses --target without --diagnose, and a target it does not know', async () => {
    const alone = await runHuddle(['decode', '--target', 'ios'], { stdin: request });
    expect(oneLineFailure(alone)).toBe('huddle decode: --target goes with --diagnose (see huddle decode --help)');
    const unknown = await runHuddle(['decode', '--diagnose', '--target', 'tv'], { stdin: request });
    expect(oneLineFailure(unknown)).toMatch(/^huddle decode: .*--target.*ios, android, web|ios\|android/);
  });
});
