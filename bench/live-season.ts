/**
 * The live mock over a whole season: the clock walks an 18-week season (and its playoffs) in
 * `huddle mock --clock fast` ticks, 2 minutes of league time each, with 1,000 registered devices
 * whose groups take a share of every kind of notification. The floor is the same walk with no
 * device registered (the clock, the league's timeline and the notification rules alone), timed
 * in the same run. `npx tsx bench/live-season.ts` runs it alone; `npm run bench` with the rest.
 */

import { TICK_MS } from '../src/cli/commands/mock/clock-mode.ts';
import { createLeague } from '../src/league/index.ts';
import { createMockService, type MockService } from '../src/mock/index.ts';
import { groupName } from '../src/push/index.ts';
import type { Section } from './section.ts';

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
interface Walked {
  readonly ms: number;
  readonly deliveries: number;
  readonly ticks: number;
}

async function walk(devices: number): Promise<Walked> {
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

export async function benchLiveSeason(): Promise<Section[]> {
  type Round = { floor: Walked; full: Walked };
  const rounds: Round[] = [];
  for (let round = 0; round < 3; round++) rounds.push({ floor: await walk(0), full: await walk(DEVICES) });
  const ratio = ({ floor, full }: Round) => full.ms / floor.ms;
  const median = [...rounds].sort((a, b) => ratio(a) - ratio(b))[1] as Round;
  const { floor, full } = median;
  return [
    {
      title: 'The live mock over a season',
      about: `The clock walks the seed-1 season from just before its first kickoff to three hours after its last final, in \`huddle mock --clock fast\` ticks (${full.ticks.toLocaleString('en')} ticks of ${(TICK_MS * FAST) / 60_000} minutes). 1,000 devices are registered, a third each on aps, data and toast, each taking a team's game-start, scoring, final and news groups (one in three also \`tuneInAlertLiveGame\` and \`breakingNews\`, one in ten \`closeGameCarrier\` with a carrier); every delivery is encoded by its platform's codec and decoded. The floor is the same walk with no device (the clock, the timeline and the rules alone). Median of 3 rounds; the goal is a time, so times are shown beside the ratio.`,
      figures: [
        {
          name: `the season with 1,000 devices: ${full.deliveries.toLocaleString('en')} deliveries`,
          value: `${(full.ms / 1000).toFixed(2)} s, ${(full.ms / floor.ms).toFixed(2)}× the walk with no device (${(floor.ms / 1000).toFixed(2)} s)`,
          goal: 'finishes in seconds',
          met: full.ms < 10_000,
        },
      ],
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printSections } = await import('./report-page.ts');
  printSections(await benchLiveSeason());
}
