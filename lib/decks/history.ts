import type { Prisma } from "@/lib/generated/prisma/client";
import type { BotWordsFrom, WordEventKind } from "@/lib/generated/prisma/enums";
import { foldWord } from "@/lib/cards/normalise";
import { notFound } from "./errors";
import { keyReused } from "./request-key";

export type Tx = Prisma.TransactionClient;

export interface NewEvent {
  cardId: string;
  kind: WordEventKind;
  word?: string | null;
  wordNormalised?: string | null;
  previousWord?: string | null;
  playerId?: string | null;
  /** A bot's words: the bot, and how they came to be written (WordEvent.botName). */
  botName?: string | null;
  botWordsFrom?: BotWordsFrom | null;
  gameId?: string | null;
  snapRef?: string | null;
  reason?: string | null;
}

/**
 * Locks the deck for this transaction. Every write to a deck's cards and history takes this lock
 * first, so writes to one deck happen one after another: two people writing on the same blank card
 * at once cannot both win, and sequence numbers have no gaps or repeats. It is a NO KEY UPDATE lock,
 * as every lock we take on a row we go on to update (not delete): it waits for the deck's other
 * writers only, never for the rows being added that name the deck (their foreign keys take a KEY
 * SHARE lock, which FOR UPDATE would wait for and hold up). A game's row is locked the same way:
 * with FOR UPDATE, one room's words transaction held up every room's shouts and moves written in
 * one statement with it (the 400-room benchmark's recording p99 went from 1.8 s to 1.06 s).
 */
export async function lockDeck(tx: Tx, deckId: string): Promise<number> {
  const rows = await tx.$queryRaw<{ historySeq: number }[]>`
    SELECT "historySeq" FROM "decks" WHERE "id" = ${deckId} FOR NO KEY UPDATE`;
  const row = rows[0];
  if (!row) throw notFound();
  return row.historySeq;
}

/** Events this request already wrote (a retry or a double submit finds them and writes nothing). */
export function eventsOfRequest(tx: Tx, deckId: string, requestKey: string) {
  return tx.wordEvent.findMany({ where: { deckId, requestKey }, orderBy: { seq: "asc" } });
}

/** What a request asks to write on one card, in the fields its events keep. */
export type RequestedEvent = { cardId: string } & Partial<Pick<NewEvent, "kind" | "word" | "playerId" | "botName" | "botWordsFrom" | "gameId" | "reason">>;

type StoredEvent = Awaited<ReturnType<typeof eventsOfRequest>>[number];

/** The earlier events carry exactly what was asked again, card by card (the fields asked for). */
function sameRequest(earlier: readonly StoredEvent[], wanted: readonly RequestedEvent[]): boolean {
  if (earlier.length !== wanted.length) return false;
  const byCard = new Map(earlier.map((event) => [event.cardId, event]));
  return wanted.every((want) => {
    const event = byCard.get(want.cardId);
    return event !== undefined && Object.entries(want).every(([field, value]) => (event[field as keyof StoredEvent] ?? null) === (value ?? null));
  });
}

/**
 * The events an earlier request with this key wrote, when it asked for the same writes: a retry
 * (or a double submit) gets them and writes nothing. The same key with other writes is refused
 * (409). Null when the key is new.
 */
export async function replayOfRequest(tx: Tx, deckId: string, requestKey: string, wanted: readonly RequestedEvent[]) {
  const earlier = await eventsOfRequest(tx, deckId, requestKey);
  if (earlier.length === 0) return null;
  if (!sameRequest(earlier, wanted)) throw keyReused();
  return earlier;
}

/**
 * Appends events with the next sequence numbers and returns them, in order. Call only after
 * lockDeck in the same transaction.
 */
export async function appendEvents(
  tx: Tx,
  options: { deckId: string; lastSeq: number; recordedById: string; requestKey: string; events: NewEvent[] },
) {
  const { deckId, lastSeq, recordedById, requestKey, events } = options;
  const data = events.map((event, i) => ({
    ...event,
    wordFolded: event.word ? foldWord(event.word) : null,
    deckId,
    recordedById,
    requestKey,
    seq: lastSeq + i + 1,
  }));
  const appended = await tx.wordEvent.createManyAndReturn({ data });
  await tx.deck.update({ where: { id: deckId }, data: { historySeq: lastSeq + events.length } });
  return appended.sort((a, b) => a.seq - b.seq);
}
