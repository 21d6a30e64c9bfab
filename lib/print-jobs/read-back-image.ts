import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";

/** The deck's uploaded back picture, for anyone who may see the deck. */
export async function readBackImage(userId: string, deckId: string) {
  await requireDeckRole(userId, deckId, "VIEWER");
  const image = await db.deckBackImage.findUnique({ where: { deckId }, select: { bytes: true, mime: true } });
  if (!image) throw notFound("That back picture");
  return image;
}
