/**
 * verify catches what it should: each mutant server (the mock behind a proxy that breaks one
 * rule, tests/support/mutant-server.ts) fails exactly the rule it breaks, and the mock itself
 * passes every rule for ten seeds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RuleName, ruleNames, verifyService } from '../../src/contract/index.ts';
import { type MockServer, startMockServer } from '../../src/mock/server/index.ts';
import { type MutantName, mutants, startMutant } from '../support/mutant-server.ts';

const TOKEN = 'verify-token';
const failedRules = (rules: readonly { rule: RuleName; status: string }[]) =>
  rules.filter((result) => result.status === 'failed').map((result) => result.rule);

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
      expect(failedRules(report.rules)).toEqual([mutants[name].breaks]);
      const failed = report.rules.find((rule) => rule.status === 'failed');
      expect(failed?.failure?.request.url.startsWith(mutant.url)).toBe(true);
      expect(report.ok).toBe(false);
    } finally {
      await mutant.close();
    }
  });
});
