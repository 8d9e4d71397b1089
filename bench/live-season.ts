/**
 * The live mock over a whole season: the clock walks an 18-week season (and its playoffs) in
 * `huddle mock --clock fast` ticks, 2 minutes of league time each, with 1,000 registered devices
 * whose groups take a share of every kind of notification. The floor is the same walk with no
 * device registered (the clock, the league's timeline and the notification rules alone), timed
 * in the same run. `npx tsx bench/live-season.ts` runs it alone; `npm run bench` with the rest.
 */

import { TICK_MS } from '../src/cli/mock/clock-mode.ts';
import { createLeague } from '../src/league/index.ts';
import { createMockService, type MockService } from '../src/mock/index.ts';
import { groupName } from '../src/push/index.ts';

const DEVICES = 1_000;
const FAST = 600;
const TEAMS = ['KC', 'BUF', 'DET', 'SF', 'PHI', 'BAL', 'DAL', 'GB', 'NE', 'CHI'];

async function subscribe(service: MockService, device: number): Promise<void> {
  const team = TEAMS[device % TEAMS.length] as string;
  const groups = [
    groupName('teamAlertGameStart', team),
    groupName('teamAlertScoringPlays', team),
    groupName('teamAlertGameEnd', team),
    groupName('teamAlertNews', team),
    ...(device % 3 === 0 ? ['tuneInAlertLiveGame', 'breakingNews'] : []),
    ...(device % 10 === 0 ? ['closeGameCarrier'] : []),
  ];
  service.push.register('bench', `d${device}`, {
    platform: (['aps', 'data', 'toast'] as const)[device % 3] as 'aps',
    ...(device % 10 === 0 && { carrier: 'carrier' }),
  });
  await service.serve({
    method: 'PUT',
    url: new URL(`https://api.example/v1/push/bench/devices/d${device}/groups`),
    headers: { get: (name) => (name === 'authorization' ? 'Bearer bench' : null) },
    body: { groups },
  });
}

/** Walks the whole season in fast ticks; returns the milliseconds it took and the deliveries made. */
async function walk(devices: number): Promise<{ ms: number; deliveries: number; ticks: number }> {
  const league = createLeague({ seed: 1 });
  const service = createMockService({ baseUrl: 'https://api.example', league });
  for (let device = 0; device < devices; device++) await subscribe(service, device);
  let deliveries = 0;
  service.push.subscribe(() => {
    deliveries++;
  });
  const step = TICK_MS * FAST;
  const started = performance.now();
  let ticks = 0;
  while (service.clock.now() < league.end + 3 * 3_600_000) {
    service.clock.advance(step);
    ticks++;
  }
  return { ms: performance.now() - started, deliveries, ticks };
}

export async function benchLiveSeason(): Promise<void> {
  const rounds = [];
  for (let round = 0; round < 3; round++) rounds.push({ floor: await walk(0), full: await walk(DEVICES) });
  const median = <T>(values: T[], by: (value: T) => number) =>
    [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)] as T;
  const { floor, full } = median(rounds, ({ floor, full }) => full.ms / floor.ms);
  console.log(
    `\n### A season played out in fast mode (${full.ticks.toLocaleString('en')} ticks of ${(TICK_MS * FAST) / 60_000} min), 1,000 devices\n`,
  );
  console.log('| case | time | deliveries | × the walk with no device | goal |\n|---|---|---|---|---|');
  console.log(`| the clock walking the season, no device | ${(floor.ms / 1000).toFixed(2)} s | 0 | 1.00 | — |`);
  console.log(
    `| the same walk, 1,000 devices (a third each aps, data, toast) | ${(full.ms / 1000).toFixed(2)} s | ${full.deliveries.toLocaleString('en')} | ${(full.ms / floor.ms).toFixed(2)} | finishes in seconds |`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Node ${process.version}`);
  await benchLiveSeason();
}
