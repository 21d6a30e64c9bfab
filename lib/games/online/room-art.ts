import { db } from "@/lib/db/client";

/**
 * A card picture the room's deck shows now (on one of its cards), as screens draw it: what a room's
 * devices need to draw its cards, and nothing more (a seat's device is not a member of the deck,
 * so it never sees the deck's other pictures or old crops). Null for any other picture. Who may
 * ask is the caller's to check (roomAccessOfRequest).
 */
export async function roomCardArt(deckId: string, artId: string): Promise<Uint8Array | null> {
  if (artId.length === 0 || artId.length > 100) return null;
  const art = await db.cardArt.findFirst({ where: { id: artId, deckId, cards: { some: { deckId } } }, select: { screenBytes: true } });
  return art?.screenBytes ?? null;
}
