/**
 * Issue 37, finding 13: the live mock's memory over a season, measured as the attack measured it
 * (RSS, and the heap after a full collection), each run in a fresh Node process of its own
 * (bench/live-memory.ts's child, with --expose-gc): what the devices add is the run with devices
 * less the same season with none (the league's timeline, compiled code and V8's own growth).
 */
import { describe, expect, it } from 'vitest';
import { seasonInChild } from '../../../bench/live-memory.ts';
import { DEFAULT_PUSH_LIMITS } from '../../../src/mock/live/push.ts';

const DEVICES = 200;
const MB = 1e6;

describe('the live mock over a season', () => {
  it(`keeps what ${DEVICES} devices on every group add to its RSS under 64 MB and to its heap under 8 MB, advancing 5 weeks six times`, async () => {
    const season = await seasonInChild(DEVICES, 'all');
    const floor = await seasonInChild(0, 'all');
    // The season did deliver to every device, and far more than an outbox keeps.
    expect(season.deliveries).toBeGreaterThan(DEVICES * DEFAULT_PUSH_LIMITS.outbox);
    const grew = ({ rss, heap }: typeof season) => ({ rss: rss.after - rss.before, heap: heap.after - heap.before });
    const devicesAdd = { rss: grew(season).rss - grew(floor).rss, heap: grew(season).heap - grew(floor).heap };
    // What a device keeps at the caps: an outbox of 100 deliveries, 4 references each in the ring
    // (8 B each: 3.2 KB; a delivery is written out only when read, and nothing reads these), and
    // the 230 group names its push call set (some 230 × 40 B: 9.2 KB), so some 15 KB a device:
    // 200 devices hold 3 MB; the heap bound is that with room for the collector's leftovers.
    // RSS adds V8's young generation, which a season's sends may grow to its most (two 16 MB
    // semi-spaces: 32 MB), to the heap's 8 MB, with 24 MB for the allocator's pages.
    // The old outboxes held a written delivery each (500 of them, ~0.5 KB): +48 MB of heap, and
    // +300 MB of RSS, for these 200 devices.
    expect(devicesAdd.heap / MB).toBeLessThan(8);
    expect(devicesAdd.rss / MB).toBeLessThan(64);
  }, 600_000);
});
