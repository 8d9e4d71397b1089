/**
 * A persister of `@tanstack/query-persist-client-core` over an in-memory storage that keeps a
 * string, as localStorage or AsyncStorage would: what it restores went through JSON.
 */
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';

export interface MemoryPersister extends Persister {
  /** What the storage holds now: the persisted client as JSON, if any. */
  stored(): string | undefined;
}

export function memoryPersister(): MemoryPersister {
  const storage = new Map<string, string>();
  return {
    persistClient(client) {
      storage.set('huddle-cache', JSON.stringify(client));
    },
    restoreClient() {
      const text = storage.get('huddle-cache');
      return text === undefined ? undefined : (JSON.parse(text) as PersistedClient);
    },
    removeClient() {
      storage.delete('huddle-cache');
    },
    stored: () => storage.get('huddle-cache'),
  };
}
