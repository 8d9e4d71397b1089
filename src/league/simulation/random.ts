/**
 * Seeded randomness for the mock dataset: a mulberry32 generator with the helpers the
 * generators need, and a string hash to derive independent streams from labels. Nothing here
 * reads the clock or `Math.random`, and no transcendental function is used, so a seed gives the
 * same numbers on every engine.
 */

/** MurmurHash3's final avalanche step: a bijection on 32-bit integers. */
export function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit hash of a string (FNV-1a, then {@link mix32}), varied by `seed`. */
export function hashString(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ Math.imul(seed | 0, 0x9e3779b1)) | 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return mix32(h);
}

/** A seeded pseudo-random generator (mulberry32) with the helpers the dataset needs. */
export class Random {
  private state: number;

  /** @param seed - Any number; only its low 32 bits count. */
  constructor(private readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in `[0, 1)`. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /**
   * An independent generator for a labelled part of the data. It depends only on this
   * generator's seed and the labels, not on how many numbers were drawn, so adding draws in one
   * part never changes another.
   */
  fork(...labels: readonly (string | number)[]): Random {
    return new Random(hashString(labels.join('\u0001'), this.seed));
  }

  /** An integer in `[min, max]`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in `[min, max)`. */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /**
   * An approximately normal value (Irwin–Hall sum of four uniforms), bounded to ±3.46 standard
   * deviations, which suits sports figures better than an unbounded tail.
   */
  normal(mean = 0, sd = 1): number {
    const sum = this.next() + this.next() + this.next() + this.next();
    return mean + ((sum - 2) / 0.5773502691896258) * sd;
  }

  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** The index chosen with probability proportional to its weight (weights ≥ 0, sum > 0). */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const weight of weights) total += weight;
    let roll = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      roll -= weights[i] as number;
      if (roll < 0) return i;
    }
    return weights.length - 1;
  }

  /** Shuffles a list in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const held = items[i] as T;
      items[i] = items[j] as T;
      items[j] = held;
    }
    return items;
  }
}

/** Clamps a number into `[min, max]`. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Splits an integer `total` (which may be negative) into parts proportional to `weights`: each
 * part is the step between consecutive rounded running totals, so the parts sum to `total`
 * exactly and a part whose weight is 0 gets 0.
 */
export function splitInteger(total: number, weights: readonly number[]): number[] {
  const parts = new Array<number>(weights.length);
  let weightSum = 0;
  for (const weight of weights) weightSum += weight;
  if (weightSum <= 0) return parts.fill(0);
  let running = 0;
  let given = 0;
  for (let i = 0; i < weights.length; i++) {
    running += weights[i] as number;
    const upTo = i === weights.length - 1 ? total : Math.round((total * running) / weightSum);
    parts[i] = upTo - given;
    given = upTo;
  }
  return parts;
}

/**
 * Deals `count` units one by one to buckets with room (`capacity[i]` units at most each),
 * choosing a bucket with probability proportional to its weight. Returns how many each got;
 * units that find no room are dropped, so the result sums to less than `count` only when the
 * capacities sum to less.
 */
export function dealUnits(
  random: Random,
  count: number,
  weights: readonly number[],
  capacity: readonly number[],
): number[] {
  const n = weights.length;
  const got = new Array<number>(n).fill(0);
  const live = new Array<number>(n);
  let liveSum = 0;
  for (let i = 0; i < n; i++) {
    live[i] = (capacity[i] as number) > 0 ? (weights[i] as number) : 0;
    liveSum += live[i] as number;
  }
  for (let unit = 0; unit < count && liveSum > 0; unit++) {
    let roll = random.next() * liveSum - (live[0] as number);
    let i = 0;
    while (i < n - 1 && roll >= 0) {
      i++;
      roll -= live[i] as number;
    }
    while ((live[i] as number) === 0) i--;
    got[i] = (got[i] as number) + 1;
    if ((got[i] as number) >= (capacity[i] as number)) {
      live[i] = 0;
      liveSum = 0;
      for (const weight of live) liveSum += weight;
    }
  }
  return got;
}
