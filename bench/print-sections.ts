/**
 * A bench module run alone (`npx tsx bench/<file>.ts`) prints its sections as Markdown and writes
 * its charts where the report keeps them (docs/benchmarks/<file>).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Section } from './section.ts';

const CHARTS = new URL('../docs/benchmarks/', import.meta.url);

/** The sections as Markdown: title, about, the figures' table, charts, notes. */
export function sectionsMarkdown(sections: readonly Section[]): string {
  return sections
    .map(({ title, about, figures, charts = [], notes }) =>
      [
        `### ${title}`,
        about,
        ['| figure | value | goal | met |', '|---|---|---|---|']
          .concat(
            figures.map(
              ({ name, value, goal, met }) =>
                `| ${name} | ${value} | ${goal ?? '—'} | ${met === null ? '—' : met ? 'yes' : '**no**'} |`,
            ),
          )
          .join('\n'),
        ...charts.map(({ file, alt }) => `![${alt}](benchmarks/${file})`),
        ...(notes === undefined ? [] : [notes]),
      ].join('\n\n'),
    )
    .join('\n\n');
}

/** Prints the sections and writes their charts. */
export function printSections(sections: readonly Section[]): void {
  console.log(`Node ${process.version}\n\n${sectionsMarkdown(sections)}`);
  for (const { charts = [] } of sections) {
    mkdirSync(CHARTS, { recursive: true });
    for (const { file, svg } of charts) {
      writeFileSync(new URL(file, CHARTS), svg);
      console.log(`\nwrote docs/benchmarks/${file}`);
    }
  }
}
