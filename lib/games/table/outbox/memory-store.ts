import { inQueueOrder, type OutboxEntry, type OutboxStore } from "./entry";

/** The outbox kept in memory: the same behaviour as the IndexedDB store, for tests. */
export function memoryOutboxStore(): OutboxStore & { all(): OutboxEntry[] } {
  const entries = new Map<string, OutboxEntry>();
  return {
    async list(userId, gameId) {
      return [...entries.values()].filter((e) => e.userId === userId && e.gameId === gameId).sort(inQueueOrder).map((e) => structuredClone(e));
    },
    async put(entry) {
      entries.set(entry.requestKey, structuredClone(entry));
    },
    async remove(requestKey) {
      entries.delete(requestKey);
    },
    all() {
      return [...entries.values()].sort(inQueueOrder);
    },
  };
}
