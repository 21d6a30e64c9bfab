import { randomUUID } from "node:crypto";
import { normaliseWord } from "@/lib/cards/normalise";
import { db } from "@/lib/db/client";
import { appendEvents, lockDeck, type NewEvent } from "@/lib/decks/history";
import type { WordEventKind } from "@/lib/generated/prisma/enums";

/** An event as a test writes it: on a day of its choosing, and perhaps with an imported recorder's name. */
export type DatedEvent = NewEvent;

/** What the event's domain operation would do to its card: move it out of the deck or back, or give it the word. */
function cardChange(kind: WordEventKind, word: string | null | undefined) {
  if (kind === "CARD_LOST") return { status: "MISSING" as const };
  if (kind === "CARD_FOUND" || kind === "CARD_REPLACED") return { status: "IN_DECK" as const };
  return { word: word ?? null, wordNormalised: word ? normaliseWord(word) : null };
}

/**
 * Appends events through appendEvents (lib/decks/history.ts), under the deck's lock, as every domain
 * operation does (next positions, the search form of each word, the tallies' trigger), changing
 * each card as its operation would, but dated as the test chooses: the operations write "now", and
 * the history's day-by-day views need events on other days. Returns the last position written.
 */
export async function appendDatedEvents(deckId: string, recordedById: string, events: DatedEvent[]): Promise<number> {
  return db.$transaction(async (tx) => {
    let lastSeq = await lockDeck(tx, deckId);
    // Each its own request (a request writes a card once), one after another.
    for (const event of events) {
      await appendEvents(tx, { deckId, lastSeq, recordedById, requestKey: randomUUID(), events: [event] });
      lastSeq += 1;
      await tx.card.update({ where: { id: event.cardId }, data: { ...cardChange(event.kind, event.word), updatedSeq: lastSeq } });
    }
    return lastSeq;
    // Hundreds of events one by one: beside other test files on a busy machine that takes longer
    // than an interactive transaction's default 5 s.
  }, { timeout: 60_000 });
}

/** One event, dated (appendDatedEvents). */
export function appendDatedEvent(options: DatedEvent & { deckId: string; recordedById: string; createdAt: Date }): Promise<number> {
  const { deckId, recordedById, ...event } = options;
  return appendDatedEvents(deckId, recordedById, [event]);
}
