import { describe, expect, it } from 'vitest';
import { runHuddle } from '../support/run-huddle.ts';

describe('huddle (the packed binary)', () => {
  it('prints its version from the package', async () => {
    const { readFileSync } = await import('node:fs');
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    const run = await runHuddle(['--version']);
    expect(run).toMatchObject({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('lists its commands with --help, and with no arguments', async () => {
    for (const args of [['--help'], []]) {
      const run = await runHuddle(args);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Usage: huddle <command>');
      expect(run.stderr).toBe('');
    }
  });

  it('refuses an unknown command on one line of stderr, with exit code 1', async () => {
    const run = await runHuddle(['frobnicate']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain("unknown command 'frobnicate'");
  });

  it('writes no colour when NO_COLOR is set, even when forced', async () => {
    const run = await runHuddle(['frobnicate'], { env: { NO_COLOR: '1', FORCE_COLOR: '1' } });
    expect(run.stderr).not.toContain('\u001b[');
    const forced = await runHuddle(['frobnicate'], { env: { FORCE_COLOR: '1' } });
    expect(forced.stderr).toContain('\u001b[31m');
  });
});
