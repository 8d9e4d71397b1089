/**
 * verify never writes the bearer token into its report: a server that echoes the credential in an
 * error body, in any spelling, leaves no trace of it in the report verifyService returns (what
 * `huddle verify` prints and writes as `--json`, which CI uploads as an artifact).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { verifyService } from '../../src/contract/index.ts';
import { runHuddle } from '../support/cli/run-cli.ts';
import { type MutantServer, startProxy } from '../support/mock/mutant-server.ts';

const TOKEN = 'c2VjcmV0/dG9r+ZW4=';

/** The token as the echoing server spells it, each form in one body. */
const ECHOES = [
  TOKEN,
  TOKEN.replaceAll('/', '\\/'),
  TOKEN.replaceAll('+', '\\u002B').replaceAll('=', '\\u003D'),
  encodeURIComponent(TOKEN),
  Buffer.from(TOKEN).toString('base64'),
];

let server: MutantServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A server whose push call refuses with 403, quoting the credential back in every spelling. */
const echoing = (echoes: readonly string[] = ECHOES) =>
  startProxy({
    mutant: {
      breaks: 'push',
      does: 'echoes the bearer token in a 403',
      pushStatus: () => 403,
      pushBody: () => `{"message":"the key Bearer ${echoes.join(' or ')} may not run this query"}`,
    },
  });

const leaks = (text: string, echoes: readonly string[] = ECHOES) => echoes.filter((echo) => text.includes(echo));

describe('verify never writes the bearer token into its report', () => {
  it('in any echoed form, in verifyService’s report', async () => {
    server = await echoing();
    const report = await verifyService({ baseUrl: server.url, token: TOKEN, push: true, rules: ['push'], runs: 1 });
    const push = report.rules.find((rule) => rule.rule === 'push');
    expect(push?.status).toBe('failed');
    const text = JSON.stringify(report);
    expect(text).toContain('REDACTED'); // the echo is there, without the token
    expect(leaks(text)).toEqual([]);
  });

  it('nor a token function’s token', async () => {
    server = await echoing();
    const report = await verifyService({
      baseUrl: server.url,
      token: async () => TOKEN,
      push: true,
      rules: ['push'],
      runs: 1,
    });
    expect(leaks(JSON.stringify(report))).toEqual([]);
  });

  it('nor a user:pass token echoed as the base64 of Basic, nor the userinfo of a URL the server quotes', async () => {
    const pair = 'deploy:c2VjcmV0dG9r';
    // The URL first: the finding shows the body's first 120 characters.
    const echoes = ['https://ops:d0-not-print@internal.example/v2', Buffer.from(pair).toString('base64'), pair];
    server = await echoing(echoes);
    const report = await verifyService({ baseUrl: server.url, token: pair, push: true, rules: ['push'], runs: 1 });
    const text = JSON.stringify(report);
    expect(text).toContain('https://REDACTED@internal.example/v2');
    expect(leaks(text, [...echoes, 'd0-not-print'])).toEqual([]);
  });

  it('in what huddle verify prints, with --json and without', async () => {
    server = await echoing();
    for (const json of [true, false]) {
      const run = await runHuddle(
        ['verify', '--base-url', server.url, '--push', '--rule', 'push', '--runs', '1', ...(json ? ['--json'] : [])],
        { env: { HUDDLE_TOKEN: TOKEN } },
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toContain('REDACTED');
      expect(leaks(run.stdout + run.stderr)).toEqual([]);
    }
  });
});

describe('a base URL with a password', () => {
  it('is never quoted with its password', async () => {
    await expect(verifyService({ baseUrl: 'https://deploy:hunter2hunter2@staging.example.com' })).rejects.toThrow(
      /https:\/\/REDACTED@staging\.example\.com/,
    );
    await expect(verifyService({ baseUrl: 'https://deploy:hunter2hunter2@staging.example.com' })).rejects.not.toThrow(
      /hunter2/,
    );
  });
});
