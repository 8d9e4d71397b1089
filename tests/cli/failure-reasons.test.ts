/**
 * Failures that say why (issue 26, finding 5), run in-process through runCli: each is one line
 * on stderr naming the reason, where it used to show a raw parser message or only a symptom.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closest, editDistance } from '../../src/did-you-mean.ts';
import { oneLineFailure } from '../support/cli/cli-failure.ts';
import { type RunningMock, startHuddleMock } from '../support/cli/huddle-mock.ts';
import { runHuddle } from '../support/cli/run-cli.ts';

/** A loopback port that refuses connections: a node:http server's, once it has closed. */
async function refusingPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return port;
}

describe('huddle query says why it failed', () => {
  it('names ECONNREFUSED and the host of a refusing loopback port, and asks whether huddle mock is running', async () => {
    const port = await refusingPort();
    const line = oneLineFailure(await runHuddle(['query', 'games', '--base-url', `http://127.0.0.1:${port}`]));
    expect(line).toBe(
      `huddle query: NetworkError: GET http://127.0.0.1:${port}/games failed: fetch failed (ECONNREFUSED, host 127.0.0.1:${port}); is huddle mock running?`,
    );
  });

  it('gives a negative number a range error, not parseArgs "ambiguous"', async () => {
    expect(oneLineFailure(await runHuddle(['query', 'games', '--take', '-1']))).toBe(
      'huddle query: --take must be a whole number, 0 or more, got -1 (see huddle query --help)',
    );
    expect(oneLineFailure(await runHuddle(['query', 'games', '--skip=-3']))).toBe(
      'huddle query: --skip must be a whole number, 0 or more, got -3 (see huddle query --help)',
    );
    expect(oneLineFailure(await runHuddle(['mock', '--port', '-5']))).toBe(
      'huddle mock: --port must be from 0 to 65535, got -5 (see huddle mock --help)',
    );
  });

  it('offers the declared option closest to an unknown one ("did you mean --take?")', async () => {
    expect(oneLineFailure(await runHuddle(['query', 'games', '--tkae', '3']))).toBe(
      'huddle query: unknown option --tkae; did you mean --take? (see huddle query --help)',
    );
    expect(oneLineFailure(await runHuddle(['query', 'games', '--frobnicate']))).toBe(
      'huddle query: unknown option --frobnicate (see huddle query --help)',
    );
  });

  it('names an operator --where has not (!=, <>, ~=) and the forms it has', async () => {
    expect(oneLineFailure(await runHuddle(['query', 'games', '--where', 'a!=b']))).toBe(
      "huddle query: --where 'a!=b': != is not an operator (the service's $query has no not-equal); expected path=value, path>=value (or <=, >, <) or 'path in a,b'",
    );
    for (const written of ['homeTeam.abbr<>NE', 'homeTeam.abbr~=N']) {
      expect(oneLineFailure(await runHuddle(['query', 'games', '--where', written]))).toMatch(/ is not an operator \(/);
    }
  });
});

describe('the did-you-mean distance', () => {
  it('counts a swap of two neighbours as one edit, and is a distance (zero to itself, symmetric)', () => {
    expect(editDistance('tkae', 'take')).toBe(1);
    expect(closest('fromat', ['format', 'fs', 'from'])).toBe('format');
    expect(closest('zzzz', ['take', 'skip'])).toBeNull();
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        expect(editDistance(a, a)).toBe(0);
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b)).toBeLessThanOrEqual(Math.max(a.length, b.length));
      }),
    );
  });
});

describe('a mistyped command, and a missing token', () => {
  it('huddle qurey asks whether query was meant, and lists the commands', async () => {
    const run = await runHuddle(['qurey', 'games']);
    expect(run.code).toBe(1);
    expect(oneLineFailure(run)).toMatch(/^huddle: unknown command 'qurey': did you mean query\? \(commands: .*query/);
  });

  it('a word near no command gets no guess', async () => {
    expect(oneLineFailure(await runHuddle(['zzzzzz']))).not.toContain('did you mean');
  });

  it('huddle verify --push without a token names --token and HUDDLE_TOKEN, before any request', async () => {
    const run = await runHuddle(['verify', '--push', '--base-url', 'http://127.0.0.1:9'], {
      env: { HUDDLE_TOKEN: '' },
    });
    expect(run.code).not.toBe(0);
    const line = oneLineFailure(run);
    expect(line).toContain('--token');
    expect(line).toContain('HUDDLE_TOKEN');
  });
});

describe('huddle encode over the limit', () => {
  it('suggests --truncate when a shorter message would fit', async () => {
    const line = oneLineFailure(
      await runHuddle([
        'encode',
        'breakingNews',
        '--platform',
        'aps',
        '--message',
        'x'.repeat(5000),
        '--param',
        'articleId=1',
      ]),
    );
    expect(line).toMatch(
      /^huddle encode: PayloadTooLargeError: aps payload, payload: \d+ bytes, over the limit of 4096 bytes; --truncate shortens the message to fit$/,
    );
  });
});

describe('huddle decode of malformed JSON', () => {
  it('quotes the input JSON-style, so a line break in it leaves no quote open', async () => {
    const line = oneLineFailure(await runHuddle(['decode'], { stdin: 'nope\nmore' }));
    expect(line).toContain('"nope\\\\nmore" is not valid JSON)');
  });
});

describe('huddle trigger --game', () => {
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await startHuddleMock(['--port', '0']);
  });
  afterAll(() => mock.stop('SIGKILL'));

  it('refuses a game the mock has not, naming some it has, instead of sending it', async () => {
    const line = oneLineFailure(
      await runHuddle([
        'trigger',
        'teamAlertScoringPlay',
        '--team',
        'NE',
        '--game',
        'no-such-game',
        '--base-url',
        mock.url,
      ]),
    );
    expect(line).toMatch(
      /^huddle trigger: the mock has no game 'no-such-game'; its games are like \S+, \S+, \S+ \(huddle query games --fs id\)$/,
    );
    const [, known] = /like (\S+),/.exec(line) ?? [];
    const sent = await runHuddle([
      'trigger',
      'teamAlertScoringPlay',
      '--game',
      String(known),
      '--json',
      '--base-url',
      mock.url,
    ]);
    expect(sent).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(sent.stdout)).toMatchObject({ notification: { extras: { more: { gameId: known } } } });
  });
});
