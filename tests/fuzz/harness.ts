/**
 * The fuzzing harness shared by the suite share (`tests/fuzz/*.test.ts`) and `npm run fuzz`
 * (`tests/fuzz/run.ts`): the invariants every input must keep, whatever the target.
 *
 * - Only huddle's typed errors escape (`instanceof HuddleError`); a TypeError, RangeError (stack
 *   overflow), SyntaxError or URIError is a failure.
 * - `Object.prototype`, `Array.prototype` and `Function.prototype` keep their own properties and
 *   values, and `({}).polluted` stays `undefined`. A polluted prototype is restored after it is
 *   reported, so that one finding does not fail every later input.
 * - In `npm run fuzz`, each input takes under {@link INPUT_TIME_LIMIT_MS} (the best of three
 *   tries, so that a GC pause is not a finding). The suite share has no wall-clock limit, so that
 *   a busy machine cannot fail it: its linear-growth shapes (tests/fuzz/scaling.ts) catch a cost
 *   that grows too fast as ratios measured in the same test.
 * - The target's own output checks (round trips, well-formed answers) hold.
 */
import fc from 'fast-check';
import { HuddleError } from '../../src/errors/huddle-error.ts';

/** What one target is: how to make inputs and how to run one. */
export interface Target<Input> {
  readonly name: string;
  /** Generated and mutated inputs, mixed. */
  readonly input: fc.Arbitrary<Input>;
  /** Runs the target on one input (this alone is timed); throws what the target throws. */
  readonly run: (input: Input) => unknown;
  /** The time one input may take, when not {@link INPUT_TIME_LIMIT_MS}. */
  readonly timeLimitMs?: number;
  /** Checks what `run` returned; a broken check throws an {@link InvariantError}. */
  readonly check?: (output: unknown, input: Input) => void;
}

/** An output check that did not hold: always a failure, never mistaken for a typed error. */
class InvariantError extends Error {
  override name = 'InvariantError';
}

/** Fails an output check. */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new InvariantError(message);
}

/** Per input, for inputs up to a few KB. */
export const INPUT_TIME_LIMIT_MS = 50;

// The prototypes a parser could pollute, with every own property's value as it was at load.
const watched = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
] as const;
type Snapshot = Map<PropertyKey, PropertyDescriptor>;
const snapshot = (object: object): Snapshot =>
  new Map(
    Reflect.ownKeys(object).map((key) => [key, Object.getOwnPropertyDescriptor(object, key) as PropertyDescriptor]),
  );
const baseline = watched.map(([name, object]) => ({ name, object, properties: snapshot(object) }));

const sameDescriptor = (a: PropertyDescriptor, b: PropertyDescriptor) =>
  a.value === b.value && a.get === b.get && a.set === b.set && a.writable === b.writable;

/** What changed on the watched prototypes since load (restoring them), or `null`. */
function prototypeDamage(): string | null {
  const damage: string[] = [];
  for (const { name, object, properties } of baseline) {
    const now = snapshot(object);
    for (const [key, descriptor] of now) {
      const before = properties.get(key);
      if (before === undefined) {
        damage.push(`${name} gained ${String(key)}`);
        Reflect.deleteProperty(object, key);
      } else if (!sameDescriptor(before, descriptor)) {
        damage.push(`${name}.${String(key)} changed`);
        Object.defineProperty(object, key, before);
      }
    }
    for (const [key, descriptor] of properties) {
      if (!now.has(key)) {
        damage.push(`${name} lost ${String(key)}`);
        Object.defineProperty(object, key, descriptor);
      }
    }
  }
  // biome-ignore lint/suspicious/noExplicitAny: probing for pollution through any path
  if (({} as any).polluted !== undefined) damage.push('({}).polluted is defined');
  return damage.length === 0 ? null : damage.join('; ');
}

/** Statistics of a target's runs. */
export interface TargetStats {
  inputs: number;
  slowestMs: number;
  slowestInput: string;
}

