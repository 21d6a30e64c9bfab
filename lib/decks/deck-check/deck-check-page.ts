import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { handsShown, withHands } from "@/lib/decks/card-hands";
import { notFound } from "@/lib/decks/errors";
import { currentStoredDrawings } from "@/lib/decks/word-drawings";

/** What the deck check page needs: the deck, the asker's role, and every card as the app has it now. */
export async function deckCheckPage(userId: string, deckId: string) {
  const role = await requireDeckRole(userId, deckId, "VIEWER");
  const [deck, cards, drawings] = await Promise.all([
    db.deck.findUnique({ where: { id: deckId }, select: { id: true, name: true, design: true, wordsInFont: true } }),
    db.card.findMany({ where: { deckId }, orderBy: { position: "asc" } }),
    currentStoredDrawings(db, deckId),
  ]);
  if (!deck) throw notFound();
  // Each card drawn as it prints: in the hand its word was written in.
  return { deck, role, cards: withHands(cards, handsShown(deck, drawings)) };
}
