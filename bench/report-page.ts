/**
 * Writes the performance report: each section's table (figure, value, goal, met) with the run's
 * Node version, date and core count, its charts as SVG files beside the page, and below the
 * report the page's history (the tables of earlier runs, kept as they were).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import type { Section } from './section.ts';

const PAGE = new URL('../docs/benchmarks.md', import.meta.url);
const CHARTS = new URL('../docs/benchmarks/', import.meta.url);
const HISTORY = '## History';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const verdict = (met: boolean | null) => (met === null ? '—' : met ? 'met' : '**missed**');

/** One section as Markdown. */
function sectionMarkdown(section: Section, heading = '##'): string {
  const lines = [
    `${heading} ${section.title}`,
    '',
    section.about,
    '',
    '| figure | value | goal | |',
    '|---|---|---|---|',
  ];
  for (const { name, value, goal, met } of section.figures) {
    lines.push(`| ${cell(name)} | ${cell(value)} | ${cell(goal ?? '—')} | ${verdict(met)} |`);
  }
  for (const chart of section.charts ?? []) lines.push('', `![${chart.alt}](benchmarks/${chart.file})`);
  if (section.notes !== undefined) lines.push('', section.notes);
  return lines.join('\n');
}

/** Writes the sections' charts where the page shows them (docs/benchmarks/<file>). */
function writeCharts(sections: readonly Section[]): void {
  mkdirSync(CHARTS, { recursive: true });
  for (const section of sections) {
    for (const chart of section.charts ?? []) writeFileSync(new URL(chart.file, CHARTS), chart.svg);
  }
}

/** Prints sections as Markdown and writes their charts (a bench module run alone). */
export function printSections(sections: readonly Section[]): void {
  console.log(`Node ${process.version}\n`);
  for (const section of sections) console.log(`${sectionMarkdown(section)}\n`);
  writeCharts(sections);
}

/** The page's history: what is below `## History`, or the whole page the first time, its headings one level down. */
function history(page: string): string {
  const at = page.indexOf(`\n${HISTORY}\n`);
  if (at >= 0) return page.slice(at + HISTORY.length + 2).trim();
  return page
    .replace(/^# .*\n/, '')
    .replace(/^(#{2,5}) /gm, '#$1 ')
    .trim();
}

/** Writes docs/benchmarks.md and its charts, and formats the page as the linter wants it. */
export function writeReport(sections: readonly Section[], started: Date): void {
  const previous = readFileSync(PAGE, 'utf8');
  writeCharts(sections);
  const goals = sections.flatMap((section) => section.figures).filter((figure) => figure.met !== null);
  const missed = goals.filter((figure) => figure.met === false);
  const page = [
    '# Benchmarks',
    '',
    '`npm run bench` writes everything above the history: every figure beside its goal, as a ratio to a floor or peer timed in the same run (`bench/measure.ts`: rounds alternating the floor and each case, the median of the per-round ratios), or as a count; absolute times only where a goal is one, and then beside a ratio. CI guards sizes and type cost, never timings.',
    '',
    `Run: Node ${process.version}, ${started.toISOString().slice(0, 10)}, ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}). Goals: ${goals.length - missed.length} of ${goals.length} met${missed.length > 0 ? `; missed: ${missed.map((figure) => figure.name).join('; ')}` : ''}.`,
    '',
    ...sections.map((section) => `${sectionMarkdown(section)}\n`),
    HISTORY,
    '',
    'Tables of earlier runs, as they were written.',
    '',
    history(previous).replace(/^Tables of earlier runs, as they were written\.\n\n/, ''),
    '',
  ].join('\n');
  writeFileSync(PAGE, page);
  execFileSync('npx', ['biome', 'format', '--write', PAGE.pathname], { stdio: 'ignore' });
}
