/**
 * Paging memory: `client.games.all()` over 100,000 games served by `huddle/msw` (createMockApi
 * under msw's `setupServer`), 100 a page, in a child process with `--expose-gc` that samples the
 * heap after a full collection every few pages. `all()` holds one page at a time: the heap should
 * stay flat, its peak within two pages of its steady state (the median of the samples after the
 * first few pages), "a page" being the heap one page of parsed, validated records holds, measured
 * in the same child. `npx tsx bench/paging-memory.ts` runs it alone.
 */
import { setupServer } from 'msw/node';
import { createClient } from '../src/client/create-client.ts';
import type { MockDataset } from '../src/mock/engine/index.ts';
import { createMockApi } from '../src/mock/msw.ts';
import { childArguments, heapAfterGc, runGcChild } from './gc-child.ts';
import { printSections } from './print-sections.ts';
import { scaleGames } from './scale-dataset.ts';
import type { Section } from './section.ts';
import { lineChart } from './svg-chart.ts';

const GAMES = 100_000;
const PAGE_SIZE = 100;
/** Pages between two heap samples. */
const EVERY = 20;
/** Samples before the steady state: the first pages warm up msw, the client and the engine. */
const WARM_UP_SAMPLES = 3;
/** Pages measured one by one for the size of a page. */
const PAGE_PROBES = 5;

const BASE = 'https://api.example';

interface PagingResult {
  readonly records: number;
  readonly pages: number;
  readonly seconds: number;
  /** Heap after a full collection, every {@link EVERY} pages: [pages read, bytes]. */
  readonly samples: readonly (readonly [number, number])[];
  /** The heap one page of records holds, each probe's. */
  readonly pageBytes: readonly number[];
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function measurePaging(): Promise<PagingResult> {
  const api = createMockApi({
    baseUrl: BASE,
    dataset: { games: scaleGames(GAMES) } as Partial<MockDataset> as MockDataset,
  });
  const server = setupServer(...api.handlers);
  server.listen({ onUnhandledFrame: 'error' });
  try {
    const client = createClient({ baseUrl: BASE });
    const query = client.games.take(PAGE_SIZE);
    // The size of a page: the heap with one page's records held, less the heap once they are let go.
    const pageBytes: number[] = [];
    for (let probe = 0; probe < PAGE_PROBES; probe++) {
      let page: unknown = await query.skip(probe * PAGE_SIZE).list();
      const held = heapAfterGc();
      if (page === null) throw new Error('unreachable: the page is held until here');
      page = null;
      pageBytes.push(held - heapAfterGc());
    }
    const samples: [number, number][] = [[0, heapAfterGc()]];
    let records = 0;
    const started = performance.now();
    for await (const _game of query.all()) {
      records++;
      if (records % (PAGE_SIZE * EVERY) === 0) samples.push([records / PAGE_SIZE, heapAfterGc()]);
    }
    const seconds = (performance.now() - started) / 1000;
    if (records !== GAMES) throw new Error(`all() yielded ${records} records of ${GAMES}`);
    return { records, pages: Math.ceil(records / PAGE_SIZE), seconds, samples, pageBytes };
  } finally {
    server.close();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

function sectionsOf(result: PagingResult): Section[] {
  const page = median(result.pageBytes);
  const steadySamples = result.samples.slice(1 + WARM_UP_SAMPLES).map(([, bytes]) => bytes);
  const steady = median(steadySamples);
  const peak = Math.max(...steadySamples);
  const first = result.samples[0]?.[1] ?? Number.NaN;
  const over = peak - steady;
  const svg = lineChart({
    title: `Heap during all() over ${result.records.toLocaleString('en')} games, ${PAGE_SIZE} a page`,
    xLabel: 'pages read',
    yLabel: 'MB on the heap after a full collection',
    series: [
      { name: 'heap', points: result.samples.map(([pages, bytes]) => [pages, bytes / 1e6] as const) },
      {
        name: 'steady + 2 pages',
        points: [
          [0, (steady + 2 * page) / 1e6],
          [result.pages, (steady + 2 * page) / 1e6],
        ],
      },
    ],
  });
  return [
    {
      title: 'Paging memory',
      about:
        `\`client.games.all()\` (default fields, \`take(${PAGE_SIZE})\`, validated) over ${result.records.toLocaleString('en')} games ` +
        "served by `huddle/msw`'s `createMockApi` under msw's `setupServer`, in a child process with `--expose-gc`: " +
        `the heap after a full collection every ${EVERY} pages. Steady state: the median of the samples after the first ` +
        `${WARM_UP_SAMPLES}; a page: the heap one page of parsed, validated records holds (the median of ${PAGE_PROBES} pages ` +
        `held and let go). The ${GAMES.toLocaleString('en')} games are the league's 200 seasons repeated (bench/scale-dataset.ts).`,
      figures: [
        { name: 'one page of 100 games, held', value: `${(page / 1e3).toFixed(0)} KB`, goal: null, met: null },
        {
          name: 'heap: before paging / steady state',
          value: `${megabytes(first)} / ${megabytes(steady)}`,
          goal: null,
          met: null,
        },
        {
          name: 'peak heap over the steady state',
          value: `${megabytes(over)} (${(over / page).toFixed(2)} pages)`,
          goal: `≤ 2 pages (${megabytes(2 * page)})`,
          met: over <= 2 * page,
        },
        {
          name: `${result.pages.toLocaleString('en')} pages read`,
          value: `${result.seconds.toFixed(1)} s (${((result.seconds * 1000) / result.pages).toFixed(1)} ms a page, samples included)`,
          goal: null,
          met: null,
        },
      ],
      charts: [{ file: 'paging-memory.svg', svg, alt: 'Heap after a full collection against pages read by all()' }],
    },
  ];
}

/** Paging memory, measured in a child process with `--expose-gc`. */
export async function benchPagingMemory(): Promise<Section[]> {
  return sectionsOf(await runGcChild<PagingResult>(import.meta.url, []));
}

if (childArguments() !== null) {
  console.log(JSON.stringify(await measurePaging()));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  printSections(await benchPagingMemory());
}
