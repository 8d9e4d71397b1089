/**
 * Measures cases as ratios against a floor timed beside them: several rounds, each timing the
 * floor and every case, the ratio taken per round and the median of those reported. Absolute
 * times vary between machines and runs; ratios to a floor of the same run do not.
 */
import { Bench } from 'tinybench';

export interface Case {
  readonly name: string;
  readonly run: () => unknown;
  /**
   * Runs per timed sample, for operations of a microsecond or so whose single run the timer
   * cannot resolve. The floor and its cases must use the same count.
   */
  readonly batch?: number;
  /** The most the ratio may be, where a goal is set. */
  readonly atMost?: number;
}

export interface Measured {
  readonly name: string;
  readonly ratio: number;
  readonly atMost: number | undefined;
  /** The median time of one sample, in milliseconds, for the rare goal set in absolute time. */
  readonly milliseconds: number;
}

function batched({ run, batch = 1 }: Case): () => void {
  if (batch === 1) return run;
  return () => {
    for (let index = 0; index < batch; index++) run();
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/**
 * Times `floor` and `cases` in `rounds` rounds. Each task of a round runs for 400 ms and at least
 * `samples` times: lower it for operations of tens of milliseconds (a 7 MB response), whose 64
 * default samples would take seconds per task.
 */
export async function measure(floor: Case, cases: readonly Case[], rounds = 9, samples = 64): Promise<Measured[]> {
  const ratios = new Map<string, number[]>(cases.map((item) => [item.name, []]));
  const times = new Map<string, number[]>(cases.map((item) => [item.name, []]));
  for (let round = 0; round < rounds; round++) {
    const bench = new Bench({ time: 400, iterations: samples, warmup: round === 0 });
    for (const item of [floor, ...cases]) bench.add(item.name, batched(item));
    await bench.run();
    const p50 = (name: string) => {
      const result = bench.getTask(name)?.result;
      if (result?.state !== 'completed') throw new Error(`${name} did not complete: ${result?.state}`);
      return result.latency.p50;
    };
    const base = p50(floor.name);
    for (const item of cases) {
      ratios.get(item.name)?.push(p50(item.name) / base);
      times.get(item.name)?.push(p50(item.name));
    }
  }
  return cases.map((item) => ({
    name: item.name,
    ratio: median(ratios.get(item.name) ?? []),
    atMost: item.atMost,
    milliseconds: median(times.get(item.name) ?? []),
  }));
}
