/**
 * `npm run bench`: every benchmark of bench/, in one run, written into docs/benchmarks.md beside
 * its goal (see bench/report-page.ts). Needs a build (`npm run build`) for the sizes and the
 * start-up of the built package.
 */
import { benchCodecs } from './codecs.ts';
import { benchLiveSeason } from './live-season.ts';
import { benchMockScale } from './mock-scale.ts';
import { benchPagingMemory } from './paging-memory.ts';
import { benchPeers } from './peers.ts';
import { benchQueryBuilding } from './query-building.ts';
import { printSections, writeReport } from './report-page.ts';
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
  ['start-up', benchStartup],
  ['type checking', benchTypeCheck],
  ['sizes', benchSizes],
];
for (const [name, bench] of benches) {
  const began = performance.now();
  const got = await bench();
  sections.push(...got);
  printSections(got);
  console.error(`bench: ${name} took ${((performance.now() - began) / 1000).toFixed(1)} s`);
}
writeReport(sections, started);
console.error('bench: docs/benchmarks.md written');
