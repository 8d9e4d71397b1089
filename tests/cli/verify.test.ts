/**
 * `huddle verify`, in-process against real servers on 127.0.0.1: the mock passes with one line per
 * rule; a mutant fails with the least query that shows it; `--json` is the library's report; bad
 * input and an unreachable server are one line on stderr.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleNames, type VerifyReport } from '../../src/contract/index.ts';
import { type MockServer, startMockServer } from '../../src/mock/server/index.ts';
import { oneLineFailure } from '../support/cli/cli-failure.ts';
import { runHuddle } from '../support/cli/run-cli.ts';
import { type MutantServer, startMutant } from '../support/mock/mutant-server.ts';

let mock: MockServer;
let mutant: MutantServer;
let results: MutantServer;
beforeAll(async () => {
  [mock, mutant, results] = await Promise.all([
    startMockServer({ port: 0 }),
    startMutant('ignores-skip'),
    startMutant('teams-results'),
  ]);
});
afterAll(() => Promise.all([mock.close(), mutant.close(), results.close()]));

/** The spec's words for a collection's envelope, copied by hand from docs/spec/service-interface.md. */
const ENVELOPE_SECTION = 'Response envelopes';
const ENVELOPE_SENTENCE = 'Collection results: object `{pager, data:[...]}`.';

describe('huddle verify', () => {
  it('prints its help, naming every rule', async () => {
    const run = await runHuddle(['verify', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: huddle verify --base-url URL');
    for (const rule of ruleNames) expect(run.stdout).toContain(rule);
  });

  it('prints one line per rule against the mock and exits 0; the push rule is skipped without --push', async () => {
    const run = await runHuddle(['verify', '--base-url', mock.url, '--runs', '5']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe('');
    const lines = run.stdout.split('\n');
    for (const rule of ruleNames.filter((name) => name !== 'push')) {
      // team-forms asks its fixed questions once, whatever --runs says.
      const count = rule === 'team-forms' ? '1 query' : '5 queries';
      expect(
        lines.some((line) => new RegExp(`^✓ ${rule} +${count}`).test(line)),
        rule,
      ).toBe(true);
    }
    expect(lines.some((line) => /^- push +skipped: it writes: only with push \(--push\)/.test(line))).toBe(true);
    expect(run.stdout).toMatch(
      /the server keeps the contract: 8 passed, 0 failed, 1 skipped · \d+ requests · seed 1, 5 runs/,
    );
    expect(run.stdout).not.toContain('\u001b[');
  });

  it('checks the push call with --push and a token from HUDDLE_TOKEN', async () => {
    const run = await runHuddle(['verify', '--base-url', mock.url, '--runs', '2', '--rule', 'push', '--push'], {
      env: { HUDDLE_TOKEN: 'from-env' },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^✓ push +1 query /m);
  });

  it('fails a mutant with exit code 1, printing the least query, its URL, and expected against found', async () => {
    const run = await runHuddle([
      'verify',
      '--base-url',
      mutant.url,
      '--runs',
      '25',
      '--rule',
      'paging',
      '--rule',
      'filter',
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^✓ filter +25 queries/m);
    expect(run.stdout).toMatch(/^✗ paging +\d+ queries/m);
    const failure = run.stdout.slice(run.stdout.indexOf('✗ paging'));
    for (const label of ['what', 's', 'url', 'expected', 'found', 'spec'])
      expect(failure).toMatch(new RegExp(`^    ${label} +\\S`, 'm'));
    expect(failure).toMatch(/^ {4}url +GET http:\/\/127\.0\.0\.1:\d+\//m);
    expect(run.stdout).toContain('the server breaks the contract: 1 passed, 1 failed');
  });

  it("quotes the spec's sentence the server broke, on a line of its own and in --json", async () => {
    const args = ['verify', '--base-url', results.url, '--runs', '1', '--rule', 'envelope'];
    const run = await runHuddle(args);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^✗ envelope /m);
    const spec = run.stdout.split('\n').filter((line) => /^ {4}spec /.test(line));
    expect(spec).toEqual([`    spec     § ${ENVELOPE_SECTION}: "${ENVELOPE_SENTENCE}"`]);
    const json = await runHuddle([...args, '--json']);
    const report = JSON.parse(json.stdout) as VerifyReport;
    expect(report.rules[0]?.failure).toMatchObject({
      resource: 'teams',
      spec: { section: ENVELOPE_SECTION, sentence: ENVELOPE_SENTENCE },
    });
  });

  it('writes the report as JSON with --json, the same seed asking the same queries', async () => {
    const args = ['verify', '--base-url', mutant.url, '--runs', '10', '--rule', 'paging', '--json', '--seed', '4'];
    const [first, second] = [await runHuddle(args), await runHuddle(args)];
    expect(first.code).toBe(1);
    const report = JSON.parse(first.stdout) as VerifyReport;
    expect(report).toMatchObject({ ok: false, seed: 4, runs: 10, baseUrl: mutant.url });
    expect(report.rules).toHaveLength(1);
    expect(report.rules[0]).toMatchObject({ rule: 'paging', status: 'failed' });
    expect((JSON.parse(second.stdout) as VerifyReport).rules[0]?.failure).toEqual(report.rules[0]?.failure);
  });

  it('colours the marks on a terminal unless NO_COLOR is set', async () => {
    const args = ['verify', '--base-url', mock.url, '--runs', '1', '--rule', 'model'];
    const coloured = await runHuddle(args, { env: { FORCE_COLOR: '1' } });
    expect(coloured.stdout).toContain('\u001b[32m✓');
    const plain = await runHuddle(args, { env: { FORCE_COLOR: '1', NO_COLOR: '1' } });
    expect(plain.stdout).not.toContain('\u001b[');
  });

  it('fails on one line without --base-url, with an unknown rule, and when nothing listens there', async () => {
    expect(oneLineFailure(await runHuddle(['verify']))).toContain('--base-url');
    expect(oneLineFailure(await runHuddle(['verify', '--base-url', mock.url, '--rule', 'speed']))).toContain('speed');
    const refused = oneLineFailure(await runHuddle(['verify', '--base-url', 'http://127.0.0.1:9', '--runs', '1']));
    expect(refused).toMatch(/^huddle verify: NetworkError: /);
    expect(oneLineFailure(await runHuddle(['verify', '--base-url', mock.url, '--push']))).toContain('token');
  });
});
