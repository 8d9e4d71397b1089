/**
 * No command quotes the password of a URL it is given (issue 37, #11): `--base-url
 * https://deploy:PASS@host` was quoted whole in an ArgumentError, and `huddle mock --proxy` took
 * such a URL and printed it in its banner and in every 502 it answered. Each is refused at once,
 * quoting the URL without its userinfo.
 */
import { describe, expect, it } from 'vitest';
import { ArgumentError, startMockProxy } from '../../src/mock/server/index.ts';
import { runHuddle } from '../support/cli/run-cli.ts';

const PASSWORD = 'hunter2-Secret';
const withPassword = (url: string) => url.replace('://', `://deploy:${PASSWORD}@`);

describe('no command quotes the password of a URL it is given', () => {
  // Port 1 on this machine: nothing listens there, and nothing should be asked.
  const cases: readonly (readonly string[])[] = [
    ['verify', '--base-url', withPassword('https://staging.example.com')],
    ['verify', '--base-url', 'http://127.0.0.1:1', '--push-base-url', withPassword('https://staging.example.com')],
    ['query', 'games', '--base-url', withPassword('http://127.0.0.1:1')],
    ['listen', '--app', 'scores', '--device', 'd1', '--base-url', withPassword('http://127.0.0.1:1')],
    ['listen', '--app', 'scores', '--device', 'd1', '--base-url', withPassword('ftp://127.0.0.1:1')],
    ['trigger', 'breakingNews', '--article', 'a1', '--base-url', withPassword('http://127.0.0.1:1')],
    ['mock', '--proxy', withPassword('ftp://staging.example.com')],
  ];
  for (const args of cases) {
    it(`huddle ${args.join(' ')}`, async () => {
      const run = await runHuddle(args);
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(' must ');
      expect(run.stderr).not.toContain(PASSWORD);
      expect(run.stderr).not.toContain('deploy');
    });
  }

  it('startMockProxy refuses an upstream with a user and password, quoting it without them', async () => {
    const started = startMockProxy({ upstream: withPassword('http://127.0.0.1:1') });
    // Closed should it start after all, as it did: its banner and every 502 then printed the password.
    void started.then(
      (proxy) => proxy.close(),
      () => undefined,
    );
    const error = await started.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ArgumentError);
    expect((error as Error).message).toMatch(/^upstream must hold no user or password/);
    expect((error as Error).message).toContain('http://REDACTED@127.0.0.1:1');
    expect((error as Error).message).not.toContain(PASSWORD);
  });
});
