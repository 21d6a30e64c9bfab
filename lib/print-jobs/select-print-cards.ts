import { z } from "zod";
import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import { changedSincePrinted, lastPrintedSeqByCard } from "./print-history";
import { SELECTIONS } from "./print-request";

export const selectPrintCardsSchema = z.object({
  deckId: z.string().min(1),
  which: z.enum(SELECTIONS).default("all"),
  cards: z.array(z.string().min(1)).default([]),
});

const cardFields = { id: true, code: true, linkCode: true, rank: true, suit: true, colour: true, word: true, updatedSeq: true, artId: true, designSeq: true } as const;

/**
 * The cards a print will hold, in deck order. Missing cards are printed too (a printed card can
 * replace a lost one). "Changed" means changed since the card was last printed:
 * its updatedSeq is past the history position recorded with the latest print that held it, or its
 * picture or the deck's whole look changed after the design position recorded with it, and a card
 * never printed counts as changed — so with no earlier print, every card.
 *
 * The deck's historySeq and designSeq are read before its cards, so a change landing in between is
 * printed again next time rather than missed.
 */
export async function selectPrintCards(userId: string, rawInput: unknown) {
  const { input } = await deckAccess(userId, rawInput, { schema: selectPrintCardsSchema, role: "VIEWER" });
  const { deckId, which, cards: chosen } = input;
  const deck = await db.deck.findUnique({ where: { id: deckId }, select: { id: true, name: true, historySeq: true, designSeq: true, lookSeq: true, design: true, timeZone: true, wordsInFont: true } });
  if (!deck) throw notFound();
  const cards = await db.card.findMany({ where: { deckId }, orderBy: { position: "asc" }, select: cardFields });
  let selected = cards;
  if (which === "words") selected = cards.filter((card) => card.word !== null);
  if (which === "changed") selected = cards.filter(changedSincePrinted(await lastPrintedSeqByCard(deckId), deck.lookSeq));
  if (which === "chosen") {
    const wanted = new Set(chosen);
    selected = cards.filter((card) => wanted.has(card.id));
    if (selected.length !== wanted.size) throw notFound("That card");
  }
  return { deck, cards: selected, which };
}
