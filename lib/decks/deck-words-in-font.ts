import { z } from "zod";
import { db } from "@/lib/db/client";
import { deckAccess } from "./access";

/**
 * The deck's setting "print words in our handwriting where we have it / always in the font"
 * (Deck.wordsInFont): shown and printed alike, applied by lib/decks/card-hands.ts. Owners change it.
 */
export const setDeckWordsInFontSchema = z.object({ deckId: z.string().min(1), wordsInFont: z.boolean() });

/** Sets it (owners only). Setting the same again changes nothing, so a retry is harmless. */
export async function setDeckWordsInFont(userId: string, rawInput: unknown): Promise<{ wordsInFont: boolean }> {
  const { input, deckId } = await deckAccess(userId, rawInput, { schema: setDeckWordsInFontSchema, role: "OWNER" });
  const deck = await db.deck.update({ where: { id: deckId }, data: { wordsInFont: input.wordsInFont }, select: { wordsInFont: true } });
  return { wordsInFont: deck.wordsInFont };
}
