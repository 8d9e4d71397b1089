/**
 * The pending mutations of a `MutationCache`, by key, in the cache's order: what
 * `findAll({ mutationKey, exact: true, status: 'pending' })` answers, kept from the cache's events
 * instead of scanning every mutation at each call (issue 37: a save's callbacks, called for each of
 * N restored saves, made restoring them quadratic).
 */
import type { Mutation, MutationCache, MutationKey } from '@tanstack/query-core';

/**
 * A key of strings (a save's key is one) as its JSON, which is what TanStack's `hashKey` makes of
 * it; `undefined` for any other key, which the index leaves out. So huddle/tanstack needs no value
 * from @tanstack/query-core, and a key that JSON refuses (a BigInt) never throws in the listener.
 */
const hashOf = (key: MutationKey | undefined): string | undefined =>
  key?.every((part) => typeof part === 'string') ? JSON.stringify(key) : undefined;

/** A pending mutation as the index holds it, under which key and variables. */
interface Entry {
  readonly mutation: Mutation;
  readonly key: MutationKey;
  readonly hash: string;
  readonly variables: unknown;
  /** False once it stopped pending: it stays in its key's list until that list is trimmed or compacted. */
  live: boolean;
}

/** The pending mutations of one key. */
export interface PendingOfKey {
  /** The oldest or the newest of them whose variables are `variables` (the same object). */
  withVariables(variables: unknown, which: 'oldest' | 'newest'): Mutation | undefined;
  /** The newest of them. */
  newest(): Mutation | undefined;
}

/**
 * Inserts `entry` into `list` in the cache's order, which is that of `mutationId` (a cache numbers
 * the mutations it builds, and holds them as built): at the end, but for one pending out of turn.
 */
function insertInOrder(list: Entry[], entry: Entry): void {
  let at = list.length;
  while (at > 0 && (list[at - 1] as Entry).mutation.mutationId > entry.mutation.mutationId) at--;
  list.splice(at, 0, entry);
}

/** One key's pending mutations: a list in the cache's order, and the same by variables. */
class KeyIndex implements PendingOfKey {
  /** In order; entries no longer live are dropped from its end at once, from elsewhere at compaction. */
  #list: Entry[] = [];
  #live = 0;
  readonly #byVariables = new Map<unknown, Entry[]>();

  add(entry: Entry): void {
    insertInOrder(this.#list, entry);
    this.#live++;
    const same = this.#byVariables.get(entry.variables) ?? [];
    this.#byVariables.set(entry.variables, same);
    insertInOrder(same, entry);
  }

  drop(entry: Entry): void {
    entry.live = false;
    this.#live--;
    const same = this.#byVariables.get(entry.variables) ?? [];
    same.splice(same.indexOf(entry), 1);
    if (same.length === 0) this.#byVariables.delete(entry.variables);
    while (this.#list.at(-1)?.live === false) this.#list.pop();
    // Dead entries elsewhere (saves settle oldest first): dropped when they outnumber the live ones.
    if (this.#list.length > 2 * this.#live + 16) this.#list = this.#list.filter((kept) => kept.live);
  }

  get empty(): boolean {
    return this.#live === 0;
  }

  withVariables(variables: unknown, which: 'oldest' | 'newest'): Mutation | undefined {
    const same = this.#byVariables.get(variables);
    return (which === 'oldest' ? same?.[0] : same?.at(-1))?.mutation;
  }

  newest(): Mutation | undefined {
    return this.#list.at(-1)?.mutation;
  }
}

const NONE: PendingOfKey = { withVariables: () => undefined, newest: () => undefined };

/** A cache's index: its pending mutations by key hash, kept through its events from the first call on. */
class CacheIndex {
  readonly #keys = new Map<string, KeyIndex>();
  readonly #entries = new Map<Mutation, Entry>();

  constructor(cache: MutationCache) {
    for (const mutation of cache.getAll()) this.#sync(mutation);
    cache.subscribe((event) => {
      if (event.mutation !== undefined) this.#sync(event.mutation, event.type === 'removed');
    });
  }

  of(key: readonly string[]): PendingOfKey {
    return this.#keys.get(JSON.stringify(key)) ?? NONE;
  }

  /** Puts `mutation` where its state, key and variables say (nowhere once it left the cache or stopped pending). */
  #sync(mutation: Mutation, removed = false): void {
    const { mutationKey: key } = mutation.options;
    const { status, variables } = mutation.state;
    const entry = this.#entries.get(mutation);
    const hash =
      removed || status !== 'pending' ? undefined : entry !== undefined && entry.key === key ? entry.hash : hashOf(key);
    if (entry !== undefined && hash !== undefined && entry.key === key && entry.variables === variables) return;
    if (entry !== undefined) this.#drop(entry);
    if (hash === undefined || key === undefined) return;
    const added: Entry = { mutation, key, hash, variables, live: true };
    this.#entries.set(mutation, added);
    const keyIndex = this.#keys.get(hash) ?? new KeyIndex();
    this.#keys.set(hash, keyIndex);
    keyIndex.add(added);
  }

  #drop(entry: Entry): void {
    this.#entries.delete(entry.mutation);
    const keyIndex = this.#keys.get(entry.hash);
    keyIndex?.drop(entry);
    if (keyIndex?.empty) this.#keys.delete(entry.hash);
  }
}

const indexes = new WeakMap<MutationCache, CacheIndex>();

/**
 * The pending mutations of `cache` under exactly `key` (a key of strings), in the cache's order: those
 * of `findAll({ mutationKey: key, exact: true, status: 'pending' })`.
 */
export function pendingOf(cache: MutationCache, key: readonly string[]): PendingOfKey {
  const index = indexes.get(cache) ?? new CacheIndex(cache);
  indexes.set(cache, index);
  return index.of(key);
}
