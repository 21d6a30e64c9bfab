/**
 * The device's queue of snaps recorded at the table (the outbox). A snap recorded without a
 * connection waits here, with the idempotency key it was given when recorded, until it is sent;
 * sending it again after a lost answer records it once (lib/games/table/record-table-snap.ts).
 */

/** What the companion sends for one snap: who won, the two cards, the words written on blank cards. */
export interface QueuedSnap {
  winnerPlayerId: string;
  onTableCardId: string;
  justPlayedCardId: string;
  /** `drawing`: the word written by hand too (its stored form), kept on the device with the rest. */
  words: { cardId: string; word: string; drawing?: string }[];
}

export interface OutboxEntry {
  requestKey: string;
  /** Whose snap this is: only this signed-in person's device session ever sends it. */
  userId: string;
  deckId: string;
  gameId: string;
  input: QueuedSnap;
  /** When it was recorded on the device (ms since the epoch); the queue's order. */
  queuedAt: number;
  /** "conflict": the server refused it (someone wrote on that card meanwhile); the family decides. */
  state: "waiting" | "conflict";
  /** The server's message for a conflict. */
  problem?: string;
}

/** Where the outbox is kept: IndexedDB in the browser, memory in tests. */
export interface OutboxStore {
  /** One person's entries for one table session, oldest first. */
  list(userId: string, gameId: string): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(requestKey: string): Promise<void>;
}

/** Oldest first; the key breaks a tie so the order is the same on every read. */
export function inQueueOrder(a: OutboxEntry, b: OutboxEntry): number {
  return a.queuedAt - b.queuedAt || (a.requestKey < b.requestKey ? -1 : a.requestKey > b.requestKey ? 1 : 0);
}
