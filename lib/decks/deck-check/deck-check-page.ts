import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";

/** What the deck check page needs: the deck, the asker's role, and every card as the app has it now. */
export async function deckCheckPage(userId: string, deckId: string) {
  const role = await requireDeckRole(userId, deckId, "VIEWER");
  const [deck, cards] = await Promise.all([
    db.deck.findUnique({ where: { id: deckId }, select: { id: true, name: true, design: true } }),
    db.card.findMany({ where: { deckId }, orderBy: { position: "asc" } }),
  ]);
  if (!deck) throw notFound();
  return { deck, role, cards };
}
