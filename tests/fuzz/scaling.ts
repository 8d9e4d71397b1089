/**
 * Linear-growth checks: a target run on one structured shape at 1×, 10× and 100× its size. Time
 * per call is the median of several batches (each batch long enough to measure), so a GC pause
 * or a busy neighbour moves one batch, not the result; a shape that fails is measured twice more
 * and fails only if every measurement does. Generous thresholds for a busy 2-core machine (a
 * quadratic cost grows 10,000× over 100× the size, 100× over a 10× step):
 * 10× the size may take up to {@link STEP_LIMIT}× the time, 100× up to {@link TOTAL_LIMIT}×, the
 * middle (in ratios) between linear and quadratic: load slows a large input, which leaves the
 * cache, more than a small one that stays in it (`parseQuery` with 4,000 unknown keys measured
 * 126× its 40-key time alone and 643× beside busy neighbours).
 * Under {@link FLOOR_MS} per call at 100× is too quick to judge and passes.
 */
import { HuddleError } from '../../src/errors/huddle-error.ts';
import type { FuzzTarget, ScalingShape } from './targets.ts';

const SCALES = [1, 10, 100] as const;
const STEP_LIMIT = 50;
const TOTAL_LIMIT = 1000;
const FLOOR_MS = 2;

/** One call's outcome: `ok`, or the typed error's message (`refused`), or the escaped error (a finding). */
function callOnce<Input>(
  target: FuzzTarget<Input>,
  input: Input,
  withCheck = false,
): { kind: 'ok' | 'refused' | 'escaped'; message: string } {
  try {
    const output = target.run(input);
    if (withCheck) target.check?.(output, input);
    return { kind: 'ok', message: '' };
  } catch (error) {
    const message =
      error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]?.slice(0, 160)}` : String(error);
    return { kind: error instanceof HuddleError ? 'refused' : 'escaped', message };
  }
}

/** Time per call of one batch, in ms: the input run until ~3 ms have passed (one call at least). */
function batchTime<Input>(target: FuzzTarget<Input>, input: Input): number {
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    callOnce(target, input);
    calls++;
    elapsed = performance.now() - start;
  } while (elapsed < 3 && calls < 10_000);
  return elapsed / calls;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/**
 * Median time per call at each scale. The scales are measured in interleaved rounds, so that a
 * burst of load on a shared machine slows every scale alike rather than one.
 */
function timesPerCall<Input>(target: FuzzTarget<Input>, inputs: readonly Input[], rounds: number): number[] {
  const times = inputs.map((): number[] => []);
  for (let round = 0; round < rounds; round++) {
    inputs.forEach((input, index) => {
      // One slow call is answer enough: a defect, not noise, at that size.
      if ((times[index]?.at(-1) ?? 0) < 1500) times[index]?.push(batchTime(target, input));
    });
  }
  return times.map(median);
}

export interface ScalingResult {
  readonly target: string;
  readonly shape: string;
  /** Time per call at each scale, in ms. */
  readonly ms: readonly number[];
  /** Input size at each scale, in characters of its JSON or text. */
  readonly sizes: readonly number[];
  /** What went wrong, or `null`. */
  readonly problem: string | null;
  /** Something the numbers do not say (a refusal at some scale), or `null`. */
  readonly note: string | null;
}

const sizeOf = (input: unknown): number => {
  try {
    return typeof input === 'string' ? input.length : (JSON.stringify(input)?.length ?? 0);
  } catch {
    return 0;
  }
};

/** Measures one shape at every scale and judges the growth. */
export function measureShape<Input>(target: FuzzTarget<Input>, shape: ScalingShape<Input>, batches = 7): ScalingResult {
  let result = measureOnce(target, shape, batches);
  for (let retry = 0; retry < 2 && result.problem !== null && !result.problem.startsWith('escaped'); retry++) {
    const again = measureOnce(target, shape, batches);
    if (again.problem === null) return again;
    result = again;
  }
  return result;
}

function measureOnce<Input>(target: FuzzTarget<Input>, shape: ScalingShape<Input>, batches: number): ScalingResult {
  const inputs = SCALES.map((n) => shape.make(n));
  const outcomes = inputs.map((input) => callOnce(target, input, true));
  const escaped = outcomes.find((outcome) => outcome.kind === 'escaped')?.message;
  // Warm up (JIT, caches) on the smallest input, then measure.
  batchTime(target, inputs[0] as Input);
  const ms = timesPerCall(target, inputs, batches);
  const [t1, t10, t100] = ms as [number, number, number];
  let problem: string | null = escaped === undefined ? null : `escaped ${escaped}`;
  if (problem === null && t100 >= FLOOR_MS) {
    const floor = FLOOR_MS / 100;
    if (t100 / Math.max(t1, floor) > TOTAL_LIMIT) problem = `100× the size took ${(t100 / t1).toFixed(0)}× the time`;
    else if (t100 / Math.max(t10, floor * 10) > STEP_LIMIT)
      problem = `10× → 100× took ${(t100 / t10).toFixed(0)}× the time`;
  }
  // A shape the target refuses at one scale and not at another measures the refusal: say so.
  const refused = outcomes.findIndex((outcome) => outcome.kind === 'refused');
  const note =
    refused === -1 || outcomes.every((outcome) => outcome.kind === 'refused')
      ? null
      : `refused at ${SCALES[refused]}× (${outcomes[refused]?.message.slice(0, 100)})`;
  return { target: target.name, shape: shape.shape, ms, sizes: inputs.map(sizeOf), problem, note };
}

export const formatScaling = (result: ScalingResult): string =>
  `${result.target} / ${result.shape}: ${result.ms.map((t, i) => `${SCALES[i]}× (${result.sizes[i]} chars) ${t.toFixed(3)} ms`).join(', ')}${result.problem === null ? '' : ` — ${result.problem}`}${result.note === null ? '' : ` (${result.note})`}`;
