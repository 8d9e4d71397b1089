/**
 * Every benchmark of the project, as ratios against a floor measured in the same run.
 * `npm run bench` prints Markdown for docs/benchmarks.md.
 */
import * as z from 'zod';
import { createClient } from '../src/client/create-client.ts';
import { GameSchema } from '../src/model/game.ts';
import { compile } from '../src/query/compile.ts';
import { query } from '../src/query/index.ts';
import { gamesPayload } from './fixtures.ts';
import { measure, report } from './measure.ts';

console.log(`Node ${process.version}`);

{
  const text = JSON.stringify(gamesPayload(1000, 20));
  const Games = z.array(GameSchema);
  const fetch = async () => new Response(text, { headers: { 'content-type': 'application/json' } });
  const validated = createClient({ baseUrl: 'https://api.example', fetch });
  const unvalidated = createClient({ baseUrl: 'https://api.example', fetch, validate: 'off' });
  const floor = { name: 'JSON.parse', run: () => JSON.parse(text) };
  report(
    `Decoding a large /games response (1,000 games × 20 drives, ${(text.length / 1e6).toFixed(1)} MB)`,
    floor.name,
    await measure(floor, [
      { name: 'JSON.parse, then the Game schema (zod)', run: () => Games.parse(JSON.parse(text)) },
      {
        name: 'fetch Response.text(), then JSON.parse (no huddle: the cost of reading a body)',
        run: async () => JSON.parse(await (await fetch()).text()),
      },
      { name: 'client.games.list(), validated', run: () => validated.games.list(), atMost: 1.5 },
      { name: 'client.games.list(), validate: off', run: () => unvalidated.games.list(), atMost: 1.05 },
    ]),
  );
}

{
  // A typical query: 8 selected fields with two nested objects, 5 conditions, 2 sort keys.
  const build = () =>
    query('games')
      .select({
        id: true,
        gameTime: true,
        gameType: true,
        week: { season: true, week: true },
        homeTeam: { abbr: true, nickName: true },
        visitorTeam: true,
      })
      .where('week.season', 2024)
      .where('week.seasonType', 'REG')
      .where('week.week', '$gte', 3)
      .where('homeTeam.abbr', '$in', ['NE', 'KC', 'BUF'])
      .where('gameTime', '$lt', '2024-12-31T00:00:00Z')
      .sort('week.week')
      .sort('gameTime', 'desc');
  const built = build();
  const tree = built.toNode();
  const sObject = JSON.parse(built.toParams().s as string);
  const batch = 200;
  const floor = { name: 'JSON.stringify of the s object', run: () => JSON.stringify(sObject), batch };
  report(
    'Compiling a typical query to fs and s',
    floor.name,
    await measure(floor, [{ name: 'compile(tree): fs and s', run: () => compile(tree), atMost: 2, batch }]),
  );
  report(
    'Building and compiling a typical query',
    floor.name,
    await measure(floor, [{ name: 'the builder calls, then toParams()', run: () => build().toParams(), batch }]),
  );
}
