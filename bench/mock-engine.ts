/**
 * The mock engine at scale: one query over 10,000+ games (37 seasons), filter, sort, skip/take
 * and projection, answered whole by the engine. The floor is mingo's filter and sort alone over
 * the same query views (mingo is a devDependency: the engine's oracle in the tests, and the
 * floor here). `npx tsx bench/mock-engine.ts` runs it alone; `npm run bench` runs it with the rest.
 */
import { Query } from 'mingo';
import { createDataset } from '../src/league/index.ts';
import { createEngine } from '../src/mock/engine/index.ts';
import { viewOf } from '../src/mock/engine/query-views.ts';
import { measure, report } from './measure.ts';

export async function benchMockEngine(): Promise<void> {
  const dataset = createDataset({ seasons: 37 });
  const engine = createEngine({ dataset, baseUrl: 'https://api.example' });
  const views = dataset.games.map((game) => viewOf(game));
  const fs = 'id,gameTime,week{season,week},homeTeam{abbr},visitorTeam{abbr},homeTeamScore{pointsTotal}';
  const answerOf = (s: { $query: Record<string, unknown>; $sort: Record<string, 1 | -1> }) => {
    const url = new URL('https://api.example/games');
    url.searchParams.set('fs', fs);
    url.searchParams.set('s', JSON.stringify({ ...s, $skip: 20, $take: 20 }));
    const answer = () => engine.answer({ method: 'GET', url });
    answer(); // builds the query views and indexes once, as the first request of a test run does
    return answer;
  };
  const mingoOf = (s: { $query: Record<string, unknown>; $sort: Record<string, 1 | -1> }) => () =>
    new Query(s.$query).find(views).sort(s.$sort).all();

  // The indexes answer both conditions; the engine's predicate has nothing left to test.
  const indexed = {
    $query: { 'week.week': { $gte: 5, $lte: 12 }, 'homeTeam.abbr': { $in: ['NE', 'KC', 'BUF', 'SF', 'DAL', 'GB'] } },
    $sort: { gameTime: -1 as const },
  };
  // `$or` is no index's: every record goes through the engine's compiled predicate.
  const predicate = {
    $query: { $or: [{ 'homeTeam.abbr': 'NE' }, { 'visitorTeam.abbr': 'NE' }], 'week.week': { $gte: 5 } },
    $sort: { 'week.season': -1 as const, gameTime: 1 as const },
  };
  for (const [title, s] of [
    ['indexed conditions', indexed],
    ['`$or`, tested record by record', predicate],
  ] as const) {
    const measured = await measure({ name: 'mingo', run: mingoOf(s) }, [
      { name: 'engine.answer(): the whole query', run: answerOf(s) },
    ]);
    report(
      `One query over ${dataset.games.length.toLocaleString('en')} games, ${title} (goal ≤ 3 ms)`,
      "mingo's filter and sort alone, on the same views",
      measured,
    );
    for (const { name, milliseconds } of measured) console.log(`\n${name}: ${milliseconds.toFixed(2)} ms per query`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Node ${process.version}`);
  await benchMockEngine();
}
