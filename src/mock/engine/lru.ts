/**
 * A map that keeps only its most recently used entries: the engine's caches are keyed by what
 * requests say (paths in `s`), so hostile unique requests must not grow them without bound.
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(
    /** How many entries are kept; the least recently used goes first. */
    readonly capacity: number,
  ) {}

  /** How many entries are kept now. */
  get size(): number {
    return this.entries.size;
  }

  /** The value under `key`, made the most recently used, or built by `make` and kept. */
  get(key: K, make: (key: K) => V): V {
    if (this.entries.has(key)) {
      const value = this.entries.get(key) as V;
      this.entries.delete(key);
      this.entries.set(key, value);
      return value;
    }
    const value = make(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }
}
