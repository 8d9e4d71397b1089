/**
 * Every benchmark of the project, as ratios against a floor measured in the same run.
 * `npm run bench` prints Markdown for docs/benchmarks.md.
 */
import * as z from 'zod';
import { GameSchema } from '../src/model/game.ts';
import { gamesPayload } from './fixtures.ts';
import { measure, report } from './measure.ts';

const text = JSON.stringify(gamesPayload(1000, 20));
const Games = z.array(GameSchema);

console.log(`Node ${process.version}; 1,000 games × 20 drives = ${(text.length / 1e6).toFixed(1)} MB of JSON`);

const floor = { name: 'JSON.parse', run: () => JSON.parse(text) };
report(
  'Decoding a large /games response',
  floor.name,
  await measure(floor, [{ name: 'JSON.parse, then the Game schema (zod)', run: () => Games.parse(JSON.parse(text)) }]),
);
