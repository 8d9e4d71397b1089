/**
 * `npm run bench`: every benchmark of bench/, in one run, written into docs/benchmarks.md beside
 * its goal (see bench/report-page.ts). Needs a build (`npm run build`) for the sizes and the
 * start-up of the built package.
 *
 * `npm run bench -- start-up sizes` runs only the named benchmarks and prints them; the page is
 * written only by a whole run, so that its figures all come from one.
 */
import { benchCodecs } from './codecs.ts';
import { benchLiveData } from './live-data.ts';
import { benchLiveSeason } from './live-season.ts';
import { benchMockScale } from './mock-scale.ts';
import { benchPagingMemory } from './paging-memory.ts';
import { benchPeers } from './peers.ts';
import { benchQueryBuilding } from './query-building.ts';
import { printSections, writeReport } from './report-page.ts';
import { benchRestoreSaves } from './restore-saves.ts';
import type { Section } from './section.ts';
import { benchSizes } from './sizes.ts';
import { benchStartup } from './startup.ts';
import { benchTypeCheck } from './type-check.ts';

const started = new Date();
const sections: Section[] = [];
const benches: readonly [string, () => Promise<Section[]> | Section[]][] = [
  ['peers', benchPeers],
  ['query building', benchQueryBuilding],
  ['codecs', benchCodecs],
  ['mock at scale', benchMockScale],
  ['paging memory', benchPagingMemory],
  ['live season', benchLiveSeason],
  ['live data', benchLiveData],
  ['restore saves', benchRestoreSaves],
  ['start-up', benchStartup],
  ['type checking', benchTypeCheck],
  ['sizes', benchSizes],
];
const only = process.argv.slice(2);
const unknown = only.filter((name) => !benches.some(([known]) => known === name));
if (unknown.length > 0) {
  console.error(`bench: no benchmark ${unknown.join(', ')}; there are ${benches.map(([name]) => name).join(', ')}`);
  process.exit(2);
}
for (const [name, bench] of benches) {
  if (only.length > 0 && !only.includes(name)) continue;
  const began = performance.now();
  const got = await bench();
  sections.push(...got);
  printSections(got);
  console.error(`bench: ${name} took ${((performance.now() - began) / 1000).toFixed(1)} s`);
}
if (only.length === 0) {
  writeReport(sections, started);
  console.error('bench: docs/benchmarks.md written');
}
