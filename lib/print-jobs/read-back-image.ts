import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import { printReadyBackImage } from "./print-ready-back-image";

/** The deck's uploaded back picture, for anyone who may see the deck. */
export async function readBackImage(userId: string, deckId: string) {
  await requireDeckRole(userId, deckId, "VIEWER");
  const image = await printReadyBackImage(deckId);
  if (!image) throw notFound("That back picture");
  return image;
}
