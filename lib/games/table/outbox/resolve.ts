import type { OutboxEntry, OutboxStore } from "./entry";

/**
 * The family's two ways out of a conflict. Both take the snap out of the queue, so the snaps
 * waiting behind it are sent on the next round; nothing is sent for the refused snap itself.
 */

/** "Drop this snap": it is forgotten, as if it had never been recorded. */
export async function dropQueuedSnap(store: OutboxStore, entry: OutboxEntry): Promise<void> {
  await store.remove(entry.requestKey);
}

/**
 * "Edit and record again": the snap comes back to the form (winner, cards and words) for the family
 * to fix and record again, as a new snap with a new key.
 */
export async function takeBackQueuedSnap(store: OutboxStore, entry: OutboxEntry): Promise<OutboxEntry["input"]> {
  await store.remove(entry.requestKey);
  return entry.input;
}
