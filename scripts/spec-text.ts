/**
 * The spec as the conformance suite cites it: docs/spec/service-interface.md (a copy of the
 * contract, held equal to the shared one by tests/spec/spec-copy.test.ts) cut into its sections,
 * and the citations the suite's files make with `cite(section, sentence)`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the repository keeps its copy of the spec. */
export const SPEC_FILE = 'docs/spec/service-interface.md';

/** One heading of the spec and the text under it, up to the next heading of any level. */
export interface SpecSection {
  /** The heading without its `#` marks and backticks: `Game (/games)`. */
  readonly title: string;
  /** 1 for `#`, 2 for `##`, 3 for `###`. */
  readonly level: number;
  /** The heading's line in the spec, from 1. */
  readonly line: number;
  /** The heading's own text (tables and lists included), before any sub-heading. */
  readonly text: string;
}

/** Whitespace folded and backticks dropped, so that a quote may be written without the spec's code marks. */
export const normalised = (text: string): string => text.replaceAll('`', '').replace(/\s+/g, ' ').trim();

/** The sections of a spec in markdown. */
function specSections(markdown: string): SpecSection[] {
  const sections: { title: string; level: number; line: number; lines: string[] }[] = [];
  markdown.split('\n').forEach((text, index) => {
    const heading = /^(#{1,6})\s+(.*)$/.exec(text);
    if (heading !== null) {
      const [, marks, title] = heading as unknown as [string, string, string];
      sections.push({ title: normalised(title), level: marks.length, line: index + 1, lines: [] });
    } else {
      sections.at(-1)?.lines.push(text);
    }
  });
  return sections.map(({ title, level, line, lines }) => ({ title, level, line, text: lines.join('\n') }));
}

/** The spec's sections, read from the repository's copy. */
export function readSpec(): SpecSection[] {
  return specSections(readFileSync(join(root, SPEC_FILE), 'utf8'));
}

/** One `cite(section, sentence)` of a conformance file. */
export interface Citation {
  readonly section: string;
  readonly sentence: string;
  /** The file, from the repository's root, and the line of the call. */
  readonly file: string;
  readonly line: number;
}

/** A string literal's text: quotes removed, escapes read. */
function literal(quote: string, body: string): string {
  if (quote === '"') return JSON.parse(`"${body}"`) as string;
  return body.replace(/\\(.)/g, (_, escaped: string) => (escaped === 'n' ? '\n' : escaped));
}

const CITE = /\bcite\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1\s*,\s*(['"`])((?:\\.|(?!\3)[^\\])*)\3/g;

/** The citations written in a source text: `cite('Team (/teams)', 'a sentence')`, literals only. */
export function citationsIn(source: string, file: string): Citation[] {
  return [...source.matchAll(CITE)].map((match) => {
    const [, sectionQuote, section, sentenceQuote, sentence] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    return {
      section: literal(sectionQuote, section),
      sentence: literal(sentenceQuote, sentence),
      file,
      line: source.slice(0, match.index).split('\n').length,
    };
  });
}

/** Every citation under tests/spec/, in file order. */
export function suiteCitations(folder = join(root, 'tests/spec')): Citation[] {
  const files = (readdirSync(folder, { recursive: true }) as string[])
    .filter((file) => /\.ts$/.test(file) && !file.includes(`support`))
    .sort();
  return files.flatMap((file) => {
    const path = join(folder, file);
    return citationsIn(readFileSync(path, 'utf8'), relative(root, path).replaceAll('\\', '/'));
  });
}

/**
 * Why a citation does not hold, or `null` when it does: its section must be a heading of the
 * spec, and its sentence must stand in that section's own text (whitespace and backticks aside).
 */
export function citationProblem(sections: readonly SpecSection[], section: string, sentence: string): string | null {
  const found = sections.find((candidate) => candidate.title === section);
  if (found === undefined) {
    return `the spec has no section ${JSON.stringify(section)}; its sections: ${sections.map((s) => s.title).join(' | ')}`;
  }
  if (normalised(sentence) === '') return `an empty quote of ${section}`;
  if (!normalised(found.text).includes(normalised(sentence))) {
    return `section ${JSON.stringify(section)} (line ${found.line}) does not say ${JSON.stringify(sentence)}`;
  }
  return null;
}
