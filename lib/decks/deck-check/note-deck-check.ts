import { z } from "zod";
import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";

export const noteDeckCheckSchema = z.object({ deckId: z.string().min(1) });

/**
 * A member checked the first card of a deck check (the check itself is kept on the device): the
 * deck remembers that it is checked card by card, so its prints carry QR codes unless told
 * otherwise (lib/print-jobs/qr-default.ts). Only the first time is kept; a viewer's check, like a
 * viewer's print, changes nothing (403).
 */
export async function noteDeckCheck(userId: string, rawInput: unknown): Promise<void> {
  const { deckId } = await deckAccess(userId, rawInput, { schema: noteDeckCheckSchema, role: "EDITOR" });
  await db.deck.updateMany({ where: { id: deckId, deckCheckedAt: null }, data: { deckCheckedAt: new Date() } });
}
