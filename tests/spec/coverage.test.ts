/** The conformance suite covers the whole spec: every section is cited by a test, and every citation holds. */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { uncitedSections } from '../../scripts/spec-coverage.ts';
import { citationProblem, citationsIn, readSpec, SPEC_FILE, suiteCitations } from '../../scripts/spec-text.ts';

describe('spec coverage', () => {
  it('cites every section of the spec at least once', () => {
    expect(uncitedSections()).toEqual([]);
  });

  it('quotes only words that stand in the section each citation names', () => {
    const sections = readSpec();
    const problems = suiteCitations()
      .map(({ section, sentence, file, line }) => [`${file}:${line}`, citationProblem(sections, section, sentence)])
      .filter(([, problem]) => problem !== null);
    expect(problems).toEqual([]);
  });

  it("keeps the repository's copy of the spec equal to the shared contract, where the shared one is beside the clone", () => {
    const shared = new URL('../../../shared/spec/service-interface.md', import.meta.url);
    const copy = readFileSync(new URL(`../../${SPEC_FILE}`, import.meta.url), 'utf8');
    expect(copy.length).toBeGreaterThan(1000);
    if (existsSync(shared)) expect(copy).toBe(readFileSync(shared, 'utf8'));
  });
});

describe('the citation reader', () => {
  const sections = readSpec();

  it('finds the calls with their section, sentence and line, in any quote style', () => {
    const source = "x\ncite('Team (/teams)', 'string when selected whole');\n  cite(\n \"Limits\",\n `not shown`)";
    expect(citationsIn(source, 'f.ts')).toEqual([
      { section: 'Team (/teams)', sentence: 'string when selected whole', file: 'f.ts', line: 2 },
      { section: 'Limits', sentence: 'not shown', file: 'f.ts', line: 3 },
    ]);
  });

  it('refuses a section the spec lacks and a sentence its section does not say', () => {
    expect(citationProblem(sections, 'Teams', 'anything')).toMatch(/no section "Teams"/);
    expect(citationProblem(sections, 'Team (/teams)', 'always an envelope')).toMatch(/does not say/);
    // The sentence is in the spec, but under another section.
    expect(citationProblem(sections, 'Limits', 'Responses: `202` Accepted, no body')).toMatch(/does not say/);
    expect(
      citationProblem(sections, 'Update push notification preferences', 'Responses: `202` Accepted, no body'),
    ).toBe(null);
  });
});
