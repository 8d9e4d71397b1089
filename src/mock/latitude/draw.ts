/**
 * The latitude's one source of chance: a number drawn from a seed and a key, the same for the same
 * pair on every run and every machine, so that a varied answer is reproducible.
 */

/** A number in [0, 1) for a seed and a key: FNV-1a over both, then a 32-bit finaliser that spreads it. */
export function draw(seed: number, key: string): number {
  let hash = 0x811c9dc5 ^ (seed | 0);
  hash = Math.imul(hash, 0x01000193);
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
}

/** One of the choices, drawn from a seed and a key. */
export function pick<T>(seed: number, key: string, choices: readonly T[]): T {
  return choices[Math.floor(draw(seed, key) * choices.length)] as T;
}
