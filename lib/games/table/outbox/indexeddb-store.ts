import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { inQueueOrder, type OutboxEntry, type OutboxStore } from "./entry";
import { memoryOutboxStore } from "./memory-store";

interface OutboxDatabase extends DBSchema {
  snaps: { key: string; value: OutboxEntry; indexes: { byPersonAndGame: [string, string] } };
}

let opened: Promise<IDBPDatabase<OutboxDatabase>> | null = null;

function database() {
  opened ??= openDB<OutboxDatabase>("snap-legacy-outbox", 1, {
    upgrade(db) {
      const snaps = db.createObjectStore("snaps", { keyPath: "requestKey" });
      snaps.createIndex("byPersonAndGame", ["userId", "gameId"]);
    },
  });
  return opened;
}

/** The outbox in the browser's IndexedDB: it survives a reload, a closed tab and a restarted phone. */
export function indexedDbOutboxStore(): OutboxStore {
  return {
    async list(userId, gameId) {
      const entries = await (await database()).getAllFromIndex("snaps", "byPersonAndGame", [userId, gameId]);
      return entries.sort(inQueueOrder);
    },
    async put(entry) {
      await (await database()).put("snaps", entry);
    },
    async remove(requestKey) {
      await (await database()).delete("snaps", requestKey);
    },
  };
}

/**
 * The device's outbox: IndexedDB, or memory where the browser offers no IndexedDB (some private
 * modes). In memory, snaps are still sent at once when online; offline they wait only while the
 * page stays open.
 */
export function deviceOutboxStore(): OutboxStore {
  let chosen: Promise<OutboxStore> | null = null;
  const store = () =>
    (chosen ??= Promise.resolve()
      .then(database)
      .then(
        () => indexedDbOutboxStore(),
        () => memoryOutboxStore(),
      ));
  return {
    list: async (userId, gameId) => (await store()).list(userId, gameId),
    put: async (entry) => (await store()).put(entry),
    remove: async (requestKey) => (await store()).remove(requestKey),
  };
}
