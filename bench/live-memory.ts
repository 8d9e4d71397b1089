/**
 * The live mock's memory over a season, as issue 37's finding 13 measured it: devices registered
 * (aps, with a carrier) and subscribed through the push call to every group of every team (or to
 * a few), then the clock advanced 5 weeks six times. Each scenario runs in a child of its own
 * with `--expose-gc`, which prints the RSS and the heap after a full collection, before the
 * devices and after the season. `npx tsx bench/live-memory.ts [devices] [groups: all|N] [outbox]`
 * runs one (200 devices on every group by default).
 */
import { createLeague } from '../src/league/index.ts';
import { createMockService, type MockService } from '../src/mock/index.ts';
import { type GroupKind, groupKinds, groupName } from '../src/push/index.ts';
import { childArguments, heapAfterGc, runGcChild } from './gc-child.ts';

/** What one child measured, in bytes. */
export interface LiveMemory {
  readonly devices: number;
  readonly groups: number;
  readonly deliveries: number;
  readonly rss: { readonly before: number; readonly after: number };
  readonly heap: { readonly before: number; readonly after: number };
}

/** Every group of the service for the league's teams: each team kind per team, and each global kind. */
function everyGroup(teams: readonly string[]): string[] {
  return (Object.entries(groupKinds) as [GroupKind, { perTeam: boolean }][]).flatMap(([kind, { perTeam }]) =>
    perTeam ? teams.map((team) => groupName(kind as never, team)) : [groupName(kind as never)],
  );
}

async function subscribe(service: MockService, device: string, groups: readonly string[]): Promise<void> {
  service.push.register('attack', device, { platform: 'aps', carrier: 'carrier' });
  const answer = await service.serve({
    method: 'PUT',
    url: new URL(`https://api.example/v1/push/attack/devices/${device}/groups`),
    headers: { get: (name) => (name === 'authorization' ? 'Bearer t' : null) },
    body: { groups },
  });
  if (answer.status >= 300) throw new Error(`PUT groups answered ${answer.status}`);
}

/**
 * The season in a child process of its own (tsx loads the TypeScript, whoever runs this: a test's
 * worker has no loader), with node's default heap limit, as a mock runs: `devices` devices on `groups` groups each (`'all'`: every group), the
 * clock advanced `weeks` weeks `times` times, outboxes of `outbox` deliveries (the default when
 * not given).
 */
export async function seasonInChild(
  devices: number,
  groups: 'all' | number,
  { weeks = 5, times = 6, outbox }: { weeks?: number; times?: number; outbox?: number } = {},
): Promise<LiveMemory> {
  const args = [devices, groups, weeks, times, ...(outbox === undefined ? [] : [outbox])].map(String);
  return runGcChild<LiveMemory>(import.meta.url, args, null, ['--import', 'tsx']);
}

async function measure([
  devicesArg = '200',
  groupsArg = 'all',
  weeksArg = '5',
  timesArg = '6',
  outbox,
]: readonly string[]) {
  const league = createLeague({ seed: 1 });
  const service = createMockService({
    baseUrl: 'https://api.example',
    league,
    ...(outbox !== undefined && { pushLimits: { outbox: Number(outbox) } }),
  });
  const teams = (service.dataset.teams as readonly { abbr: string }[]).map(({ abbr }) => abbr);
  const all = everyGroup(teams);
  const groups = groupsArg === 'all' ? all : all.slice(0, Number(groupsArg));
  const memory = async () => {
    const heap = await heapAfterGc();
    return { heap, rss: process.memoryUsage().rss };
  };
  const before = await memory();
  const devices = Number(devicesArg);
  for (let device = 0; device < devices; device++) await subscribe(service, `d${device}`, groups);
  for (let time = 0; time < Number(timesArg); time++) service.clock.advance(`${weeksArg}w`);
  const after = await memory();
  // Sequences count every delivery to every device: the newest a device kept is the count so far
  // (read after the measure: reading writes the deliveries out).
  const deliveries = devices === 0 ? 0 : (service.outbox('attack', `d${devices - 1}`).at(-1)?.sequence ?? 0);
  const result: LiveMemory = {
    devices,
    groups: groups.length,
    deliveries,
    rss: { before: before.rss, after: after.rss },
    heap: { before: before.heap, after: after.heap },
  };
  console.log(JSON.stringify(result));
}

const child = childArguments();
if (child !== null) {
  await measure(child);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const [devices = '200', groups = 'all', outbox] = process.argv.slice(2);
  const result = await seasonInChild(Number(devices), groups === 'all' ? 'all' : Number(groups), {
    ...(outbox !== undefined && { outbox: Number(outbox) }),
  });
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  console.log(
    `${result.devices} devices × ${result.groups} groups, ${result.deliveries} deliveries: ` +
      `RSS +${mb(result.rss.after - result.rss.before)} MB, heap +${mb(result.heap.after - result.heap.before)} MB`,
  );
}
