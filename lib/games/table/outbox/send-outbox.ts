import type { OutboxEntry, OutboxStore } from "./entry";

/** The server's answer to one snap sent: its number once recorded, or a refusal with its status. */
export type SendResult = { ok: true; data: number } | { ok: false; status: number; error: string };

export type SendSnap = (entry: OutboxEntry) => Promise<SendResult>;

export interface SendOutcome {
  /** The snaps recorded by this round, in order, with their numbers. */
  sent: { requestKey: string; snap: number }[];
  /**
   * Why the round stopped before the queue was empty: "unreachable" (no answer, the server failing,
   * or the person must sign in again: try later), "conflict" (a refused snap waits for the family).
   */
  stopped: "unreachable" | "conflict" | null;
  /** The refusal's message, when the round stopped on one. */
  problem?: string;
}

/**
 * No answer (status 0), the server failing (5xx), too many requests (429) or a session that ended
 * (401): the snap itself is fine, so it stays waiting and is sent again later with the same key.
 */
export function worthRetrying(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

/**
 * Sends one person's queued snaps of one table session, in order, one at a time. A snap recorded
 * is taken out of the queue. When the server can't be reached the round stops and everything stays
 * queued. When the server refuses a snap (a conflict, or something no longer valid), that snap is
 * marked as a conflict with the server's message and the round stops: the snaps after it wait,
 * since they may depend on it (their calls were worked out with its words), until the family
 * resolves it (resolve.ts).
 */
export async function sendOutbox({ store, userId, gameId, send }: { store: OutboxStore; userId: string; gameId: string; send: SendSnap }): Promise<SendOutcome> {
  const sent: SendOutcome["sent"] = [];
  for (const entry of await store.list(userId, gameId)) {
    if (entry.userId !== userId) continue;
    if (entry.state === "conflict") return { sent, stopped: "conflict", problem: entry.problem };
    const result = await send(entry);
    if (result.ok) {
      await store.remove(entry.requestKey);
      sent.push({ requestKey: entry.requestKey, snap: result.data });
      continue;
    }
    if (worthRetrying(result.status)) return { sent, stopped: "unreachable", problem: result.error };
    await store.put({ ...entry, state: "conflict", problem: result.error });
    return { sent, stopped: "conflict", problem: result.error };
  }
  return { sent, stopped: null };
}
