/** Every sentence a contract finding quotes stands, word for word, in the section it names. */
import { describe, expect, it } from 'vitest';
import { citationProblem, readSpec } from '../../scripts/spec-text.ts';
import { contractRules } from '../../src/contract/rules/rule-table.ts';
import { endpointQuotes, envelopeQuotes, quotes } from '../../src/contract/spec-quotes.ts';

const sections = readSpec();

describe("the contract's quotes of the spec", () => {
  it.each([
    ...Object.entries(quotes),
    ...Object.entries(endpointQuotes).map(([name, quote]) => [`endpoint ${name}`, quote] as const),
    ...Object.entries(envelopeQuotes).map(([kind, quote]) => [`envelope ${kind}`, quote] as const),
    ...Object.entries(contractRules).map(([name, rule]) => [`rule ${name}`, rule.spec] as const),
  ])('%s stands in the spec', (_, { section, sentence }) => {
    expect(citationProblem(sections, section, sentence)).toBe(null);
  });

  it('refuses words the spec does not say, so that the test above can fail', () => {
    expect(citationProblem(sections, 'Team (/teams)', 'standings | always an envelope')).toMatch(/does not say/);
  });
});
