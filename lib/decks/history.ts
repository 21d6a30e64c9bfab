import type { Prisma } from "@/lib/generated/prisma/client";
import type { WordEventKind } from "@/lib/generated/prisma/enums";
import { notFound } from "./errors";

export type Tx = Prisma.TransactionClient;

export interface NewEvent {
  cardId: string;
  kind: WordEventKind;
  word?: string | null;
  wordNormalised?: string | null;
  previousWord?: string | null;
  playerId?: string | null;
  gameId?: string | null;
  snapRef?: string | null;
  reason?: string | null;
}

/**
 * Locks the deck for this transaction. Every write to a deck's cards and history takes this lock
 * first, so writes to one deck happen one after another: two people writing on the same blank card
 * at once cannot both win, and sequence numbers have no gaps or repeats.
 */
export async function lockDeck(tx: Tx, deckId: string): Promise<number> {
  const rows = await tx.$queryRaw<{ historySeq: number }[]>`
    SELECT "historySeq" FROM "decks" WHERE "id" = ${deckId} FOR UPDATE`;
  const row = rows[0];
  if (!row) throw notFound();
  return row.historySeq;
}

/** Events this request already wrote (a retry or a double submit finds them and writes nothing). */
export function eventsOfRequest(tx: Tx, deckId: string, requestKey: string) {
  return tx.wordEvent.findMany({ where: { deckId, requestKey }, orderBy: { seq: "asc" } });
}

/** Appends events with the next sequence numbers. Call only after lockDeck in the same transaction. */
export async function appendEvents(
  tx: Tx,
  options: { deckId: string; lastSeq: number; recordedById: string; requestKey: string; events: NewEvent[] },
) {
  const { deckId, lastSeq, recordedById, requestKey, events } = options;
  const data = events.map((event, i) => ({ ...event, deckId, recordedById, requestKey, seq: lastSeq + i + 1 }));
  await tx.wordEvent.createMany({ data });
  await tx.deck.update({ where: { id: deckId }, data: { historySeq: lastSeq + events.length } });
  return tx.wordEvent.findMany({ where: { deckId, requestKey }, orderBy: { seq: "asc" } });
}
