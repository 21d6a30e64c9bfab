import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { invalid } from "@/lib/decks/errors";
import { deckPrintDesignSchema } from "@/lib/print/themes";
import { z } from "zod";

export const saveDeckDesignSchema = deckPrintDesignSchema.extend({ deckId: z.string().min(1) });

/** Saves the deck's printed look (theme, back pattern, whether backs use the uploaded picture). */
export async function saveDeckDesign(userId: string, rawInput: unknown) {
  const { input } = await deckAccess(userId, rawInput, { schema: saveDeckDesignSchema, role: "EDITOR" });
  const { deckId, ...design } = input;
  if (design.useBackImage && !(await db.deckBackImage.findUnique({ where: { deckId }, select: { deckId: true } }))) {
    throw invalid("Upload a picture for the backs first.");
  }
  await db.deck.update({ where: { id: deckId }, data: { design } });
  return design;
}
