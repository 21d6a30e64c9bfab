import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";

/** What every history page shows above its own part: the deck's name and how far its history goes. */
export async function historyHeading(userId: string, deckId: string) {
  const [role, deck] = await Promise.all([
    requireDeckRole(userId, deckId, "VIEWER"),
    db.deck.findUnique({ where: { id: deckId }, select: { id: true, name: true, historySeq: true } }),
  ]);
  if (!deck) throw notFound();
  return { ...deck, role };
}
