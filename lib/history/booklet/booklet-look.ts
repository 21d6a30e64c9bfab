/**
 * How the booklet draws the deck's cards: as its card sheets print them (lib/print), in the deck's
 * saved design, each card with its own corner code, colour and picture, and its word in the hand it
 * was written in (unless the deck prints in the font). Read in the PDF worker, with the pictures of
 * the cards the booklet draws only, each once, and the deck's hands in one query.
 */
import { db } from "@/lib/db/client";
import { handsShown } from "@/lib/decks/card-hands";
import { currentStoredDrawings } from "@/lib/decks/word-drawings";
import type { PrintCard } from "@/lib/print/layout";
import { parseDeckPrintDesign, type DeckPrintDesign } from "@/lib/print/themes";

export interface BookletLook {
  design: DeckPrintDesign;
  /** Each card as the print code draws it, by card id. */
  cards: Map<string, PrintCard>;
  /** Each picture the drawn cards show: its print bytes (CardArt.printBytes), by art id. */
  pictures: Record<string, Uint8Array>;
}

export async function bookletLook(deckId: string, drawn: Set<string>): Promise<BookletLook> {
  const [deck, cards, drawings] = await Promise.all([
    db.deck.findUnique({ where: { id: deckId }, select: { design: true, wordsInFont: true } }),
    db.card.findMany({ where: { deckId }, select: { id: true, rank: true, suit: true, word: true, code: true, colour: true, artId: true } }),
    currentStoredDrawings(db, deckId),
  ]);
  const hands = handsShown(deck ?? { wordsInFont: true }, drawings);
  const artIds = [...new Set(cards.flatMap((card) => (drawn.has(card.id) && card.artId ? [card.artId] : [])))];
  const arts = artIds.length === 0 ? [] : await db.cardArt.findMany({ where: { deckId, id: { in: artIds } }, select: { id: true, printBytes: true } });
  return {
    design: parseDeckPrintDesign(deck?.design),
    cards: new Map(
      cards.map((card) => [
        card.id,
        { id: card.id, rank: card.rank, suit: card.suit, word: card.word, code: card.code, colour: card.colour ?? undefined, artId: card.artId ?? undefined, hand: hands.get(card.id) },
      ]),
    ),
    pictures: Object.fromEntries(arts.map((art) => [art.id, art.printBytes])),
  };
}