export const newStats = (): TargetStats => ({ inputs: 0, slowestMs: 0, slowestInput: '' });

const describeError = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]?.slice(0, 200)}` : String(error);

/** A short, printable form of an input (fast-check's, cut to a length a report can hold). */
export function preview(input: unknown, max = 300): string {
  let text: string;
  try {
    text = fc.stringify(input);
  } catch (error) {
    text = `(unprintable: ${describeError(error)})`;
  }
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} chars)`;
}

/** The innermost frame in huddle's sources, to tell apart failures of one kind from different places. */
function whereThrown(error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const frame = /at (?:(\S+) \()?[^\s(]*?\/(src\/[^:)]+)/.exec(stack);
  return frame === null ? '' : ` @ ${frame[1] ?? '(anonymous)'} (${frame[2]})`;
}

/** One attempt: the problem it shows, or `null`; and how long it took. */
function attempt<Input>(target: Target<Input>, input: Input): { problem: string | null; ms: number } {
  let problem: string | null = null;
  let ms = 0;
  try {
    const start = performance.now();
    let output: unknown;
    try {
      output = target.run(input);
    } finally {
      ms = performance.now() - start;
    }
    target.check?.(output, input);
  } catch (error) {
    if (error instanceof InvariantError) problem = `invariant: ${error.message}`;
    else if (!(error instanceof HuddleError)) problem = `escaped ${describeError(error)}${whereThrown(error)}`;
  }
  const damage = prototypeDamage();
  if (damage !== null) problem = `${problem === null ? '' : `${problem}; `}prototype pollution: ${damage}`;
  return { problem, ms };
}

/**
 * Checks one input against every invariant; returns the failure's description, or `null`.
 * `ignore` holds failure signatures already reported (so that a run goes on to find others).
 */
function checkInput<Input>(target: Target<Input>, input: Input, stats?: TargetStats, timed = false): string | null {
  const limit = target.timeLimitMs ?? INPUT_TIME_LIMIT_MS;
  let { problem, ms } = attempt(target, input);
  if (timed && problem === null && ms > limit) {
    for (let retry = 0; retry < 2 && ms > limit; retry++) ms = Math.min(ms, attempt(target, input).ms);
    if (ms > limit) problem = `slow: ${ms.toFixed(1)} ms (limit ${limit} ms)`;
  }
  if (stats !== undefined) {
    stats.inputs++;
    if (ms > stats.slowestMs) {
      stats.slowestMs = ms;
      stats.slowestInput = preview(input, 120);
    }
  }
  return problem;
}

/**
 * The signature of a failure, to tell distinct findings apart: the kind of error and the first
 * words of its message, without numbers, quoted text, positions and places in an answer body.
 */
export function signature(problem: string): string {
  return problem
    .replace(/"[^"]*"|'[^']*'/g, '…')
    .replace(/\bbody(?:\.[\w$]+)*/g, 'body')
    .replace(/[0-9.]+/g, 'N')
    .slice(0, 60);
}

/** The seed of a run: `FUZZ_SEED` when set, else `fallback`. */
export function seedFrom(fallback: number): number {
  const given = process.env.FUZZ_SEED;
  if (given === undefined || given === '') return fallback;
  const seed = Number(given);
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got ${given}`);
  return seed;
}

/** How {@link propertyOf} checks: `timed` adds the time limit per input (`npm run fuzz` only). */
export interface PropertyOptions {
  readonly stats?: TargetStats;
  /** Failure signatures already reported, let pass. */
  readonly ignore?: ReadonlySet<string>;
  readonly timed?: boolean;
}

/** A property of a target: it fails on any broken invariant, except those in `ignore`. */
export function propertyOf<Input>(
  target: Target<Input>,
  { stats, ignore = new Set(), timed = false }: PropertyOptions = {},
): fc.IPropertyWithHooks<[Input]> {
  return fc.property(target.input, (input) => {
    const problem = checkInput(target, input, stats, timed);
    if (problem !== null && !ignore.has(signature(problem))) throw new InvariantError(problem);
  });
}
