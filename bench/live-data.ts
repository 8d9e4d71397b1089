/**
 * `invalidateForPush` (issue 28): how precise it is against the live mock, and what it costs.
 *
 * Precision: the harness of the soundness test (tests/support/push/push-soundness.ts) over more moments
 * of the seeded league, the share of invalidated queries whose answer the moment did not change,
 * for the queries an app's screens ask and for random ones. Cost: one call over a cache of 500
 * huddle queries, against `invalidateQueries` of one resource's key over the same cache (the
 * floor: what an app does without it).
 */
import { QueryClient } from '@tanstack/query-core';
import fc from 'fast-check';
import { createLeague } from '../src/league/index.ts';
import { invalidateForPush } from '../src/tanstack/invalidate.ts';
import {
  appQueryArbitrary,
  around,
  type CachedQuery,
  keyOf,
  momentsOf,
  namedIds,
  notificationsAt,
  outcomeOf,
  queryArbitrary,
} from '../tests/support/push/push-soundness.ts';
import { measure } from './measure.ts';
import type { Section } from './section.ts';

/** Moments of the league drawn, and queries cached at each. */
const MOMENTS = 120;
const QUERIES = 25;
const CACHED = 500;
/** The goals of the issue: a false-refetch rate, and a time for 500 cached queries. */
const FALSE_REFETCH_GOAL = 0.1;
const COST_GOAL_MS = 1;

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

export async function benchLiveData(): Promise<Section[]> {
  const league = createLeague({ seed: 1 });
  const moments = momentsOf(league);
  const mixes = { 'queries of app screens': appQueryArbitrary, 'random queries': queryArbitrary } as const;
  const totals = new Map(
    Object.keys(mixes).map((name) => [name, { invalidated: 0, unchanged: 0, changed: 0, missed: 0 }]),
  );
  /** The app screens' false refetches, by what happened and the resource refetched. */
  const falseByCause = new Map<string, number>();
  let scoreCache:
    | { queries: CachedQuery[]; moment: (typeof moments)[number]; engines: ReturnType<typeof around> }
    | undefined;
  for (let index = 0; index < MOMENTS; index++) {
    const moment = moments[Math.floor((index * moments.length) / MOMENTS)] as (typeof moments)[number];
    const engines = around(league, moment.at);
    for (const [name, arbitrary] of Object.entries(mixes)) {
      const queries = fc.sample(arbitrary(engines.beforeDataset, namedIds(moment)), { numRuns: QUERIES, seed: index });
      const outcome = await outcomeOf(moment, engines, queries);
      const total = totals.get(name);
      if (total === undefined) continue;
      total.invalidated += outcome.invalidated;
      total.unchanged += outcome.unchanged;
      total.changed += outcome.changed;
      total.missed += outcome.missed.length;
      if (name !== 'queries of app screens') continue;
      const kinds = [...new Set(moment.events.map((event) => event.kind))].join(' and ');
      for (const key of outcome.unchangedKeys) {
        const cause = `${kinds}: ${(JSON.parse(key) as string[])[1]}`;
        falseByCause.set(cause, (falseByCause.get(cause) ?? 0) + 1);
      }
    }
    if (scoreCache === undefined && moment.events.some((event) => event.kind === 'score')) {
      const arbitrary = fc.oneof(
        appQueryArbitrary(engines.beforeDataset, namedIds(moment)),
        queryArbitrary(engines.beforeDataset, namedIds(moment)),
      );
      const distinct = new Map<string, CachedQuery>();
      for (const query of fc.sample(arbitrary, { numRuns: CACHED * 4, seed: 7 })) {
        if (distinct.size < CACHED) distinct.set(JSON.stringify(keyOf(query)), query);
      }
      scoreCache = { queries: [...distinct.values()], moment, engines };
    }
  }
  if (scoreCache === undefined) throw new Error('no score among the moments drawn');

  // The cost: a cache of 500 queries (as many keys as the sample has distinct ones, with data).
  const queryClient = new QueryClient();
  for (const query of scoreCache.queries) queryClient.setQueryData(keyOf(query), { data: [], pager: {}, raw: [] });
  const cached = queryClient.getQueryCache().getAll().length;
  const [notification] = notificationsAt(scoreCache.moment);
  if (notification === undefined) throw new Error('the score sent no notification');
  const measured = await measure(
    {
      name: "invalidateQueries({ queryKey: ['huddle', 'games'] })",
      run: () => void queryClient.invalidateQueries({ queryKey: ['huddle', 'games'] }),
    },
    [{ name: 'invalidateForPush', run: () => invalidateForPush(queryClient, notification) }],
  );
  const [cost] = measured;
  if (cost === undefined) throw new Error('nothing measured');
  queryClient.clear();

  return [
    {
      title: 'Live data: what a push refetches',
      about:
        `\`invalidateForPush\` against the live mock (issue 28): at ${MOMENTS} moments spread over a seeded season, ${QUERIES} cached queries of each mix, the notifications the league sends at the moment, and the engine's answers just before and at it. ` +
        'The false-refetch rate is the share of invalidated queries whose answer did not change; a miss is a changed answer left cached (the soundness test fails on any). ' +
        "The queries of app screens are a week's scoreboard, a game's details, the standings, a team, player leaders, a person and the content lists; the random ones select, filter and sort on any field of the model, live ones included, which is where a filter or a sort on a changed field must be refetched whether or not its answer moved. " +
        `The cost is one call over a cache of ${cached} huddle queries after a score, against invalidating one resource's key over the same cache (what an app does without it).`,
      figures: [
        ...[...totals].flatMap(([name, total]) => [
          {
            name: `false refetches, ${name}`,
            value: `${percent(total.invalidated === 0 ? 0 : total.unchanged / total.invalidated)} (${total.unchanged} of ${total.invalidated} invalidated; ${total.changed} answers changed)`,
            goal: name === 'queries of app screens' ? `≤ ${percent(FALSE_REFETCH_GOAL)}` : null,
            met: name === 'queries of app screens' ? total.unchanged <= FALSE_REFETCH_GOAL * total.invalidated : null,
          },
          {
            name: `changed answers left cached, ${name}`,
            value: String(total.missed),
            goal: '0',
            met: total.missed === 0,
          },
        ]),
        {
          name: `invalidateForPush over ${cached} cached queries`,
          value: `${cost.milliseconds.toFixed(3)} ms, ${cost.ratio.toFixed(2)}× invalidating one resource's key`,
          goal: `≤ ${COST_GOAL_MS} ms`,
          met: cost.milliseconds <= COST_GOAL_MS,
        },
      ],
      notes:
        "Where the app screens' false refetches come from (what happened at the moment: the resource refetched, how many): " +
        [...falseByCause]
          .sort((a, b) => b[1] - a[1])
          .map(([cause, count]) => `${cause}, ${count}`)
          .join('; ') +
        ". A final may change the standings, but the mock's are weekly (they move with a week's last final, which no push tells apart); an article joins the content lists that are about its teams, which a cached page of lists may not hold.",
    },
  ];
}
