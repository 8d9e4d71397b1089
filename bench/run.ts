/**
 * Every benchmark of the project, as ratios against a floor measured in the same run.
 * `npm run bench` prints Markdown for docs/benchmarks.md.
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import * as z from 'zod';
import { createClient } from '../src/client/create-client.ts';
import { GameSchema } from '../src/model/game.ts';
import { aps, data } from '../src/push/index.ts';
import { decode, toast } from '../src/push/toast/index.ts';
import { compile } from '../src/query/compile.ts';
import { query } from '../src/query/index.ts';
import { gamesPayload } from './fixtures.ts';
import { benchLiveSeason } from './live-season.ts';
import { measure, report } from './measure.ts';
import { benchMockEngine } from './mock-engine.ts';

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

{
  // A typical notification: a title, a message with an ampersand, and a game deep link.
  const notification = {
    message: 'Final: New England 24 & New York 17. Highlights and the box score inside.',
    title: 'NE wins',
    extras: { type: 'teamAlertGameEnd', more: { gameId: '00000000-0000-0000-0000-000000004242' } },
  } as const;
  const batch = 50;

  const xml = toast.encode(notification);
  const raw = new XMLParser({ ignoreAttributes: false });
  const rawBothLevels = () => raw.parse(raw.parse(xml).toast['@_launch']);
  report(
    'Decoding a toast payload (throughput ≥ 0.9× raw fast-xml-parser: time ratio ≤ 1.11)',
    'fast-xml-parser parsing both XML levels, default options',
    await measure({ name: 'raw', run: rawBothLevels, batch }, [
      { name: 'decode(xml): validated, checked, typed', run: () => decode(xml), atMost: 1.11, batch },
    ]),
  );

  const builder = new XMLBuilder({ ignoreAttributes: false, suppressEmptyNode: true });
  const buildWithXmlBuilder = () => {
    const { type, more } = notification.extras;
    const launch = builder.build({ extras: { type, more } });
    return builder.build({
      toast: {
        '@_launch': launch,
        visual: {
          '@_addImageQuery': 'false',
          binding: {
            '@_template': 'ToastText02',
            '@_addImageQuery': 'false',
            text: [
              { '@_id': '1', '#text': notification.title },
              { '@_id': '2', '#text': notification.message },
            ],
            image: '',
          },
        },
      },
    });
  };
  if (buildWithXmlBuilder() !== xml) throw new Error(`XMLBuilder wrote other bytes:\n${buildWithXmlBuilder()}\n${xml}`);
  report(
    'Encoding a toast payload (≥ 5× faster than XMLBuilder writing the same bytes: ratio ≤ 0.2)',
    'fast-xml-parser XMLBuilder',
    await measure({ name: 'XMLBuilder', run: buildWithXmlBuilder, batch }, [
      { name: 'toast.encode()', run: () => toast.encode(notification), atMost: 0.2, batch },
    ]),
  );

  const apsText = JSON.stringify(aps.encode(notification));
  const dataText = JSON.stringify(data.encode(notification, { extrasAsJson: true }));
  report(
    'Decoding a JSON payload (≤ 2× JSON.parse)',
    'JSON.parse of the payload',
    await measure({ name: 'JSON.parse', run: () => JSON.parse(apsText), batch: batch * 10 }, [
      { name: 'decode(aps text)', run: () => decode(apsText), atMost: 2, batch: batch * 10 },
      { name: 'decode(data text, extras as a JSON string)', run: () => decode(dataText), batch: batch * 10 },
    ]),
  );
}

await benchMockEngine();
await benchLiveSeason();
