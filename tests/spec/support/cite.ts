/**
 * How a conformance test names what it checks, after test262's `esid` and WPT's `rel=help`:
 * `it(cite('Team (/teams)', 'conference, division: string when selected whole'), …)`. The
 * section is a heading of the spec (backticks dropped) and the sentence is quoted from that
 * section's own text; a quote that is not there fails as the file loads, so a test can never cite
 * words the spec does not say. docs/spec-coverage.md is generated from these calls
 * (`npm run generate`), and tests/spec/coverage.test.ts fails for a section that no test cites.
 *
 * Expected values in these tests are written by hand from the quoted words, never computed from
 * huddle's resource table, model or field trees: those are what the suite checks.
 */
import { citationProblem, readSpec } from '../../../scripts/spec-text.ts';

const sections = readSpec();

/** The test's name: `§ section — "sentence"`. Throws when the spec does not say it. */
export function cite(section: string, sentence: string): string {
  const problem = citationProblem(sections, section, sentence);
  if (problem !== null) throw new Error(`cite: ${problem}`);
  return `§ ${section} — "${sentence}"`;
}
