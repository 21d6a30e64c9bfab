import { randomUUID } from "node:crypto";
import { foldWord, normaliseWord } from "@/lib/cards/normalise";
import { db } from "@/lib/db/client";
import type { WordEventKind } from "@/lib/generated/prisma/enums";

/**
 * Appends one event with a chosen date, the way appendEvents (lib/decks/history.ts) writes one (next
 * seq, the deck's historySeq moved on, the card changed with it): the domain operations stamp the
 * present moment, and the history's day-by-day views need events on other days.
 */
export async function appendDatedEvent(options: {
  deckId: string;
  cardId: string;
  recordedById: string;
  kind: WordEventKind;
  word: string | null;
  createdAt: Date;
  playerId?: string | null;
  gameId?: string | null;
}) {
  return db.$transaction(async (tx) => {
    const [{ historySeq }] = await tx.$queryRaw<[{ historySeq: number }]>`
      SELECT "historySeq" FROM "decks" WHERE "id" = ${options.deckId} FOR UPDATE`;
    const seq = historySeq + 1;
    const status = options.kind === "CARD_LOST" ? "MISSING" : options.kind === "CARD_FOUND" || options.kind === "CARD_REPLACED" ? "IN_DECK" : undefined;
    const word = options.word;
    await tx.card.update({
      where: { id: options.cardId },
      data: { ...(status ? { status } : { word, wordNormalised: word === null ? null : normaliseWord(word) }), updatedSeq: seq },
    });
    await tx.wordEvent.create({
      data: {
        deckId: options.deckId,
        seq,
        cardId: options.cardId,
        kind: options.kind,
        word,
        wordNormalised: word === null ? null : normaliseWord(word),
        wordFolded: word === null ? null : foldWord(word),
        playerId: options.playerId ?? null,
        gameId: options.gameId ?? null,
        recordedById: options.recordedById,
        requestKey: randomUUID(),
        createdAt: options.createdAt,
      },
    });
    await tx.deck.update({ where: { id: options.deckId }, data: { historySeq: seq } });
    return seq;
  });
}
