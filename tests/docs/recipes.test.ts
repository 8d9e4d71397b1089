/**
 * The part of `npm run recipes:check` that needs no scratch copy, run with the suite: every recipe
 * of CONTRIBUTING.md has a trial, and the files each names exist and are the files its trial edits.
 * The compiling and testing of each trial is CI's own step (it takes minutes).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileProblems, namedFiles, recipeSections, untried } from '../../scripts/recipes/check.ts';
import { recipeTrials } from '../../scripts/recipes/trials.ts';

const contributing = readFileSync(new URL('../../CONTRIBUTING.md', import.meta.url), 'utf8');
const sections = recipeSections(contributing);
const exists = (file: string) => existsSync(new URL(`../../${file}`, import.meta.url));

describe("CONTRIBUTING.md's recipes", () => {
  it('each has a trial, and each trial a recipe', () => {
    expect(untried(sections, recipeTrials)).toEqual([]);
    expect(recipeTrials.map((trial) => trial.heading).filter((heading) => !sections.has(heading))).toEqual([]);
  });

  it.each(recipeTrials.map((trial) => [trial.heading, trial] as const))(
    '%s: names files that exist, exactly those its trial edits or reads',
    (heading, trial) => {
      expect(fileProblems(trial, sections.get(heading) ?? '', exists)).toEqual([]);
    },
  );
});

describe('reading a recipe', () => {
  const markdown = [
    '# Contributing',
    '## Recipes',
    '### A thing',
    '1. Add a row to `src/things/table.ts`, then write `src/things/<thing>.ts`.',
    '2. Add its line to docs/things.md, (see `tests/things.test.ts`).',
    '### Another',
    'Nothing.',
    '## Standards',
    '### Not a recipe',
    '`src/elsewhere.ts`',
  ].join('\n');

  it('finds each recipe under "## Recipes", and nothing after it', () => {
    expect([...recipeSections(markdown).keys()]).toEqual(['A thing', 'Another']);
  });

  it('finds the files a recipe names, quoted or bare, with its placeholders filled', () => {
    const section = recipeSections(markdown).get('A thing') ?? '';
    expect([...namedFiles(section, { thing: 'widget' })].sort()).toEqual([
      'docs/things.md',
      'src/things/table.ts',
      'src/things/widget.ts',
      'tests/things.test.ts',
    ]);
  });

  it('says what is wrong with a trial that edits a file the recipe does not name, or skips one it names', () => {
    const section = recipeSections(markdown).get('A thing') ?? '';
    const trial = {
      heading: 'A thing',
      placeholder: { thing: 'widget' },
      row: [{ file: 'src/things/table.ts', after: 'x', insert: 'y' }],
      rest: [
        { file: 'src/things/widget.ts', create: '' },
        { file: 'src/other.ts', after: 'x', insert: 'y' },
      ],
      named: ['tests/things.test.ts'],
      scripts: ['generate'],
      tests: [],
    };
    expect(fileProblems(trial, section, (file) => file !== 'docs/things.md')).toEqual([
      'names docs/things.md, which does not exist',
      'a contributor edits src/other.ts, which it does not name',
      'names docs/things.md, which a contributor need not edit',
      'does not say to run npm run generate',
    ]);
  });
});
