import { z } from "zod";
import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { invalid } from "@/lib/decks/errors";

export const recordPrintSchema = z.object({
  deckId: z.string().min(1),
  historySeq: z.number().int().min(0),
  cardIds: z.array(z.string().min(1)).min(1),
  pageCount: z.number().int().min(1),
  options: z.record(z.string(), z.unknown()),
});

/**
 * Records a print once its PDF exists, with the deck's history position when its cards were read:
 * the next "changed since the last print" starts from there.
 */
export async function recordPrint(userId: string, rawInput: unknown) {
  const parsed = recordPrintSchema.safeParse(rawInput);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? "That print record isn't valid.");
  const input = parsed.data;
  await requireDeckRole(userId, input.deckId, "VIEWER");
  return db.deckPrint.create({
    data: {
      deckId: input.deckId,
      printedById: userId,
      historySeq: input.historySeq,
      cardIds: input.cardIds,
      cardCount: input.cardIds.length,
      pageCount: input.pageCount,
      options: input.options as object,
    },
  });
}
