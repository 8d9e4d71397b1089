/** Prints sections as Markdown, for a bench module run alone (`npx tsx bench/<file>.ts`). */
import type { Section } from './section.ts';

export function printSections(sections: readonly Section[]): void {
  console.log(`Node ${process.version}`);
  for (const { title, about, figures, notes } of sections) {
    console.log(`\n### ${title}\n\n${about}\n\n| figure | value | goal | met |\n|---|---|---|---|`);
    for (const { name, value, goal, met } of figures) {
      console.log(`| ${name} | ${value} | ${goal ?? '—'} | ${met === null ? '—' : met ? 'yes' : 'no'} |`);
    }
    if (notes) console.log(`\n${notes}`);
  }
}
