import { z } from "zod";
import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import { roleAtLeast } from "@/lib/decks/roles";
import { recordedPrintOptionsSchema } from "./recorded-print-options";

export const recordPrintSchema = z.object({
  deckId: z.string().min(1),
  historySeq: z.number().int().min(0),
  designSeq: z.number().int().min(0),
  cardIds: z.array(z.string().min(1)).min(1),
  pageCount: z.number().int().min(1),
  options: recordedPrintOptionsSchema,
});

/**
 * Records a print once its PDF exists, with the deck's history and design positions when its cards
 * were read: the next "changed since the last print" starts from there. Only a print by someone who may
 * write on the deck (an editor or owner) is the deck's print: a viewer's download is theirs alone,
 * recorded nowhere (null), so it can't tell the owners that nothing changed since.
 */
export async function recordPrint(userId: string, rawInput: unknown) {
  const { input, role } = await deckAccess(userId, rawInput, { schema: recordPrintSchema, role: "VIEWER" });
  if (!roleAtLeast(role, "EDITOR")) return null;
  // Only the deck's own cards are recorded as printed.
  if ((await db.card.count({ where: { deckId: input.deckId, id: { in: input.cardIds } } })) !== new Set(input.cardIds).size) throw notFound("That card");
  return db.deckPrint.create({
    data: {
      deckId: input.deckId,
      printedById: userId,
      historySeq: input.historySeq,
      designSeq: input.designSeq,
      cardIds: input.cardIds,
      cardCount: input.cardIds.length,
      pageCount: input.pageCount,
      options: input.options as object,
    },
  });
}
