/**
 * verify catches what it should: each mutant server (the mock behind a proxy that breaks one
 * rule, tests/support/mock/mutant-server.ts) fails exactly the rule it breaks, quoting words the spec
 * says, and the mock itself passes every rule for ten seeds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citationProblem, readSpec } from '../../scripts/spec-text.ts';
import { type RuleName, ruleNames, verifyService } from '../../src/contract/index.ts';
import { type MockServer, startMockServer } from '../../src/mock/server/index.ts';
import { isEnvelope } from '../../src/untyped-values.ts';
import { type MutantName, mutants, startMutant, startProxy } from '../support/mock/mutant-server.ts';

const TOKEN = 'verify-token';
const failedRules = (rules: readonly { rule: RuleName; status: string }[]) =>
  rules.filter((result) => result.status === 'failed').map((result) => result.rule);
const sections = readSpec();

describe('the mock', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0 });
  });
  afterAll(() => server.close());

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('passes every rule with seed %i', async (seed) => {
    const report = await verifyService({ baseUrl: server.url, token: TOKEN, push: true, seed, runs: 15 });
    expect(failedRules(report.rules), JSON.stringify(report.rules.find((rule) => rule.failure)?.failure)).toEqual([]);
    expect(report.rules.map((rule) => [rule.rule, rule.status])).toEqual(ruleNames.map((rule) => [rule, 'passed']));
    expect(report.ok).toBe(true);
    expect(report.emptyResources).toEqual([]);
  });
});

describe('each mutant fails on its rule alone', () => {
  it.each(Object.keys(mutants) as MutantName[])('%s', async (name) => {
    const mutant = await startMutant(name);
    try {
      const report = await verifyService({ baseUrl: mutant.url, token: TOKEN, push: true, seed: 1, runs: 25 });
      expect(failedRules(report.rules), JSON.stringify(report.rules.map((rule) => rule.failure))).toEqual([
        mutants[name].breaks,
      ]);
      const failed = report.rules.find((rule) => rule.status === 'failed');
      expect(failed?.failure?.request.url.startsWith(mutant.url)).toBe(true);
      // The finding quotes the spec, in words that stand in the section it names.
      const spec = failed?.failure?.spec;
      expect(spec).toBeTruthy();
      expect(citationProblem(sections, spec?.section ?? '', spec?.sentence ?? '')).toBe(null);
      expect(report.ok).toBe(false);
    } finally {
      await mutant.close();
    }
  });
});

describe("a deviation from the spec's shapes fails verify, quoting the spec's sentence", () => {
  // Expected sections and words are the spec's, copied by hand (docs/spec/service-interface.md).
  it.each([
    {
      mutant: 'division-object-when-whole',
      rule: 'team-forms',
      about: /division/,
      section: 'Team (/teams)',
      words: 'string when selected whole; object with `abbr` when sub-selected',
    },
    {
      mutant: 'standings-always-envelope',
      rule: 'team-forms',
      about: /standings/,
      section: 'Team (/teams)',
      words: 'Standings object, or envelope `{pager, data:[Standings]}` when a sub-query is applied',
    },
    {
      mutant: 'groups-400-with-body',
      rule: 'push',
      about: /400 and a body/,
      section: 'Update push notification preferences',
      words: '`400` Bad Request, no body',
    },
    {
      mutant: 'groups-202-with-body',
      rule: 'push',
      about: /202 and a body/,
      section: 'Update push notification preferences',
      words: '`202` Accepted, no body',
    },
    {
      mutant: 'teams-results',
      rule: 'envelope',
      about: /envelope of teams/,
      section: 'Response envelopes',
      words: 'Collection results: object `{pager, data:[...]}`.',
    },
  ] as const)('$mutant fails $rule', async ({ mutant: name, rule, about, section, words }) => {
    const mutant = await startMutant(name);
    try {
      const report = await verifyService({ baseUrl: mutant.url, token: TOKEN, push: true, rules: [rule], runs: 5 });
      const [result] = report.rules;
      expect(result?.status).toBe('failed');
      expect(result?.failure?.message).toMatch(about);
      expect(result?.failure?.spec?.section).toBe(section);
      expect(result?.failure?.spec?.sentence).toContain(words);
    } finally {
      await mutant.close();
    }
  });

  it.each([1, 2, 3, 4, 5])(
    'fails a server whose /teams answers { results: [...] } with one query per rule, seed %i',
    async (seed) => {
      const mutant = await startMutant('teams-results');
      try {
        const report = await verifyService({ baseUrl: mutant.url, rules: ['envelope'], runs: 1, seed });
        expect(report.rules[0]).toMatchObject({ rule: 'envelope', status: 'failed', failure: { resource: 'teams' } });
        expect(report.rules[0]?.failure?.request.url).toMatch(/\/teams\?/);
        // Its answer holds no team records: teams is named, and no other rule judges `{ results }` as a team.
        expect(report.emptyResources).toEqual(['teams']);
      } finally {
        await mutant.close();
      }
    },
  );

  it('fails /lists answering { results: [...] }, which is neither an envelope nor the selected content list', async () => {
    const server = await startProxy({
      mutant: {
        breaks: 'envelope',
        does: 'answers /lists with { results: [...] }',
        answer: (resource, body) => (resource === 'lists' && isEnvelope(body) ? { results: body.data } : body),
      },
    });
    try {
      const report = await verifyService({ baseUrl: server.url, rules: ['envelope'], runs: 1, resources: ['lists'] });
      expect(report.rules[0]).toMatchObject({ status: 'failed', failure: { resource: 'lists' } });
      // The endpoint table's row: "the selected content list, or envelope of content lists".
      expect(report.rules[0]?.failure?.spec?.sentence).toContain(
        'the selected content list, or envelope of content lists',
      );
    } finally {
      await server.close();
    }
  });
});
